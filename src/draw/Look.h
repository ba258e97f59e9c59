#pragma once
/// How a game's picture is drawn: for the screen (dark ground, bright pieces, shadows) or for
/// paper (light tints with patterns that read in black and white too, dark outlines and numbers).
/// A game's picture (src/games/<game>/draw/) gives both from the same code.
#include <cstdint>

namespace amiraute::draw {

enum class Look : std::uint8_t { Screen, Paper };

} // namespace amiraute::draw
