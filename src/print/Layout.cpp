#include "print/Layout.h"

#include "core/I18n.h"
#include "draw/Cairo.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace amiraute::print {

using draw::Align;
using draw::Color;
using draw::Point;
using draw::Rect;

namespace {

constexpr Color kInk{30, 30, 30};
constexpr Color kGrey{110, 110, 110};
constexpr Color kLight{190, 190, 190};
constexpr double kTitlePt = 10;
constexpr double kSmallPt = 6.5;
/// The narrowest margin a card page keeps: most printers leave 4 to 5 mm blank.
constexpr double kCardMarginMm = 5;

float f(double v) { return static_cast<float>(v); }

std::shared_ptr<draw::Scene> scene() { return std::make_shared<draw::Scene>(); }

Page blankPage(std::string kind, double width, double height) {
  Page p;
  p.kind = std::move(kind);
  p.width_mm = width;
  p.height_mm = height;
  return p;
}

std::string tileName(int column, int row) {
  std::string s(1, static_cast<char>('A' + column % 26));
  return s + std::to_string(row + 1);
}

/// The title line at the top of a page.
void header(Canvas &c, const Page &p, double margin, const std::string &title,
            const std::string &right = "") {
  c.text(title, {f(margin), f(margin + 4.5)}, kTitlePt, kInk, true);
  if (!right.empty()) c.text(right, {f(p.width_mm - margin), f(margin + 4.5)}, 8, kGrey, false, Align::End);
  c.line({f(margin), f(margin + 6.2)}, {f(p.width_mm - margin), f(margin + 6.2)}, 0.2, kLight);
}

/// A picture scaled into `box` at its own proportions, centred; returns where it went.
Rect fitInto(Page &page, const Picture &pic, Rect box) {
  if (!pic.scene || pic.area.width <= 0 || pic.area.height <= 0) return {};
  const double k = std::min(box.width / pic.area.width, box.height / pic.area.height);
  Picture scaled = pic;
  scaled.mm_per_unit = k;
  const double w = pic.area.width * k, h = pic.area.height * k;
  const double left = box.x + (box.width - w) / 2, top = box.y + (box.height - h) / 2;
  page.add(pic.scene, scaled.onPage(left, top), {f(left), f(top), f(w), f(h)});
  return {f(left), f(top), f(w), f(h)};
}

// ---- boards --------------------------------------------------------------------------------------

/// The legend (samples, names, what they do) in `area`, in columns; returns the height it takes.
/// Drawn only when `page` is given.
double legend(Page *page, Canvas *c, const Board &b, Rect area) {
  if (b.legend.empty() && b.notes.empty()) return 0;
  const double rose = b.rose ? 34 : 0;
  const double width = area.width - rose;
  const int columns = width > 170 ? 3 : width > 110 ? 2 : 1;
  const double col_w = width / columns, sample = 9, text_w = col_w - sample - 5;
  double y = area.y, bottom = area.y;
  if (c) c->text(core::tr("Legend"), {area.x, f(y + 3.2)}, 8.5, kInk, true);
  y += 5.5;
  std::vector<double> col_y(static_cast<std::size_t>(columns), y);
  const std::size_t per_column =
      (b.legend.size() + static_cast<std::size_t>(columns) - 1) / static_cast<std::size_t>(columns);
  for (std::size_t i = 0; i < b.legend.size(); ++i) {
    const LegendEntry &e = b.legend[i];
    const auto col = per_column ? i / per_column : 0;
    const double x = area.x + static_cast<double>(col) * col_w;
    double &cy = col_y[col];
    const std::vector<std::string> detail = wrap(e.detail, text_w, 6.5, false);
    const double h = std::max(sample, 3.6 + 2.9 * static_cast<double>(detail.size()));
    if (page && c) {
      fitInto(*page, e.sample, {f(x), f(cy), f(sample), f(sample * 0.9)});
      c->text(e.name, {f(x + sample + 2.5), f(cy + 2.9)}, 7.5, kInk, true);
      double ly = cy + 6.0;
      for (const std::string &l : detail) {
        c->text(l, {f(x + sample + 2.5), f(ly)}, 6.5, {60, 60, 60});
        ly += 2.9;
      }
    }
    cy += h + 2;
    bottom = std::max(bottom, cy);
  }
  y = std::max(bottom, y);
  for (const std::string &note : b.notes) {
    const std::vector<std::string> lines = wrap(note, width, 7, false);
    for (const std::string &l : lines) {
      if (c) c->text(l, {area.x, f(y + 2.6)}, 7, kInk);
      y += 3.3;
    }
    y += 0.8;
  }
  if (b.rose) {
    const Rect box{f(area.x + area.width - rose + 2), f(area.y + 4), f(rose - 2), f(rose - 2)};
    if (page) fitInto(*page, *b.rose, box);
    y = std::max(y, static_cast<double>(box.y + box.height));
  }
  return y - area.y;
}

/// The bottom band of a board page: the check of the scale and the hex's size.
void scaleLine(Canvas &c, const Page &p, double margin, const Board &b) {
  const double y = p.height_mm - margin - 3;
  c.scaleBar({f(p.width_mm - margin - 105), f(y)}, 50);
  if (!b.scale_note.empty()) c.text(b.scale_note, {f(margin), f(y + 0.6)}, kSmallPt, {70, 70, 70});
}

/// The small map of the tiles: every tile a box, this one filled.
void tileMap(Canvas &c, Point at, const Tiling &t, int column, int row, double size) {
  const double cell = std::min(size / t.rows, 1.6 * size / t.columns);
  const double w = cell * 1.0, h = cell * 1.0;
  for (int j = 0; j < t.rows; ++j)
    for (int i = 0; i < t.columns; ++i) {
      const Rect r{f(at.x + i * w), f(at.y + j * h), f(w), f(h)};
      if (i == column && j == row) c.fill(r, {90, 90, 90});
      c.frame(r, 0.2, kInk);
      c.text(tileName(i, j), {f(r.x + w / 2), f(r.y + h / 2)}, std::min(6.5, h * 1.4),
             i == column && j == row ? Color::white() : kInk, true, Align::Middle, Align::Middle);
    }
}

/// The alignment marks in the overlap strips, in the board's millimetres: the same marks on both
/// tiles that share a strip, so that laying one over the other makes them meet.
std::shared_ptr<draw::Scene> stripMarks(const Tiling &t, double overlap) {
  auto s = scene();
  Canvas c(*s);
  for (int i = 0; i + 1 < t.columns; ++i) {
    const double x = (i + 1) * t.step_x + overlap / 2;
    for (int j = 0; j < t.rows; ++j)
      for (const double k : {0.3, 0.7})
        c.target({f(x), f(j * t.step_y + k * t.window_height)}, std::min(3.0, overlap * 0.32));
  }
  for (int j = 0; j + 1 < t.rows; ++j) {
    const double y = (j + 1) * t.step_y + overlap / 2;
    for (int i = 0; i < t.columns; ++i)
      for (const double k : {0.3, 0.7})
        c.target({f(i * t.step_x + k * t.window_width), f(y)}, std::min(3.0, overlap * 0.32));
  }
  return s;
}

void singleBoard(const Kit &kit, const Board &b, const Options &o, const Tiling &t, std::vector<Page> &out) {
  Page p = blankPage("board", t.page_width, t.page_height);
  auto s = scene();
  Canvas c(*s);
  const double m = o.margin_mm;
  header(c, p, m, kit.game + " — " + b.title, kit.scenario);
  const Rect content = t.content;
  p.add(b.map.scene, b.map.onPage(content.x, content.y), content);
  c.frame(content, 0.15, kLight);
  const Rect below{f(m), f(content.y + content.height + 5), f(p.width_mm - 2 * m),
                   f(p.height_mm - m - 8 - (content.y + content.height + 5))};
  const double need = legend(nullptr, nullptr, b, below);
  const bool fits = need <= below.height;
  TileInfo info;
  info.window = {0, 0, f(b.map.widthMm()), f(b.map.heightMm())};
  info.content = {content.x, content.y};
  p.tile = info;
  scaleLine(c, p, m, b);
  if (fits) legend(&p, &c, b, below);
  p.add(s);
  out.push_back(std::move(p));
  if (!fits) {
    Page l = blankPage("legend", o.paper.width_mm, o.paper.height_mm);
    auto ls = scene();
    Canvas lc(*ls);
    header(lc, l, m, kit.game + " — " + b.title + " · " + core::tr("legend"), kit.scenario);
    legend(&l, &lc, b, {f(m), f(m + kHeaderMm), f(l.width_mm - 2 * m), f(l.height_mm - 2 * m - kHeaderMm)});
    l.add(ls);
    out.push_back(std::move(l));
  }
}

void tiledBoard(const Kit &kit, const Board &b, int index, const Options &o, const Tiling &t,
                std::vector<Page> &out) {
  const double m = o.margin_mm, ov = o.overlap_mm;
  // The overview: the whole board small, the tiles over it, how to join them, the legend.
  {
    Page p = blankPage("overview", o.paper.width_mm, o.paper.height_mm);
    auto s = scene();
    Canvas c(*s);
    header(c, p, m, kit.game + " — " + b.title + " · " + core::tr("how the pages join"), kit.scenario);
    const double avail_w = p.width_mm - 2 * m;
    const double box_h = (p.height_mm - 2 * m) * 0.45;
    const double k = std::min(avail_w / b.map.widthMm(), box_h / b.map.heightMm());
    const double w = b.map.widthMm() * k, h = b.map.heightMm() * k;
    const double left = m + (avail_w - w) / 2, top = m + kHeaderMm + 2;
    Picture small = b.map;
    small.mm_per_unit *= k;
    p.add(b.map.scene, small.onPage(left, top), {f(left), f(top), f(w), f(h)});
    auto over = scene();
    Canvas oc(*over);
    for (int j = 0; j < t.rows; ++j)
      for (int i = 0; i < t.columns; ++i) {
        const Rect r{f(left + i * t.step_x * k), f(top + j * t.step_y * k), f(t.window_width * k),
                     f(t.window_height * k)};
        oc.fill(r, Color(255, 255, 255, 60));
        oc.frame(r, 0.35, Color(20, 20, 20));
        oc.text(tileName(i, j), {f(r.x + 3), f(r.y + 3)}, 14, Color(20, 20, 20), true, Align::Start,
                Align::Start);
      }
    oc.frame({f(left), f(top), f(w), f(h)}, 0.3, kInk);
    double y = top + h + 7;
    const std::string how = core::fill(
        core::tr(
            "The board prints at true size on {n} pages ({columns} across, {rows} down), tiles A1 to {last}. "
            "Each tile shares a {overlap} mm strip with the next one. Cut each tile along its solid line "
            "(✂: the left edge from column B on, the top edge from row 2 on), lay it over its neighbour so "
            "that the ⊕ marks meet, and glue it in the strip. Print at 100 % (no \"fit to page\"): the 50 mm "
            "bar on each tile checks it."),
        {{"n", std::to_string(t.pages())},
         {"columns", std::to_string(t.columns)},
         {"rows", std::to_string(t.rows)},
         {"last", tileName(t.columns - 1, t.rows - 1)},
         {"overlap", std::to_string(std::lround(ov))}});
    y = c.paragraph(how, {f(m), f(y)}, avail_w, 8, kInk) + 5;
    legend(&p, &c, b, {f(m), f(y), f(avail_w), f(p.height_mm - m - 8 - y)});
    scaleLine(c, p, m, b);
    p.add(over);
    p.add(s);
    out.push_back(std::move(p));
  }
  const auto marks = stripMarks(t, ov);
  const double P = draw::kPointsPerMm;
  for (int j = 0; j < t.rows; ++j)
    for (int i = 0; i < t.columns; ++i) {
      Page p = blankPage("board", t.page_width, t.page_height);
      const Rect win{f(i * t.step_x), f(j * t.step_y), f(t.window_width), f(t.window_height)};
      const Rect content = t.content;
      p.add(b.map.scene, b.map.onPage(content.x - win.x, content.y - win.y), content);
      p.add(marks, {P, P, (content.x - win.x) * P, (content.y - win.y) * P}, content);
      TileInfo info;
      info.board = index;
      info.column = i;
      info.row = j;
      info.columns = t.columns;
      info.rows = t.rows;
      info.window = win;
      info.content = {content.x, content.y};
      info.overlap_mm = ov;
      p.tile = info;
      auto s = scene();
      Canvas c(*s);
      header(c, p, m,
             kit.game + " — " + b.title + " · " +
                 core::fill(core::tr("tile {name}"), {{"name", tileName(i, j)}}),
             core::fill(core::tr("{n} of {total}"), {{"n", std::to_string(j * t.columns + i + 1)},
                                                     {"total", std::to_string(t.pages())}}));
      const float x0 = content.x, y0 = content.y, x1 = content.x + content.width,
                  y1 = content.y + content.height;
      // Cut lines where this tile goes over its neighbour, the board's own edges elsewhere.
      const Color cut{0, 0, 0};
      if (i > 0) {
        c.line({x0, y0 - 5}, {x0, y1 + 3}, 0.25, cut);
        c.text("✂", {x0 - 1.2f, y0 - 2.2f}, 9, cut, false, Align::End, Align::Middle);
      } else {
        c.line({x0, y0}, {x0, y1}, 0.12, kLight);
      }
      if (j > 0) {
        c.line({x0 - 5, y0}, {x1 + 3, y0}, 0.25, cut);
        c.text("✂", {x0 - 4.0f, y0 + 2.6f}, 9, cut, false, Align::Middle, Align::Middle);
      } else {
        c.line({x0, y0}, {x1, y0}, 0.12, kLight);
      }
      // Where the next tile will lie: ticks in the margin only, the strip itself left as the
      // board is, so that both tiles show the same strip.
      if (i + 1 < t.columns) {
        const float xs = x1 - f(ov);
        c.dashed({xs, y0 - 4}, {xs, y0 - 0.8f}, 0.2, 0.8, 0.6, kGrey);
        c.dashed({xs, y1 + 0.8f}, {xs, y1 + 3}, 0.2, 0.8, 0.6, kGrey);
        c.text(core::fill(core::tr("{name} covers this strip"), {{"name", tileName(i + 1, j)}}),
               {x1, y1 + 5.6f}, 5.5, kGrey, false, Align::End); // under the board: the header owns the top
      } else {
        c.line({x1, y0}, {x1, y1}, 0.12, kLight);
      }
      if (j + 1 < t.rows) {
        const float ys = y1 - f(ov);
        c.dashed({x1 + 0.8f, ys}, {x1 + 3.5f, ys}, 0.2, 0.8, 0.6, kGrey);
        c.dashed({x0 - 3.5f, ys}, {x0 - 0.8f, ys}, 0.2, 0.8, 0.6, kGrey);
      } else {
        c.line({x0, y1}, {x1, y1}, 0.12, kLight);
      }
      // The footer: the map of the tiles, what to do, the scale.
      const double fy = p.height_mm - o.margin_mm - kFooterMm + 2;
      tileMap(c, {f(o.margin_mm), f(fy)}, t, i, j, 10);
      const double text_x = o.margin_mm + 10 * 1.6 + 4;
      std::string how;
      if (i > 0 && j > 0)
        how =
            core::tr("Cut along the solid lines ✂ at the left and top, lay this tile over its neighbours so "
                     "that the ⊕ marks meet, glue in the strips.");
      else if (i > 0)
        how =
            core::tr("Cut along the solid line ✂ at the left, lay this tile over its neighbour so that the ⊕ "
                     "marks meet, glue in the strip.");
      else if (j > 0)
        how =
            core::tr("Cut along the solid line ✂ at the top, lay this tile over its neighbour so that the ⊕ "
                     "marks meet, glue in the strip.");
      else
        how = core::tr("The first tile: the others are laid over its strips, right and below.");
      c.paragraph(how + " " +
                      core::fill(core::tr("Overlap: {n} mm."), {{"n", std::to_string(std::lround(ov))}}),
                  {f(text_x), f(fy + 2.5)}, p.width_mm - text_x - o.margin_mm, 7, kInk);
      scaleLine(c, p, o.margin_mm, b);
      p.add(s);
      out.push_back(std::move(p));
    }
}

// ---- pieces -------------------------------------------------------------------------------------

void pieceSheet(const Kit &kit, const PieceSheet &sheet, const Options &o, std::vector<Page> &out) {
  const double m = o.margin_mm;
  const double pw = o.paper.width_mm, ph = o.paper.height_mm;
  bool backs = false;
  for (const Piece &pc : sheet.pieces)
    backs = backs || pc.back.has_value();
  struct Placed {
    std::size_t piece;
    Rect rect;
  };
  std::vector<std::vector<Placed>> pages(1);
  double notes_h = 0;
  for (const std::string &n : sheet.notes)
    notes_h += 3.4 * static_cast<double>(wrap(n, pw - 2 * m, 7.5, false).size());
  const double top = m + kHeaderMm + notes_h + (notes_h > 0 ? 2 : 0), bottom = ph - m - 6;
  const double left = m, right = pw - m;
  double x = left, y = top, row_h = 0;
  const double gap = sheet.gap_mm;
  for (std::size_t i = 0; i < sheet.pieces.size(); ++i) {
    const Piece &pc = sheet.pieces[i];
    const double w = pc.front.widthMm(), h = pc.front.heightMm();
    for (int k = 0; k < pc.copies; ++k) {
      if (x + w > right + 1e-6 && x > left) {
        x = left;
        y += row_h + gap;
        row_h = 0;
      }
      if (y + h > bottom + 1e-6 && y > top) {
        pages.emplace_back();
        x = left;
        y = top;
        row_h = 0;
      }
      pages.back().push_back({i, {f(x), f(y), f(w), f(h)}});
      x += w + gap;
      row_h = std::max(row_h, h);
    }
  }
  const int total = static_cast<int>(pages.size());
  for (int n = 0; n < total; ++n) {
    const std::string count =
        total > 1 ? core::fill(core::tr("{n} of {total}"),
                               {{"n", std::to_string(n + 1)}, {"total", std::to_string(total)}})
                  : "";
    for (const bool back : {false, true}) {
      if (back && !backs) continue;
      Page p = blankPage(sheet.part == Part::Sheets ? "sheet" : back ? "counters-back" : "counters", pw, ph);
      auto s = scene();
      Canvas c(*s);
      header(c, p, m,
             kit.game + " — " + sheet.title + (back ? " · " + std::string(core::tr("backs")) : std::string()),
             count);
      double ny = m + kHeaderMm + 2.6;
      const std::string both =
          backs
              ? (back ? core::tr(
                            "Print this page on the back of the one before (double-sided, flip on the long "
                            "edge): each back lands behind its front.")
                      : core::tr(
                            "The next page holds the backs: print double-sided, flipping on the long edge."))
              : "";
      for (const std::string &note : sheet.notes)
        ny = c.paragraph(note, {f(m), f(ny)}, pw - 2 * m, 7.5, kInk) + 1.2;
      if (!both.empty()) c.text(both, {f(m), f(ph - m - 1.5)}, kSmallPt, kGrey);
      for (const Placed &pl : pages[static_cast<std::size_t>(n)]) {
        const Piece &pc = sheet.pieces[pl.piece];
        Rect r = pl.rect;
        if (back) r.x = f(pw - r.x - r.width); // mirrored: behind its front once turned over
        const Picture &pic = back ? (pc.back ? *pc.back : pc.front) : pc.front;
        if (!back || pc.back) p.add(pic.scene, pic.onPage(r.x, r.y), r);
        c.frame(r, 0.15, Color(60, 60, 60));
        p.slots.push_back({std::to_string(pl.piece), r});
      }
      p.add(s);
      out.push_back(std::move(p));
    }
  }
}

// ---- cards --------------------------------------------------------------------------------------

struct CardGrid {
  bool landscape = false;
  int columns = 0, rows = 0;
};

CardGrid cardGrid(const Options &o) {
  CardGrid best;
  for (const bool landscape : {false, true}) {
    const double pw = landscape ? o.paper.height_mm : o.paper.width_mm;
    const double ph = landscape ? o.paper.width_mm : o.paper.height_mm;
    const int cols = static_cast<int>(std::floor((pw - 2 * kCardMarginMm) / o.card_width_mm + 1e-9));
    const int rows = static_cast<int>(std::floor((ph - 2 * kCardMarginMm) / o.card_height_mm + 1e-9));
    CardGrid g{landscape, 0, 0};
    for (int c = 1; c <= cols; ++c)
      for (int r = 1; r <= rows; ++r)
        if (c * r <= o.cards_per_page && c * r > g.columns * g.rows) g = {landscape, c, r};
    if (g.columns * g.rows > best.columns * best.rows) best = g;
  }
  return best;
}

/// Crop marks around a grid of cards laid edge to edge: at every column and row line, in the margin.
void gridMarks(Canvas &c, Rect grid, int columns, int rows, double card_w, double card_h, double room) {
  const double length = std::clamp(room - 1.5 - 2.5, 2.0, 5.0);
  for (int i = 0; i <= columns; ++i) {
    const float x = grid.x + f(i * card_w);
    c.line({x, grid.y - 1.5f - f(length)}, {x, grid.y - 1.5f}, 0.15, Color::black());
    c.line({x, grid.y + grid.height + 1.5f}, {x, grid.y + grid.height + 1.5f + f(length)}, 0.15,
           Color::black());
  }
  for (int j = 0; j <= rows; ++j) {
    const float y = grid.y + f(j * card_h);
    c.line({grid.x - 1.5f - f(length), y}, {grid.x - 1.5f, y}, 0.15, Color::black());
    c.line({grid.x + grid.width + 1.5f, y}, {grid.x + grid.width + 1.5f + f(length), y}, 0.15,
           Color::black());
  }
}

void cardPages(const Kit &kit, const CardDeck &deck, const Options &o, std::vector<Page> &out) {
  const CardGrid g = cardGrid(o);
  if (g.columns * g.rows == 0)
    throw std::invalid_argument(core::fill(core::tr("cards of {w} x {h} mm do not fit on {paper}"),
                                           {{"w", std::to_string(std::lround(o.card_width_mm))},
                                            {"h", std::to_string(std::lround(o.card_height_mm))},
                                            {"paper", o.paper.name}}));
  const double pw = g.landscape ? o.paper.height_mm : o.paper.width_mm;
  const double ph = g.landscape ? o.paper.width_mm : o.paper.height_mm;
  std::vector<const CardKind *> cards;
  for (const CardKind &k : deck.kinds)
    for (int i = 0; i < k.count; ++i)
      cards.push_back(&k);
  const std::size_t per_page = static_cast<std::size_t>(g.columns * g.rows);
  const std::size_t pages = (cards.size() + per_page - 1) / per_page;
  const double cw = o.card_width_mm, ch = o.card_height_mm;
  const Rect grid{f((pw - g.columns * cw) / 2), f((ph - g.rows * ch) / 2), f(g.columns * cw), f(g.rows * ch)};
  const double room = std::min<double>(grid.x, grid.y);
  for (std::size_t n = 0; n < pages; ++n) {
    for (const bool back : {false, true}) {
      Page p = blankPage(back ? "card-backs" : "cards", pw, ph);
      auto s = scene();
      Canvas c(*s);
      if (grid.y >= 11)
        c.text(kit.game + " — " + deck.title + " · " +
                   (back ? core::fill(core::tr("backs of page {n}"), {{"n", std::to_string(n + 1)}})
                         : core::fill(core::tr("cards, page {n} of {total}"),
                                      {{"n", std::to_string(n + 1)}, {"total", std::to_string(pages)}})),
               {grid.x, grid.y - 7.5f}, 8, kInk, true);
      for (std::size_t i = 0; i < per_page; ++i) {
        const std::size_t at = n * per_page + i;
        if (at >= cards.size()) break;
        int col = static_cast<int>(i) % g.columns;
        const int row = static_cast<int>(i) / g.columns;
        if (back) col = g.columns - 1 - col; // behind its face once the sheet is turned over
        const Rect r{f(grid.x + col * cw), f(grid.y + row * ch), f(cw), f(ch)};
        draw::Image im;
        im.name = back ? deck.back : cards[at]->image;
        im.center = {r.x + r.width / 2, r.y + r.height / 2};
        im.width = r.width;
        im.height = r.height;
        im.stretch = true;
        s->image(std::move(im));
        p.slots.push_back({back ? "back" : cards[at]->id, r});
      }
      gridMarks(c, grid, g.columns, g.rows, cw, ch, room);
      if (!back && grid.y + grid.height + 11 <= ph)
        c.text(core::tr(
                   "Cut along the crop marks. The next page holds the backs: print double-sided, flipping on "
                   "the long edge."),
               {grid.x, grid.y + grid.height + 9.5f}, kSmallPt, kGrey);
      p.add(s);
      out.push_back(std::move(p));
    }
  }
}

// ---- rulers -------------------------------------------------------------------------------------

void rulerPages(const Kit &kit, const Options &o, std::vector<Page> &out) {
  const double pw = std::max(o.paper.width_mm, o.paper.height_mm),
               ph = std::min(o.paper.width_mm, o.paper.height_mm);
  const double m = o.margin_mm;
  const double strip = 17, pitch = strip + 11;
  const double top = m + kHeaderMm + 2, bottom = ph - m - 8;
  Page p;
  std::shared_ptr<draw::Scene> s;
  double y = 0;
  int index = 0;
  const auto finish = [&] {
    if (!s) return;
    Canvas c(*s);
    c.scaleBar({f(pw - m - 105), f(ph - m - 2)}, 50);
    p.add(s);
    out.push_back(std::move(p));
    s.reset();
  };
  for (const Ruler &r : kit.rulers) {
    const double max_units = std::floor((pw - 2 * m - 14) / r.unit_mm * 2) / 2;
    const double length = std::min(r.length, max_units);
    if (length <= 0) {
      ++index;
      continue;
    }
    if (!s || y + pitch > bottom) {
      finish();
      p = blankPage("rulers", pw, ph);
      s = scene();
      Canvas c(*s);
      header(c, p, m, kit.game + " — " + core::tr("rulers"), kit.scenario);
      y = top;
    }
    Canvas c(*s);
    const double x0 = m + 3, w = length * r.unit_mm;
    c.text(r.title, {f(x0), f(y + 4)}, 8, kInk, true);
    const Rect body{f(x0), f(y + 6), f(w), f(strip)};
    // Bands first, along the bottom, then the graduation over them.
    for (const RulerBand &b : r.bands) {
      const double from = std::clamp(b.from, 0.0, length), to = std::clamp(b.to, 0.0, length);
      if (to <= from) continue;
      const Rect band{f(x0 + from * r.unit_mm), body.y + f(strip - 6), f((to - from) * r.unit_mm), 6};
      c.fill(band, b.color);
      c.line({band.x, band.y}, {band.x, band.y + band.height}, 0.2, kInk);
      if (widthMm(b.label, 6.5, true) < band.width - 1)
        c.text(b.label, {band.x + band.width / 2, band.y + 3}, 6.5, kInk, true, Align::Middle, Align::Middle);
      else if (widthMm(b.label, 5, true) < band.width - 0.6)
        c.text(b.label, {band.x + band.width / 2, band.y + 3}, 5, kInk, true, Align::Middle, Align::Middle);
    }
    c.frame(body, 0.25, kInk);
    const int halves = static_cast<int>(std::lround(length * 2));
    for (int k = 0; k <= halves; ++k) {
      const float x = f(x0 + k * r.unit_mm / 2);
      const bool whole = k % 2 == 0;
      c.line({x, body.y}, {x, body.y + (whole ? 7.f : 4.f)}, whole ? 0.25 : 0.18, kInk);
      if (whole)
        c.text(std::to_string(k / 2), {x + (k == 0 ? 1.2f : 0.f), body.y + 10.2f}, 7, kInk, true,
               k == 0 ? Align::Start : (k == halves ? Align::End : Align::Middle));
    }
    c.text(r.unit, {body.x + body.width + 1.5f, body.y + 4}, 7, kInk, true);
    p.slots.push_back({"ruler:" + std::to_string(index), body});
    y += pitch;
    ++index;
  }
  finish();
}

// ---- sheets -------------------------------------------------------------------------------------

void sheetPages(const Kit &kit, const Table &t, const Options &o, std::vector<Page> &out) {
  const double m = o.margin_mm;
  const double pw = t.landscape ? o.paper.height_mm : o.paper.width_mm;
  const double ph = t.landscape ? o.paper.width_mm : o.paper.height_mm;
  double weights = 0;
  for (const Column &col : t.columns)
    weights += col.weight;
  const double width = pw - 2 * m;
  std::vector<double> xs{m};
  for (const Column &col : t.columns)
    xs.push_back(xs.back() + width * col.weight / std::max(1e-9, weights));
  const std::size_t total_rows = t.rows.size() + static_cast<std::size_t>(std::max(0, t.blank_rows));
  std::size_t next = 0;
  int page_no = 0;
  do {
    Page p = blankPage("sheet", pw, ph);
    auto s = scene();
    Canvas c(*s);
    header(c, p, m, kit.game + " — " + t.title, kit.scenario);
    double y = m + kHeaderMm + 2.6;
    if (page_no == 0)
      for (const std::string &n : t.notes)
        y = c.paragraph(n, {f(m), f(y)}, width, 7.5, kInk) + 1.2;
    y += 1;
    const double head = std::max(7.0, t.row_mm);
    c.fill({f(m), f(y), f(width), f(head)}, {225, 225, 225});
    for (std::size_t k = 0; k < t.columns.size(); ++k) {
      const double cw = xs[k + 1] - xs[k];
      const std::vector<std::string> title = wrap(t.columns[k].title, cw - 2, 7, true);
      double ty = y + head / 2 - (static_cast<double>(title.size()) - 1) * 1.5;
      for (const std::string &l : title) {
        c.text(l, {f(xs[k] + cw / 2), f(ty)}, 7, kInk, true, Align::Middle, Align::Middle);
        ty += 3;
      }
    }
    const double table_top = y;
    y += head;
    const double bottom = ph - m - 8;
    while (next < total_rows && y + t.row_mm <= bottom) {
      if (next < t.rows.size()) {
        const auto &row = t.rows[next];
        for (std::size_t k = 0; k < row.size() && k < t.columns.size(); ++k)
          c.text(row[k], {f(xs[k] + 1.5), f(y + t.row_mm / 2)}, 7.5, kInk, k == 0, Align::Start,
                 Align::Middle);
      }
      y += t.row_mm;
      c.line({f(m), f(y)}, {f(m + width), f(y)}, 0.15, kGrey);
      ++next;
    }
    for (const double x : xs)
      c.line({f(x), f(table_top)}, {f(x), f(y)}, x == xs.front() || x == xs.back() ? 0.3 : 0.15, kInk);
    c.line({f(m), f(table_top)}, {f(m + width), f(table_top)}, 0.3, kInk);
    c.line({f(m), f(table_top + head)}, {f(m + width), f(table_top + head)}, 0.3, kInk);
    c.line({f(m), f(y)}, {f(m + width), f(y)}, 0.3, kInk);
    p.add(s);
    out.push_back(std::move(p));
    ++page_no;
  } while (next < total_rows);
}

// ---- quick reference ----------------------------------------------------------------------------

/// Text flowing down two columns, page after page.
class Flow {
public:
  Flow(const Kit &kit, const Options &o, std::vector<Page> &out) : kit_(kit), o_(o), out_(out) {
    col_w_ = (o.paper.width_mm - 2 * o.margin_mm - gutter_) / 2;
  }
  ~Flow() { flush(); }
  double width() const { return col_w_; }
  /// Room for `h` mm in this column, or the next column or page; returns the canvas and the top.
  Canvas &need(double h) {
    if (!s_ || y_ + h > bottom()) advance();
    return *canvas_;
  }
  double &y() { return y_; }
  double x() const { return o_.margin_mm + column_ * (col_w_ + gutter_); }

private:
  double bottom() const { return o_.paper.height_mm - o_.margin_mm - 7; }
  void advance() {
    if (s_ && column_ == 0) {
      column_ = 1;
      y_ = top();
      return;
    }
    flush();
    page_ = blankPage("reference", o_.paper.width_mm, o_.paper.height_mm);
    s_ = scene();
    canvas_ = std::make_unique<Canvas>(*s_);
    header(*canvas_, page_, o_.margin_mm, kit_.game + " — " + core::tr("quick reference"), kit_.scenario);
    column_ = 0;
    y_ = top();
  }
  double top() const { return o_.margin_mm + kHeaderMm + 2; }
  void flush() {
    if (!s_) return;
    canvas_->line({f(o_.margin_mm + col_w_ + gutter_ / 2), f(top())},
                  {f(o_.margin_mm + col_w_ + gutter_ / 2), f(bottom())}, 0.15, kLight);
    page_.add(s_);
    out_.push_back(std::move(page_));
    s_.reset();
    canvas_.reset();
  }

