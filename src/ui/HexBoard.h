#pragma once
/// The hex kind of table, shared by every hex game's board: the map's geometry in world units (a
/// hex's radius is one), the hex under the pointer, a click as a hex, the hex scene built from the
/// game's description of what to show (draw/HexMap.h), the tooltip headed by the hex's CCRR number.
/// A game's board derives from HexBoard<Game> and says what the map shows (hexScene), what a click
/// on a hex does (onHexClick) and what the tooltip adds. G::Rules must have `map` (core::HexMap).
#include "core/hex/Grid.h"
#include "draw/HexMap.h"
#include "ui/Board.h"
#include "ui/Palette.h"

#include <imgui.h>

#include <cmath>
#include <optional>

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
    draw::buildHexScene(in, {context.scale, context.visible}, out);
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
