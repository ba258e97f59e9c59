// A seat's secrets at the referee, through the real binary: every command of every game is asked
// after a seat wrote something secret, and every answer that holds the secret (the order's text,
// the speed numbers, the cards in hand) says whose it is ("secret": SEAT), so that the terminal
// asks the others to look away first (SharedKeyboardTest) and a script knows to hide it. With
// --json there is no screen to clear: the answer is the script's to hide. Piped text prints it.
// Clause ids: DT-ORDER-4, ES-SPEED-2, ES-SPEED-3, MN-DEAL-1, NM-DEAL-1.
#include "RunBinary.h"

#include "core/Files.h"

#include <gtest/gtest.h>

namespace amiraute::testing {
namespace {

using nlohmann::json;

std::string scenario(const std::string &path) { return core::findDataFile("scenarios/" + path); }

bool has(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }

TEST(SeatSecrets, DT_ORDER_4_no_answer_holds_a_written_order_unless_it_says_whose_secret_it_is) {
  const std::vector<std::string> commands = {"orders Foudroyant 3 R 4",
                                             "ships",
                                             "ships Bleu",
                                             "ships Rouge",
                                             "show Bleu",
                                             "show bleu",
                                             "status",
                                             "log",
                                             "help",
                                             "chances",
                                             "seal Bleu",
                                             "ships Bleu",
                                             "undo",
                                             "undo",
                                             "ships Bleu",
                                             "orders Victory -"};
  const auto a = referee(scenario("detroits/small.yaml"), commands, "--no-journal");
  ASSERT_EQ(a.size(), commands.size());
  for (std::size_t k = 0; k < a.size(); ++k) {
    const bool reveals = has(a[k].dump(), "3 R 4");
    // An answer that tells the order is Bleu's secret. Which of a fleet's ships have orders is a
    // secret too (a ship without one stays), so a fleet's own view is its secret even when it
    // holds no order.
    if (reveals) {
      EXPECT_EQ(a[k].value("secret", ""), "Bleu") << commands[k] << ": " << a[k].dump();
    }
  }
  EXPECT_EQ(a[2]["secret"], "Bleu");            // ships Bleu
  EXPECT_EQ(a[4]["secret"], "Bleu");            // show Bleu
  EXPECT_EQ(a[5]["secret"], "Bleu");            // any case
  EXPECT_EQ(a[3].value("secret", ""), "Rouge"); // which of its ships have orders: Rouge's own
  for (const std::size_t k : {std::size_t{0}, std::size_t{1}, std::size_t{6}, std::size_t{7}})
    EXPECT_FALSE(a[k].contains("secret")) << commands[k] << ": " << a[k].dump(); // public answers
  EXPECT_EQ(a[12]["undone"], "seal Bleu");
  EXPECT_EQ(a[13]["undone"], "an order of Bleu (secret)"); // not even which ship
  EXPECT_NE(a[8]["help"].get<std::string>().find("show SIDE"), std::string::npos);
  // Once revealed, nothing is secret any more.
  const auto b = referee(scenario("detroits/small.yaml"),
                         {"orders Foudroyant 3 R 4", "seal Bleu", "seal Rouge", "ships Bleu", "show Bleu"});
  EXPECT_FALSE(b[3].contains("secret")) << b[3].dump();
  EXPECT_FALSE(b[4].contains("secret")) << b[4].dump();
}

/// True when an Escadrilles answer tells Bleu's speeds 4, 2, 3 (set by `speeds Bleu 4 2 3`).
bool tellsBleuSpeeds(const json &answer) {
  const std::string text = answer.dump();
  if (has(text, "1:4") || has(text, "4 2 3")) return true;
  if (answer.contains("planes") && answer["planes"].is_array())
    for (const auto &p : answer["planes"])
      if (p["side"] == "Bleu" && p["number"] == 1 && p["speed"] == 4) return true;
  return answer.contains("plane") && answer["plane"]["side"] == "Bleu" && answer.value("speed", 0) == 4;
}

TEST(SeatSecrets, ES_SPEED_2_speeds_are_never_said_back_and_only_answers_marked_secret_hold_them) {
  const std::vector<std::string> commands = {"speeds Bleu 4 2 3",
                                             "planes",
                                             "planes Bleu",
                                             "planes Rouge",
                                             "show Bleu",
                                             "reach Bleu 1",
                                             "reach Bleu 1 3",
                                             "status",
                                             "log",
                                             "help",
                                             "undo",
                                             "status",
                                             "speeds Bleu 1:4 2:2 3:3",
                                             "speeds Rouge 2 2 2",
                                             "planes Bleu"};
  const auto a = referee(scenario("escadrilles/small.yaml"), commands, "--no-journal");
  ASSERT_EQ(a.size(), commands.size());
  // While Bleu's speeds are secret (until both squadrons have set theirs).
  for (std::size_t k = 0; k < 13; ++k)
    EXPECT_EQ(tellsBleuSpeeds(a[k]), a[k].value("secret", "") == "Bleu")
        << commands[k] << ": " << a[k].dump();
  ASSERT_TRUE(a[0]["ok"]) << a[0].dump();
  EXPECT_FALSE(a[0].contains("action")); // not even to a script
  EXPECT_EQ(a[2]["secret"], "Bleu");
  EXPECT_EQ(a[5]["secret"], "Bleu");     // reach at Bleu's own secret speed
  EXPECT_FALSE(a[6].contains("secret")); // at a speed typed in the open: nothing of Bleu's
  EXPECT_EQ(a[10]["undone"], "speeds Bleu (secret)");
  EXPECT_EQ(a[11]["speeds_missing"]["Bleu"], json({1, 2, 3}));
  // Both set: the movement begins, Bleu's speeds are read out to all (ES-SPEED-3) and no longer hidden.
  EXPECT_EQ(a[13]["status"]["phase"], "movement");
  EXPECT_TRUE(tellsBleuSpeeds(a[13]));
  EXPECT_FALSE(a[13].contains("secret")) << a[13].dump();
  EXPECT_TRUE(tellsBleuSpeeds(a[14]));
  EXPECT_FALSE(a[14].contains("secret")) << a[14].dump();
}

TEST(SeatSecrets, MN_DEAL_1_a_hand_and_the_moves_it_allows_are_the_secret_of_the_player_to_move) {
  const auto a =
      referee(scenario("milles-nautiques/duel.yaml"),
              {"status", "hand", "moves", "table", "cards", "show Bruno", "log", "help"}, "--seed 3");
  ASSERT_EQ(a.size(), 8u);
  const std::string first = a[0]["to_move"];
  EXPECT_EQ(a[1]["secret"], first);
  EXPECT_EQ(a[2]["secret"], first);
  for (int k : {0, 3, 4, 6, 7})
    EXPECT_FALSE(a[k].contains("secret")) << k << ": " << a[k].dump();
  EXPECT_EQ(a[5]["secret"], "Bruno");
  EXPECT_EQ(a[5]["player"], "Bruno");
  // At a real table the referee holds no hand: no show.
  const auto t = referee(scenario("milles-nautiques/table-duel.yaml"), {"show Bruno"});
  EXPECT_FALSE(t[0]["ok"]);
}

TEST(SeatSecrets, NM_DEAL_1_a_hand_and_its_face_down_convoys_are_the_secret_of_their_player) {
  const auto a =
      referee(scenario("nautic-miles/duel.yaml"), {"status", "hand", "moves", "table", "score"}, "--seed 4");
  ASSERT_EQ(a.size(), 5u);
  for (int k : {1, 2})
    EXPECT_FALSE(a[k].value("secret", "").empty()) << a[k].dump();
  for (int k : {0, 3, 4})
    EXPECT_FALSE(a[k].contains("secret")) << a[k].dump();
}

TEST(SeatSecrets, games_without_secrets_offer_no_show) {
  const auto a = referee(scenario("haute-mer/duel.yaml"), {"show Bleu", "help"});
  EXPECT_FALSE(a[0]["ok"]);
  EXPECT_EQ(a[1]["help"].get<std::string>().find("show SIDE"), std::string::npos);
}

TEST(SeatSecrets, piped_text_prints_a_secret_as_it_is_for_there_is_nobody_to_press_enter) {
  const RunResult r = runAmiraute("referee " + scenario("detroits/small.yaml") + " --no-journal",
                                  "orders Foudroyant 3 R 4\nships Bleu\n");
  EXPECT_TRUE(has(r.out, "order: 3 R 4")) << r.out;
  EXPECT_FALSE(has(r.out, "press Enter")) << r.out;
}

} // namespace
} // namespace amiraute::testing
