#pragma once
/// Small Dear ImGui widgets shared by the panels: dice like the ones on the table, the odds bar
/// chart, toasts.
#include "core/Chance.h"
#include "draw/Color.h"

#include <SFML/Graphics/Color.hpp>
#include <imgui.h>

#include <string>
#include <vector>

namespace amiraute::ui {

ImVec4 toImVec4(sf::Color c);
ImVec4 toImVec4(draw::Color c);
ImU32 toImU32(sf::Color c);

/// A die showing `value` pips, `size` pixels square, as a widget (takes layout space).
/// `highlight` draws a bright ring (a hit in the dice tray).
void dieWidget(int value, sf::Color face, float size, bool highlight = false, bool dim = false);

/// The chance of 0, 1, 2… hits as a bar chart with percentages.
void oddsChart(const core::HitDistribution &hits, int damage_per_hit);

/// Short messages that fade away (refusals in red, confirmations in green).
class Toasts {
public:
  enum class Kind { Info, Good, Error };
  /// `replace`: drop the earlier info toasts first (phase changes only need the latest).
  void push(std::string text, Kind kind = Kind::Info, float seconds = 6, bool replace = false);
  void update(float dt);
  /// Draw stacked from `anchor` (bottom-left corner) upward.
  void draw(ImVec2 anchor, float max_width) const;
  bool empty() const { return items_.empty(); }

private:
  struct Item {
    std::string text;
    Kind kind;
    float left;
  };
  std::vector<Item> items_;
};

} // namespace amiraute::ui
