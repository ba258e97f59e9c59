#pragma once
/// The hex kind of table, shared by every hex game's board: the map's geometry in world units (a
/// hex's radius is one), the hex under the pointer, a click as a hex, the hex scene built from the
/// game's description of what to show (draw/HexMap.h), the tooltip headed by the hex's CCRR number.
/// A game's board derives from HexBoard<Game> and says what the map shows (hexScene), what a click
/// on a hex does (onHexClick) and what the tooltip adds. G::Rules must have `map` (core::HexMap)
/// and, for the bar and the banner, `sides` (the two sides' names) and `turn_limit`; a picture's
/// caption says its `title`.
#include "core/I18n.h"
#include "core/hex/Grid.h"
#include "draw/HexMap.h"
#include "draw/HexPieces.h"
#include "ui/Board.h"
#include "ui/Palette.h"

#include <imgui.h>

#include <cmath>
#include <optional>
#include <string>
#include <string_view>

namespace amiraute::ui {

template <game::Game G> class HexBoard : public BoardFor<G> {
public:
  explicit HexBoard(TypedSession<G> &session)
      : BoardFor<G>(session), geometry_(map().columns, map().rows), columns_(map().columns),
        rows_(map().rows) {}

  draw::Rect bounds() const override {
    return {0, 0, static_cast<float>(geometry_.width()), static_cast<float>(geometry_.height())};
  }
  void scene(const SceneContext &context, draw::Scene &out) override {
    draw::HexSceneInput in = hexScene(context.still);
    if (!context.still) in.hovered = hovered_;
    in.names = context.picture; // a picture cannot be hovered for a tooltip: it says who is who
    draw::buildHexScene(in, {context.scale, context.visible}, out);
  }
  draw::Caption caption() const override {
    return draw::hexCaption(this->rules().title, this->rules().sides, hexScene(true));
  }
  void pointerMoved(draw::Point world) override { hovered_ = hexAt(world); }
  void pointerLeft() override { hovered_.reset(); }
  void pressed(draw::Point world, bool fine) override {
    (void)fine;
    hovered_ = hexAt(world);
    onHexClick(hovered_);
  }
  bool hasTooltip() const override { return hovered_.has_value(); }
  void tooltip() override {
    ImGui::TextColored(palette::kGold, "%s", core::formatHex(*hovered_).c_str());
    hexTooltip(*hovered_);
  }
  void update(float dt) override { time_ += dt; }
  void changed() override {
    // Another game loaded may have another map.
    if (map().columns != columns_ || map().rows != rows_) {
      columns_ = map().columns;
      rows_ = map().rows;
      geometry_ = draw::HexGeometry(columns_, rows_);
      this->host().refit();
    }
    onChanged();
  }

  /// The centre of a hex in world units (tests point there).
  draw::Point centerOf(core::Hex h) const {
    const core::Vec2 c = geometry_.center(h);
    return {static_cast<float>(c.x), static_cast<float>(c.y)};
  }
  std::optional<core::Hex> hovered() const { return hovered_; }
  const draw::HexGeometry &geometry() const { return geometry_; }

protected:
  /// What the map shows now; `still`: a picture (render), no selection or hover.
  virtual draw::HexSceneInput hexScene(bool still) const = 0;
  /// A left click on the map: the hex under it, or nothing (off the map).
  virtual void onHexClick(std::optional<core::Hex> hex) = 0;
  /// The tooltip's lines after the hex number.
  virtual void hexTooltip(core::Hex hex) { (void)hex; }
  /// The game or the seat at the screen changed: drop what no longer holds.
  virtual void onChanged() {}

  const core::HexMap &map() const { return this->rules().map; }
  float pulse() const { return 0.5f + 0.5f * std::sin(time_ * 4.0f); }
  float time() const { return time_; }
  /// The name of side 0 or 1, "" for any other (-1: no side).
  std::string sideName(int side) const {
    return side >= 0 && side < 2 ? this->rules().sides[static_cast<std::size_t>(side)] : std::string();
  }
  /// The colour of a side's texts: its palette's (draw/HexPieces.h).
  draw::Color sideColor(int side) const {
    return draw::sideLook(draw::paletteOf(this->rules().sides, side)).text;
  }
  /// "Turn 3 / 12" in the bar, then the room before what follows.
  void turnStatus(int turn) const {
    ImGui::TextUnformatted(
        core::fill(core::tr("Turn {turn} / {limit}"),
                   {{"turn", std::to_string(turn)}, {"limit", std::to_string(this->rules().turn_limit)}})
            .c_str());
    ImGui::SameLine(0, 18);
  }
  /// The banner of the game's end in the winner's colour, grey for a draw (winner -1).
  BannerText winnerBanner(int winner) const {
    return winnerBanner(winner, winner >= 0 ? sideColor(winner) : draw::Color(220, 220, 220));
  }
  /// The banner of the game's end: "{side} wins!", or "A draw" when `winner` is -1; in `color`.
  BannerText winnerBanner(int winner, draw::Color color) const {
    BannerText b;
    b.headline = winner >= 0 ? core::fill(core::tr("{side} wins!"), {{"side", sideName(winner)}})
                             : std::string(core::tr("A draw"));
    b.color = color;
    return b;
  }
  /// The match's last ruling whose first clause starts with `prefix` ("PL-WIN"), as the banner
  /// says it ("[PL-WIN-1] text"), added to `b`; `public_only`: among the rulings everyone sees.
  void addLastRuling(BannerText &b, std::string_view prefix, bool public_only = false) const {
    const auto &log = this->session().log();
    for (auto it = log.rbegin(); it != log.rend(); ++it)
      if (!it->clauses.empty() && it->clauses.front().starts_with(prefix) &&
          (!public_only || it->visibleTo(game::kPublic))) {
        b.lines.push_back("[" + it->clauses.front() + "] " + it->text);
        return;
      }
  }
  /// A heading in the medium font and gold.
  static void heading(const GuiFonts &fonts, const std::string &text) {
    if (fonts.medium) ImGui::PushFont(fonts.medium);
    ImGui::TextColored(palette::kGold, "%s", text.c_str());
    if (fonts.medium) ImGui::PopFont();
  }

private:
  std::optional<core::Hex> hexAt(draw::Point world) const {
    const core::Hex h = geometry_.hexAt({world.x, world.y});
    if (!map().contains(h)) return std::nullopt;
    return h;
  }

  draw::HexGeometry geometry_;
  int columns_, rows_;
  std::optional<core::Hex> hovered_;
  float time_ = 0;
};

} // namespace amiraute::ui
