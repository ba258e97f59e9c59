#include "draw/Caption.h"

#include "core/I18n.h"
#include "draw/Cairo.h"

#include <algorithm>

namespace amiraute::draw {

namespace {

struct Sizes {
  float title = 0, key = 0, margin = 0;
};

Sizes sizesFor(double width, double height) {
  Sizes s;
  s.title = std::clamp(static_cast<float>(std::min(width, height)) * 0.024f, 11.f, 30.f);
  s.key = s.title * 0.72f;
  s.margin = s.title * 0.5f;
  return s;
}

/// One side's words in the key: "Bleu — 5 pieces", or its name alone.
std::string keyText(const CaptionSide &side) {
  if (side.pieces < 0) return side.name;
  return core::fill(core::trn("{side} — {count} piece", "{side} — {count} pieces", side.pieces),
                    {{"side", side.name}, {"count", std::to_string(side.pieces)}});
}

/// `text` cut at a character's start and ended by "…" until it is at most `room` wide.
std::string cutToFit(std::string text, float size, bool bold, float room) {
  while (!text.empty() && textWidth(text + "…", size, bold) > room) {
    std::size_t end = text.size() - 1;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
      --end; // back to the first byte of the last character
    text.erase(end);
  }
  return text + "…";
}

} // namespace

float captionHeight(const Caption &caption, double width, double height) {
  if (caption.empty()) return 0;
  const Sizes s = sizesFor(width, height);
  float h = 2 * s.margin;
  if (!caption.title.empty()) h += s.title * 1.25f;
  if (!caption.sides.empty()) h += s.key * 1.6f;
  return h;
}

void buildCaption(const Caption &caption, double width, double height, bool paper, Scene &out) {
  if (caption.empty()) return;
  const Sizes s = sizesFor(width, height);
  const float w = static_cast<float>(width);
  const float room = w - 4 * s.margin;
  const Color ink = paper ? Color(24, 26, 30) : Color(236, 236, 230);
  const Color quiet = paper ? Color(60, 64, 72) : Color(200, 204, 210);
  float y = s.margin;
  if (!caption.title.empty()) {
    // Shrunk to fit the width, down to two thirds; cut beyond that.
    float size = s.title;
    const float full = textWidth(caption.title, size, true);
    if (full > room) size = std::max(size * 2 / 3, size * room / full);
    std::string title = caption.title;
    if (textWidth(title, size, true) > room) title = cutToFit(title, size, true, room);
    Text t;
    t.text = std::move(title);
    t.at = {w / 2, y + s.title * 0.62f};
    t.size = size;
    t.bold = true;
    t.color = ink;
    out.text(std::move(t));
    y += s.title * 1.25f;
  }
  if (caption.sides.empty()) return;
  // The key on one line: a coin in each side's colour, then its words; shrunk to fit the width.
  std::vector<std::string> words;
  for (const CaptionSide &side : caption.sides)
    words.push_back(keyText(side));
  auto lineWidth = [&](float k) {
    float total = 0;
    for (const std::string &text : words)
      total += k * 1.35f + textWidth(text, k, false);
    return total + k * 2.2f * static_cast<float>(words.size() - 1);
  };
  float k = s.key;
  if (const float full = lineWidth(k); full > room) k = std::max(8.f, k * room / full);
  float x = (w - lineWidth(k)) / 2;
  const float mid = y + s.key * 0.8f;
  for (std::size_t i = 0; i < caption.sides.size(); ++i) {
    const CaptionSide &side = caption.sides[i];
    const Point centre{x + k * 0.5f, mid};
    out.disc(centre, k * 0.55f, side.rim);
    out.disc(centre, k * 0.43f, side.face);
    Text t;
    t.text = words[i];
    t.at = {x + k * 1.35f, mid};
    t.size = k;
    t.color = quiet;
    t.horizontal = Align::Start;
    out.text(std::move(t));
    x += k * 1.35f + textWidth(words[i], k, false) + k * 2.2f;
  }
}

} // namespace amiraute::draw
