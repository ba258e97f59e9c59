// The scenario editor (issue 25) driven as an author points: a new author's Détroits strait with
// two islands, four lighthouses and ten ships built by clicks and drags on the map, checked as it
// goes, tried against the computer, saved: `validate` accepts the file, and the comment written by
// hand before the edit is still there. Events go through Editor::handleEvent as the window's do.
#include "ui/Editor.h"
#include "core/FileOverlay.h"
#include "core/Files.h"
#include "core/Yaml.h"
#include "game/Registry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace amiraute::ui {
namespace {

namespace fs = std::filesystem;

struct TempDir {
  fs::path path = fs::temp_directory_path() / ("amiraute-editor-" + std::to_string(::getpid()) + "-" +
                                               std::to_string(reinterpret_cast<std::uintptr_t>(this)));
  TempDir() { fs::create_directories(path); }
  ~TempDir() { fs::remove_all(path); }
};

void write(const fs::path &p, const std::string &text) { std::ofstream(p) << text; }

/// The hand-written start of a strait: a sea of 11 x 9 hexes, nothing placed yet.
const char *const kStart = R"(# yaml-language-server: $schema=../../schemas/detroits.schema.json
# Mon détroit — written by hand before the editor: keep this line.
game: detroits
title: Mon détroit
map:
  terrain: |
    ~~~~~~~~~~~
    ~~~~~~~~~~~
    ~~~~~~~~~~~
    ~~~~~~~~~~~
    ~~~~~~~~~~~
    ~~~~~~~~~~~
    ~~~~~~~~~~~
    ~~~~~~~~~~~
    ~~~~~~~~~~~
  legend: {'~': sea}
lighthouses: []
sides:
  - name: Bleu
    ships: []
  - name: Rouge
    ships: []
first: Bleu  # who opens
turn_limit: 12
)";

class Pointer {
public:
  explicit Pointer(Editor &e) : e_(e) {}
  void move(core::Hex h) { move(e_.screenOf(h)); }
  void move(sf::Vector2f p) {
    sf::Event ev;
    ev.type = sf::Event::MouseMoved;
    ev.mouseMove = {static_cast<int>(p.x), static_cast<int>(p.y)};
    e_.handleEvent(ev, false, false);
  }
  void button(core::Hex h, bool down) {
    const sf::Vector2f p = e_.screenOf(h);
    sf::Event ev;
    ev.type = down ? sf::Event::MouseButtonPressed : sf::Event::MouseButtonReleased;
    ev.mouseButton = {sf::Mouse::Left, static_cast<int>(p.x), static_cast<int>(p.y)};
    e_.handleEvent(ev, false, false);
  }
  void click(core::Hex h) {
    move(h);
    button(h, true);
    button(h, false);
  }
  void drag(std::initializer_list<core::Hex> path) {
    const core::Hex first = *path.begin(), last = *(path.end() - 1);
    move(first);
    button(first, true);
    for (const core::Hex h : path)
      move(h);
    button(last, false);
  }
  void key(sf::Keyboard::Key code, bool control = false, bool shift = false) {
    sf::Event ev;
    ev.type = sf::Event::KeyPressed;
    ev.key = {code, false, control, shift, false};
    e_.handleEvent(ev, false, false);
  }

private:
  Editor &e_;
};

core::Hex hex(const char *ccrr) { return core::parseHex(ccrr); }

int countOf(const std::string &text, char c) {
  return static_cast<int>(std::count(text.begin(), text.end(), c));
}

