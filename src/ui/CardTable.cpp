#include "ui/CardTable.h"

#include "ui/ImGuiSfml.h"

#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/Sprite.hpp>
#include <SFML/Graphics/Text.hpp>

#include <algorithm>
#include <cmath>

namespace amiraute::ui {

namespace {

constexpr float kPad = 10;
constexpr float kGap = 8;
constexpr float kHeader = 40; // a mat's title line and status line
constexpr float kLine = 15;   // a label, caption or badge line under a zone
constexpr float kSlotWidth = 0.34f;
constexpr int kMaxBadges = 3;

float zoneUnits(const CardZone &z) { return z.layout == CardZone::Layout::Slot ? kSlotWidth : 1.f; }

int captionLines(const CardZone &z) {
  return 1 + (z.caption.empty() ? 0 : 1) + std::min<int>(kMaxBadges, static_cast<int>(z.badges.size()));
}

constexpr float kColumnGap = 4;

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
void layoutZones(const CardTableInput &in, const std::vector<int> &zones, sf::FloatRect inner, float ch,
                 int lines, CardLayout &out) {
  const float cw = ch * kCardAspect;
  float x = inner.left;
  const float below = lines * kLine;
  for (int zi : zones) {
    const CardZone &z = in.zones[static_cast<std::size_t>(zi)];
    CardLayout::Zone &lz = out.zones[static_cast<std::size_t>(zi)];
    const float avail = inner.height - below;
    const float w = zoneWidth(z, ch, avail);
    lz.card_height = ch;
    const int n = static_cast<int>(z.cards.size());
    float cards_bottom = inner.top + ch;
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
                            inner.top + step * static_cast<float>(row), cw, ch});
      }
      cards_bottom = inner.top + step * static_cast<float>(std::min(n, per_column) - 1) + ch;
    } else if (z.layout != CardZone::Layout::Slot && n > 0) {
      lz.cards.push_back({x, inner.top, cw, ch});
    }
    lz.label = {x, std::min(cards_bottom, inner.top + avail) + 3};
    lz.rect = {x, inner.top, w, inner.height};
    x += w + kGap;
  }
}

void layoutMat(const CardTableInput &in, int area, sf::FloatRect rect, CardLayout &out) {
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
  const sf::FloatRect inner{rect.left + kPad, rect.top + kHeader, rect.width - 2 * kPad,
                            rect.height - kHeader - kPad * 0.6f};
  const float gaps = kGap * static_cast<float>(zones.size() - 1);
  const float by_width = (inner.width - gaps) / units / kCardAspect;
  const float fan_extra = fan > 1 ? std::min(0.2f * static_cast<float>(fan - 1), 0.8f) : 0.f;
  const float by_height = (inner.height - lines * kLine) / (1 + fan_extra);
  float ch = std::max(
      12.f, std::min({by_width, by_height, in.areas[static_cast<std::size_t>(area)].own ? 190.f : 160.f}));
  // Long fans take more columns; shrink the cards until the row fits.
  auto row_width = [&](float h) {
    float width = gaps;
    for (int zi : zones)
      width += zoneWidth(in.zones[static_cast<std::size_t>(zi)], h, inner.height - lines * kLine);
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

CardLayout layoutCardTable(const CardTableInput &in, sf::FloatRect area) {
  CardLayout out;
  out.mats.resize(in.areas.size());
  out.zones.resize(in.zones.size());
  const float W = area.width, H = area.height;
  // The hand along the bottom (none for a spectator's picture: every mat above instead).
  bool has_own = false;
  for (const CardArea &a : in.areas)
    has_own = has_own || a.own;
  const float hand_h = in.hand.empty() && !has_own ? 0.f : std::clamp(H * 0.24f, 90.f, 210.f);
  out.hand_strip = {area.left, area.top + H - hand_h, W, hand_h};
  {
    const float ch = hand_h - 34; // its title above, and room for the chosen card to rise
    const float cw = ch * kCardAspect;
    out.hand_card_height = ch;
    const int n = static_cast<int>(in.hand.size());
    const float room = W - 2 * kPad;
    float step = cw + kGap;
    if (n > 1 && n * cw + (n - 1) * kGap > room) step = (room - cw) / static_cast<float>(n - 1);
    const float total = n > 0 ? step * static_cast<float>(n - 1) + cw : 0;
    float x = area.left + (W - total) / 2;
    for (int k = 0; k < n; ++k) {
      const float lift = k == in.selected ? 14.f : 0.f;
      out.hand.push_back({x + step * static_cast<float>(k), out.hand_strip.top + 26 - lift, cw, ch});
    }
  }
  // The rest: the opponents' mats on top, the own mat in the middle right of the piles.
  const float rest_top = area.top + kPad;
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
                {area.left + kPad + static_cast<float>(k) * (w + kPad), y, w, row_h}, out);
    placed += in_row;
  }
  const float mid_top = rest_top + (rows > 0 ? top_h + kPad : 0);
  const float pile_h = std::min(mid_h - 2 * kLine - 4, 170.f);
  const float pile_w = pile_h * kCardAspect;
  out.draw_pile = {area.left + kPad, mid_top + (mid_h - pile_h - 2 * kLine) / 2, pile_w, pile_h};
  out.discard = {out.draw_pile.left + pile_w + kGap, out.draw_pile.top, pile_w, pile_h};
  const float mat_left = out.discard.left + pile_w + kPad * 1.5f;
  if (own >= 0) layoutMat(in, own, {mat_left, mid_top, area.left + W - kPad - mat_left, mid_h}, out);
  return out;
}