  const Kit &kit_;
  const Options &o_;
  std::vector<Page> &out_;
  Page page_;
  std::shared_ptr<draw::Scene> s_;
  std::unique_ptr<Canvas> canvas_;
  double gutter_ = 7, col_w_ = 90, y_ = 0;
  int column_ = 0;
};

void referencePages(const Kit &kit, const Options &o, std::vector<Page> &out) {
  Flow flow(kit, o, out);
  const double clause_w = 19, size = 7, lead = 3.05;
  for (const ReferenceSection &sec : kit.reference) {
    {
      Canvas &c = flow.need(12);
      double &y = flow.y();
      y += 1.5;
      c.text(sec.title, {f(flow.x()), f(y + 3.4)}, 9, kInk, true);
      c.line({f(flow.x()), f(y + 4.8)}, {f(flow.x() + flow.width()), f(y + 4.8)}, 0.25, kInk);
      y += 7.2;
    }
    for (const ReferenceLine &l : sec.lines) {
      const std::vector<std::string> lines = wrap(l.text, flow.width() - clause_w, size, false);
      Canvas &c = flow.need(lead * static_cast<double>(lines.size()) + 0.8);
      double &y = flow.y();
      c.text(l.clause, {f(flow.x()), f(y + 2.4)}, 6, {70, 70, 70}, true);
      for (const std::string &t : lines) {
        c.text(t, {f(flow.x() + clause_w), f(y + 2.4)}, size, kInk);
        y += lead;
      }
      y += 0.8;
    }
    for (const ReferenceTable &t : sec.tables) {
      const std::size_t cols = std::max<std::size_t>(1, t.header.size());
      const double row = 3.9, room = flow.width() - clause_w;
      // Each column as wide as its widest cell (the first column and the header in bold), the room
      // left shared out evenly; all squeezed in proportion when the cells need more than the room.
      std::vector<double> need(cols, 2);
      const auto fit = [&](std::size_t k, const std::string &text, bool bold) {
        need[k] = std::max(need[k], widthMm(text, 6.3, bold) + 2);
      };
      for (std::size_t k = 0; k < t.header.size(); ++k)
        fit(k, t.header[k], true);
      for (const auto &r : t.rows)
        for (std::size_t k = 0; k < r.size() && k < cols; ++k)
          fit(k, r[k], k == 0);
      double needed = 0;
      for (double w : need)
        needed += w;
      std::vector<double> left(cols + 1, flow.x() + clause_w);
      for (std::size_t k = 0; k < cols; ++k)
        left[k + 1] = left[k] + (needed <= room ? need[k] + (room - needed) / static_cast<double>(cols)
                                                : need[k] * room / needed);
      Canvas &c = flow.need(row * static_cast<double>(t.rows.size() + 1) + 5);
      double &y = flow.y();
      const double x = left.front(), w = left.back() - left.front();
      c.text(t.clause, {f(flow.x()), f(y + 2.8)}, 6, {70, 70, 70}, true);
      c.fill({f(x), f(y), f(w), f(row)}, {228, 228, 228});
      for (std::size_t k = 0; k < t.header.size(); ++k)
        c.text(t.header[k], {f(left[k] + 1), f(y + row / 2)}, 6.3, kInk, true, Align::Start, Align::Middle);
      y += row;
      for (const auto &r : t.rows) {
        for (std::size_t k = 0; k < r.size() && k < cols; ++k)
          c.text(r[k], {f(left[k] + 1), f(y + row / 2)}, 6.3, kInk, k == 0, Align::Start, Align::Middle);
        y += row;
        c.line({f(x), f(y)}, {f(x + w), f(y)}, 0.12, kLight);
      }
      y += 2.5;
    }
  }
}

void numberPages(const Kit &kit, const Options &o, std::vector<Page> &pages) {
  const std::size_t total = pages.size();
  for (std::size_t i = 0; i < total; ++i) {
    Page &p = pages[i];
    const bool cards = p.kind == "cards" || p.kind == "card-backs";
    if (cards && !p.slots.empty()) {
      // Below the cards: the crop marks, then the printing note; the footer only where both leave
      // room (the title over the cards says the page's number anyway).
      float bottom = 0;
      for (const Slot &slot : p.slots)
        bottom = std::max(bottom, slot.rect.y + slot.rect.height);
      if (p.height_mm - bottom < 17) continue;
    }
    auto s = scene();
    Canvas c(*s);
    const double y = p.height_mm - std::min(o.margin_mm, 11.0) / 2 - 0.5;
    c.text(core::fill(core::tr("page {n} of {total}"),
                      {{"n", std::to_string(i + 1)}, {"total", std::to_string(total)}}),
           {f(p.width_mm - o.margin_mm), f(y)}, kSmallPt, kGrey, false, Align::End);
    c.text(kit.game + " · " + kit.scenario + " · amiraute print", {f(o.margin_mm), f(y)}, kSmallPt, kGrey);
    p.add(s);
  }
}

} // namespace

