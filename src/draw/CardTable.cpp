#include "draw/CardTable.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "draw/Cairo.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <mutex>

namespace amiraute::draw {

namespace {

constexpr float kPad = 10;
constexpr float kGap = 8;
constexpr float kHeader = 40; // a mat's title line and status line
constexpr float kLine = 15;   // a label, caption or badge line under a zone
constexpr float kSlotWidth = 0.34f;
constexpr int kMaxBadges = 3;
constexpr float kColumnGap = 4;

float right(const Rect &r) { return r.x + r.width; }
float bottom(const Rect &r) { return r.y + r.height; }

float zoneUnits(const CardZone &z) { return z.layout == CardZone::Layout::Slot ? kSlotWidth : 1.f; }

int captionLines(const CardZone &z) {
  return 1 + (z.caption.empty() ? 0 : 1) + std::min<int>(kMaxBadges, static_cast<int>(z.badges.size()));
}

/// Columns a fan of `n` cards `ch` tall needs in `avail` pixels of height so that the top band of
/// every card (its value or name) stays readable.
int fanColumns(int n, float ch, float avail) {
  if (n <= 1) return 1;
  const float min_step = 0.17f * ch;
  const int per_column = std::max(1, static_cast<int>((avail - ch) / min_step) + 1);
  return std::max(1, (n + per_column - 1) / per_column);
}

float zoneWidth(const CardZone &z, float ch, float avail) {
  const float cw = ch * kCardAspect;
  if (z.layout == CardZone::Layout::Slot) return cw * kSlotWidth;
  if (z.layout != CardZone::Layout::Fan) return cw;
  const int cols = fanColumns(static_cast<int>(z.cards.size()), ch, avail);
  return static_cast<float>(cols) * cw + static_cast<float>(cols - 1) * kColumnGap;
}

/// Lay the zones of one mat out inside `inner`, all with cards `ch` tall.
void layoutZones(const CardTableInput &in, const std::vector<int> &zones, Rect inner, float ch, int lines,
                 CardLayout &out) {
  const float cw = ch * kCardAspect;
  float x = inner.x;
  const float below = static_cast<float>(lines) * kLine;
  for (int zi : zones) {
    const CardZone &z = in.zones[static_cast<std::size_t>(zi)];
    CardLayout::Zone &lz = out.zones[static_cast<std::size_t>(zi)];
    const float avail = inner.height - below;
    const float w = zoneWidth(z, ch, avail);
    lz.card_height = ch;
    const int n = static_cast<int>(z.cards.size());
    float cards_bottom = inner.y + ch;
    if (z.layout == CardZone::Layout::Fan && n > 1) {
      const int cols = fanColumns(n, ch, avail);
      const int per_column = (n + cols - 1) / cols;
      const float step =
          per_column > 1
              ? std::max(2.f, std::min(0.2f * ch, (avail - ch) / static_cast<float>(per_column - 1)))
              : 0;
      for (int k = 0; k < n; ++k) {
        const int col = k / per_column, row = k % per_column;
        lz.cards.push_back({x + static_cast<float>(col) * (cw + kColumnGap),
                            inner.y + step * static_cast<float>(row), cw, ch});
      }
      cards_bottom = inner.y + step * static_cast<float>(std::min(n, per_column) - 1) + ch;
    } else if (z.layout != CardZone::Layout::Slot && n > 0) {
      lz.cards.push_back({x, inner.y, cw, ch});
    }
    lz.label = {x, std::min(cards_bottom, inner.y + avail) + 3};
    lz.rect = {x, inner.y, w, inner.height};
    x += w + kGap;
  }
}

void layoutMat(const CardTableInput &in, int area, Rect rect, CardLayout &out) {
  CardLayout::Mat &mat = out.mats[static_cast<std::size_t>(area)];
  mat.rect = rect;
  std::vector<int> zones;
  for (std::size_t i = 0; i < in.zones.size(); ++i)
    if (in.zones[i].area == area) zones.push_back(static_cast<int>(i));
  if (zones.empty()) return;
  float units = 0;
  int lines = 1, fan = 1;
  for (int zi : zones) {
    const CardZone &z = in.zones[static_cast<std::size_t>(zi)];
    units += zoneUnits(z);
    lines = std::max(lines, captionLines(z));
    if (z.layout == CardZone::Layout::Fan) fan = std::max(fan, static_cast<int>(z.cards.size()));
  }
  const Rect inner{rect.x + kPad, rect.y + kHeader, rect.width - 2 * kPad,
                   rect.height - kHeader - kPad * 0.6f};
  const float gaps = kGap * static_cast<float>(zones.size() - 1);
  const float by_width = (inner.width - gaps) / units / kCardAspect;
  const float fan_extra = fan > 1 ? std::min(0.2f * static_cast<float>(fan - 1), 0.8f) : 0.f;
  const float by_height = (inner.height - static_cast<float>(lines) * kLine) / (1 + fan_extra);
  float ch = std::max(
      12.f, std::min({by_width, by_height, in.areas[static_cast<std::size_t>(area)].own ? 190.f : 160.f}));
  // Long fans take more columns; shrink the cards until the row fits.
  auto row_width = [&](float h) {
    float width = gaps;
    for (int zi : zones)
      width += zoneWidth(in.zones[static_cast<std::size_t>(zi)], h,
                         inner.height - static_cast<float>(lines) * kLine);
    return width;
  };
  for (int step = 0; step < 80 && ch > 12.f && row_width(ch) > inner.width + 0.5f; ++step)
    ch = std::max(12.f, ch * 0.96f);
  // Crowded: one line under the cards, the badges over them, if that buys bigger cards.
  bool compact = false;
  if (ch < 80 && lines > 1) {
    const float by_height_compact = (inner.height - kLine) / (1 + fan_extra);
    float cc = std::max(12.f, std::min({by_width, by_height_compact, 160.f}));
    const int full_lines = lines;
    lines = 1;
    for (int step = 0; step < 80 && cc > 12.f && row_width(cc) > inner.width + 0.5f; ++step)
      cc = std::max(12.f, cc * 0.96f);
    if (cc > ch + 1) {
      ch = cc;
      compact = true;
    } else {
      lines = full_lines;
    }
  }
  mat.card_height = ch;
  layoutZones(in, zones, inner, ch, lines, out);
  for (int zi : zones)
    out.zones[static_cast<std::size_t>(zi)].compact = compact;
}

} // namespace

CardLayout layoutCardTable(const CardTableInput &in, Rect area) {
  CardLayout out;
  out.mats.resize(in.areas.size());
  out.zones.resize(in.zones.size());
  const float W = area.width, H = area.height;
  // The hand along the bottom (none for a spectator's picture: every mat above instead).
  bool has_own = false;
  for (const CardArea &a : in.areas)
    has_own = has_own || a.own;
  const float hand_h = in.hand.empty() && !has_own ? 0.f : std::clamp(H * 0.24f, 90.f, 210.f);
  out.hand_strip = {area.x, area.y + H - hand_h, W, hand_h};
  {
    // Its title above, room for the chosen card to rise, and the playable marks below: every card
    // whole above the table's bottom edge.
    const float ch = hand_h - 40;
    const float cw = ch * kCardAspect;
    out.hand_card_height = ch;
    const int n = static_cast<int>(in.hand.size());
    const float room = W - 2 * kPad;
    float step = cw + kGap;
    if (n > 1 && static_cast<float>(n) * cw + static_cast<float>(n - 1) * kGap > room)
      step = (room - cw) / static_cast<float>(n - 1);
    const float total = n > 0 ? step * static_cast<float>(n - 1) + cw : 0;
    const float x = area.x + (W - total) / 2;
    for (int k = 0; k < n; ++k) {
      const float lift = k == in.selected ? 14.f : 0.f;
      out.hand.push_back({x + step * static_cast<float>(k), out.hand_strip.y + 26 - lift, cw, ch});
    }
  }
  // The rest: the opponents' mats on top, the own mat in the middle right of the piles.
  const float rest_top = area.y + kPad;
  const float rest_h = H - hand_h - kPad * (hand_h > 0 ? 1.5f : 2.f);
  std::vector<int> others;
  int own = -1;
  for (std::size_t a = 0; a < in.areas.size(); ++a)
    if (in.areas[a].own && own < 0)
      own = static_cast<int>(a);
    else
      others.push_back(static_cast<int>(a));
  const int n = static_cast<int>(others.size());
  const int rows = n == 0 ? 0 : (n <= 3 ? 1 : 2);
  const float mid_h = rows == 0 ? rest_h
                      : own < 0 ? std::min(rest_h * 0.3f, 210.f)
                                : rest_h * (rows == 1 ? 0.5f : 0.36f);
  const float top_h = rest_h - mid_h - (rows > 0 ? kPad : 0);
  int placed = 0;
  for (int r = 0; r < rows; ++r) {
    const int in_row = r == 0 ? (n + rows - 1) / rows : n - placed;
    const float row_h = (top_h - kPad * static_cast<float>(rows - 1)) / static_cast<float>(rows);
    const float y = rest_top + static_cast<float>(r) * (row_h + kPad);
    const float w = (W - kPad * static_cast<float>(in_row + 1)) / static_cast<float>(in_row);
    for (int k = 0; k < in_row; ++k)
      layoutMat(in, others[static_cast<std::size_t>(placed + k)],
                {area.x + kPad + static_cast<float>(k) * (w + kPad), y, w, row_h}, out);
    placed += in_row;
  }
  const float mid_top = rest_top + (rows > 0 ? top_h + kPad : 0);
  const float pile_h = std::min(mid_h - 2 * kLine - 4, 170.f);
  const float pile_w = pile_h * kCardAspect;
  out.draw_pile = {area.x + kPad, mid_top + (mid_h - pile_h - 2 * kLine) / 2, pile_w, pile_h};
  out.discard = {out.draw_pile.x + pile_w + kGap, out.draw_pile.y, pile_w, pile_h};
  const float mat_left = out.discard.x + pile_w + kPad * 1.5f;
  if (own >= 0) layoutMat(in, own, {mat_left, mid_top, area.x + W - kPad - mat_left, mid_h}, out);
  return out;
}

CardHit pickCardTable(const CardTableInput &in, const CardLayout &layout, Point p) {
  // The hand first, from the card drawn last (on top) down.
  for (int k = static_cast<int>(layout.hand.size()) - 1; k >= 0; --k)
    if (layout.hand[static_cast<std::size_t>(k)].contains(p)) return {CardHit::Kind::Hand, k};
  if (layout.draw_pile.contains(p)) return {CardHit::Kind::DrawPile, -1};
  if (layout.discard.contains(p)) return {CardHit::Kind::Discard, -1};
  for (std::size_t z = 0; z < layout.zones.size() && z < in.zones.size(); ++z)
    if (layout.zones[z].rect.contains(p)) return {CardHit::Kind::Zone, static_cast<int>(z)};
  for (std::size_t a = 0; a < layout.mats.size() && a < in.areas.size(); ++a)
    if (layout.mats[a].rect.contains(p)) return {CardHit::Kind::Area, static_cast<int>(a)};
  return {};
}

Color teamColour(int k) {
  static const Color kColours[] = {{232, 188, 72},  {120, 170, 235}, {232, 96, 86},
                                   {110, 200, 120}, {190, 130, 230}, {80, 200, 200}};
  return kColours[static_cast<std::size_t>(((k % 6) + 6) % 6)];
}

std::string cardPicture(const core::cards::Deck *deck, CardId card) {
  std::string name;
  if (card == core::cards::kBack)
    name = "cards/back";
  else if (deck && card < deck->types.size())
    name = "cards/" + deck->game + "/" + deck->types[card].id;
  else
    return "";
  // Looked for once per picture.
  static std::mutex lock;
  static std::map<std::string, bool> found;
  std::lock_guard<std::mutex> hold(lock);
  auto it = found.find(name);
  if (it == found.end())
    it = found.emplace(name, std::filesystem::is_regular_file(core::findDataFile("assets/" + name + ".svg")))
             .first;
  return it->second ? name : "";
}

// ---- drawing ----------------------------------------------------------------------------------

namespace {

const Color kInk{232, 236, 242}, kDimInk{160, 172, 186}, kGoldInk{250, 205, 90};

/// Lighter or darker (`amount` -255..255), opacity kept.
Color shaded(Color c, int amount) { return lighten(c, amount); }

void fill(Scene &out, Rect r, Color c) {
  if (r.width > 0 && r.height > 0) out.rect(r.x, r.y, r.width, r.height, c);
}

/// A frame `t` wide: outside `r` when t > 0, inside when t < 0 (as SFML's outline thickness).
void frame(Scene &out, Rect r, Color c, float t) {
  if (t == 0 || c.clear()) return;
  const Rect o = t > 0 ? r.grown(t) : r;
  const float w = std::abs(t);
  fill(out, {o.x, o.y, o.width, w}, c);
  fill(out, {o.x, bottom(o) - w, o.width, w}, c);
  fill(out, {o.x, o.y + w, w, o.height - 2 * w}, c);
  fill(out, {right(o) - w, o.y + w, w, o.height - 2 * w}, c);
}

void box(Scene &out, Rect r, Color inside, Color edge = Color::transparent(), float t = 0) {
  fill(out, r, inside);
  frame(out, r, edge, t);
}

/// `s` cut with an ellipsis to `max_width` pixels (0: whole).
std::string fitted(const std::string &s, float size, bool bold, float max_width) {
  if (max_width <= 0 || textWidth(s, size, bold) <= max_width) return s;
  std::string cut = s;
  while (!cut.empty()) {
    // Drop one UTF-8 character.
    std::size_t end = cut.size() - 1;
    while (end > 0 && (static_cast<unsigned char>(cut[end]) & 0xC0) == 0x80)
      --end;
    cut.erase(end);
    if (textWidth(cut + "…", size, bold) <= max_width) return cut + "…";
  }
  return "";
}

/// A line of text whose top-left is `at` (where a window's text line begins), `size` pixels.
void label(Scene &out, const std::string &s, Point at, float size, Color colour, float max_width = 0,
           bool bold = false) {
  if (s.empty()) return;
  Text t;
  t.text = fitted(s, size, bold, max_width);
  if (t.text.empty()) return;
  t.at = {std::round(at.x), std::round(at.y + size * 0.22f)}; // the ink's top under the line's top
  t.size = size;
  t.color = colour;
  t.bold = bold;
  t.horizontal = Align::Start;
  t.vertical = Align::Start;
  t.layer = static_cast<std::uint8_t>(out.layer());
  out.text(std::move(t));
}

bool hoversArea(const CardTableInput &in, CardHit hover, int a) {
  if (hover.kind == CardHit::Kind::Area) return hover.index == a;
  return hover.kind == CardHit::Kind::Zone && hover.index >= 0 &&
         static_cast<std::size_t>(hover.index) < in.zones.size() &&
         in.zones[static_cast<std::size_t>(hover.index)].area == a;
}

} // namespace

void cardInScene(const core::cards::Deck *deck, CardId card, Rect r, Scene &out, int alpha) {
  // A soft shadow under every card so that overlapping cards read as a pile.
  fill(out, {r.x + 2, r.y + 3, r.width, r.height}, {0, 0, 0, alpha / 3});
  const std::string picture = cardPicture(deck, card);
  if (!picture.empty()) {
    Image im;
    im.name = picture;
    im.center = {r.x + r.width / 2, r.y + r.height / 2};
    im.width = r.width;
    im.height = r.height;
    im.tint = {255, 255, 255, alpha};
    im.layer = static_cast<std::uint8_t>(out.layer());
    out.image(std::move(im));
    return;
  }
  // No picture: a framed name, so that the game stays playable.
  const bool back = card == core::cards::kBack;
  box(out, r, back ? Color(22, 50, 79, alpha) : Color(251, 247, 238, alpha),
      back ? Color(232, 195, 106, alpha) : Color(90, 100, 110, alpha), -2);
  if (back || !deck || card >= deck->types.size()) return;
  const float size = std::clamp(r.height / 9, 8.f, 15.f);
  label(out, deck->name(card), {r.x + 4, r.y + 4}, size, {30, 35, 40, alpha}, r.width - 8, true);
}

void buildCardScene(const CardTableInput &in, const CardLayout &layout, const CardSceneLook &look,
                    Scene &out) {
  const CardHit hover = look.hover;
  const Color legal_colour{110, 255, 140, static_cast<int>(150 + 100 * look.pulse)};
  const bool choosing = in.selected >= 0;
  out.setLayer(0);
  if (look.felt) fill(out, look.table, {14, 42, 46});

  // Mats.
  for (std::size_t a = 0; a < in.areas.size() && a < layout.mats.size(); ++a) {
    const CardArea &area = in.areas[a];
    const Rect r = layout.mats[a].rect;
    if (r.width <= 0) continue;
    out.setLayer(0);
    box(out, r, area.own ? Color(24, 70, 66, 235) : Color(20, 56, 56, 225),
        area.to_play ? kGoldInk : shaded(area.colour, -60), area.to_play ? 2.5f : 1.f);
    fill(out, {r.x, r.y, 6, r.height}, area.colour);
    const bool hov_area = hoversArea(in, hover, static_cast<int>(a));
    out.setLayer(1);
    if (choosing && in.whole_mats && !area.legal && hov_area)
      box(out, r.grown(-2), {255, 80, 60, 26}, {255, 90, 70, 220}, 2);
    if (choosing && area.legal)
      box(out, r.grown(-2), {110, 255, 140, hov_area ? 40 : 12}, hov_area ? Color::white() : legal_colour, 2);
    out.setLayer(0);
    // The seats: a small back per player with the size of its hand. A mat of one player has its
    // name as title and the back at the right end; a crew or a team lists its players instead.
    const float back_h = 20, back_w = back_h * kCardAspect;
    if (area.seats.size() <= 1) {
      float end = right(r) - kPad;
      if (!area.seats.empty()) {
        end -= back_w + 22;
        cardInScene(in.deck, core::cards::kBack, {end, r.y + 6, back_w, back_h}, out);
        label(out, std::to_string(area.seats.front().hand), {end + back_w + 4, r.y + 6}, 13, kInk, 0, true);
      }
      label(out, area.title, {r.x + 14, r.y + 4}, 15, area.to_play ? kGoldInk : area.colour,
            std::max(30.f, end - (r.x + 14) - 8), true);
    } else {
      const float each = (r.width - 14 - kPad) / static_cast<float>(area.seats.size());
      float x = r.x + 14;
      for (const CardSeat &seat : area.seats) {
        const float name_w = std::max(20.f, each - back_w - 34);
        const std::string name = (seat.to_play ? "▸ " : "") + seat.name;
        label(out, name, {x, r.y + 4}, 15, seat.to_play ? kGoldInk : area.colour, name_w, true);
        const float name_end = x + std::min(name_w, textWidth(name, 15, true)) + 8;
        cardInScene(in.deck, core::cards::kBack, {name_end, r.y + 6, back_w, back_h}, out);
        label(out, std::to_string(seat.hand), {name_end + back_w + 4, r.y + 6}, 13, kInk, 0, true);
        x += each;
      }
    }
    const bool narrow = !area.status_short.empty() && textWidth(area.status, 12, false) > r.width - 24;
    label(out, narrow ? area.status_short : area.status, {r.x + 14, r.y + 23}, 12, kDimInk, r.width - 24);
  }

  // Zones.
  for (std::size_t zi = 0; zi < in.zones.size() && zi < layout.zones.size(); ++zi) {
    const CardZone &z = in.zones[zi];
    const CardLayout::Zone &lz = layout.zones[zi];
    const float ch = lz.card_height, cw = ch * kCardAspect;
    const bool hovered = hover.kind == CardHit::Kind::Zone && hover.index == static_cast<int>(zi);
    const Rect first = lz.cards.empty() ? Rect{lz.rect.x, lz.rect.y,
                                               z.layout == CardZone::Layout::Slot ? cw * kSlotWidth : cw, ch}
                                        : lz.cards.front();
    Rect span = first;
    for (const Rect &c : lz.cards) {
      const float r_ = std::max(right(span), right(c)), b_ = std::max(bottom(span), bottom(c));
      span.x = std::min(span.x, c.x);
      span.y = std::min(span.y, c.y);
      span.width = r_ - span.x;
      span.height = b_ - span.y;
    }
    out.setLayer(0);
    if (lz.cards.empty())
      box(out, first.grown(-2), {255, 255, 255, z.layout == CardZone::Layout::Slot ? 10 : 16},
          {255, 255, 255, 50}, 1);
    for (std::size_t k = 0; k < lz.cards.size(); ++k) {
      const std::size_t c = z.layout == CardZone::Layout::Stack ? z.cards.size() - 1 : k;
      cardInScene(in.deck, z.cards[c], lz.cards[k], out);
    }
    out.setLayer(1);
    if (z.layout == CardZone::Layout::Stack && z.cards.size() > 1) {
      const Rect c = lz.cards.front();
      fill(out, {right(c) - 26, bottom(c) - 18, 24, 16}, {10, 20, 30, 220});
      label(out, "×" + std::to_string(z.cards.size()), {right(c) - 24, bottom(c) - 18}, 12, kInk, 0, true);
    }
    if (!z.outline.clear()) frame(out, span.grown(3), z.outline, 3);
    if (choosing && z.legal)
      box(out, span.grown(hovered ? 6.f : 4.f), {110, 255, 140, hovered ? 60 : 18},
          hovered ? Color::white() : legal_colour, 3);
    else if (choosing && hovered && !in.whole_mats)
      box(out, span.grown(4), {255, 80, 60, 30}, {255, 90, 70, 220}, 2);
    // The label, the caption, the badges; in a crowded mat the top card's name too.
    float w = (z.layout == CardZone::Layout::Slot ? cw * kSlotWidth : cw) + kGap - 2;
    if (z.layout == CardZone::Layout::Slot && z.area >= 0 && z.area < static_cast<int>(layout.mats.size())) {
      // A gap's label ("your row" of an empty row) may run on to the next zone or the mat's edge.
      const Rect mat = layout.mats[static_cast<std::size_t>(z.area)].rect;
      float room = right(mat) - 6 - lz.label.x;
      for (std::size_t other = 0; other < in.zones.size() && other < layout.zones.size(); ++other) {
        const Rect o = layout.zones[other].rect;
        if (other != zi && in.zones[other].area == z.area && o.x > lz.label.x + 1 &&
            o.y < lz.label.y + kLine && bottom(o) > lz.label.y)
          room = std::min(room, o.x - 4 - lz.label.x);
      }
      w = std::max(w, room);
    }
    float y = lz.label.y;
    const bool small = ch < 96 && z.layout == CardZone::Layout::Stack && !z.cards.empty() &&
                       z.cards.back() != core::cards::kBack && in.deck;
    if (lz.compact) {
      // One line: the caption when there is one, else the label (or the top card's name).
      if (!z.caption.empty())
        label(out, z.caption, {lz.label.x, y}, 11, kInk, w, true);
      else
        label(out, small ? in.deck->name(z.cards.back()) : z.label, {lz.label.x, y}, 11,
              small ? kInk : kDimInk, w);
      float by = bottom(span) - 2;
      int over = 0;
      for (const CardBadge &b : z.badges) {
        if (++over > kMaxBadges) break;
        by -= kLine - 2;
        box(out, {span.x + 1, by, span.width - 2, kLine - 3}, shaded(b.colour, -80), b.colour, -1);
        label(out, b.text, {span.x + 3, by - 1}, 10, Color::white(), span.width - 6, true);
      }
      continue;
    }
    label(out, small ? in.deck->name(z.cards.back()) : z.label, {lz.label.x, y}, 11, small ? kInk : kDimInk,
          w);
    y += kLine;
    if (!z.caption.empty()) {
      label(out, z.caption, {lz.label.x, y}, 11, kInk, w, true);
      y += kLine;
    }
    int shown = 0;
    for (const CardBadge &b : z.badges) {
      if (++shown > kMaxBadges) break;
      box(out, {lz.label.x, y + 1, w - 2, kLine - 2}, shaded(b.colour, -70), b.colour, -1);
      label(out, b.text, {lz.label.x + 3, y}, 10, Color::white(), w - 6, true);
      y += kLine;
    }
  }

  // The draw pile and the discard.
  {
    out.setLayer(0);
    const Rect p = layout.draw_pile;
    if (in.draw_count > 0) {
      for (int k = std::min(3, in.draw_count / 10); k > 0; --k)
        cardInScene(in.deck, core::cards::kBack,
                    {p.x - 2.f * static_cast<float>(k), p.y - 2.f * static_cast<float>(k), p.width, p.height},
                    out);
      cardInScene(in.deck, core::cards::kBack, p, out);
    } else {
      box(out, p.grown(-2), {255, 255, 255, 12}, {255, 255, 255, 50}, 1);
    }
    const Rect d = layout.discard;
    if (!in.discard.empty())
      cardInScene(in.deck, in.discard.back(), d, out);
    else
      box(out, d.grown(-2), {255, 255, 255, 12}, {255, 255, 255, 50}, 1);
    out.setLayer(1);
    const bool hp = hover.kind == CardHit::Kind::DrawPile;
    if (in.draw_legal) frame(out, p.grown(hp ? 6.f : 4.f), hp ? Color::white() : legal_colour, 3);
    label(out, in.draw_label, {p.x, bottom(p) + 3}, 12, kInk, p.width + kGap, true);
    const bool hd = hover.kind == CardHit::Kind::Discard;
    if (in.discard_legal) frame(out, d.grown(hd ? 6.f : 4.f), hd ? Color::white() : legal_colour, 3);
    label(out, in.discard_label, {d.x, bottom(d) + 3}, 12, kInk, d.width + kGap, true);
  }

  // The hand.
  const Rect hs = layout.hand_strip;
  if (hs.height > 0) {
    out.setLayer(0);
    fill(out, hs, {12, 30, 34, 235});
    fill(out, {hs.x, hs.y, hs.width, 2}, {232, 195, 106, 120});
    label(out, in.hand_title, {hs.x + kPad, hs.y + 5}, 14, kGoldInk, hs.width / 2, true);
    for (std::size_t k = 0; k < layout.hand.size() && k < in.hand.size(); ++k) {
      const Rect r = layout.hand[k];
      const bool sel = static_cast<int>(k) == in.selected;
      const bool hov = hover.kind == CardHit::Kind::Hand && hover.index == static_cast<int>(k);
      out.setLayer(0);
      cardInScene(in.deck, in.hand[k], r, out);
      out.setLayer(1);
      if (sel)
        frame(out, r.grown(3), kGoldInk, 3);
      else if (hov)
        frame(out, r.grown(2), {255, 255, 255, 180}, 2);
      const bool playable = k < in.playable.size() && in.playable[k];
      if (!in.playable.empty() && playable && !sel) // a green dot: it has a play, not only the discard
        fill(out, {r.x + r.width / 2 - 12, bottom(r) + 3, 24, 4}, {110, 230, 130});
    }
  }

  // The chosen card follows the pointer while it is dragged.
  if (look.dragged) {
    out.setLayer(2);
    const float h = layout.hand_card_height * 0.8f, w = h * kCardAspect;
    cardInScene(in.deck, *look.dragged, {look.pointer.x - w / 2, look.pointer.y - h / 2, w, h}, out, 200);
  }
  out.setLayer(0);
}

void showHand(CardTableInput &in, int me, const std::vector<core::cards::Hand> &hands,
              const std::vector<std::string> &players) {
  if (me < 0) return;
  in.hand = hands[static_cast<std::size_t>(me)].cards;
  in.hand_title = core::fill(core::tr("{seat}'s hand"), {{"seat", players[static_cast<std::size_t>(me)]}});
}

void addSeats(CardArea &area, const std::vector<int> &seats, const std::vector<core::cards::Hand> &hands,
              const std::vector<std::string> &players, int to_move, int me) {
  for (int seat : seats) {
    CardSeat cs;
    cs.name = players[static_cast<std::size_t>(seat)];
    cs.hand = hands[static_cast<std::size_t>(seat)].size();
    cs.to_play = seat == to_move;
    cs.at_screen = seat == me;
    area.to_play = area.to_play || cs.to_play;
    area.seats.push_back(cs);
  }
}

} // namespace amiraute::draw