TEST(Editor, a_new_author_builds_a_strait_by_pointing_tries_it_against_the_computer_and_saves_a_valid_file) {
  TempDir dir;
  const fs::path file = dir.path / "strait.yaml";
  write(file, kStart);
  Editor ed(file.string(), 7);
  ed.resize({1600, 1000});
  Pointer at(ed);
  // Opened with what is missing said, as `validate` says it.
  ASSERT_FALSE(ed.problems().empty());
  EXPECT_NE(ed.problems().front().message.find("DT-MAP-2"), std::string::npos)
      << ed.problems().front().message;
  EXPECT_TRUE(ed.hexMap());
  EXPECT_EQ(ed.columns(), 11);
  EXPECT_EQ(ed.rows(), 9);

  // Two islands: one painted in a stroke, one hex by hex.
  ed.setBrush("land");
  at.drag({hex("0404"), hex("0405"), hex("0505")});
  at.click(hex("0805"));
  at.click(hex("0806"));
  for (const char *h : {"0404", "0405", "0505", "0805", "0806"})
    EXPECT_EQ(ed.terrainAt(hex(h)), ed.terrainAt(hex("0404"))) << h;
  EXPECT_NE(ed.terrainAt(hex("0404")), '~');
  EXPECT_EQ(ed.terrainAt(hex("0606")), '~');
  // The stroke was one step: one undo takes back the drag, not each hex of it.
  ed.undo(); // the second island's second hex
  EXPECT_EQ(ed.terrainAt(hex("0806")), '~');
  ed.redo();
  EXPECT_NE(ed.terrainAt(hex("0806")), '~');

  // Four lighthouses, one clicked twice (in, then out again).
  ed.setTool(Editor::Tool::Set, 0);
  for (const char *h : {"0403", "0803", "0807", "0407", "0606", "0606"})
    at.click(hex(h));
  EXPECT_EQ(ed.setHexes(0).size(), 4u);

  // Five ships a side: two three-masters and three frigates each.
  ed.setTool(Editor::Tool::Pieces);
  ed.setSide(0);
  ed.setPieceType("three-master");
  at.click(hex("0203"));
  at.click(hex("0206"));
  ed.setPieceType("frigate");
  for (const char *h : {"0102", "0105", "0108"})
    at.click(hex(h));
  ed.setSide(1);
  ed.setPieceType("three-master");
  at.click(hex("0904"));
  at.click(hex("0907"));
  ed.setPieceType("frigate");
  for (const char *h : {"1102", "1105", "1108"})
    at.click(hex(h));
  ASSERT_EQ(ed.pieces().size(), 10u);
  // A three-master shows its stern: clicking it selects the ship, not a new one.
  const auto foudroyant = ed.pieceAt(hex("0203"));
  ASSERT_TRUE(foudroyant);
  EXPECT_EQ(foudroyant->covers.size(), 2u);
  at.click(foudroyant->covers[1]);
  ASSERT_TRUE(ed.selected());
  EXPECT_EQ(*ed.selected(), foudroyant->ref);
  EXPECT_EQ(ed.pieces().size(), 10u);
  // Turn it, and drag a frigate to another hex.
  at.key(sf::Keyboard::R);
  EXPECT_EQ(ed.pieceAt(hex("0203"))->facing, foudroyant->facing % 6 + 1);
  at.drag({hex("0108"), hex("0208"), hex("0308")});
  EXPECT_FALSE(ed.pieceAt(hex("0108")));
  ASSERT_TRUE(ed.pieceAt(hex("0308")));
  // A name a person chose, and the second side renamed.
  ed.setPieceField(foudroyant->ref, "name", "Foudroyant");
  ed.renameSide(1, "Albion");
  EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().what();
  ASSERT_NE(ed.preview(), nullptr);

  // Tried against the computer, then back to the editor where it was.
  const auto selected = ed.selected();
  ASSERT_TRUE(ed.testPlay("easy")) << ed.lastError();
  ASSERT_TRUE(ed.testing());
  EXPECT_TRUE(ed.testFrame()->session().computers().isComputer(1)); // Albion
  EXPECT_FALSE(ed.testFrame()->session().computers().isComputer(0));
  at.key(sf::Keyboard::F5);
  EXPECT_FALSE(ed.testing());
  EXPECT_EQ(ed.tool(), Editor::Tool::Pieces);
  EXPECT_EQ(ed.selected(), selected);

  // Saved: `validate` accepts it, the comment written by hand is there, and so is every piece.
  EXPECT_TRUE(ed.dirty());
  at.key(sf::Keyboard::S, true);
  EXPECT_FALSE(ed.dirty());
  const std::string saved = core::readFile(file.string());
  EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
  EXPECT_NE(saved.find("# Mon détroit — written by hand before the editor: keep this line.\n"),
            std::string::npos);
  EXPECT_NE(saved.find("first: Bleu  # who opens\n"), std::string::npos) << saved;
  EXPECT_NE(saved.find("name: Foudroyant"), std::string::npos);
  EXPECT_NE(saved.find("- name: Albion"), std::string::npos);
  const YAML::Node root = core::loadYamlString(saved, file.string());
  EXPECT_EQ(root["lighthouses"].size(), 4u);
  EXPECT_EQ(root["sides"][0]["ships"].size() + root["sides"][1]["ships"].size(), 10u);
  EXPECT_EQ(countOf(root["map"]["terrain"].Scalar(), '~'), 11 * 9 - 5);
}