Tiling tileBoard(double width_mm, double height_mm, const Options &o) {
  Tiling best;
  bool have = false;
  for (const bool landscape : {false, true}) {
    Tiling t;
    t.landscape = landscape;
    t.page_width = landscape ? o.paper.height_mm : o.paper.width_mm;
    t.page_height = landscape ? o.paper.width_mm : o.paper.height_mm;
    const double cw = t.page_width - 2 * o.margin_mm;
    const double ch = t.page_height - 2 * o.margin_mm - kHeaderMm - kFooterMm;
    const double ov = o.overlap_mm;
    const auto split = [ov](double length, double room, int &count, double &window, double &step) {
      count = length <= room ? 1 : static_cast<int>(std::ceil((length - ov) / (room - ov) - 1e-9));
      window = count == 1 ? length : (length + (count - 1) * ov) / count;
      step = window - ov;
    };
    split(width_mm, cw, t.columns, t.window_width, t.step_x);
    split(height_mm, ch, t.rows, t.window_height, t.step_y);
    t.content = {f(o.margin_mm + (cw - t.window_width) / 2), f(o.margin_mm + kHeaderMm), f(t.window_width),
                 f(t.window_height)};
    if (!have || t.pages() < best.pages()) best = t;
    have = true;
  }
  return best;
}

std::vector<Page> layout(const Kit &kit, const Options &o) {
  std::vector<Page> pages;
  if (o.wants(Part::Board))
    for (std::size_t i = 0; i < kit.boards.size(); ++i) {
      const Board &b = kit.boards[i];
      const Tiling t = tileBoard(b.map.widthMm(), b.map.heightMm(), o);
      if (t.pages() == 1)
        singleBoard(kit, b, o, t, pages);
      else
        tiledBoard(kit, b, static_cast<int>(i), o, t, pages);
    }
  for (const PieceSheet &sheet : kit.pieces)
    if (o.wants(sheet.part)) pieceSheet(kit, sheet, o, pages);
  if (o.wants(Part::Cards))
    for (const CardDeck &deck : kit.decks)
      cardPages(kit, deck, o, pages);
  if (o.wants(Part::Rulers) && !kit.rulers.empty()) rulerPages(kit, o, pages);
  if (o.wants(Part::Sheets))
    for (const Table &t : kit.sheets)
      sheetPages(kit, t, o, pages);
  if (o.wants(Part::Reference) && !kit.reference.empty()) referencePages(kit, o, pages);
  numberPages(kit, o, pages);
  return pages;
}

} // namespace amiraute::print
