// The scenario editor in a real window (issue 25): the tools are pressed by their labels, the map
// clicked where the hexes are drawn, Ctrl+S saves, and the saved YAML is read back. The bar and
// the panel stay whole at 1600 x 1000 and 1000 x 700, in English and in French; screenshots for a
// person to look at (AMIRAUTE_SHOT_DIR, default /tmp).
#include "Driver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "game/Registry.h"
#include "ui/Editor.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

namespace amiraute::ui {
namespace {

namespace fs = std::filesystem;
using uitest::expectPainted;
using uitest::shotDir;

sf::Vector2f middle(const sf::FloatRect &r) { return {r.left + r.width / 2, r.top + r.height / 2}; }

class EditorWindow : public uitest::WindowDriver<Editor> {
public:
  EditorWindow(const std::string &file, sf::Vector2u size)
      : WindowDriver<Editor>(
            "amiraute editor test", [&] { return std::unique_ptr<View>(std::make_unique<Editor>(file, 3)); },
            size) {
    frame();
  }
  Editor &ed() { return *view_; }
  /// Press the control labelled `label` (bar, panel or question) as a person does.
  void press(const std::string &label) {
    const auto r = ed().controls().find(label);
    ASSERT_TRUE(r) << "no control '" << label << "'";
    click(middle(*r));
    frame();
  }
  void clickHex(const char *ccrr) {
    click(ed().screenOf(core::parseHex(ccrr)));
    frame();
  }
};

class EditorScreen : public ::testing::Test {
protected:
  void SetUp() override {
    core::setLanguage("en");
    dir_ = fs::temp_directory_path() / ("amiraute-editor-screen-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override {
    core::setLanguage("en");
    fs::remove_all(dir_);
  }
  std::string copy(const std::string &scenario) {
    const fs::path to = dir_ / fs::path(scenario).filename();
    fs::copy_file(core::findDataFile(scenario), to, fs::copy_options::overwrite_existing);
    return to.string();
  }
  fs::path dir_;
};

TEST_F(EditorScreen, lighthouses_and_ships_placed_by_clicks_are_saved_by_ctrl_s_in_the_authors_file) {
  const std::string file = copy("scenarios/detroits/small.yaml");
  EditorWindow w(file, {1600, 1000});
  expectPainted(w.shot("editor-detroits-1600.png"), w.ed().screenOf(core::parseHex("0504")));
  // Move a lighthouse: out of 0302, into 0303.
  w.press("Lighthouses");
  ASSERT_EQ(w.ed().tool(), Editor::Tool::Set);
  w.clickHex("0302");
  EXPECT_FALSE(w.ed().problems().empty()); // three lighthouses are not a strait
  w.shot("editor-detroits-problem.png");
  w.clickHex("0303");
  EXPECT_TRUE(w.ed().problems().empty());
  // A Rouge frigate added on an empty hex, then turned by its panel button.
  w.press("Pieces");
  w.press("Rouge");
  EXPECT_TRUE(w.ed().controls().find("type")); // the type's list; a frigate by default
  w.clickHex("0706");
  ASSERT_TRUE(w.ed().selected());
  const int facing = w.ed().pieceAt(core::parseHex("0706"))->facing;
  w.press("Turn →");
  EXPECT_EQ(w.ed().pieceAt(core::parseHex("0706"))->facing, facing % 6 + 1);
  w.shot("editor-detroits-placed.png");
  w.key(sf::Keyboard::S, true);
  EXPECT_FALSE(w.ed().dirty()) << w.ed().lastError();
  const std::string saved = core::readFile(file);
  EXPECT_NE(saved.find("# A small test board"), std::string::npos); // the author's comment
  const YAML::Node root = core::loadYamlString(saved, file);
  std::vector<std::string> lights;
  for (const auto &h : root["lighthouses"])
    lights.push_back(h.Scalar());
  EXPECT_EQ(lights, (std::vector<std::string>{"0702", "0706", "0306", "0303"}));
  EXPECT_EQ(root["sides"][1]["ships"].size(), 4u);
  EXPECT_EQ(root["sides"][1]["ships"][3]["bow"].Scalar(), "0706");
  EXPECT_NO_THROW(game::gameOf(file).validate(file));

  // F5 plays it on the same table; the button over the table comes back to the editor.
  w.key(sf::Keyboard::F5);
  ASSERT_TRUE(w.ed().testing());
  w.frame();
  w.shot("editor-detroits-test-play.png");
  w.press(Editor::kBackLabel);
  EXPECT_FALSE(w.ed().testing());
  EXPECT_EQ(w.ed().tool(), Editor::Tool::Pieces);
}

TEST_F(EditorScreen, a_haute_mer_objective_is_added_by_clicks_and_saved_with_the_file) {
  // The duel beside a fleets folder, as shipped (its `fleets:` path is relative).
  fs::create_directories(dir_ / "scenarios" / "haute-mer");
  fs::create_directory_symlink(fs::absolute(core::findDataFile("fleets")), dir_ / "fleets");
  const fs::path file = dir_ / "scenarios" / "haute-mer" / "duel.yaml";
  fs::copy_file(core::findDataFile("scenarios/haute-mer/duel.yaml"), file);
  for (const char *lang : {"en", "fr"})
    for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
      core::setLanguage(lang);
      SCOPED_TRACE(std::string(lang) + " " + std::to_string(size.x));
      EditorWindow w(file.string(), size);
      w.press(core::tr("Scenario"));
      w.press(core::tr("Escape by an edge"));
      w.frame();
      w.shot("editor-hm-objectives-" + std::string(lang) + "-" + std::to_string(size.x) + ".png");
      for (const auto &[label, r] : w.ed().controls().all())
        EXPECT_LE(r.left + r.width, static_cast<float>(size.x) + 0.5f) << label << " cut off";
    }
  core::setLanguage("en");
  EditorWindow w(file.string(), {1600, 1000});
  w.press("Scenario");
  w.press("Escape by an edge");
  w.press("Bleu");
  w.press("Gloire");
  w.press("Montcalm");
  w.press("west");
  w.press("Add: Escape by an edge");
  w.press("Sink ships");
  w.press("Rouge");
  w.press("Gloire");
  w.press("Add: Sink ships");
  w.frame();
  w.shot("editor-hm-objectives-added.png");
  EXPECT_TRUE(w.ed().problems().empty()) << w.ed().problems().front().what();
  w.key(sf::Keyboard::S, true);
  EXPECT_FALSE(w.ed().dirty()) << w.ed().lastError();
  const std::string saved = core::readFile(file.string());
  EXPECT_NE(saved.find("# A small duel"), std::string::npos); // the author's comment
  EXPECT_NE(saved.find("{side: Bleu, escape: [Gloire, Montcalm], edge: west}"), std::string::npos) << saved;
  EXPECT_NE(saved.find("{side: Rouge, sink: [Gloire]}"), std::string::npos) << saved;
  EXPECT_NO_THROW(game::gameOf(file.string()).validate(file.string()));
  // Gloire selected shows its turning handle; dragged due south, Gloire heads 180.
  w.press("Pieces");
  w.click(w.ed().screenOf(draw::Point{12, 6}));
  w.frame();
  const auto handle = w.ed().turnHandle();
  ASSERT_TRUE(handle);
  w.drag(w.ed().screenOf(*handle), w.ed().screenOf(draw::Point{12.05f, 2}), "editor-hm-handle.png");
  w.frame();
  EXPECT_EQ(w.ed().pieceNear({12, 6})->heading, 180);
  // Played: the panel says what each side plays for, and the way out is drawn on the table.
  w.key(sf::Keyboard::F5);
  ASSERT_TRUE(w.ed().testing());
  w.frame();
  w.shot("editor-hm-objectives-test-play.png");
}

TEST_F(EditorScreen, the_bar_and_the_panel_stay_whole_in_a_small_window_and_in_french) {
  for (const char *lang : {"en", "fr"})
    for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
      {
        // Détroits has the most tools (Terrain, Lighthouses, Pieces, Scenario): none cut off.
        core::setLanguage(lang);
        EditorWindow dt(copy("scenarios/detroits/small.yaml"), size);
        dt.frame();
        dt.shot("editor-dt-" + std::string(lang) + "-" + std::to_string(size.x) + ".png");
        for (const auto &[label, r] : dt.ed().controls().all())
          EXPECT_LE(r.left + r.width, static_cast<float>(size.x) + 0.5f) << label << " cut off, " << lang;
        // The whole map in view: its corner hexes inside the table.
        for (const char *corner : {"0101", "0907", "0901", "0107"})
          EXPECT_TRUE(dt.ed().tableRect().contains(dt.ed().screenOf(core::parseHex(corner)))) << corner;
      }
      core::setLanguage(lang);
      const std::string file = copy("scenarios/objectif-villes/small.yaml");
      EditorWindow w(file, size);
      SCOPED_TRACE(std::string(lang) + " " + std::to_string(size.x));
      w.press(core::tr("Terrain"));
      w.frame();
      const std::string name = "editor-ov-" + std::string(lang) + "-" + std::to_string(size.x) + ".png";
      w.shot(name);
      EXPECT_TRUE(w.ed().controls().clipped().empty()) << w.ed().controls().clipped().front();
      for (const auto &[label, r] : w.ed().controls().all()) {
        EXPECT_GE(r.left, 0) << label;
        EXPECT_LE(r.left + r.width, static_cast<float>(size.x) + 0.5f) << label << " cut off";
      }
      // Paint a forest where the plain was, by clicking the palette then the map.
      w.press("forest");
      w.clickHex("0202");
      EXPECT_EQ(w.ed().terrainAt(core::parseHex("0202")), 'f');
    }
}

// The Rules tool: every option of the game listed with its clause; a flag toggled by a click is
// saved by Ctrl+S under `rules:` beside the author's comment; the long lists (Planètes' options,
// a card game's deck) scroll inside the panel and nothing is cut off, in English and French.
TEST_F(EditorScreen, a_rule_option_is_toggled_by_a_click_and_saved_under_rules) {
  {
    const std::string file = copy("scenarios/planetes/small.yaml");
    EditorWindow w(file, {1600, 1000});
    w.press("Rules");
    ASSERT_EQ(w.ed().tool(), Editor::Tool::Rules);
    EXPECT_TRUE(w.ed().controls().find("clause:zone_of_control"));
    EXPECT_FALSE(w.ed().ruleValue("zone_of_control")); // absent: its default, false
    w.press("option:zone_of_control");
    EXPECT_EQ(w.ed().ruleValue("zone_of_control"), "true");
    w.frame();
    w.shot("editor-rules-toggled.png");
    w.key(sf::Keyboard::S, true);
    EXPECT_FALSE(w.ed().dirty()) << w.ed().lastError();
    const std::string saved = core::readFile(file);
    EXPECT_TRUE(core::loadYamlString(saved, file)["rules"]["zone_of_control"].as<bool>()) << saved;
    EXPECT_NE(saved.find("# Planètes (docs/rules/planetes.md)"), std::string::npos); // the author's comment
    EXPECT_NO_THROW(game::gameOf(file).validate(file));
    // Default takes it out again.
    w.press("default:zone_of_control");
    EXPECT_FALSE(w.ed().ruleValue("zone_of_control"));
  }
  for (const char *lang : {"en", "fr"})
    for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}})
      for (const char *scenario : {"scenarios/planetes/small.yaml", "scenarios/milles-nautiques/duel.yaml",
                                   "scenarios/haute-mer/duel.yaml", "scenarios/nautic-miles/duel.yaml",
                                   "scenarios/detroits/small.yaml"}) {
        core::setLanguage(lang);
        const std::string game = fs::path(scenario).parent_path().filename().string();
        SCOPED_TRACE(std::string(lang) + " " + std::to_string(size.x) + " " + game);
        EditorWindow w(core::findDataFile(scenario), size); // read only: nothing is saved
        w.press(core::tr("Rules"));
        w.frame();
        const std::string name = "editor-rules-" + game + "-" + lang + "-" + std::to_string(size.x);
        w.shot(name + ".png");
        EXPECT_TRUE(w.ed().controls().clipped().empty()) << w.ed().controls().clipped().front();
        for (const auto &[label, r] : w.ed().controls().all()) {
          EXPECT_GE(r.left, 0) << label;
          EXPECT_LE(r.left + r.width, static_cast<float>(size.x) + 0.5f) << label << " cut off";
        }
        // The list scrolls within the panel: wheel down to its end (a card game's deck table).
        const auto list = w.ed().controls().find("rules list");
        ASSERT_TRUE(list);
        EXPECT_LE(list->top + list->height, static_cast<float>(size.y) + 0.5f);
        w.moveTo(middle(*list));
        for (int i = 0; i < 40; ++i) {
          sf::Event e;
          e.type = sf::Event::MouseWheelScrolled;
          e.mouseWheelScroll = {sf::Mouse::VerticalWheel, -3.f, static_cast<int>(middle(*list).x),
                                static_cast<int>(middle(*list).y)};
          w.send(e);
        }
        w.frame();
        w.shot(name + "-end.png");
      }
}