TEST(Editor, saving_a_file_with_problems_or_changed_on_the_disk_asks_first_and_back_loses_nothing) {
  TempDir dir;
  const fs::path file = dir.path / "small.yaml";
  fs::copy_file(core::findDataFile("scenarios/detroits/small.yaml"), file);
  const std::string original = core::readFile(file.string());
  Editor ed(file.string(), 1);
  ed.resize({1600, 1000});
  ASSERT_TRUE(ed.problems().empty());
  // A lighthouse taken out: three are not a strait.
  ed.setTool(Editor::Tool::Set, 0);
  ed.clickHex(ed.setHexes(0).front());
  ASSERT_FALSE(ed.problems().empty());
  EXPECT_FALSE(ed.testPlay());
  EXPECT_FALSE(ed.testing());
  EXPECT_FALSE(ed.save());
  ASSERT_TRUE(ed.question());
  ed.answer(1); // back to the editor
  EXPECT_EQ(core::readFile(file.string()), original);
  EXPECT_TRUE(ed.dirty());
  // Quitting asks too; going back keeps everything.
  EXPECT_FALSE(ed.mayClose());
  ASSERT_TRUE(ed.question());
  ed.answer(2);
  EXPECT_FALSE(ed.takeCloseRequest());
  ed.undo();
  EXPECT_TRUE(ed.problems().empty());
  EXPECT_FALSE(ed.dirty());
  // Another program wrote the file meanwhile: replacing it is asked.
  ed.turnPiece(ed.pieces().front().ref, 1);
  write(file, original + "# edited elsewhere\n");
  EXPECT_FALSE(ed.save());
  ASSERT_TRUE(ed.question());
  ed.answer(1);
  EXPECT_EQ(core::readFile(file.string()), original + "# edited elsewhere\n");
  EXPECT_FALSE(ed.save());
  ed.answer(0); // replace it
  EXPECT_FALSE(ed.dirty());
  EXPECT_EQ(core::readFile(file.string()), ed.document().text());
  // Saved and asked to quit: it closes at once.
  EXPECT_TRUE(ed.mayClose());
}

TEST(Editor, haute_mer_ships_are_placed_dragged_and_turned_anywhere_on_the_table_and_saved_as_x_y_heading) {
  TempDir dir;
  // The scenario beside a fleets folder, as shipped (its `fleets:` path is relative).
  fs::create_directories(dir.path / "scenarios" / "haute-mer");
  fs::create_directory_symlink(fs::absolute(core::findDataFile("fleets")), dir.path / "fleets");
  const fs::path file = dir.path / "scenarios" / "haute-mer" / "duel.yaml";
  fs::copy_file(core::findDataFile("scenarios/haute-mer/duel.yaml"), file);
  Editor ed(file.string(), 1);
  ed.resize({1600, 1000});
  ASSERT_TRUE(ed.problems().empty()) << ed.problems().front().what();
  ASSERT_TRUE(ed.freePieces());
  ASSERT_EQ(ed.pieces().size(), 6u);
  EXPECT_EQ(ed.tool(), Editor::Tool::Pieces);
  const auto press = [&](draw::Point w, bool down) {
    const sf::Vector2f p = ed.screenOf(w);
    sf::Event ev;
    ev.type = down ? sf::Event::MouseButtonPressed : sf::Event::MouseButtonReleased;
    ev.mouseButton = {sf::Mouse::Left, static_cast<int>(std::lround(p.x)),
                      static_cast<int>(std::lround(p.y))};
    ed.handleEvent(ev, false, false);
  };
  // A light cruiser for Bleu, at the foot of the table, clicked where nothing stands.
  ed.setSide(0);
  ed.setPieceType("croiseur-leger");
  press({4, 3}, true);
  press({4, 3}, false);
  ASSERT_EQ(ed.pieces().size(), 7u);
  const auto added = ed.pieceNear({4, 3});
  ASSERT_TRUE(added);
  EXPECT_NEAR(added->x, 4, 0.2);
  EXPECT_NEAR(added->y, 3, 0.2);
  EXPECT_EQ(added->heading, 45); // as the side's other ships head
  EXPECT_EQ(added->type, "croiseur-leger");
  // Gloire (12, 6) dragged three units east, then turned twice by 5°.
  press({12.2f, 6.1f}, true);
  press({15.2f, 6.1f}, false);
  const auto gloire = ed.pieceNear({15, 6});
  ASSERT_TRUE(gloire);
  EXPECT_EQ(gloire->label, "Gloire");
  EXPECT_NEAR(gloire->x, 15, 0.11);
  EXPECT_NEAR(gloire->y, 6, 0.11);
  ed.turnPiece(gloire->ref, 2);
  EXPECT_EQ(ed.pieceNear({15, 6})->heading, 55);
  // Its handle, beyond the bow, dragged due east: heading 90, by 5° steps...
  const auto handle = ed.turnHandle();
  ASSERT_TRUE(handle);
  const auto move = [&](draw::Point w) {
    const sf::Vector2f p = ed.screenOf(w);
    sf::Event ev;
    ev.type = sf::Event::MouseMoved;
    ev.mouseMove = {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))};
    ed.handleEvent(ev, false, false);
  };
  press(*handle, true);
  move({19, 5.9f}); // a little south of east (91.4°): 90 after the 5° snap
  press({19, 5.9f}, false);
  EXPECT_EQ(ed.pieceNear({15, 6})->heading, 90);
  // ...and freely with Shift held.
  sf::Event shift;
  shift.type = sf::Event::KeyPressed;
  shift.key = {sf::Keyboard::LShift, false, false, true, false};
  ed.handleEvent(shift, false, false);
  press(*ed.turnHandle(), true);
  move({19, 8});
  press({19, 8}, false);
  shift.type = sf::Event::KeyReleased;
  ed.handleEvent(shift, false, false);
  const int free_heading = ed.pieceNear({15, 6})->heading; // atan2(4, 2): 63.4°
  EXPECT_EQ(free_heading, 63);
  ed.undo();
  ed.undo();
  EXPECT_EQ(ed.pieceNear({15, 6})->heading, 55);
  // Off the table is refused by the game's own reader, and shown.
  ed.movePieceTo(gloire->ref, 80, 6);
  EXPECT_FALSE(ed.problems().empty());
  ed.undo();
  EXPECT_TRUE(ed.problems().empty());
  ASSERT_TRUE(ed.save());
  const std::string saved = core::readFile(file.string());
  EXPECT_NE(saved.find("# A small duel: two cruisers and a destroyer a side close in at dawn."),
            std::string::npos);
  EXPECT_NE(saved.find("{name: Gloire, class: croiseur-lourd, x: 15, y: 6, heading: 55}"), std::string::npos)
      << saved;
  EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
}

