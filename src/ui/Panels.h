#pragma once
/// Colours of the panels' Dear ImGui widgets, from SFML's and the scenes' colours.
#include "draw/Color.h"

#include <SFML/Graphics/Color.hpp>
#include <imgui.h>

namespace amiraute::ui {

ImVec4 toImVec4(sf::Color c);
ImVec4 toImVec4(draw::Color c);
ImU32 toImU32(sf::Color c);

} // namespace amiraute::ui
