// The table's kit read back as a table gets it: the PDF's pages and paper (pdfinfo), a hex measured
// on the rasterised page (pdftoppm), the strip two tiles share, the fonts embedded (pdffonts) and
// every character of a French and an English kit in the font. No display.
#include "AmirauteBinary.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "draw/Cairo.h"
#include "draw/HexMap.h"
#include "games/detroits/Game.h"
#include "games/escadrilles/Game.h"
#include "games/milles_nautiques/Game.h"
#include "games/nautic_miles/Game.h"
#include "print/Kits.h"
#include "print/Layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <unistd.h>
#include <vector>

namespace amiraute::print {
namespace {

std::string tempPath(const std::string &suffix) {
  static std::atomic<int> n{0};
  return ::testing::TempDir() + "amiraute_print_" + std::to_string(::getpid()) + "_" + std::to_string(n++) +
         suffix;
}

std::string scenario(const std::string &path) { return core::findDataFile("scenarios/" + path); }

/// Run a command; its standard output (and the exit code in `code`).
std::string run(const std::string &command, int *code = nullptr) {
  std::string out;
  FILE *p = ::popen((command + " 2>&1").c_str(), "r");
  if (!p) return out;
  char buf[4096];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0)
    out.append(buf, n);
  const int status = ::pclose(p);
  if (code) *code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

struct PdfInfo {
  int pages = 0;
  double width_pt = 0, height_pt = 0;
};

PdfInfo pdfinfo(const std::string &pdf) {
  const std::string text = run("pdfinfo '" + pdf + "'");
  PdfInfo info;
  std::smatch m;
  if (std::regex_search(text, m, std::regex(R"(Pages:\s+(\d+))"))) info.pages = std::stoi(m[1]);
  if (std::regex_search(text, m, std::regex(R"(Page size:\s+([\d.]+) x ([\d.]+) pts)"))) {
    info.width_pt = std::stod(m[1]);
    info.height_pt = std::stod(m[2]);
  }
  return info;
}

/// A page rasterised in grey by pdftoppm.
struct Raster {
  int width = 0, height = 0;
  double dpi = 0;
  std::vector<unsigned char> pixels;
  unsigned char at(int x, int y) const { return pixels[static_cast<std::size_t>(y) * width + x]; }
  double px(double mm) const { return mm / 25.4 * dpi; }
};

Raster rasterise(const std::string &pdf, int page, double dpi) {
  const std::string base = tempPath("");
  run("pdftoppm -gray -r " + std::to_string(static_cast<int>(dpi)) + " -f " + std::to_string(page) + " -l " +
      std::to_string(page) + " -singlefile '" + pdf + "' '" + base + "'");
  Raster r;
  r.dpi = dpi;
  std::ifstream in(base + ".pgm", std::ios::binary);
  std::string magic;
  int maxval = 0;
  in >> magic >> r.width >> r.height >> maxval;
  in.get();
  r.pixels.resize(static_cast<std::size_t>(r.width) * r.height);
  in.read(reinterpret_cast<char *>(r.pixels.data()), static_cast<std::streamsize>(r.pixels.size()));
  std::filesystem::remove(base + ".pgm");
  if (magic != "P5" || !in) r.width = r.height = 0;
  return r;
}

/// An Objectif Villes scenario of plain hexes only: every hexside a clean dark line on white.
std::string plainScenario(int columns, int rows) {
  std::string terrain;
  for (int j = 0; j < rows; ++j)
    terrain += "    " + std::string(static_cast<std::size_t>(columns), '.') + "\n";
  const std::string path = tempPath(".yaml");
  std::ofstream(path) << "game: objectif-villes\ntitle: Plaine\nmap:\n  terrain: |\n"
                      << terrain << "  legend: {'.': plain}\nsides:\n  - name: Pile\n    pieces: []\n"
                      << "  - name: Face\n    pieces: []\nfirst: Pile\nturn_limit: 6\n";
  return path;
}

class KitTest : public ::testing::Test {
protected:
  void SetUp() override { core::setLanguage("en"); }
  void TearDown() override { core::setLanguage("en"); }
};

const char *const kHexScenarios[] = {"objectif-villes/sept-villes.yaml", "detroits/detroits.yaml",
                                     "escadrilles/standard.yaml", "planetes/standard.yaml"};

TEST_F(KitTest, EveryHexGamePrintsItsBoardAndPiecesOnA4AndLetter) {
  for (const char *name : kHexScenarios)
    for (const Paper &paper : {a4(), letter()}) {
      SCOPED_TRACE(std::string(name) + " on " + paper.name);
      Options o;
      o.paper = paper;
      const std::vector<Page> pages = printPages(scenario(name), o);
      int boards = 0, counters = 0;
      for (const Page &p : pages) {
        boards += p.kind == "board";
        counters += p.kind == "counters";
      }
      EXPECT_GE(boards, 1);
      EXPECT_GE(counters, 1);
      const std::string pdf = tempPath(".pdf");
      ASSERT_EQ(printKit(scenario(name), pdf, o), "");
      const PdfInfo info = pdfinfo(pdf);
      EXPECT_EQ(info.pages, static_cast<int>(pages.size()));
      // The first page is portrait on this paper, to a tenth of a millimetre.
      EXPECT_NEAR(info.width_pt * kMmPerPoint, paper.width_mm, 0.1);
      EXPECT_NEAR(info.height_pt * kMmPerPoint, paper.height_mm, 0.1);
      std::filesystem::remove(pdf);
    }
}

TEST_F(KitTest, EveryShippedScenarioHasAKitWithPages) {
  int scenarios = 0;
  for (const auto &folder : std::filesystem::directory_iterator(core::findDataFile("scenarios")))
    for (const auto &file : std::filesystem::directory_iterator(folder.path())) {
      if (file.path().extension() != ".yaml") continue;
      SCOPED_TRACE(file.path().string());
      ++scenarios;
      std::vector<Page> pages;
      EXPECT_NO_THROW(pages = printPages(file.path().string(), Options{}));
      EXPECT_FALSE(pages.empty());
      for (const Page &p : pages)
        EXPECT_FALSE(p.layers.empty()) << p.kind;
    }
  EXPECT_GE(scenarios, 7);
}

// The quick reference of every shipped scenario, in English and French: no text runs into the
// next one on its line — a table's cell into the next column ("planétoïde, trou noir" ran over
// "fermé" in Planètes' French terrain table), a clause into its line.
TEST_F(KitTest, NoQuickReferenceTextRunsIntoTheNextOnItsLine) {
  int lines = 0;
  for (const char *lang : {"en", "fr"}) {
    core::setLanguage(lang);
    for (const auto &folder : std::filesystem::directory_iterator(core::findDataFile("scenarios")))
      for (const auto &file : std::filesystem::directory_iterator(folder.path())) {
        if (file.path().extension() != ".yaml") continue;
        Options o;
        o.parts = {Part::Reference};
        for (const Page &page : printPages(file.path().string(), o)) {
          if (page.kind != "reference") continue;
          // Each text's extent across the page, by the line it stands on.
          std::map<long, std::vector<std::tuple<double, double, std::string>>> by_line;
          for (const Page::Layer &layer : page.layers)
            for (const draw::Text &t : layer.scene->texts()) {
              const double w = widthMm(t.text, t.size / kMmPerPoint, t.bold);
              const double left = t.horizontal == draw::Align::Start ? t.at.x
                                  : t.horizontal == draw::Align::End ? t.at.x - w
                                                                     : t.at.x - w / 2;
              by_line[std::lround(t.at.y * 10)].emplace_back(left, left + w, t.text);
            }
          for (auto &[y, texts] : by_line) {
            std::sort(texts.begin(), texts.end());
            for (std::size_t k = 0; k + 1 < texts.size(); ++k) {
              ++lines;
              EXPECT_LE(std::get<1>(texts[k]), std::get<0>(texts[k + 1]) + 0.1)
                  << lang << " " << file.path().filename() << ": \"" << std::get<2>(texts[k])
                  << "\" runs into \"" << std::get<2>(texts[k + 1]) << "\"";
            }
          }
        }
      }
  }
  EXPECT_GT(lines, 100);
}

/// A hex measured across its flats on the page rasterised at 200 dpi: the dark hexside lines found
/// along a vertical line through a column of hexes (left of the numbers), their spacing.
double measuredHexMm(double hex_mm) {
  const std::string file = plainScenario(6, 6);
  Options o;
  o.hex_mm = hex_mm;
  o.parts = {Part::Board};
  const Kit kit = kitOf(file, o);
  const std::vector<Page> pages = layout(kit, o);
  const std::string pdf = tempPath(".pdf");
  EXPECT_EQ(writePdf(pdf, pages), "");
  EXPECT_EQ(pages.front().kind, "board");
  EXPECT_TRUE(pages.front().tile.has_value());
  const Raster r = rasterise(pdf, 1, 200);
  std::filesystem::remove(pdf);
  std::filesystem::remove(file);
  if (r.width == 0 || !pages.front().tile) return 0;
  // Column 02's hexes, a little left of their centres (the CCRR numbers are in the middle).
  const Picture &map = kit.boards.front().map;
  const draw::HexGeometry g(6, 6);
  const core::Vec2 c = g.center(core::fromOffset({1, 0}));
  const draw::Point top = map.toMm({static_cast<float>(c.x - 0.42), static_cast<float>(c.y)});
  const draw::Point origin = pages.front().tile->content;
  const int x = static_cast<int>(std::lround(r.px(origin.x + top.x)));
  // Centres of the dark runs down that line.
  std::vector<double> lines;
  int start = -1;
  for (int y = 0; y < r.height; ++y) {
    const bool dark = r.at(x, y) < 140;
    if (dark && start < 0) start = y;
    if (!dark && start >= 0) {
      lines.push_back((start + y - 1) / 2.0);
      start = -1;
    }
  }
  // The runs inside the board's frame: 7 flats down a column of 6 hexes (the frame's own edges
  // are outside this column's line).
  const double y0 = r.px(origin.y + top.y) - r.px(hex_mm) * 0.6, y1 = y0 + r.px(hex_mm) * 6.2;
  std::vector<double> inside;
  for (const double y : lines)
    if (y > y0 && y < y1) inside.push_back(y);
  EXPECT_EQ(inside.size(), 7u);
  if (inside.size() < 2) return 0;
  return (inside.back() - inside.front()) / static_cast<double>(inside.size() - 1) * 25.4 / r.dpi;
}

TEST_F(KitTest, AHexMeasuredOnThePrintedPageIsHexMmAcrossItsFlats) {
  for (const double mm : {19.0, 25.0}) {
    SCOPED_TRACE(mm);
    EXPECT_NEAR(measuredHexMm(mm), mm, 0.3);
  }
}

TEST_F(KitTest, TiledPagesShareTheStatedStrip) {
  Options o;
  o.parts = {Part::Board};
  o.overlap_mm = 12;
  const std::vector<Page> pages = printPages(scenario("planetes/standard.yaml"), o);
  std::vector<const Page *> tiles;
  for (const Page &p : pages)
    if (p.kind == "board") tiles.push_back(&p);
  ASSERT_GE(tiles.size(), 2u);
  const TileInfo a = *tiles[0]->tile, b = *tiles[1]->tile;
  ASSERT_EQ(a.columns, 2);
  ASSERT_EQ(b.column, 1);
  // What the pages say: B1's window starts the strip before A1's ends.
  EXPECT_NEAR(a.window.x + a.window.width - b.window.x, 12, 1e-3);
  // What the paper shows: A1's last 12 mm and B1's first 12 mm are the same picture (inside a
  // millimetre of the cut lines).
  const std::string pdf = tempPath(".pdf");
  ASSERT_EQ(writePdf(pdf, pages), "");
  int first = 0;
  while (pages[static_cast<std::size_t>(first)].kind != "board")
    ++first;
  const Raster ra = rasterise(pdf, first + 1, 100), rb = rasterise(pdf, first + 2, 100);
  std::filesystem::remove(pdf);
  ASSERT_GT(ra.width, 0);
  ASSERT_GT(rb.width, 0);
  const double ax = a.content.x + a.window.width - 12, bx = b.content.x;
  long differ = 0, dark = 0, total = 0;
  for (double y = a.content.y + 1; y < a.content.y + a.window.height - 1; y += 0.25)
    for (double dx = 1; dx < 11; dx += 0.25) {
      const int pa = ra.at(static_cast<int>(ra.px(ax + dx)), static_cast<int>(ra.px(y)));
      const int pb = rb.at(static_cast<int>(rb.px(bx + dx)), static_cast<int>(rb.px(y)));
      differ += std::abs(pa - pb) > 60;
      dark += pa < 160;
      ++total;
    }
  EXPECT_GT(dark, total / 50) << "the strip holds the board's lines";
  EXPECT_LT(differ, total / 100) << differ << " of " << total << " points differ";
}

TEST_F(KitTest, FrenchAndEnglishKitsHaveEveryGlyphAndEmbedDejaVu) {
  std::vector<std::string> every(std::begin(kHexScenarios), std::end(kHexScenarios));
  every.push_back("haute-mer/battle.yaml");
  for (const char *lang : {"en", "fr"}) {
    ASSERT_TRUE(core::setLanguage(lang));
    for (const std::string &name : every) {
      SCOPED_TRACE(name + " in " + lang);
      const std::vector<Page> pages = printPages(scenario(name), Options{});
      std::string missing;
      for (const Page &p : pages)
        for (const Page::Layer &l : p.layers)
          for (const draw::Text &t : l.scene->texts())
            missing += draw::missingGlyphs(t.text, t.bold);
      EXPECT_EQ(missing, "");
      const std::string pdf = tempPath(".pdf");
      ASSERT_EQ(writePdf(pdf, pages), "");
      const std::string fonts = run("pdffonts '" + pdf + "'");
      std::filesystem::remove(pdf);
      EXPECT_NE(fonts.find("DejaVuSans"), std::string::npos) << fonts;
      EXPECT_EQ(fonts.find(" no "), std::string::npos) << "a font not embedded:\n" << fonts;
    }
  }
}

TEST_F(KitTest, TheFrenchKitSpeaksFrench) {
  ASSERT_TRUE(core::setLanguage("fr"));
  const std::string pdf = tempPath(".pdf");
  Options o;
  o.parts = {Part::Board};
  ASSERT_EQ(printKit(scenario("escadrilles/small.yaml"), pdf, o), "");
  const std::string text = run("pdftotext '" + pdf + "' -");
  std::filesystem::remove(pdf);
  EXPECT_NE(text.find(core::tr("Legend")), std::string::npos);
  EXPECT_NE(std::string(core::tr("Legend")), "Legend");
}

/// Every card of a kit's pages, counted by id; the backs apart.
std::map<std::string, int> cardsOn(const std::vector<Page> &pages, int &backs) {
  std::map<std::string, int> n;
  backs = 0;
  for (const Page &p : pages)
    for (const Slot &s : p.slots) {
      if (p.kind == "cards") ++n[s.id];
      if (p.kind == "card-backs") ++backs;
    }
  return n;
}

template <class G> void expectTheDeck(const std::string &file, const Options &o) {
  const auto rules = G::load(file);
  const std::vector<Page> pages = printPages(file, o);
  int backs = 0;
  const std::map<std::string, int> printed = cardsOn(pages, backs);
  int total = 0;
  for (const auto &t : rules.deck.types) {
    EXPECT_EQ(printed.contains(t.id) ? printed.at(t.id) : 0, t.count) << t.id;
    total += t.count;
  }
  EXPECT_EQ(backs, total);
  for (const Page &p : pages) {
    if (p.kind == "cards") {
      EXPECT_LE(static_cast<int>(p.slots.size()), o.cards_per_page);
    }
  }
}

TEST_F(KitTest, TheCardGamesPrintEveryCardOfTheDeckWithItsBack) {
  Options o;
  expectTheDeck<nautic_miles::Game>(scenario("nautic-miles/duel.yaml"), o);
  expectTheDeck<milles_nautiques::Game>(scenario("milles-nautiques/duel.yaml"), o);
  o.paper = letter();
  o.cards_per_page = 6;
  expectTheDeck<nautic_miles::Game>(scenario("nautic-miles/teams-4.yaml"), o);
}

/// The text of a scenario's kit with only `parts`, in the current language (pdftotext).
std::string kitText(const std::string &file, std::set<Part> parts, std::vector<Page> *pages = nullptr) {
  Options o;
  o.parts = std::move(parts);
  const std::string pdf = tempPath(".pdf");
  EXPECT_EQ(printKit(file, pdf, o), "");
  if (pages) *pages = printPages(file, o);
  const std::string text = run("pdftotext '" + pdf + "' -");
  std::filesystem::remove(pdf);
  return text;
}

bool hasPage(const std::vector<Page> &pages, const std::string &kind) {
  return std::any_of(pages.begin(), pages.end(), [&](const Page &p) { return p.kind == kind; });
}

TEST_F(KitTest, TheCardGamesPrintTheirQuickReferenceAndSheet) {
  std::vector<Page> pages;
  // Milles Nautiques: the race sheet with each boat, the hazards with their remedies and jokers,
  // the Mistoufle as the scenario asks it, the race's distance.
  std::string text = kitText(scenario("milles-nautiques/duel.yaml"), {Part::Sheets, Part::Reference}, &pages);
  EXPECT_TRUE(hasPage(pages, "sheet"));
  EXPECT_TRUE(hasPage(pages, "reference"));
  for (const char *want : {"race sheet", "Anne: miles", "Bruno: miles", "Hazards and remedies", "MN-JOKER-1",
                           "MN-MIST-1", "no mistoufle", "1,500 miles", "Tactician"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  // A series says its total; three boats race 1,000 miles.
  text = kitText(scenario("milles-nautiques/three-boats.yaml"), {Part::Sheets, Part::Reference});
  EXPECT_NE(text.find("1,000 miles"), std::string::npos) << text;
  // Nautic Miles: the attacks and what answers them, the warships' strengths, the points table
  // from the deck file (a 20,000-ton convoy in port is worth 20, a 2,500-ton one 2.5).
  text = kitText(scenario("nautic-miles/duel.yaml"), {Part::Reference}, &pages);
  EXPECT_TRUE(hasPage(pages, "reference"));
  EXPECT_FALSE(hasPage(pages, "sheet"));
  for (const char *want : {"Attacks and their answers", "NM-BATTLE-4", "NM-SCORE-1", "in port", "20000t",
                           "2.5", "Minesweeper", "NM-STORM-1"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
}

TEST_F(KitTest, DetroitsPrintsAnOrderSheetPerFleetAndObjectifVillesATurnRecord) {
  std::vector<Page> pages;
  std::string text = kitText(scenario("detroits/detroits.yaml"), {Part::Sheets}, &pages);
  EXPECT_TRUE(hasPage(pages, "sheet"));
  for (const char *want :
       {"order sheet of Bleu", "order sheet of Rouge", "Foudroyant", "DT-ORDER-1", "DT-ORDER-4"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  text = kitText(scenario("objectif-villes/sept-villes.yaml"), {Part::Sheets}, &pages);
  EXPECT_TRUE(hasPage(pages, "sheet"));
  for (const char *want : {"turn record", "Pile: moves and attacks", "Face: cities", "OV-WIN-1", "20"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
}

// PL-PLACE-1, PL-ZOC-1: the quick reference says the placement and zones of control the scenario
// plays with — the standard board places side by side with zones of control (PL-MAP-1), the small
// one alternately without them.
TEST_F(KitTest, PlanetesReferenceSaysHowItsScenarioPlacesAndWhetherZonesOfControlHold) {
  const auto flat = [](std::string text) { // a sentence may wrap on the page
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
  };
  std::string text = flat(kitText(scenario("planetes/standard.yaml"), {Part::Reference}));
  for (const char *want : {"Rouge places all its units not on the map, then Vert places its own", "PL-ZOC-1"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  EXPECT_EQ(text.find("one at a time"), std::string::npos) << text;
  text = flat(kitText(scenario("planetes/small.yaml"), {Part::Reference}));
  EXPECT_NE(text.find("placed one at a time, sides in turn, Rouge first"), std::string::npos) << text;
  EXPECT_EQ(text.find("PL-ZOC-1"), std::string::npos) << text;
}

TEST_F(KitTest, TheFrenchCardReferenceSpeaksFrench) {
  ASSERT_TRUE(core::setLanguage("fr"));
  const std::string text = kitText(scenario("milles-nautiques/duel.yaml"), {Part::Reference});
  EXPECT_NE(text.find("Attaques et parades"), std::string::npos) << text;
  EXPECT_EQ(text.find("Hazards and remedies"), std::string::npos) << text;
}

TEST_F(KitTest, HauteMerShipsHaveTheirSilhouetteOnTheBaseAndACardWithDamageTracks) {
  const std::string file = scenario("haute-mer/duel.yaml");
  Options o;
  o.parts = {Part::Counters, Part::Sheets};
  const Kit kit = kitOf(file, o);
  const PieceSheet *bases = nullptr, *cards = nullptr;
  for (const PieceSheet &sheet : kit.pieces)
    (sheet.part == Part::Sheets ? cards : bases) = &sheet;
  ASSERT_NE(bases, nullptr);
  ASSERT_NE(cards, nullptr);
  ASSERT_FALSE(bases->pieces.empty());
  EXPECT_EQ(bases->pieces.size(), cards->pieces.size());
  for (const Piece &p : bases->pieces) {
    ASSERT_EQ(p.front.scene->images().size(), 1u);
    EXPECT_EQ(p.front.scene->images().front().name.rfind("ships/", 0), 0u);
    EXPECT_TRUE(std::filesystem::exists(
        core::findDataFile("assets/" + p.front.scene->images().front().name + ".svg")))
        << p.front.scene->images().front().name;
  }
  // The card: its tracks' boxes numbered down from each value (a cuirassé's structure 6 … 1).
  std::vector<Page> pages;
  const std::string text = kitText(file, {Part::Sheets}, &pages);
  EXPECT_TRUE(hasPage(pages, "sheet"));
  for (const char *want : {"ship cards", "movement", "combat", "structure", "0: sunk", "HM-DMG-1"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
}

/// The whole-UD ticks of Haute Mer's first ruler measured on the page rasterised at 200 dpi: the
/// distance from the 0 to the last, in millimetres, and the UD it spans.
std::pair<double, double> measuredRuler(double ud_cm) {
  Options o;
  o.ud_cm = ud_cm;
  o.parts = {Part::Rulers};
  const std::string file = scenario("haute-mer/duel.yaml");
  const Kit kit = kitOf(file, o);
  const std::vector<Page> pages = layout(kit, o);
  const std::string pdf = tempPath(".pdf");
  EXPECT_EQ(writePdf(pdf, pages), "");
  const Raster r = rasterise(pdf, 1, 200);
  std::filesystem::remove(pdf);
  EXPECT_FALSE(kit.rulers.empty());
  EXPECT_FALSE(pages.front().slots.empty());
  if (r.width == 0 || kit.rulers.empty() || pages.front().slots.empty()) return {0, 0};
  // A line across the ruler 5.5 mm under its top edge: only the whole units' ticks reach it.
  const draw::Rect body = pages.front().slots.front().rect;
  const int y = static_cast<int>(std::lround(r.px(body.y + 5.5)));
  std::vector<double> ticks;
  int start = -1;
  for (int x = static_cast<int>(r.px(body.x - 2)); x < static_cast<int>(r.px(body.x + body.width + 2)); ++x) {
    const bool dark = r.at(x, y) < 140;
    if (dark && start < 0) start = x;
    if (!dark && start >= 0) {
      ticks.push_back((start + x - 1) / 2.0);
      start = -1;
    }
  }
  const double length = kit.rulers.front().length;
  EXPECT_EQ(ticks.size(), static_cast<std::size_t>(std::lround(length)) + 1);
  if (ticks.size() < 2) return {0, length};
  return {(ticks.back() - ticks.front()) * 25.4 / r.dpi, length};
}

TEST_F(KitTest, AHauteMerRulerIsGraduatedAtTheTablesUd) {
  for (const double cm : {2.0, 4.0}) {
    SCOPED_TRACE(cm);
    const auto [mm, ud] = measuredRuler(cm);
    EXPECT_GE(ud, 4);
    EXPECT_NEAR(mm, ud * cm * 10, 0.5);
  }
}

// ---- what a person types -------------------------------------------------------------------------

TEST_F(KitTest, BadValuesAreRefusedWithWhatIsKnown) {
  EXPECT_EQ(paperNamed("Letter"), letter());
  EXPECT_THROW(paperNamed("b5"), std::invalid_argument);
  EXPECT_EQ(partsNamed("board, counters"), (std::set<Part>{Part::Board, Part::Counters}));
  try {
    partsNamed("board,maps");
    FAIL();
  } catch (const std::invalid_argument &e) {
    EXPECT_NE(std::string(e.what()).find("maps"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("counters"), std::string::npos);
  }
  Options o;
  o.hex_mm = 3;
  EXPECT_THROW(check(o), std::invalid_argument);
  EXPECT_EQ(paperOfLocale("en_US.UTF-8"), letter());
  EXPECT_EQ(paperOfLocale("fr_FR.UTF-8"), a4());
}

/// The words of `amiraute render SCENARIO -o X.pdf EXTRA` (pdftotext), or "" when it failed.
std::string renderedText(const std::string &file, const std::string &extra) {
  const std::string bin = AMIRAUTE_BINARY, pdf = tempPath(".pdf");
  int code = -1;
  const std::string out =
      run(bin + " render '" + file + "' -o '" + pdf + "' --size 1600x1000 --lang en " + extra, &code);
  EXPECT_EQ(code, 0) << out;
  const std::string text = run("pdftotext '" + pdf + "' -");
  std::filesystem::remove(pdf);
  return code == 0 ? text : "";
}

bool says(const std::string &text, const std::string &words) { return text.find(words) != std::string::npos; }

// A scenario's author renders it to check the file: the picture says which scenario it is, which
// colour is which side and how many pieces each has, and names each piece — as the screen draws
// it (render) and as on paper (--light), never the pieces a board without them leaves out.
TEST_F(KitTest, ARenderedHexScenarioNamesItsTitleSidesAndPieces) {
  const std::string straits = scenario("detroits/detroits.yaml");
  const detroits::Rules dt = detroits::Game::load(straits);
  for (const char *look : {"", "--light"}) {
    const std::string text = renderedText(straits, look);
    EXPECT_TRUE(says(text, dt.title)) << look << "\n" << text;
    for (const std::string &side : dt.sides)
      EXPECT_TRUE(says(text, side + " — 5 pieces")) << look << " " << side << "\n" << text;
    for (const detroits::ShipSetup &ship : dt.ships)
      EXPECT_TRUE(says(text, ship.name)) << look << " " << ship.name << "\n" << text;
  }
  const std::string bare = renderedText(straits, "--no-pieces");
  EXPECT_TRUE(says(bare, dt.title)) << bare;
  EXPECT_TRUE(says(bare, dt.sides[0])) << bare;
  EXPECT_FALSE(says(bare, "pieces")) << bare;
  for (const detroits::ShipSetup &ship : dt.ships)
    EXPECT_FALSE(says(bare, ship.name)) << ship.name;

  const std::string planes = scenario("escadrilles/standard.yaml");
  const escadrilles::Rules es = escadrilles::Game::load(planes);
  for (const char *look : {"", "--light"}) {
    const std::string text = renderedText(planes, look);
    EXPECT_TRUE(says(text, es.title)) << look;
    for (int s = 0; s < 2; ++s) {
      const std::string side = es.sides[static_cast<std::size_t>(s)];
      EXPECT_TRUE(says(text, side + " — " + std::to_string(es.planes[static_cast<std::size_t>(s)].size()) +
                                 " pieces"))
          << look << "\n"
          << text;
      for (const escadrilles::PlaneSetup &p : es.planes[static_cast<std::size_t>(s)])
        EXPECT_TRUE(says(text, side + " " + std::to_string(p.number)))
            << look << " " << side << " " << p.number;
    }
  }
  // Units known by their hex (the scenario places them there, the referee moves them from there),
  // whose number their counter hides; coins whose hex shows above them; their sides' colours.
  for (const char *look : {"", "--light"}) {
    const std::string units = renderedText(scenario("planetes/standard-deployed.yaml"), look);
    for (const char *words : {"Rouge — 9 pieces", "Vert — 9 pieces", "0407", "1607"})
      EXPECT_TRUE(says(units, words)) << look << " " << words << "\n" << units;
    const std::string coins = renderedText(scenario("objectif-villes/sept-villes-deployed.yaml"), look);
    for (const char *words : {"Les sept villes", "Pile — 10 pieces", "Face — 10 pieces"})
      EXPECT_TRUE(says(coins, words)) << look << " " << words << "\n" << coins;
  }
}

TEST_F(KitTest, TheCommandPrintsAndSaysWhyNot) {
  const std::string bin = AMIRAUTE_BINARY, pdf = tempPath(".pdf");
  int code = -1;
  std::string out = run(bin + " print '" + scenario("planetes/small.yaml") + "' -o '" + pdf +
                            "' --paper letter --hex-mm 21 --only board,counters --lang en",
                        &code);
  EXPECT_EQ(code, 0) << out;
  EXPECT_EQ(pdfinfo(pdf).pages > 0, true);
  EXPECT_NEAR(pdfinfo(pdf).width_pt * kMmPerPoint, letter().width_mm, 0.1);
  std::filesystem::remove(pdf);
  out = run(bin + " print '" + scenario("haute-mer/duel.yaml") + "' -o '" + pdf + "' --only board --lang en",
            &code);
  EXPECT_NE(code, 0);
  EXPECT_NE(out.find("none of the parts asked for"), std::string::npos) << out;
  EXPECT_FALSE(std::filesystem::exists(pdf));
  out = run(bin + " print '" + scenario("planetes/small.yaml") + "' -o '" + pdf +
                "' --only board,maps --lang en",
            &code);
  EXPECT_NE(code, 0);
  EXPECT_NE(out.find("unknown part 'maps'"), std::string::npos) << out;
  out = run(bin + " print '" + scenario("planetes/small.yaml") + "' -o '" + pdf + "' --paper b5 --lang en",
            &code);
  EXPECT_NE(code, 0);
  EXPECT_NE(out.find("a4, letter or a3"), std::string::npos) << out;
  out = run(bin + " print '" + scenario("planetes/small.yaml") + "' -o kit.png --lang en", &code);
  EXPECT_NE(code, 0);
  EXPECT_NE(out.find(".pdf"), std::string::npos) << out;
}

} // namespace
} // namespace amiraute::print