TEST(Editor, a_new_author_builds_a_haute_mer_convoy_escort_with_objectives_by_pointing_and_tries_it) {
  TempDir dir;
  const fs::path file = dir.path / "convoy.yaml";
  write(file,
        "# Mon convoi — written by hand before the editor: keep this line.\n"
        "game: haute-mer\ntitle: Mon convoi\ntable: {width: 26, height: 18}\n"
        "fleets: [\"" +
            core::findDataFile("fleets/haute-mer/standard.yaml") +
            "\"]\n"
            "classes:\n  - {id: cargo, name: Cargo, movement: 3, combat: 1, structure: 3, base: {length: "
            "1.5, width: 0.4}}\n"
            "sides:\n  - name: Bleu\n    ships: []\n  - name: Rouge\n    ships: []\n"
            "first: Bleu\nvictory: {turn_limit: 8}\n");
  Editor ed(file.string(), 5);
  ed.resize({1600, 1000});
  ASSERT_TRUE(ed.freePieces());
  const auto click = [&](draw::Point w) {
    const sf::Vector2f p = ed.screenOf(w);
    for (bool down : {true, false}) {
      sf::Event ev;
      ev.type = down ? sf::Event::MouseButtonPressed : sf::Event::MouseButtonReleased;
      ev.mouseButton = {sf::Mouse::Left, static_cast<int>(std::lround(p.x)),
                        static_cast<int>(std::lround(p.y))};
      ed.handleEvent(ev, false, false);
    }
  };
  // Three merchantmen of the file's own class and an escort for Bleu, two raiders for Rouge, each a
  // click where the table is empty.
  const auto types = ed.pieceTypes(0);
  EXPECT_EQ(types.back(), "cargo"); // after the fleet file's classes
  EXPECT_NE(std::find(types.begin(), types.end(), "croiseur-leger"), types.end());
  ed.setSide(0);
  ed.setPieceType("cargo");
  for (float y : {5.f, 9.f, 13.f})
    click({5, y});
  ed.setPieceType("croiseur-leger");
  click({9, 9});
  ed.setSide(1);
  ed.setPieceType("croiseur-lourd");
  click({21, 14});
  click({21, 4});
  ASSERT_EQ(ed.pieces().size(), 6u);
  std::vector<std::string> convoy, raiders;
  for (const auto &p : ed.pieces())
    if (p.ref.side == 0 && p.type == "cargo")
      convoy.push_back(p.label);
    else if (p.ref.side == 1)
      raiders.push_back(p.label);
  ASSERT_EQ(convoy.size(), 3u);
  // One of them old and slow: a point of movement lost before the game.
  const auto slow = ed.pieceNear({5, 13});
  ASSERT_TRUE(slow);
  const game::PieceNumber &movement = game::gameOf(file.string()).authoring.pieces[0].numbers[0];
  ed.setPieceNumber(slow->ref, movement, 1);

  // A wider table, from the scenario panel.
  ed.setValue({"table", "width"}, "30");
  EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().what();
  // The objectives: two of the three out by the east edge for Bleu, two of them sunk for Rouge.
  ed.setTool(Editor::Tool::Scenario);
  Editor::RecordForm &form = ed.recordForm(0);
  form.kind = 1; // escape
  form.side = "Bleu";
  form.pieces = convoy;
  form.words["edge"] = "east";
  form.count = 2;
  ed.addRecord(0, 1);
  form.kind = 0; // sink
  form.side = "Rouge";
  form.pieces = convoy;
  form.count = 2;
  ed.addRecord(0, 0);
  EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().what();
  // A side renamed is renamed in its objectives too.
  ed.renameSide(1, "Raiders");
  EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().what();
  // A ship renamed is renamed in the objectives that list it.
  const auto first = ed.pieceNear({5, 5});
  ASSERT_TRUE(first);
  ed.renamePiece(first->ref, "Ville de Tunis");
  EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().what();
  // A third objective, then taken out again.
  form.kind = 2; // protect
  form.side = "Bleu";
  form.pieces = {convoy[0]};
  ed.addRecord(0, 2);
  ed.removeRecord(0, 2);

  // Tried against the computer (Raiders), then back.
  ASSERT_TRUE(ed.testPlay("easy")) << ed.lastError();
  EXPECT_TRUE(ed.testFrame()->session().computers().isComputer(1));
  ed.backToEditor();
  EXPECT_FALSE(ed.testing());

  ASSERT_TRUE(ed.save());
  const std::string saved = core::readFile(file.string());
  EXPECT_NE(saved.find("# Mon convoi — written by hand before the editor: keep this line.\n"),
            std::string::npos);
  EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
  const YAML::Node root = core::loadYamlString(saved, file.string());
  ASSERT_EQ(root["victory"]["objectives"].size(), 2u) << saved;
  const YAML::Node escape = root["victory"]["objectives"][0];
  EXPECT_EQ(escape["side"].as<std::string>(), "Bleu");
  EXPECT_EQ(escape["escape"].size(), 3u);
  EXPECT_EQ(escape["escape"][0].as<std::string>(), "Ville de Tunis");
  EXPECT_EQ(root["victory"]["objectives"][1]["sink"][0].as<std::string>(), "Ville de Tunis");
  EXPECT_EQ(escape["edge"].as<std::string>(), "east");
  EXPECT_EQ(escape["count"].as<int>(), 2);
  EXPECT_EQ(root["victory"]["objectives"][1]["side"].as<std::string>(), "Raiders");
  EXPECT_EQ(root["victory"]["turn_limit"].as<int>(), 8);
  EXPECT_EQ(root["table"]["width"].as<int>(), 30);
  int damaged = 0;
  for (const auto &ship : root["sides"][0]["ships"])
    if (ship["damage"]) damaged += ship["damage"]["movement"].as<int>();
  EXPECT_EQ(damaged, 1);
}

