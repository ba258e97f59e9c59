#pragma once
/// The table's kit as data: what a game gives a real table to play on with this program as the
/// referee — its boards at true size, counters and other pieces to cut out, cards, rulers, sheets
/// and a quick reference. Each game fills a Kit from a scenario in its own folder
/// (src/games/<game>/draw/Kit.cpp, registered with AMIRAUTE_REGISTER_KIT: print/Kits.h); the
/// layout (print/Layout.h) turns any Kit into pages without knowing the game.
///
/// Sizes on paper are millimetres. Pictures are scenes (draw/Scene.h) in their own world units
/// with the scale that puts them on paper, so that a board drawn for the screen prints at true size.
#include "draw/Caption.h"
#include "draw/Scene.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::print {

/// The parts of a kit, as `--only` names them.
enum class Part : std::uint8_t { Board, Counters, Cards, Rulers, Sheets, Reference };

/// A scene and where it lies: `area` (world units) is what is printed, `mm_per_unit` millimetres on
/// paper per world unit; `y_up` when the world's y grows north (the hex maps), down otherwise.
struct Picture {
  std::shared_ptr<const draw::Scene> scene;
  draw::Rect area{};
  double mm_per_unit = 1;
  bool y_up = false;
  /// What the picture says across its top when it is drawn alone (amiraute render): the
  /// scenario's title, the sides' colours (draw/Caption.h).
  draw::Caption caption{};

  double widthMm() const { return area.width * mm_per_unit; }
  double heightMm() const { return area.height * mm_per_unit; }
  /// Where a world point lands, in millimetres from the area's top-left corner.
  draw::Point toMm(draw::Point world) const;
  /// The transform that draws the picture with its area's top-left corner at (`left_mm`, `top_mm`)
  /// of a page, in points.
  draw::Transform onPage(double left_mm, double top_mm) const;
};

/// One line of a board's legend: a sample (a terrain hex, a river, a lighthouse), what it is, and
/// what it does in the rules ("costs 2, +1 in defence (PL-MOVE-2, PL-TERRAIN-1)").
struct LegendEntry {
  Picture sample; ///< drawn in a box about 10 mm high, at its own proportions
  std::string name;
  std::string detail;
};

/// A board at true size. Larger than the paper, it is tiled over pages.
struct Board {
  std::string title;
  Picture map;
  std::vector<LegendEntry> legend;
  std::vector<std::string> notes; ///< lines under the legend (the wind, the zone, how the hexes read)
  std::optional<Picture> rose;    ///< the orientation or wind rose, printed beside the legend
  std::string scale_note;         ///< "hex 19 mm across the flats"
};

/// A piece to cut out: a front, a back when it has one (printed behind it, for double-sided
/// printing), and how many copies.
struct Piece {
  Picture front;
  std::optional<Picture> back;
  int copies = 1;
};

/// Pieces of one kind printed together: counters, bases, a game's own cards.
struct PieceSheet {
  std::string title;
  Part part = Part::Counters;
  std::vector<Piece> pieces;
  std::vector<std::string> notes;
  double gap_mm = 0; ///< between pieces (0: they share their cut lines, as on a countersheet)
};

/// One kind of card in a deck and how many copies the table needs.
struct CardKind {
  std::string id;    ///< the deck's id ("cruiser")
  std::string image; ///< assets/<image>.svg ("cards/nautic-miles/cruiser")
  std::string name;  ///< in the kit's language
  int count = 0;
};

/// A deck: every face as many times as the scenario's deck holds it, and its back.
struct CardDeck {
  std::string title;
  std::vector<CardKind> kinds;
  std::string back; ///< assets/<back>.svg
};

/// A stretch of a ruler with a meaning: where a gun hits on 6, 5–6 or 4–6.
struct RulerBand {
  double from = 0, to = 0; ///< in the ruler's units
  std::string label;
  draw::Color color;
};

/// A straight ruler graduated in `unit` (every unit and half unit), `length` units long, its bands
/// marked along it.
struct Ruler {
  std::string title;
  std::string unit; ///< "UD"
  double unit_mm = 40;
  double length = 6;
  std::vector<RulerBand> bands;
};

/// A column of a sheet.
struct Column {
  std::string title;
  double weight = 1; ///< its share of the width
};

/// A sheet to fill in during play: a table with a header, rows given or blank.
struct Table {
  std::string title;
  std::vector<Column> columns;
  std::vector<std::vector<std::string>> rows; ///< cells given (a row per turn, per ship…); may be short
  int blank_rows = 0;                         ///< empty rows added after them
  std::vector<std::string> notes;             ///< printed under the title (the notation, the clause)
  double row_mm = 7;                          ///< height of a row
  bool landscape = false;                     ///< wide tables

  /// A row for each turn (race, round) from 1 to `n`, its number in the first column.
  void numberRows(int n) {
    for (int k = 1; k <= n; ++k)
      rows.push_back({std::to_string(k)});
  }
};

/// A line of the quick reference: the rule in a few words and its clause.
struct ReferenceLine {
  std::string clause; ///< "PL-MOVE-2" (may be empty for a heading line)
  std::string text;
};

/// A small table of the quick reference (costs, odds, damage), its clause under it.
struct ReferenceTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::string clause;
};

struct ReferenceSection {
  std::string title;
  std::vector<ReferenceLine> lines;
  std::vector<ReferenceTable> tables;
};

/// Add a section titled `title` with `lines` at the end of a quick reference; the section, for its
/// tables and the lines a scenario's options add (valid until the next section is added).
ReferenceSection &addSection(std::vector<ReferenceSection> &reference, std::string title,
                             std::vector<ReferenceLine> lines = {});

/// A quick reference opened, as every board game's is, by its section on the turn: `turn`, how a
/// turn goes and how it is written. The other sections follow (addSection).
std::vector<ReferenceSection> turnReference(std::vector<ReferenceLine> turn);

/// Everything a table needs for one scenario. Every member has its default, so that a game's kit
/// names only the parts it has (`{.game = ..., .scenario = ..., .boards = {...}}`).
struct Kit {
  std::string game{};     ///< "Planètes" (print::kitOf names it, as game/Registry.h does)
  std::string scenario{}; ///< the scenario's title (likewise)
  std::vector<Board> boards{};
  std::vector<PieceSheet> pieces{};
  std::vector<CardDeck> decks{};
  std::vector<Ruler> rulers{};
  std::vector<Table> sheets{};
  std::vector<ReferenceSection> reference{};
};

} // namespace amiraute::print
