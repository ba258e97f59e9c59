// Nothing lost on screen: every action played in the window is in the journal at once, so a
// window killed with SIGKILL is offered again at the next start and resumes to the same state;
// closing with unsaved actions asks Save… / Quit / Cancel; a Load over them asks first; without a
// journal nothing is written. The questions are looked at in English and French, large and small
// (screenshots in AMIRAUTE_SHOT_DIR, default /tmp). Every test has its own journal folder.
#include "AmirauteBinary.h"
#include "Driver.h"
#include "FrameDriver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Journal.h"
#include "game/Match.h"
#include "games/escadrilles/Game.h"
#include "games/haute_mer/Game.h"
#include "games/milles_nautiques/Game.h"
#include "games/objectif_villes/screen/Board.h"
#include "ui/GameViews.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace amiraute::ui {
namespace {

namespace fs = std::filesystem;
using core::parseHex;

const char *kSmall = "scenarios/objectif-villes/small.yaml";

std::string freshFolder(const std::string &name) {
  const fs::path dir =
      fs::temp_directory_path() / ("amiraute_screen_journal_" + std::to_string(::getpid()) + "_" + name);
  fs::remove_all(dir);
  return dir.string();
}

/// Files of `folder` whose name ends with `suffix`.
std::vector<std::string> filesEnding(const std::string &folder, const std::string &suffix) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto &e : fs::directory_iterator(folder, ec)) {
    const std::string name = e.path().string();
    if (name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
      out.push_back(name);
  }
  return out;
}

sf::Vector2f middle(const sf::FloatRect &r) { return {r.left + r.width / 2, r.top + r.height / 2}; }

/// The one frame over Objectif Villes' small scenario, with the App's journal in `folder` ("" :
/// none).
class JournalWindow : public uitest::FrameDriver {
public:
  JournalWindow(const std::string &folder, sf::Vector2u size = {1600, 1000})
      : FrameDriver(kSmall, uitest::sized(size)) {
    if (!folder.empty()) app().keepJournal(folder, true);
    for (int k = 0; k < 3; ++k) // a question opens on the first frame, takes its size on the next ones
      frame();
  }
  App &app() { return appRef(); }
  JournalKeeper &journal() { return app().journal(); }
  void placeAt(const char *hex) {
    click(view_->screenOf(board<objectif_villes::Board>().centerOf(parseHex(hex))));
  }
  void answer(const std::string &label) {
    const auto r = journal().button(label);
    ASSERT_TRUE(r) << "no button '" << label << "' in the question";
    click(middle(*r));
    frame();
    frame();
  }
  void closeWindow() {
    sf::Event e;
    e.type = sf::Event::Closed;
    send(e);
    frame();
  }
  bool open() { return app().window().isOpen(); }
};

/// The question is whole inside the window, its buttons inside it and apart.
void expectQuestionFits(JournalWindow &w, const std::vector<std::string> &labels) {
  const sf::FloatRect q = w.journal().questionRect();
  const sf::Vector2u size = w.size();
  EXPECT_GT(q.width, 100);
  EXPECT_GE(q.left, 0);
  EXPECT_GE(q.top, 0);
  EXPECT_LE(q.left + q.width, static_cast<float>(size.x));
  EXPECT_LE(q.top + q.height, static_cast<float>(size.y));
  std::vector<sf::FloatRect> seen;
  for (const std::string &label : labels) {
    const auto r = w.journal().button(label);
    ASSERT_TRUE(r) << label;
    EXPECT_GE(r->left, q.left) << label;
    EXPECT_LE(r->left + r->width, q.left + q.width) << label << " cut off";
    EXPECT_LE(r->top + r->height, q.top + q.height) << label;
    for (const sf::FloatRect &o : seen)
      EXPECT_FALSE(o.intersects(*r)) << label << " overlaps another button";
    seen.push_back(*r);
  }
}

/// Run as a child process by the SIGKILL test (disabled otherwise): play three placements in a
/// window, write the state hash beside the journal, then wait to be killed.
TEST(JournalScreenChild, DISABLED_PlayThenWaitToBeKilled) {
  const char *folder = std::getenv("AMIRAUTE_SCREEN_CHILD_FOLDER");
  if (!folder) GTEST_SKIP() << "run by JournalScreen.AWindowKilledWithSigkillResumesToTheSameState";
  JournalWindow w(folder);
  w.placeAt("0202");
  w.placeAt("0602");
  w.placeAt("0203");
  {
    std::ofstream(std::string(folder) + "/hash.tmp")
        << w.session().hash() << " " << w.session().actions().size();
    fs::rename(std::string(folder) + "/hash.tmp", std::string(folder) + "/hash");
  }
  for (;;)
    std::this_thread::sleep_for(std::chrono::seconds(1));
}