TEST(Editor, an_escadrilles_planes_starting_speed_is_set_from_its_card) {
  TempDir dir;
  const fs::path file = dir.path / "small.yaml";
  fs::copy_file(core::findDataFile("scenarios/escadrilles/small.yaml"), file);
  Editor ed(file.string(), 2);
  ed.resize({1600, 1000});
  ASSERT_TRUE(ed.problems().empty()) << ed.problems().front().what();
  const Editor::Piece plane = ed.pieces().front();
  const auto &numbers = game::gameOf(file.string()).authoring.pieces[0].numbers;
  ASSERT_EQ(numbers.size(), 1u);
  ed.setPieceNumber(plane.ref, numbers[0], 5);
  EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().what();
  ASSERT_TRUE(ed.save());
  const YAML::Node root = core::loadYamlString(core::readFile(file.string()), file.string());
  EXPECT_EQ(root["sides"][plane.ref.side]["planes"][plane.ref.index]["speed"].as<int>(), 5);
  EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
}

TEST(Editor, a_card_game_opens_on_its_table_and_its_title_and_players_are_edited_in_place) {
  TempDir dir;
  const fs::path file = dir.path / "duel.yaml";
  fs::copy_file(core::findDataFile("scenarios/milles-nautiques/duel.yaml"), file);
  Editor ed(file.string(), 1);
  ed.resize({1000, 700});
  EXPECT_TRUE(ed.problems().empty());
  EXPECT_FALSE(ed.hexMap());
  EXPECT_FALSE(ed.freePieces());
  EXPECT_EQ(ed.tool(), Editor::Tool::Scenario);
  ASSERT_NE(ed.preview(), nullptr); // the card table as it starts
  ed.setValue({"players", 1}, core::yamlScalar("Bertrand"));
  ed.setValue({"title"}, core::yamlScalar("Duel en Manche: revanche"));
  ASSERT_TRUE(ed.save());
  const std::string saved = core::readFile(file.string());
  EXPECT_NE(saved.find("players: [Anne, Bertrand]\n"), std::string::npos) << saved;
  EXPECT_NE(saved.find("title: \"Duel en Manche: revanche\"\n"), std::string::npos) << saved;
  EXPECT_NE(saved.find("# Two skippers, each on a boat, race 1,500 miles (MN-GOAL-1). The program deals."),
            std::string::npos);
  EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
}

