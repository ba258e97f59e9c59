#pragma once
/// Colours of the panels' Dear ImGui widgets, from SFML's and the scenes' colours.
#include "draw/Color.h"

#include <SFML/Graphics/Color.hpp>
#include <imgui.h>

#include <string>

namespace amiraute::ui {

ImVec4 toImVec4(sf::Color c);
ImVec4 toImVec4(draw::Color c);
ImU32 toImU32(sf::Color c);

/// Between two widgets of a row that may run past the panel's edge: the next one, `width` pixels
/// wide, goes on the same line when it fits, else on the next line.
void sameLineIfFits(float width);
/// Width of a button labelled `label` (what follows "##" not shown).
float buttonWidth(const char *label);
/// A button `width` pixels wide (0: the width left) whose `text` wraps over as many lines as it
/// needs, never cut off; `id` tells it apart. True when clicked.
bool wrappedButton(const std::string &text, const std::string &id, float width = 0);

} // namespace amiraute::ui