TEST_F(EditorScreen, rivers_are_drawn_on_an_objectif_villes_map_by_clicking_edges_and_saved_by_ctrl_s) {
  for (const char *lang : {"en", "fr"})
    for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
      core::setLanguage(lang);
      SCOPED_TRACE(std::string(lang) + " " + std::to_string(size.x));
      const std::string file = copy("scenarios/objectif-villes/small.yaml");
      EditorWindow w(file, size);
      w.press(core::tr("Rivers"));
      ASSERT_EQ(w.ed().tool(), Editor::Tool::Sides);
      for (const auto &[label, r] : w.ed().controls().all())
        EXPECT_LE(r.left + r.width, static_cast<float>(size.x) + 0.5f) << label << " cut off";
      // A river between 0202 and 0203, clicked near its edge; the pointer left there shows the
      // edge it is on.
      const core::Hex a = core::parseHex("0202"), b = core::parseHex("0203");
      const sf::Vector2f edge = w.ed().screenOf(a, b), near = edge + (w.ed().screenOf(a) - edge) * 0.2f;
      w.click(near);
      w.frame();
      w.moveTo(w.ed().screenOf(core::parseHex("0503"), core::parseHex("0504")) +
               (w.ed().screenOf(core::parseHex("0503")) -
                w.ed().screenOf(core::parseHex("0503"), core::parseHex("0504"))) *
                   0.2f);
      w.shot("editor-ov-rivers-" + std::string(lang) + "-" + std::to_string(size.x) + ".png");
      EXPECT_TRUE(w.ed().problems().empty());
      w.key(sf::Keyboard::S, true);
      EXPECT_FALSE(w.ed().dirty()) << w.ed().lastError();
      const std::string saved = core::readFile(file);
      EXPECT_NE(saved.find("# A small test board"), std::string::npos); // the author's comment
      const YAML::Node root = core::loadYamlString(saved, file);
      std::vector<std::string> rivers;
      for (const auto &r : root["map"]["rivers"])
        rivers.push_back(r.Scalar());
      EXPECT_EQ(rivers, (std::vector<std::string>{"0303-0403", "0403-0503", "0202-0203"}));
      EXPECT_NO_THROW(game::gameOf(file).validate(file));
      // F1's keys say what a click and a drag do with it.
      w.key(sf::Keyboard::F1);
      w.shot("editor-ov-help-" + std::string(lang) + "-" + std::to_string(size.x) + ".png");
    }
}
} // namespace
} // namespace amiraute::ui