/// The diff of two texts as the lines that differ between their common head and tail.
std::pair<std::vector<std::string>, std::vector<std::string>> diff(const std::string &a,
                                                                   const std::string &b) {
  const auto split = [](const std::string &t) {
    std::vector<std::string> out;
    std::istringstream in(t);
    for (std::string l; std::getline(in, l);)
      out.push_back(l);
    return out;
  };
  const auto x = split(a), y = split(b);
  std::size_t head = 0, tail = 0;
  while (head < x.size() && head < y.size() && x[head] == y[head])
    ++head;
  while (tail + head < x.size() && tail + head < y.size() && x[x.size() - 1 - tail] == y[y.size() - 1 - tail])
    ++tail;
  return {std::vector<std::string>(x.begin() + static_cast<long>(head), x.end() - static_cast<long>(tail)),
          std::vector<std::string>(y.begin() + static_cast<long>(head), y.end() - static_cast<long>(tail))};
}

TEST(Editor,
     every_shipped_hex_scenario_moved_one_piece_or_painted_one_hex_saves_with_only_that_line_changed) {
  TempDir dir;
  int files = 0;
  for (const auto &g : game::games()) {
    const fs::path folder = core::findDataFile("scenarios/" + g.name);
    for (const auto &entry : fs::directory_iterator(folder)) {
      if (entry.path().extension() != ".yaml") continue;
      const fs::path file = dir.path / (g.name + "-" + entry.path().filename().string());
      fs::copy_file(entry.path(), file, fs::copy_options::overwrite_existing);
      const std::string original = core::readFile(file.string());
      Editor ed(file.string(), 1);
      ed.resize({1600, 1000});
      if (!ed.hexMap()) continue;
      SCOPED_TRACE(entry.path().string());
      ASSERT_TRUE(ed.problems().empty()) << ed.problems().front().what();
      const auto pieces = ed.pieces();
      std::string changed_line;
      if (!pieces.empty()) {
        // A piece one hex along, to a free neighbour of the same terrain.
        for (const auto &p : pieces) {
          for (const core::Hex n : core::neighbours(p.hex))
            if (ed.terrainAt(n) == ed.terrainAt(p.hex) && !ed.pieceAt(n)) {
              ed.movePiece(p.ref, n);
              changed_line = core::formatHex(n);
              break;
            }
          if (!changed_line.empty()) break;
        }
      }
      if (changed_line.empty()) {
        const core::Hex corner = core::fromOffset({0, 0});
        for (const auto &[symbol, word] : ed.legend())
          if (symbol != ed.terrainAt(corner)) {
            ed.setBrush(word);
            break;
          }
        ed.paint(corner);
      }
      ASSERT_TRUE(ed.dirty());
      ASSERT_TRUE(ed.save(true));
      const auto [before, after] = diff(original, core::readFile(file.string()));
      ASSERT_EQ(after.size(), 1u) << core::readFile(file.string());
      ASSERT_LE(before.size(), 1u);
      if (!changed_line.empty()) {
        EXPECT_NE(after[0].find(changed_line), std::string::npos) << after[0];
      }
      ++files;
    }
  }
  EXPECT_GE(files, 10);
}

/// A shipped scenario copied into `dir`, a comment written by hand put at its top.
fs::path handCopy(const TempDir &dir, const std::string &scenario) {
  const fs::path file = dir.path / fs::path(scenario).filename();
  const fs::path shipped = core::findDataFile(scenario);
  // Its data files (a fleet) named from the shipped folder, not the copy's.
  std::string text = core::readFile(shipped.string());
  const std::string root = fs::absolute(shipped).parent_path().parent_path().parent_path().string() + "/";
  for (std::size_t at = 0; (at = text.find("../../", at)) != std::string::npos; at += root.size())
    text.replace(at, 6, root);
  write(file, "# Kept by hand: the editor must not lose this line.\n" + text);
  return file;
}

