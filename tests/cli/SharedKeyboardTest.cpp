// The referee at a real table, driven through a pseudo-terminal as the players type at it: a
// seat's secrets (written orders, secret speeds) never stay where the others can read them — not
// on the screen, not in its scrollback, not in the history file; Ctrl-C clears a half-typed line
// and, from a hidden prompt, leaves the terminal echoing; a byte that is not UTF-8 is refused.
#include "Pty.h"

#include "core/Files.h"
#include "referee/Terminal.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace amiraute::testing {
namespace {

namespace fs = std::filesystem;

/// A folder of its own for a session: the journal in <dir>/journal, the history in <dir>/history.
std::string freshFolder(const std::string &name) {
  const std::string dir = ::testing::TempDir() + "shared_keyboard_" + std::to_string(::getpid()) + "_" + name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

/// The history file as lines typed: libedit writes a space as \040.
std::string history(const std::string &folder) {
  std::ifstream in(folder + "/history");
  std::ostringstream text;
  text << in.rdbuf();
  std::string out = text.str();
  for (std::size_t at; (at = out.find("\\040")) != std::string::npos;)
    out.replace(at, 4, " ");
  return out;
}

/// The referee of `scenario` at a terminal, its journal and history in `folder`.
std::unique_ptr<PtyRun> table(const std::string &scenario, const std::string &folder,
                              const std::vector<std::string> &more = {"--seed", "7"}) {
  std::vector<std::string> args = {"referee", core::findDataFile(scenario), "--lang", "en"};
  args.insert(args.end(), more.begin(), more.end());
  return std::make_unique<PtyRun>(args,
                                  std::vector<std::string>{"AMIRAUTE_JOURNAL_DIR=" + folder + "/journal"});
}

bool has(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }

TEST(SharedKeyboard, DT_ORDER_4_an_order_typed_on_one_line_is_wiped_and_never_kept_in_the_history) {
  const std::string folder = freshFolder("order");
  auto t = table("scenarios/detroits/small.yaml", folder);
  ASSERT_TRUE(t->waitFor("orders> "));
  t->type("orders Foudroyant 3 R 4\r");
  ASSERT_TRUE(t->waitFor("Bleu writes an order")) << t->output();
  EXPECT_FALSE(has(t->screen(), "3 R 4")) << t->screen();
  EXPECT_TRUE(has(t->screen(), "orders> orders Foudroyant …")) << t->screen(); // the line, its order hidden
  t->type("quit\r");
  t->wait();
  EXPECT_FALSE(has(t->screen(), "3 R 4")) << t->screen();
  const std::string kept = history(folder);
  EXPECT_TRUE(has(kept, "quit")) << kept;   // the history is written…
  EXPECT_FALSE(has(kept, "3 R 4")) << kept; // …without the order
  EXPECT_FALSE(has(kept, "orders Foudroyant")) << kept;
}

TEST(SharedKeyboard, DT_ORDER_4_a_fleets_orders_show_only_after_the_others_look_away_and_are_wiped_after) {
  const std::string folder = freshFolder("ships");
  auto t = table("scenarios/detroits/small.yaml", folder);
  ASSERT_TRUE(t->waitFor("orders> "));
  t->type("orders Foudroyant 3 R 4\r");
  ASSERT_TRUE(t->waitFor("Bleu writes an order"));
  t->type("seal Bleu\r");
  ASSERT_TRUE(t->waitFor("still writing Rouge"));
  // Anyone may type it; nothing of Bleu's orders shows until Enter is pressed.
  const std::size_t before = t->output().size();
  t->type("ships Bleu\r");
  ASSERT_TRUE(t->waitFor("Bleu only: press Enter when the others look away")) << t->output();
  EXPECT_FALSE(has(t->screen(), "3 R 4")) << t->screen();
  EXPECT_FALSE(has(t->output().substr(before), "3 R 4")) << t->output();
  t->type("\r");
  ASSERT_TRUE(t->waitFor("Bleu: press Enter to clear the screen"));
  EXPECT_TRUE(has(t->screen(), "order: 3 R 4")) << t->screen(); // Bleu reads it
  t->type("\r");
  ASSERT_TRUE(t->waitFor("Bleu's secrets are hidden again"));
  EXPECT_FALSE(has(t->screen(), "3 R 4")) << t->screen(); // gone from the screen and the scrollback
  // What was printed: the order only before the clearing of the screen and its scrollback.
  const std::string &out = t->output();
  ASSERT_NE(out.rfind(referee::kClearScreen), std::string::npos);
  EXPECT_LT(out.rfind("3 R 4"), out.rfind(referee::kClearScreen));
  // show SIDE does the same, for any case of the name: which of Rouge's ships have orders is
  // Rouge's secret too, even while it holds none.
  t->type("show rouge\r");
  ASSERT_TRUE(t->waitFor("Rouge only: press Enter when the others look away")) << t->output();
  t->type("\r");
  ASSERT_TRUE(t->waitFor("Rouge: press Enter to clear the screen")) << t->output();
  t->type("\r");
  ASSERT_TRUE(t->waitFor("Rouge's secrets are hidden again")) << t->output();
  t->type("quit\r");
  t->wait();
  EXPECT_FALSE(has(history(folder), "3 R 4"));
}

TEST(SharedKeyboard, ES_SPEED_2_speeds_typed_on_one_line_are_not_printed_back_and_planes_side_asks_first) {
  const std::string folder = freshFolder("speeds");
  auto t = table("scenarios/escadrilles/small.yaml", folder); // speeds secret from turn 1 (2 to 4)
  ASSERT_TRUE(t->waitFor("speeds> "));
  t->type("speeds Bleu 4 2 3\r");
  ASSERT_TRUE(t->waitFor("Bleu sets in secret the speeds of planes 1 2 3")) << t->output();
  ASSERT_TRUE(t->waitFor("speeds> "));
  for (const char *secret : {"4 2 3", "1:4", "2:2", "speed 4"})
    EXPECT_FALSE(has(t->screen(), secret)) << secret << "\n" << t->screen();
  // Bleu's planes and reach at its speed: asked first, wiped after.
  for (const char *command : {"planes Bleu\r", "reach Bleu 1\r"}) {
    t->type(command);
    ASSERT_TRUE(t->waitFor("Bleu only: press Enter when the others look away")) << command;
    EXPECT_FALSE(has(t->screen(), "speed 4")) << command << "\n" << t->screen();
    t->type("\r");
    ASSERT_TRUE(t->waitFor("Bleu: press Enter to clear the screen"));
    EXPECT_TRUE(has(t->screen(), "speed 4")) << command << "\n" << t->screen();
    t->type("\r");
    ASSERT_TRUE(t->waitFor("Bleu's secrets are hidden again"));
    EXPECT_FALSE(has(t->screen(), "speed 4")) << command << "\n" << t->screen();
  }
  // Rouge's planes hold no secret of Bleu's, and Rouge has none yet: shown at once.
  t->type("planes\r");
  ASSERT_TRUE(t->waitFor("speed secret"));
  t->type("quit\r");
  t->wait();
  const std::string kept = history(folder);
  EXPECT_TRUE(has(kept, "planes Bleu")) << kept;
  EXPECT_FALSE(has(kept, "4 2 3")) << kept;
}

TEST(SharedKeyboard, ctrl_c_at_a_hidden_prompt_leaves_the_terminal_echoing) {
  const std::string folder = freshFolder("hidden");
  auto t = table("scenarios/detroits/small.yaml", folder);
  ASSERT_TRUE(t->waitFor("orders> "));
  t->type("orders Foudroyant\r");
  ASSERT_TRUE(t->waitFor("(typing hidden): "));
  t->type("3 R");
  t->type("\x03");
  const int status = t->wait();
  ASSERT_TRUE(t->ended());
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGINT) << status; // as a shell expects
  const termios after = t->settings();
  EXPECT_TRUE(after.c_lflag & ECHO); // `stty sane` is not needed
  EXPECT_TRUE(after.c_lflag & ICANON);
  EXPECT_FALSE(has(t->screen(), "3 R")) << t->screen();
}

TEST(SharedKeyboard, ctrl_c_clears_a_half_typed_line_and_leaves_from_an_empty_one) {
  const std::string folder = freshFolder("ctrl_c");
  auto t = table("scenarios/detroits/small.yaml", folder);
  ASSERT_TRUE(t->waitFor("orders> "));
  ASSERT_TRUE(t->waitForLineEditor());
  t->type("statu");
  ASSERT_TRUE(t->waitFor("statu"));
  t->type("\x03");
  ASSERT_TRUE(t->waitFor("^C"));
  ASSERT_TRUE(t->waitForLineEditor());
  t->type("tus\r"); // the half line is gone: this is a new line
  ASSERT_TRUE(t->waitFor("unknown command 'tus'")) << t->output();
  t->type("status\r");
  ASSERT_TRUE(t->waitFor("still writing"));
  ASSERT_TRUE(t->waitFor("orders> ")); // the next prompt, empty: Ctrl-C there leaves
  ASSERT_TRUE(t->waitForLineEditor());
  t->type("\x03");
  const int status = t->wait();
  ASSERT_TRUE(t->ended()) << t->output();
  // Read by the line editor it is exit code 130; a Ctrl-C that comes while the editor is between
  // two reads is the signal itself, which the program lets end it once the terminal is put back.
  // A shell says 130 for both.
  EXPECT_TRUE((WIFEXITED(status) && WEXITSTATUS(status) == 130) ||
              (WIFSIGNALED(status) && WTERMSIG(status) == SIGINT))
      << status;
  EXPECT_TRUE(t->settings().c_lflag & ECHO);
}

TEST(SharedKeyboard, a_byte_that_is_not_utf8_typed_at_the_terminal_is_refused_shown_escaped) {
  const std::string folder = freshFolder("utf8");
  auto t = table("scenarios/escadrilles/small.yaml", folder);
  ASSERT_TRUE(t->waitFor("speeds> "));
  t->type("reach Bleu 05\xff"
          "02\r");
  ASSERT_TRUE(t->waitFor("not UTF-8")) << t->output();
  EXPECT_TRUE(has(t->screen(), "reach Bleu 05\\xFF02")) << t->screen();
  // Accented letters typed at the terminal come through whole.
  t->type("statüs\r");
  ASSERT_TRUE(t->waitFor("unknown command 'statüs'")) << t->output();
  t->type("quit\r");
  t->wait();
  EXPECT_FALSE(has(history(folder), "\xff"));
  EXPECT_TRUE(has(history(folder), "quit"));
}

TEST(SharedKeyboard, the_seed_and_the_description_are_said_at_the_start) {
  const std::string folder = freshFolder("start");
  {
    auto t = table("tests/schemas/good/detroits/description.yaml", folder, {});
    ASSERT_TRUE(t->waitFor("replays these dice)")) << t->output();
    t->type("quit\r");
    t->wait();
    std::istringstream lines(t->screen());
    std::string title, description;
    std::getline(lines, title);
    std::getline(lines, description);
    EXPECT_TRUE(has(title, "Détroits — Petit détroit")) << t->screen();
    EXPECT_TRUE(has(description, "A copy of scenarios/detroits/small.yaml with a description"))
        << t->screen();
    EXPECT_TRUE(has(t->screen(), "seed ")) << t->screen();
  }
  auto t = table("scenarios/detroits/small.yaml", folder, {"--seed", "42"});
  ASSERT_TRUE(t->waitFor("replays these dice)"));
  EXPECT_TRUE(has(t->screen(), "seed 42 (amiraute referee " +
                                   core::findDataFile("scenarios/detroits/small.yaml") +
                                   " --seed 42 replays these dice)"))
      << t->screen();
  t->type("quit\r");
  t->wait();
}

} // namespace
} // namespace amiraute::testing