TEST(JournalScreen, AWindowKilledWithSigkillResumesToTheSameState) {
  const std::string folder = freshFolder("kill");
  fs::create_directories(folder);
  const std::string env_folder = "AMIRAUTE_SCREEN_CHILD_FOLDER=" + folder;
  std::vector<char *> env;
  for (char **e = environ; *e; ++e)
    env.push_back(*e);
  env.push_back(const_cast<char *>(env_folder.c_str()));
  env.push_back(nullptr);
  std::string self = fs::read_symlink("/proc/self/exe").string(),
              filter = "--gtest_filter=JournalScreenChild.*", disabled = "--gtest_also_run_disabled_tests";
  char *argv[] = {self.data(), filter.data(), disabled.data(), nullptr};
  pid_t child = 0;
  ASSERT_EQ(posix_spawn(&child, self.c_str(), nullptr, nullptr, argv, env.data()), 0);
  // A wait, not a bound: on a busy machine a window may take long to open and play.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(180);
  while (!fs::exists(folder + "/hash") && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  ASSERT_TRUE(fs::exists(folder + "/hash")) << "the child window never played its three placements";
  ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "the window was not killed mid-game";
  std::uint64_t hash = 0;
  std::size_t actions = 0;
  std::ifstream(folder + "/hash") >> hash >> actions;
  ASSERT_EQ(actions, 3u);
  ASSERT_EQ(filesEnding(folder, ".journal.yaml").size(), 1u) << "the killed window's journal";

  JournalWindow w(folder);
  ASSERT_EQ(w.journal().question(), JournalKeeper::Question::Resume);
  ASSERT_TRUE(w.journal().offered());
  EXPECT_EQ(w.journal().offered()->record.actions.size(), 3u);
  EXPECT_EQ(w.session().actions().size(), 0u) << "nothing replaced before the answer";
  w.placeAt("0202");
  EXPECT_EQ(w.session().actions().size(), 0u) << "the table waits for the answer";
  w.answer(core::tr("Resume it"));
  EXPECT_EQ(w.journal().question(), JournalKeeper::Question::None);
  EXPECT_EQ(w.session().hash(), hash);
  EXPECT_EQ(w.session().actions().size(), 3u);
  // The actions are in this session's journal now, and the killed one is gone.
  const std::vector<std::string> journals = filesEnding(folder, ".journal.yaml");
  ASSERT_EQ(journals.size(), 1u);
  EXPECT_EQ(journals[0], w.journal().journalPath());
  EXPECT_EQ(core::loadJournal(journals[0]).actions.size(), 3u);
  // An undo on screen is journalled at once too (Pile's placement, taken back at Face's turn: both
  // players agree first).
  w.frame();
  sf::Event z;
  z.type = sf::Event::KeyPressed;
  z.key = {sf::Keyboard::Z, false, true, false, false};
  w.send(z);
  ASSERT_TRUE(w.ui().undoAsked());
  w.frame(); // the question finds its size
  w.press(core::tr("We agree: take it back"));
  EXPECT_EQ(core::loadJournal(journals[0]).actions.size(), 2u);
  fs::remove_all(folder);
}

TEST(JournalScreen, ClosingWithUnsavedActionsAsksAndTheJournalKeepsThem) {
  const std::string folder = freshFolder("close");
  JournalWindow w(folder);
  EXPECT_EQ(w.journal().question(), JournalKeeper::Question::None) << "no unfinished game to offer";
  w.placeAt("0202");
  ASSERT_EQ(w.session().actions().size(), 1u);
  const std::string journal = w.journal().journalPath();
  ASSERT_FALSE(journal.empty());
  EXPECT_EQ(core::loadJournal(journal).actions.size(), 1u) << "written before the next frame";

  w.closeWindow();
  ASSERT_TRUE(w.open()) << "closed without a word about the unsaved action";
  ASSERT_EQ(w.journal().question(), JournalKeeper::Question::Quit);
  w.answer(core::tr("Cancel"));
  EXPECT_TRUE(w.open());
  EXPECT_EQ(w.journal().question(), JournalKeeper::Question::None);
  w.placeAt("0602");
  EXPECT_EQ(w.session().actions().size(), 2u) << "the game goes on after Cancel";

  w.closeWindow();
  w.answer(core::tr("Quit"));
  EXPECT_FALSE(w.open());
  EXPECT_EQ(core::loadJournal(journal).actions.size(), 2u) << "the journal keeps the game";
  fs::remove_all(folder);
}

TEST(JournalScreen, SaveAndQuitSavesTheRecordAndDropsTheJournal) {
  const std::string folder = freshFolder("save");
  JournalWindow w(folder);
  w.placeAt("0202");
  const std::string journal = w.journal().journalPath();
  w.closeWindow();
  w.answer(core::tr("Save…"));
  // A file that is not a record (the scenario itself) is never overwritten: the window stays.
  const std::string scenario = core::findDataFile(kSmall);
  const auto scenario_size = fs::file_size(scenario);
  w.journal().setSavePath(scenario); // typed in the field
  w.answer(core::tr("Save and quit"));
  EXPECT_TRUE(w.open());
  EXPECT_EQ(fs::file_size(scenario), scenario_size);
  EXPECT_EQ(w.journal().question(), JournalKeeper::Question::Quit) << "the question stays, saying why";
  const std::string record = folder + "/saved.yaml";
  w.journal().setSavePath(record);
  w.answer(core::tr("Save and quit"));
  EXPECT_FALSE(w.open());
  ASSERT_TRUE(fs::exists(record));
  EXPECT_EQ(game::Match<objectif_villes::Game>::load(record, 1).hash(), w.session().hash());
  EXPECT_FALSE(fs::exists(journal)) << "everything is in the saved record";
  fs::remove_all(folder);
}

TEST(JournalScreen, LoadingOverUnsavedActionsAsksFirst) {
  const std::string folder = freshFolder("load");
  fs::create_directories(folder);
  const std::string record = folder + "/one.yaml";
  {
    auto m = game::Match<objectif_villes::Game>::open(core::findDataFile(kSmall), 1);
    m.submit(objectif_villes::parseAction(m.rules(), "place Pile 0204"));
    m.save(record);
  }
  JournalWindow w(folder);
  w.placeAt("0202");
  w.placeAt("0602");
  const std::uint64_t before = w.session().hash();
  w.journal().requestLoad(*w.view_, record); // the panel's Load button
  w.frame();
  ASSERT_EQ(w.journal().question(), JournalKeeper::Question::Load);
  w.answer(core::tr("Cancel"));
  EXPECT_EQ(w.session().hash(), before) << "Cancel keeps the game";
  w.journal().requestLoad(*w.view_, record);
  w.frame();
  w.answer(core::tr("Load"));
  EXPECT_EQ(w.session().actions().size(), 1u);
  EXPECT_EQ(w.ui().anyMatch()->unsavedActions(), 0u);
  EXPECT_EQ(core::loadJournal(w.journal().journalPath()).actions.size(), 1u)
      << "the journal follows the load";
  fs::remove_all(folder);
}

TEST(JournalScreen, WithoutTheJournalNothingIsWrittenAndClosingStillAsks) {
  const std::string folder = freshFolder("none");
  JournalWindow w(""); // play --no-journal
  w.placeAt("0202");
  w.placeAt("0602");
  EXPECT_TRUE(w.journal().journalPath().empty());
  EXPECT_FALSE(fs::exists(folder));
  w.closeWindow();
  EXPECT_EQ(w.journal().question(), JournalKeeper::Question::Quit);
  w.answer(core::tr("Quit"));
  EXPECT_FALSE(w.open());
}

TEST(JournalScreen, AJournalThatCannotBeWrittenIsSaidAndTheGameGoesOn) {
  JournalWindow w("/proc/amiraute-journal"); // no folder can be made there
  w.placeAt("0202");
  EXPECT_EQ(w.session().actions().size(), 1u) << "the game goes on";
  EXPECT_NE(w.journal().error().find("/proc/amiraute-journal"), std::string::npos) << w.journal().error();
  w.closeWindow();
  EXPECT_EQ(w.journal().question(), JournalKeeper::Question::Quit)
      << "the unsaved action is still asked about";
  w.shot("journal-quit-unwritable.png");
}

TEST(JournalScreen, AFinishedGameIsNotOfferedAgain) {
  const std::string folder = freshFolder("finished");
  core::GameRecord r = game::Match<objectif_villes::Game>::open(core::findDataFile(kSmall), 1).record();
  r.actions = {"place Pile 0202"};
  {
    core::Journal j(folder, r);
    j.sync(r);
    j.markFinished(true); // what the window does once the game is over
  }
  JournalWindow w(folder);
  EXPECT_EQ(w.journal().question(), JournalKeeper::Question::None);
  EXPECT_EQ(filesEnding(folder, ".finished.yaml").size(), 1u) << "kept, only not offered";
  fs::remove_all(folder);
}

/// `amiraute play ARGS --screenshot` with the journal folder `folder`; the picture.
sf::Image playShot(const std::string &folder, const std::string &args, const std::string &name) {
  const std::string shot = uitest::shotDir() + "/" + name;
  const std::string command = "AMIRAUTE_JOURNAL_DIR=" + folder + " " + AMIRAUTE_BINARY + " play " + args +
                              " --size 1000x700 --frames 4 --screenshot " + shot + " >/dev/null 2>&1";
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  sf::Image img;
  EXPECT_TRUE(img.loadFromFile(shot)) << shot;
  return img;
}

bool samePixels(const sf::Image &a, const sf::Image &b) {
  return a.getSize() == b.getSize() &&
         std::equal(a.getPixelsPtr(), a.getPixelsPtr() + a.getSize().x * a.getSize().y * 4, b.getPixelsPtr());
}

// The command line: `play SCENARIO` asks about the unfinished game, `play --no-journal` neither
// asks nor writes, and `play JOURNAL` opens the game the journal kept.
TEST(JournalScreen, PlayOffersResumesAndNoJournalNeitherAsksNorWrites) {
  const std::string folder = freshFolder("cli"), empty = freshFolder("cli-empty");
  const std::string scenario = core::findDataFile(kSmall);
  core::GameRecord r = game::Match<objectif_villes::Game>::open(scenario, 1).record();
  r.actions = {"place Pile 0202", "place Face 0602"};
  std::string journal;
  {
    core::Journal j(folder, r);
    j.sync(r);
    journal = j.path();
  }
  const sf::Image fresh = playShot(empty, scenario, "journal-cli-fresh.png");
  const sf::Image asked = playShot(folder, scenario, "journal-cli-asked.png");
  const sf::Image quiet = playShot(folder, scenario + " --no-journal", "journal-cli-quiet.png");
  EXPECT_EQ(filesEnding(folder, ".yaml").size(), 1u) << "--no-journal wrote or moved a journal";
  EXPECT_FALSE(fs::exists(empty)) << "nothing was played: nothing written";
  const std::string record = folder + "-saved.yaml";
  game::Match<objectif_villes::Game>::load(journal, 1).save(record);
  const sf::Image saved = playShot(empty, record, "journal-cli-saved.png");
  EXPECT_FALSE(samePixels(saved, fresh)) << "play RECORD did not open the game";
  EXPECT_FALSE(fs::exists(empty)) << "a saved record opened is all in its file: nothing to journal yet";
  fs::remove(record);
  const sf::Image opened = playShot(empty, journal, "journal-cli-opened.png");
  EXPECT_FALSE(samePixels(asked, fresh)) << "the resume question is not shown";
  EXPECT_TRUE(samePixels(quiet, fresh)) << "--no-journal still asked";
  EXPECT_FALSE(samePixels(opened, fresh)) << "play JOURNAL did not open the game";
  fs::remove_all(folder);
  fs::remove_all(empty);
}

/// Any view, with the App's journal in `folder`, opened by its registry opener.
class AnyWindow : public uitest::WindowDriver<View> {
public:
  template <class Open>
  AnyWindow(const std::string &folder, Open open) : WindowDriver("amiraute journal", open) {
    appRef().keepJournal(folder, true);
    for (int k = 0; k < 3; ++k)
      frame();
  }
};

/// A journal of `n` actions of game G on `scenario` (the first legal action each time, the
/// program's dice rolled), as a window killed mid-game leaves it; its actions.
template <class G>
std::vector<std::string> journalOf(const std::string &folder, const std::string &scenario, int n) {
  auto m = game::Match<G>::open(core::findDataFile(scenario), 7);
  for (int k = 0; k < n && !m.over(); ++k) {
    if (m.toMove() == game::kChance)
      m.roll();
    else
      m.submit(G::legal(m.rules(), m.state()).front());
  }
  core::Journal j(folder, m.record());
  j.sync(m.record());
  return m.actions();
}

// The resume question is the App's, for every family of views: Haute Mer's table, the hex views
// and the card views each replay the journal through their own Load.
TEST(JournalScreen, EveryFamilyOfViewsResumesThroughTheSameQuestion) {
  struct Case {
    const char *scenario;
    std::vector<std::string> (*journal)(const std::string &, const std::string &, int);
    std::unique_ptr<View> (*open)(const std::string &, const std::string &, std::uint64_t);
  };
  const Case cases[] = {
      {"scenarios/haute-mer/duel.yaml", journalOf<haute_mer::Game>, openView},
      {"scenarios/escadrilles/small.yaml", journalOf<escadrilles::Game>, openView},
      {"scenarios/milles-nautiques/duel.yaml", journalOf<milles_nautiques::Game>, openView},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.scenario);
    const std::string folder = freshFolder("family");
    const std::vector<std::string> kept = c.journal(folder, c.scenario, 4);
    ASSERT_FALSE(kept.empty());
    AnyWindow w(folder, [&] { return c.open(core::findDataFile(c.scenario), "", 7); });
    ASSERT_EQ(w.appRef().journal().question(), JournalKeeper::Question::Resume);
    const auto resume = w.appRef().journal().button(core::tr("Resume it"));
    ASSERT_TRUE(resume);
    w.click(middle(*resume));
    w.frame();
    EXPECT_EQ(w.appRef().journal().question(), JournalKeeper::Question::None);
    const std::vector<std::string> now = w.view_->anyMatch()->record().actions;
    ASSERT_GE(now.size(), kept.size()); // a card view may deal on at once
    EXPECT_EQ(std::vector<std::string>(now.begin(), now.begin() + static_cast<std::ptrdiff_t>(kept.size())),
              kept);
    fs::remove_all(folder);
  }
}