// The Rules tool: an option of each shape (a word, a flag, a number) set by the editor is saved
// under `rules:`, the file stays valid with the hand-written comment, and Default takes it out.
TEST(Editor, rule_options_are_set_under_rules_and_taken_back_to_their_default) {
  TempDir dir;
  struct Case {
    std::string scenario, key, value;
  };
  for (const Case &c : {Case{"scenarios/detroits/small.yaml", "fire_arc", "flank"},
                        Case{"scenarios/haute-mer/duel.yaml", "one_fire_per_turn", "false"},
                        Case{"scenarios/objectif-villes/small.yaml", "movement_points", "6"},
                        Case{"scenarios/planetes/small.yaml", "compulsory_combat", "true"}}) {
    SCOPED_TRACE(c.scenario);
    const fs::path file = handCopy(dir, c.scenario);
    Editor ed(file.string(), 1);
    ASSERT_TRUE(ed.problems().empty()) << ed.problems().front().what();
    // Every option `amiraute list options` names is offered.
    const auto &options = ed.ruleOptions();
    const auto listed = game::gameOf(file.string()).names("options");
    ASSERT_EQ(options.size(), listed.size());
    EXPECT_TRUE(std::any_of(options.begin(), options.end(), [&](const auto &o) { return o.name == c.key; }));
    const std::string before = core::readFile(file.string());
    const std::optional<std::string> old = ed.ruleValue(c.key);
    ed.setTool(Editor::Tool::Rules);
    ed.setRule(c.key, c.value);
    EXPECT_EQ(ed.ruleValue(c.key), c.value);
    EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().what();
    ASSERT_TRUE(ed.save());
    const std::string saved = core::readFile(file.string());
    EXPECT_EQ(core::loadYamlString(saved, "x")["rules"][c.key].as<std::string>(), c.value) << saved;
    EXPECT_NE(saved.find(c.key + ": " + c.value), std::string::npos) << saved;
    EXPECT_EQ(saved.rfind("# Kept by hand: the editor must not lose this line.\n", 0), 0u);
    EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
    // One undo step back to the file as it was.
    ed.undo();
    EXPECT_EQ(ed.document().text(), before);
    ed.redo();
    ed.resetRule(c.key);
    EXPECT_FALSE(ed.ruleValue(c.key));
    ASSERT_TRUE(ed.save());
    const std::string back = core::readFile(file.string());
    EXPECT_EQ(back.find(c.key + ":"), std::string::npos) << back;
    EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
    if (!old) {
      EXPECT_EQ(back, before) << "taken back to its default, the file is as it was";
    }
  }
}

// A card game's copies per card: a count changed is written under rules.counts, its printed count
// takes the key out, and an empty `counts` goes with it.
TEST(Editor, a_card_games_deck_counts_are_changed_and_set_back_to_the_printed_deck) {
  TempDir dir;
  for (const std::string scenario :
       {"scenarios/milles-nautiques/duel.yaml", "scenarios/nautic-miles/duel.yaml"}) {
    SCOPED_TRACE(scenario);
    const fs::path file = handCopy(dir, scenario);
    Editor ed(file.string(), 1);
    ASSERT_TRUE(ed.problems().empty());
    const core::cards::Deck *deck = ed.printedDeck();
    ASSERT_NE(deck, nullptr);
    const std::string before = ed.document().text();
    const core::cards::CardType card = deck->types.front();
    EXPECT_EQ(ed.cardCount(card.id), card.count);
    ed.setCardCount(card.id, card.count + 2);
    EXPECT_EQ(ed.cardCount(card.id), card.count + 2);
    EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().what();
    ASSERT_TRUE(ed.save());
    const std::string saved = core::readFile(file.string());
    EXPECT_EQ(core::loadYamlString(saved, "x")["rules"]["counts"][card.id].as<int>(), card.count + 2)
        << saved;
    EXPECT_EQ(saved.rfind("# Kept by hand: the editor must not lose this line.\n", 0), 0u);
    EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
    // Hand size and target come with the generic list.
    ed.setRule("hand_size", "7");
    EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().what();
    ed.resetRule("hand_size");
    ed.setCardCount(card.id, card.count);
    EXPECT_EQ(ed.cardCount(card.id), card.count);
    EXPECT_FALSE(ed.document().at({"rules", "counts"}).IsDefined()) << ed.document().text();
    ASSERT_TRUE(ed.save());
    EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
    EXPECT_EQ(core::readFile(file.string()), before) << "back to the printed deck, the file is as it was";
  }
}

