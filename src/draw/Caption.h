#pragma once
/// A picture's caption: the scenario's title and a key of its sides (each side's colour beside its
/// name, and how many pieces it has), drawn across the top of a rendered board so that a reader
/// knows what the picture shows and which colour is whose. The board leaves the band free
/// (captionHeight); the caption is its own scene in the picture's device units (y down), drawn
/// over the board's (writePicture's `overlay`).
#include "draw/Scene.h"

#include <span>
#include <string>
#include <vector>

namespace amiraute::draw {

/// One side in the key.
struct CaptionSide {
  std::string name;
  Color face;      ///< the swatch: its pieces' colour
  Color rim;       ///< the swatch's edge
  int pieces = -1; ///< how many pieces it has on the board (-1: not said)
};

/// What a picture's caption says.
struct Caption {
  std::string title;
  std::vector<CaptionSide> sides;
  bool empty() const { return title.empty() && sides.empty(); }
};

/// The height in device units of the band the caption takes at the top of a `width` x `height`
/// picture (0 for an empty caption).
float captionHeight(const Caption &caption, double width, double height);

/// The caption laid out in that band, in device units (x right, y down): the title on its first
/// line, the sides' key on the second, both centred and shrunk to fit the width. `paper`: dark
/// ink for a light ground, otherwise light ink for the dark one.
void buildCaption(const Caption &caption, double width, double height, bool paper, Scene &out);

} // namespace amiraute::draw
