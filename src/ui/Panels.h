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

/// Between two widgets of a row that may run past the panel's edge: the next one, `width` pixels
/// wide, goes on the same line when it fits, else on the next line.
void sameLineIfFits(float width);
/// Width of a button labelled `label` (what follows "##" not shown).
float buttonWidth(const char *label);
/// A button `width` pixels wide (0: the width left) whose `text` wraps over as many lines as it
/// needs, never cut off; `id` tells it apart. True when clicked.
bool wrappedButton(const std::string &text, const std::string &id, float width = 0);

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