TEST(Editor, objectif_villes_rivers_are_drawn_along_hexsides_by_clicking_and_dragging_near_the_edges) {
  TempDir dir;
  const fs::path file = dir.path / "rivers.yaml";
  fs::copy_file(core::findDataFile("scenarios/objectif-villes/small.yaml"), file);
  Editor ed(file.string(), 5);
  ed.resize({1600, 1000});
  ASSERT_TRUE(ed.problems().empty());
  const auto send = [&](sf::Event::EventType type, sf::Vector2f p) {
    sf::Event ev;
    ev.type = type;
    if (type == sf::Event::MouseMoved)
      ev.mouseMove = {static_cast<int>(p.x), static_cast<int>(p.y)};
    else
      ev.mouseButton = {sf::Mouse::Left, static_cast<int>(p.x), static_cast<int>(p.y)};
    ed.handleEvent(ev, false, false);
  };
  const auto click = [&](sf::Vector2f p) {
    send(sf::Event::MouseMoved, p);
    send(sf::Event::MouseButtonPressed, p);
    send(sf::Event::MouseButtonReleased, p);
  };
  const auto rivers = [&] {
    std::vector<std::string> out;
    for (const auto &r : ed.document().at({"map", "rivers"}))
      out.push_back(r.Scalar());
    return out;
  };
  using Texts = std::vector<std::string>;
  ASSERT_EQ(rivers(), (Texts{"0303-0403", "0403-0503"}));

  ed.setTool(Editor::Tool::Sides, 0);
  // The middle of the edge between 0202 and 0203, and a hair off it on either side: the same edge.
  const sf::Vector2f edge = ed.screenOf(hex("0202"), hex("0203"));
  const auto at_edge = ed.sideAtPixel(edge); // from either hex, as the pixel falls
  ASSERT_TRUE(at_edge);
  EXPECT_EQ(std::minmax(at_edge->first, at_edge->second,
                        [](core::Hex x, core::Hex y) { return core::formatHex(x) < core::formatHex(y); }),
            (std::pair<const core::Hex &, const core::Hex &>{hex("0202"), hex("0203")}));
  EXPECT_EQ(ed.sideAtPixel(edge + (ed.screenOf(hex("0202")) - edge) * 0.2f),
            (Editor::Side{hex("0202"), hex("0203")}));
  EXPECT_EQ(ed.sideAtPixel(edge + (ed.screenOf(hex("0203")) - edge) * 0.2f),
            (Editor::Side{hex("0203"), hex("0202")}));
  // Near a hex's centre a click names no edge and changes nothing.
  EXPECT_FALSE(ed.sideAtPixel(ed.screenOf(hex("0404"))));
  click(ed.screenOf(hex("0404")));
  EXPECT_FALSE(ed.dirty());

  click(edge);
  EXPECT_EQ(rivers(), (Texts{"0303-0403", "0403-0503", "0202-0203"}));
  EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().message;
  ASSERT_TRUE(ed.save());
  const std::string saved = core::readFile(file.string());
  EXPECT_NE(saved.find("# A small test board"), std::string::npos); // the author's comment
  EXPECT_NE(saved.find(R"(rivers: ["0303-0403", "0403-0503", "0202-0203"])"), std::string::npos) << saved;
  EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));

  // Clicked again, from the other hex's side: gone. A river written the other way round is found too.
  click(edge + (ed.screenOf(hex("0203")) - edge) * 0.2f);
  EXPECT_EQ(rivers(), (Texts{"0303-0403", "0403-0503"}));
  ed.toggleSide(0, hex("0403"), hex("0303"));
  EXPECT_EQ(rivers(), (Texts{"0403-0503"}));
  ed.undo();
  EXPECT_EQ(rivers(), (Texts{"0303-0403", "0403-0503"}));

  // A drag along three edges adds the three, and one undo takes the stroke back.
  const sf::Vector2f stroke[] = {ed.screenOf(hex("0602"), hex("0603")), ed.screenOf(hex("0603"), hex("0604")),
                                 ed.screenOf(hex("0604"), hex("0605"))};
  send(sf::Event::MouseMoved, stroke[0]);
  send(sf::Event::MouseButtonPressed, stroke[0]);
  for (const sf::Vector2f p : stroke)
    send(sf::Event::MouseMoved, p);
  send(sf::Event::MouseButtonReleased, stroke[2]);
  EXPECT_EQ(rivers(), (Texts{"0303-0403", "0403-0503", "0602-0603", "0603-0604", "0604-0605"}));
  EXPECT_TRUE(ed.problems().empty()) << ed.problems().front().message;
  ed.undo();
  EXPECT_EQ(rivers(), (Texts{"0303-0403", "0403-0503"}));

  // A river between hexes that are not neighbours, typed by hand, is reported as `validate` does.
  ed.setValue({"map", "rivers"}, R"(["0303-0405"])");
  ASSERT_FALSE(ed.problems().empty());
  EXPECT_NE(ed.problems().front().message.find("not neighbours"), std::string::npos)
      << ed.problems().front().message;
}
} // namespace
} // namespace amiraute::ui
