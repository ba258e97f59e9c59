#include "draw/HexPieces.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace amiraute::draw {

const SideLook &sideLook(int side) {
  static const std::array<SideLook, 4> looks{{
      {{70, 130, 220}, {24, 54, 112}, {255, 255, 255}, {120, 170, 255}},
      {{214, 72, 60}, {104, 26, 20}, {255, 255, 255}, {255, 128, 112}},
      {{226, 186, 70}, {128, 92, 20}, {30, 24, 10}, {246, 206, 96}},
      {{90, 178, 96}, {30, 90, 36}, {255, 255, 255}, {130, 220, 140}},
  }};
  return looks[static_cast<std::size_t>(std::clamp(side, 0, 3))];
}

int paletteOf(const std::string &name, int side) {
  std::string n;
  for (char c : name)
    n += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (n.rfind("bleu", 0) == 0 || n.rfind("blue", 0) == 0) return 0;
  if (n.rfind("rouge", 0) == 0 || n.rfind("red", 0) == 0) return 1;
  if (n.rfind("jaune", 0) == 0 || n.rfind("yellow", 0) == 0 || n.rfind("or", 0) == 0) return 2;
  if (n.rfind("vert", 0) == 0 || n.rfind("green", 0) == 0) return 3;
  return side;
}

int paletteOf(std::span<const std::string> names, int side) {
  return side >= 0 && static_cast<std::size_t>(side) < names.size()
             ? paletteOf(names[static_cast<std::size_t>(side)], side)
             : side;
}

Caption hexCaption(std::string title, std::span<const std::string> sides, const HexSceneInput &in) {
  Caption c;
  c.title = std::move(title);
  for (int s = 0; static_cast<std::size_t>(s) < sides.size(); ++s) {
    const int palette = paletteOf(sides, s);
    CaptionSide side{sides[static_cast<std::size_t>(s)], sideLook(palette).face, sideLook(palette).rim, 0};
    // Ghosts (a written order's end, a placement's preview) are not pieces of their own. The swatch
    // takes its pieces' own colours (a game may paint them otherwise than the palette).
    for (const HexToken &t : in.tokens)
      if (t.side == palette && t.alpha == 255) {
        if (side.pieces++ == 0) {
          side.face = t.face;
          side.rim = t.rim;
        }
      }
    c.sides.push_back(std::move(side));
  }
  return c;
}

TokenHalo readyRing(int side) { return {alpha(sideLook(side).text, 235), 1.02f, 1.20f}; }

PieceMarks numberedMarks(int index, int selected, const std::vector<int> &targets, float pulse) {
  PieceMarks marks;
  marks.selected = index == selected;
  marks.pulse = pulse;
  marks.target = std::find(targets.begin(), targets.end(), index) != targets.end();
  return marks;
}

HexToken pieceToken(TokenShape shape, core::Hex hex, int facing, int side, std::string glyph,
                    const PieceMarks &marks) {
  const SideLook &look = sideLook(side);
  HexToken t;
  t.shape = shape;
  t.hex = hex;
  t.facing = facing;
  t.face = look.face;
  t.rim = look.rim;
  t.ink = look.ink;
  t.glyph = std::move(glyph);
  t.side = side;
  t.dim = marks.spent;
  t.alpha = marks.ghost ? 130 : 255;
  // In the piece's own side's colour: a fixed colour would be some side's (green is Vert's) and
  // would say the piece is theirs.
  if (marks.ready) t.halos.push_back(readyRing(side));
  if (marks.target) t.halos.push_back({Color(255, 50, 40, 245), 1.04f, 1.34f});
  if (marks.selected)
    t.halos.push_back(
        {Color(255, 255, 255, static_cast<int>(170 + 85 * std::clamp(marks.pulse, 0.f, 1.f))), 1.04f, 1.28f});
  return t;
}

void addReachMarks(HexSceneInput &in, std::span<const ReachMark> marks, float pulse) {
  const auto pulse_alpha = static_cast<int>(150 + 100 * std::clamp(pulse, 0.f, 1.f));
  for (ReachMark::Kind kind : {ReachMark::Kind::Risk, ReachMark::Kind::End, ReachMark::Kind::Step})
    for (const ReachMark &m : marks) {
      if (m.kind != kind) continue;
      HexHighlight h;
      h.hex = m.hex;
      h.text = m.text;
      h.badge = m.badge;
      switch (kind) {
      case ReachMark::Kind::Risk:
        h.fill = Color(235, 40, 30, 55);
        h.border = Color(235, 40, 30, 200);
        h.border_width = 0.05f;
        if (h.badge.empty()) h.badge = "✕";
        h.badge_color = Color(255, 90, 80);
        break;
      case ReachMark::Kind::End:
        h.fill = Color(120, 255, 150, 70);
        h.border = Color(90, 230, 120, 210);
        h.border_width = 0.06f;
        break;
      case ReachMark::Kind::Step:
        h.fill = Color(255, 240, 150, 90);
        h.border = Color(255, 226, 90, pulse_alpha);
        h.border_width = 0.09f;
        break;
      }
      in.highlights.push_back(std::move(h));
    }
}

void addPiecePath(HexSceneInput &in, core::Hex start, std::span<const core::Hex> hexes, bool preview,
                  Color color) {
  if (hexes.empty()) return;
  HexPath p;
  p.hexes.push_back(start);
  p.hexes.insert(p.hexes.end(), hexes.begin(), hexes.end());
  p.color = preview ? alpha(color, 190) : color;
  p.width = preview ? 0.10f : 0.13f;
  p.dashed = preview;
  p.arrow = true;
  in.paths.push_back(std::move(p));
}

void addFireLine(HexSceneInput &in, core::Hex from, std::span<const core::Hex> hexes, int side, bool armed) {
  if (hexes.empty()) return;
  HexPath p;
  p.hexes.push_back(from);
  p.hexes.insert(p.hexes.end(), hexes.begin(), hexes.end());
  const Color c = armed ? Color(255, 70, 50) : sideLook(side).text;
  p.color = alpha(c, armed ? 235 : 150);
  p.width = armed ? 0.08f : 0.05f;
  p.dashed = true;
  p.start_dot = false;
  p.arrow = armed;
  in.paths.push_back(std::move(p));
}

const char *facingLetters(int facing) {
  static const char *const names[] = {"?", "N", "NE", "SE", "S", "SW", "NW"};
  return names[facing >= 1 && facing <= 6 ? facing : 0];
}

} // namespace amiraute::draw