CardHit pickCardTable(const CardTableInput &in, const CardLayout &layout, sf::Vector2f p) {
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

sf::Color shade(sf::Color c, int amount) {
  auto f = [&](sf::Uint8 v) {
    return static_cast<sf::Uint8>(std::clamp(static_cast<int>(v) + amount, 0, 255));
  };
  return {f(c.r), f(c.g), f(c.b), c.a};
}

sf::Color teamColour(int k) {
  static const sf::Color kColours[] = {{232, 188, 72},  {120, 170, 235}, {232, 96, 86},
                                       {110, 200, 120}, {190, 130, 230}, {80, 200, 200}};
  return kColours[static_cast<std::size_t>(((k % 6) + 6) % 6)];
}

// ---- drawing ----------------------------------------------------------------------------------

namespace {
/// `s` for sf::Text: SFML 2.5 draws a stray dot for a space it does not know (the narrow
/// no-break space of French numbers, "1 500"; the thin and no-break spaces), so those become
/// plain spaces, which it only advances over.
sf::String drawable(const std::string &s) {
  sf::String out = sf::String::fromUtf8(s.begin(), s.end());
  for (std::size_t i = 0; i < out.getSize(); ++i)
    if (out[i] == 0x202F || out[i] == 0x2009 || out[i] == 0x00A0) out[i] = U' ';
  return out;
}
} // namespace

CardTable::CardTable() {
  const std::string path = uiFontPath();
  font_ok_ = !path.empty() && font_.loadFromFile(path);
  bold_ok_ = bold_.loadFromFile("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
}

float CardTable::textWidth(const std::string &s, unsigned size, bool bold) const {
  if (!font_ok_) return 0;
  sf::Text t(drawable(s), bold && bold_ok_ ? bold_ : font_, size);
  return t.getLocalBounds().width;
}

void CardTable::text(sf::RenderTarget &target, const std::string &s, sf::Vector2f pos, unsigned size,
                     sf::Color colour, float max_width, bool bold) const {
  if (!font_ok_ || s.empty()) return;
  sf::Text t(drawable(s), bold && bold_ok_ ? bold_ : font_, size);
  t.setFillColor(colour);
  t.setPosition(std::round(pos.x), std::round(pos.y));
  if (max_width > 0 && t.getLocalBounds().width > max_width) {
    // Cut with an ellipsis rather than run over the next zone.
    sf::String str = t.getString();
    while (str.getSize() > 1 && t.getLocalBounds().width > max_width) {
      str.erase(str.getSize() - 1);
      t.setString(str + sf::String(L"…"));
    }
  }
  target.draw(t);
}

namespace {

void rect(sf::RenderTarget &target, sf::FloatRect r, sf::Color fill,
          sf::Color outline = sf::Color::Transparent, float thickness = 0) {
  sf::RectangleShape s({r.width, r.height});
  s.setPosition(r.left, r.top);
  s.setFillColor(fill);
  s.setOutlineColor(outline);
  s.setOutlineThickness(thickness);
  target.draw(s);
}

sf::FloatRect grow(sf::FloatRect r, float by) {
  return {r.left - by, r.top - by, r.width + 2 * by, r.height + 2 * by};
}

} // namespace

void CardTable::drawCard(sf::RenderTarget &target, const CardArt &art, const core::cards::Deck *deck,
                         CardId card, sf::FloatRect r, sf::Uint8 alpha) const {
  // A soft shadow under every card so that overlapping cards read as a pile.
  rect(target, {r.left + 2, r.top + 3, r.width, r.height},
       sf::Color(0, 0, 0, static_cast<sf::Uint8>(alpha / 3)));
  if (const sf::Texture *t = art.face(card)) {
    sf::Sprite s(*t);
    const sf::Vector2u size = t->getSize();
    s.setPosition(r.left, r.top);
    s.setScale(r.width / static_cast<float>(size.x), r.height / static_cast<float>(size.y));
    s.setColor(sf::Color(255, 255, 255, alpha));
    target.draw(s);
    return;
  }
  // No picture: a framed name, so that the game stays playable.
  const bool back = card == core::cards::kBack;
  rect(target, r, back ? sf::Color(22, 50, 79, alpha) : sf::Color(251, 247, 238, alpha),
       back ? sf::Color(232, 195, 106, alpha) : sf::Color(90, 100, 110, alpha), -2);
  if (back || !deck || card >= deck->types.size()) return;
  const unsigned size = static_cast<unsigned>(std::clamp(r.height / 9, 8.f, 15.f));
  text(target, deck->name(card), {r.left + 4, r.top + 4}, size, sf::Color(30, 35, 40, alpha), r.width - 8,
       true);
}

void CardTable::draw(sf::RenderTarget &target, const CardTableInput &in, const CardLayout &layout,
                     const CardArt &art, CardHit hover, float pulse) const {
  const sf::Color ink(232, 236, 242), dim(160, 172, 186), gold(250, 205, 90);
  const sf::Color legal_colour(110, 255, 140, static_cast<sf::Uint8>(150 + 100 * pulse));
  const bool choosing = in.selected >= 0;

  // Mats.
  for (std::size_t a = 0; a < in.areas.size() && a < layout.mats.size(); ++a) {
    const CardArea &area = in.areas[a];
    const sf::FloatRect r = layout.mats[a].rect;
    if (r.width <= 0) continue;
    rect(target, r, area.own ? sf::Color(24, 70, 66, 235) : sf::Color(20, 56, 56, 225),
         area.to_play ? gold : shade(area.colour, -60), area.to_play ? 2.5f : 1.f);
    rect(target, {r.left, r.top, 6, r.height}, area.colour);
    const bool hov_area = (hover.kind == CardHit::Kind::Area && hover.index == static_cast<int>(a)) ||
                          (hover.kind == CardHit::Kind::Zone && hover.index >= 0 &&
                           static_cast<std::size_t>(hover.index) < in.zones.size() &&
                           in.zones[static_cast<std::size_t>(hover.index)].area == static_cast<int>(a));
    if (choosing && in.whole_mats && !area.legal && hov_area)
      rect(target, grow(r, -2), sf::Color(255, 80, 60, 26), sf::Color(255, 90, 70, 220), 2);
    if (choosing && area.legal) {
      const bool hov = (hover.kind == CardHit::Kind::Area && hover.index == static_cast<int>(a)) ||
                       (hover.kind == CardHit::Kind::Zone && hover.index >= 0 &&
                        static_cast<std::size_t>(hover.index) < in.zones.size() &&
                        in.zones[static_cast<std::size_t>(hover.index)].area == static_cast<int>(a));
      rect(target, grow(r, -2), sf::Color(110, 255, 140, hov ? 40 : 12),
           hov ? sf::Color::White : legal_colour, 2);
    }
    // The seats: a small back per player with the size of its hand. A mat of one player has its
    // name as title and the back at the right end; a crew or a team lists its players instead.
    const float back_h = 20, back_w = back_h * kCardAspect;
    if (area.seats.size() <= 1) {
      float right = r.left + r.width - kPad;
      if (!area.seats.empty()) {
        right -= back_w + 22;
        drawCard(target, art, in.deck, core::cards::kBack, {right, r.top + 6, back_w, back_h});
        text(target, std::to_string(area.seats.front().hand), {right + back_w + 4, r.top + 6}, 13, ink, 0,
             true);
      }
      text(target, area.title, {r.left + 14, r.top + 4}, 15, area.to_play ? gold : area.colour,
           std::max(30.f, right - (r.left + 14) - 8), true);
    } else {
      const float each = (r.width - 14 - kPad) / static_cast<float>(area.seats.size());
      float x = r.left + 14;
      for (const CardSeat &seat : area.seats) {
        const float name_w = std::max(20.f, each - back_w - 34);
        const std::string name = (seat.to_play ? "▸ " : "") + seat.name;
        text(target, name, {x, r.top + 4}, 15, seat.to_play ? gold : area.colour, name_w, true);
        const float name_end = x + std::min(name_w, textWidth(name, 15, true)) + 8;
        drawCard(target, art, in.deck, core::cards::kBack, {name_end, r.top + 6, back_w, back_h});
        text(target, std::to_string(seat.hand), {name_end + back_w + 4, r.top + 6}, 13, ink, 0, true);
        x += each;
      }
    }
    const bool narrow = !area.status_short.empty() && textWidth(area.status, 12, false) > r.width - 24;
    text(target, narrow ? area.status_short : area.status, {r.left + 14, r.top + 23}, 12, dim, r.width - 24);
  }

  // Zones.
  for (std::size_t zi = 0; zi < in.zones.size() && zi < layout.zones.size(); ++zi) {
    const CardZone &z = in.zones[zi];
    const CardLayout::Zone &lz = layout.zones[zi];
    const float ch = lz.card_height, cw = ch * kCardAspect;
    const bool hovered = hover.kind == CardHit::Kind::Zone && hover.index == static_cast<int>(zi);
    const sf::FloatRect first =
        lz.cards.empty() ? sf::FloatRect{lz.rect.left, lz.rect.top,
                                         z.layout == CardZone::Layout::Slot ? cw * kSlotWidth : cw, ch}
                         : lz.cards.front();
    sf::FloatRect span = first;
    for (const sf::FloatRect &c : lz.cards) {
      const float right = std::max(span.left + span.width, c.left + c.width);
      const float bottom = std::max(span.top + span.height, c.top + c.height);
      span.left = std::min(span.left, c.left);
      span.top = std::min(span.top, c.top);
      span.width = right - span.left;
      span.height = bottom - span.top;
    }
    if (lz.cards.empty())
      rect(target, grow(first, -2), sf::Color(255, 255, 255, z.layout == CardZone::Layout::Slot ? 10 : 16),
           sf::Color(255, 255, 255, 50), 1);
    for (std::size_t k = 0; k < lz.cards.size(); ++k) {
      const std::size_t c = z.layout == CardZone::Layout::Stack ? z.cards.size() - 1 : k;
      drawCard(target, art, in.deck, z.cards[c], lz.cards[k]);
    }
    if (z.layout == CardZone::Layout::Stack && z.cards.size() > 1) {
      const std::string n = "×" + std::to_string(z.cards.size());
      const sf::FloatRect c = lz.cards.front();
      rect(target, {c.left + c.width - 26, c.top + c.height - 18, 24, 16}, sf::Color(10, 20, 30, 220));
      text(target, n, {c.left + c.width - 24, c.top + c.height - 18}, 12, ink, 0, true);
    }
    if (z.outline.a > 0) rect(target, grow(span, 3), sf::Color::Transparent, z.outline, 3);
    if (choosing && z.legal)
      rect(target, grow(span, hovered ? 6.f : 4.f), sf::Color(110, 255, 140, hovered ? 60 : 18),
           hovered ? sf::Color::White : legal_colour, 3);
    else if (choosing && hovered && !in.whole_mats)
      rect(target, grow(span, 4), sf::Color(255, 80, 60, 30), sf::Color(255, 90, 70, 220), 2);
    // The label, the caption, the badges; in a crowded mat the top card's name too.
    float w = (z.layout == CardZone::Layout::Slot ? cw * kSlotWidth : cw) + kGap - 2;
    if (z.layout == CardZone::Layout::Slot && z.area >= 0 && z.area < static_cast<int>(layout.mats.size())) {
      // A gap's label ("your row" of an empty row) may run on to the next zone or the mat's edge.
      const sf::FloatRect mat = layout.mats[static_cast<std::size_t>(z.area)].rect;
      float room = mat.left + mat.width - 6 - lz.label.x;
      for (std::size_t other = 0; other < in.zones.size() && other < layout.zones.size(); ++other) {
        const sf::FloatRect o = layout.zones[other].rect;
        if (other != zi && in.zones[other].area == z.area && o.left > lz.label.x + 1 &&
            o.top < lz.label.y + kLine && o.top + o.height > lz.label.y)
          room = std::min(room, o.left - 4 - lz.label.x);
      }
      w = std::max(w, room);
    }
    float y = lz.label.y;
    const bool small = ch < 96 && z.layout == CardZone::Layout::Stack && !z.cards.empty() &&
                       z.cards.back() != core::cards::kBack && in.deck;
    if (lz.compact) {
      // One line: the caption when there is one, else the label (or the top card's name).
      if (!z.caption.empty())
        text(target, z.caption, {lz.label.x, y}, 11, ink, w, true);
      else
        text(target, small ? in.deck->name(z.cards.back()) : z.label, {lz.label.x, y}, 11, small ? ink : dim,
             w);
      float by = span.top + span.height - 2;
      int over = 0;
      for (const CardBadge &b : z.badges) {
        if (++over > kMaxBadges) break;
        by -= kLine - 2;
        rect(target, {span.left + 1, by, span.width - 2, kLine - 3}, shade(b.colour, -80), b.colour, 1);
        text(target, b.text, {span.left + 3, by - 1}, 10, sf::Color::White, span.width - 6, true);
      }
      continue;
    }
    text(target, small ? in.deck->name(z.cards.back()) : z.label, {lz.label.x, y}, 11, small ? ink : dim, w);
    y += kLine;
    if (!z.caption.empty()) {
      text(target, z.caption, {lz.label.x, y}, 11, ink, w, true);
      y += kLine;
    }
    int shown = 0;
    for (const CardBadge &b : z.badges) {
      if (++shown > kMaxBadges) break;
      rect(target, {lz.label.x, y + 1, w - 2, kLine - 2}, shade(b.colour, -70), b.colour, 1);
      text(target, b.text, {lz.label.x + 3, y}, 10, sf::Color::White, w - 6, true);
      y += kLine;
    }
  }

  // The draw pile and the discard.
  {
    const sf::FloatRect p = layout.draw_pile;
    if (in.draw_count > 0) {
      for (int k = std::min(3, in.draw_count / 10); k > 0; --k)
        drawCard(
            target, art, in.deck, core::cards::kBack,
            {p.left - 2.f * static_cast<float>(k), p.top - 2.f * static_cast<float>(k), p.width, p.height});
      drawCard(target, art, in.deck, core::cards::kBack, p);
    } else {
      rect(target, grow(p, -2), sf::Color(255, 255, 255, 12), sf::Color(255, 255, 255, 50), 1);
    }
    const bool hp = hover.kind == CardHit::Kind::DrawPile;
    if (in.draw_legal)
      rect(target, grow(p, hp ? 6.f : 4.f), sf::Color::Transparent, hp ? sf::Color::White : legal_colour, 3);
    text(target, in.draw_label, {p.left, p.top + p.height + 3}, 12, ink, p.width + kGap, true);
    const sf::FloatRect d = layout.discard;
    if (!in.discard.empty())
      drawCard(target, art, in.deck, in.discard.back(), d);
    else
      rect(target, grow(d, -2), sf::Color(255, 255, 255, 12), sf::Color(255, 255, 255, 50), 1);
    const bool hd = hover.kind == CardHit::Kind::Discard;
    if (in.discard_legal)
      rect(target, grow(d, hd ? 6.f : 4.f), sf::Color::Transparent, hd ? sf::Color::White : legal_colour, 3);
    text(target, in.discard_label, {d.left, d.top + d.height + 3}, 12, ink, d.width + kGap, true);
  }

  // The hand.
  const sf::FloatRect hs = layout.hand_strip;
  if (hs.height <= 0) return;
  rect(target, hs, sf::Color(12, 30, 34, 235));
  rect(target, {hs.left, hs.top, hs.width, 2}, sf::Color(232, 195, 106, 120));
  text(target, in.hand_title, {hs.left + kPad, hs.top + 5}, 14, gold, hs.width / 2, true);
  for (std::size_t k = 0; k < layout.hand.size() && k < in.hand.size(); ++k) {
    const sf::FloatRect r = layout.hand[k];
    const bool sel = static_cast<int>(k) == in.selected;
    const bool hov = hover.kind == CardHit::Kind::Hand && hover.index == static_cast<int>(k);
    drawCard(target, art, in.deck, in.hand[k], r);
    if (sel)
      rect(target, grow(r, 3), sf::Color::Transparent, gold, 3);
    else if (hov)
      rect(target, grow(r, 2), sf::Color::Transparent, sf::Color(255, 255, 255, 180), 2);
    const bool playable = k < in.playable.size() && in.playable[k];
    if (!in.playable.empty() && playable && !sel) // a green dot: it has a play, not only the discard
      rect(target, {r.left + r.width / 2 - 12, r.top + r.height + 3, 24, 4}, sf::Color(110, 230, 130));
  }
}

} // namespace amiraute::ui