/// The two questions at 1600 x 1000 and 1000 x 700, in English and in French.
class JournalQuestionsShots : public ::testing::TestWithParam<std::tuple<sf::Vector2u, const char *>> {
protected:
  void TearDown() override { core::setLanguage("en"); }
};

TEST_P(JournalQuestionsShots, TheResumeAndQuitQuestionsFitAndAreShot) {
  const auto [size, lang] = GetParam();
  core::setLanguage(lang);
  const std::string tag = std::string(lang) + "-" + std::to_string(size.x) + "x" + std::to_string(size.y);
  const std::string folder = freshFolder("shots-" + tag);
  {
    JournalWindow first(folder, size); // played, then left without closing
    first.placeAt("0202");
    first.placeAt("0602");
  }
  JournalWindow w(folder, size);
  ASSERT_EQ(w.journal().question(), JournalKeeper::Question::Resume);
  expectQuestionFits(w, {core::tr("Resume it"), core::tr("Start a new game")});
  w.shot("journal-resume-" + tag + ".png");
  const std::string old = w.journal().offered()->path;
  w.answer(core::tr("Start a new game"));
  EXPECT_EQ(w.journal().question(), JournalKeeper::Question::None);
  EXPECT_EQ(w.session().actions().size(), 0u);
  EXPECT_TRUE(fs::exists(core::asideJournalPath(old))) << "the old game is kept aside, not deleted";
  w.placeAt("0202");
  w.closeWindow();
  ASSERT_EQ(w.journal().question(), JournalKeeper::Question::Quit);
  expectQuestionFits(w, {core::tr("Save…"), core::tr("Quit"), core::tr("Cancel")});
  w.shot("journal-quit-" + tag + ".png");
  w.answer(core::tr("Save…"));
  expectQuestionFits(w, {core::tr("Save and quit"), core::tr("Back")});
  w.shot("journal-quit-save-" + tag + ".png");
  fs::remove_all(folder);
}

std::string shotsName(const ::testing::TestParamInfo<JournalQuestionsShots::ParamType> &info) {
  const sf::Vector2u size = std::get<0>(info.param);
  return std::string(std::get<1>(info.param)) + "_" + std::to_string(size.x) + "x" + std::to_string(size.y);
}

INSTANTIATE_TEST_SUITE_P(SizesAndLanguages, JournalQuestionsShots,
                         ::testing::Values(std::make_tuple(sf::Vector2u{1600, 1000}, "en"),
                                           std::make_tuple(sf::Vector2u{1000, 700}, "en"),
                                           std::make_tuple(sf::Vector2u{1600, 1000}, "fr"),
                                           std::make_tuple(sf::Vector2u{1000, 700}, "fr")),
                         shotsName);

} // namespace
} // namespace amiraute::ui
