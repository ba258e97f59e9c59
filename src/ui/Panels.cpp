#include "ui/Panels.h"

namespace amiraute::ui {

ImVec4 toImVec4(draw::Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }

ImVec4 toImVec4(sf::Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }
ImU32 toImU32(sf::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

} // namespace amiraute::ui
