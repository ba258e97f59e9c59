// The computer's seats of a screen (ui/ComputerSeats.h), without a window: the search runs on a
// worker and answers what the referee's computer would; cancelling while it thinks stops the
// search and joins its worker; an undo goes back to the person's decision; --ai is read as the referee reads
// it.
#include "ui/ComputerSeats.h"
#include "ai/Search.h"
#include "ai/Seats.h"
#include "core/Files.h"
#include "games/milles_nautiques/Game.h"
#include "games/objectif_villes/Game.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <thread>

namespace amiraute::ui {
namespace {

namespace ov = objectif_villes;
namespace mn = milles_nautiques;
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }
/// How long a test waits for the computer before calling it stuck: generous, since a search of a
/// few iterations takes milliseconds here but much longer under the sanitizers on a busy machine
/// (the tests end as soon as the answer comes).
constexpr double kPatience = 120;
/// A level whose search would run for hours: a test that ends at all saw it stopped.
constexpr const char *kEndless = "99999999";

/// Poll as a view's frames do (rolling the program's dice as the views do) until `done` or 10 s;
/// every computer action is submitted. Returns how many it played.
template <class G, class Done> int run(ComputerSeats<G> &seats, game::Match<G> &m, Done done) {
  int played = 0;
  const auto start = Clock::now();
  while (!done() && secondsSince(start) < kPatience) {
    if (m.toMove() == game::kChance) m.settle();
    if (auto a = seats.poll(m, 1.0f / 60)) {
      m.submit(*a);
      ++played;
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  return played;
}

game::Match<ov::Game> smallOv() {
  return game::Match<ov::Game>::open(
      core::findDataFile("scenarios/objectif-villes/sept-villes-deployed.yaml"), 1);
}

TEST(ComputerSeats, PlaysItsSeatUntilThePersonIsToMove) {
  auto m = smallOv();
  ComputerSeats<ov::Game> seats(m.players(), 1);
  seats.setPause(0);
  ASSERT_EQ(seats.set("pile", "5"), "");
  ASSERT_TRUE(seats.isComputer(0));
  ASSERT_EQ(m.toMove(), 0);
  const int played = run(seats, m, [&] { return m.toMove() != 0; });
  EXPECT_GE(played, 1);
  EXPECT_EQ(m.toMove(), 1) << "Face, a person, is to move; the computer waits";
  // Nothing more while the person thinks.
  for (int k = 0; k < 20; ++k)
    EXPECT_FALSE(seats.poll(m, 0.1f));
  EXPECT_EQ(seats.thinking(), -1);
  EXPECT_FALSE(seats.played().empty());
}

TEST(ComputerSeats, ChoosesWhatTheRefereesComputerWouldFromWhatItsSeatSees) {
  // A card game with hidden hands: the worker gets observe(seat), and chooses as ai::decide does
  // on the whole state (which reads only what the seat observes), for the same seed.
  auto m = game::Match<mn::Game>::open(core::findDataFile("scenarios/milles-nautiques/duel.yaml"), 3);
  m.settle();
  const int seat = m.toMove();
  ASSERT_GE(seat, 0);
  ComputerSeats<mn::Game> seats(m.players(), 7);
  seats.setPause(0);
  ASSERT_EQ(seats.set(std::to_string(seat + 1), "60"), "");
  std::optional<mn::Action> chosen;
  const auto start = Clock::now();
  while (!chosen && secondsSince(start) < kPatience)
    chosen = seats.poll(m, 0.01f);
  ASSERT_TRUE(chosen);
  const auto expected = ai::decide<mn::Game>(m.rules(), m.state(), seat, ai::parseLevel("60"),
                                             ai::mixSeed(7, m.actions().size()));
  EXPECT_EQ(mn::Game::format(m.rules(), *chosen), mn::Game::format(m.rules(), expected.action));
}

TEST(ComputerSeats, WaitsThePauseBetweenActions) {
  auto m = smallOv();
  ComputerSeats<ov::Game> seats(m.players(), 1);
  seats.setPause(0.5f);
  ASSERT_EQ(seats.set("Pile", "10"), "");
  // Its answer comes quickly (frames of no time meanwhile) but is played only half a second of
  // frames after the last change; it shows as thinking until then.
  const auto start = Clock::now();
  EXPECT_FALSE(seats.poll(m, 0));
  while (!seats.answered() && secondsSince(start) < kPatience) {
    EXPECT_FALSE(seats.poll(m, 0)) << "no action before the pause is over";
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ASSERT_TRUE(seats.answered());
  EXPECT_FALSE(seats.poll(m, 0)) << "answered, but the pause is not over";
  EXPECT_EQ(seats.thinking(), 0);
  int frames = 0;
  std::optional<ov::Action> a;
  while (!a && frames < 100) {
    a = seats.poll(m, 0.1f);
    ++frames;
  }
  ASSERT_TRUE(a);
  EXPECT_EQ(frames, 5) << "0.5 s of 0.1 s frames";
}

TEST(ComputerSeats, CancelWhileThinkingReturnsAtOnceAndDropsTheAnswer) {
  // A budget no search finishes in hours: only a cancellation honoured lets cancel() return.
  auto m = smallOv();
  auto seats = std::make_unique<ComputerSeats<ov::Game>>(m.players(), 1);
  ASSERT_EQ(seats->set("Pile", kEndless), "");
  EXPECT_FALSE(seats->poll(m, 0.01f));
  ASSERT_EQ(seats->thinking(), 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  seats->cancel();
  EXPECT_EQ(seats->cancelled(), 1) << "the search reports it stopped early, its worker joined";
  EXPECT_EQ(seats->thinking(), -1);
  // It starts again on the next frame; going away while it thinks (a window closed) joins it: the
  // destructor returns only once the search has stopped.
  EXPECT_FALSE(seats->poll(m, 0.01f));
  ASSERT_EQ(seats->thinking(), 0);
  seats.reset();
}

TEST(ComputerSeats, APersonTakingTheSeatStopsItsThinking) {
  auto m = smallOv();
  ComputerSeats<ov::Game> seats(m.players(), 1);
  ASSERT_EQ(seats.set("Pile", kEndless), "");
  EXPECT_FALSE(seats.poll(m, 0.01f));
  ASSERT_EQ(seats.thinking(), 0);
  seats.setSeat(0, std::nullopt);
  EXPECT_FALSE(seats.poll(m, 0.01f));
  EXPECT_EQ(seats.cancelled(), 1) << "the search was stopped, not waited for";
  EXPECT_EQ(seats.thinking(), -1);
  EXPECT_EQ(m.actions().size(), 0u);
}

TEST(ComputerSeats, PlayNowPlaysTheBestSoFarWithoutThePause) {
  // Neither its budget nor the pause (frames of no time) would ever end: the action comes only
  // because Play now stopped the search and skipped the pause.
  auto m = smallOv();
  ComputerSeats<ov::Game> seats(m.players(), 1);
  seats.setPause(5);
  ASSERT_EQ(seats.set("Pile", kEndless), "");
  EXPECT_FALSE(seats.poll(m, 0.01f));
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  seats.hurry();
  std::optional<ov::Action> a;
  const auto start = Clock::now();
  while (!a && secondsSince(start) < kPatience)
    a = seats.poll(m, 0);
  ASSERT_TRUE(a);
  EXPECT_EQ(seats.cancelled(), 0) << "its best so far is played, not dropped";
  EXPECT_FALSE(m.check(*a)) << "a legal action";
}

TEST(ComputerSeats, UndoGoesBackToThePersonsLastDecision) {
  auto m = smallOv();
  ComputerSeats<ov::Game> seats(m.players(), 1);
  seats.setPause(0);
  ASSERT_EQ(seats.set("Face", "5"), "");
  // Only the person has played: one undo.
  m.submit(ov::EndPhase{});
  while (m.toMove() == 0)
    m.submit(ov::EndPhase{});
  const std::size_t person_done = m.actions().size();
  ASSERT_TRUE(seats.undoSteps(m, false));
  run(seats, m, [&] { return m.toMove() == 0; });
  ASSERT_EQ(m.toMove(), 0);
  ASSERT_GT(m.actions().size(), person_done);
  const auto back = seats.undoSteps(m, false);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->seat, 0);
  for (int k = 0; k < back->steps; ++k)
    m.undo(false);
  EXPECT_EQ(m.toMove(), 0);
  EXPECT_EQ(m.actions().size(), person_done - 1) << "the person's last end of phase is taken back too";
}

TEST(ComputerSeats, NothingToTakeBackWhenOnlyTheComputerPlayed) {
  auto m = smallOv();
  ComputerSeats<ov::Game> seats(m.players(), 1);
  seats.setPause(0);
  ASSERT_EQ(seats.set("Pile", "5"), "");
  run(seats, m, [&] { return m.toMove() != 0; });
  ASSERT_GT(m.actions().size(), 0u);
  EXPECT_FALSE(seats.undoSteps(m, false)) << "undoing would hand the move straight back to the computer";
}

TEST(ComputerSeats, SidesAndLevelsAreReadAsTheRefereeReadsThem) {
  const game::Players p{{"Bleu", "Rouge"}, {}};
  EXPECT_EQ(ai::parseComputerSide(p, "rouge", "easy").seat, 1);
  EXPECT_EQ(ai::parseComputerSide(p, "1", "normal").seat, 0);
  EXPECT_EQ(ai::parseComputerSide(p, "Rouge", "400").level.iterations, 400);
  try {
    ai::parseComputerSide(p, "Vert", "easy");
    FAIL() << "no side Vert";
  } catch (const std::invalid_argument &e) {
    EXPECT_NE(std::string(e.what()).find("Bleu, Rouge"), std::string::npos) << e.what();
  }
  EXPECT_THROW(ai::parseComputerSide(p, "3", "easy"), std::invalid_argument);
  EXPECT_THROW(ai::parseComputerSide(p, "Bleu", "ultra"), std::invalid_argument);
  EXPECT_EQ(ai::splitSideLevel("Rouge"), (std::pair<std::string, std::string>{"Rouge", "normal"}));
  EXPECT_EQ(ai::splitSideLevel("Rouge:hard"), (std::pair<std::string, std::string>{"Rouge", "hard"}));
  ComputerSeatsBase seats({"Bleu", "Rouge"}, 1);
  EXPECT_NE(seats.set("Vert", "easy"), "");
  EXPECT_FALSE(seats.any());
  EXPECT_EQ(seats.set("ROUGE", "easy"), "");
  EXPECT_TRUE(seats.isComputer(1));
  EXPECT_EQ(seats.onlyPerson(), 0);
  EXPECT_EQ(seats.personToFollow(1), game::kChance);
  EXPECT_EQ(seats.personToFollow(0), 0);
}

TEST(ComputerSeats, ThePanelsSayTheComputerIsPlayingInsteadOfAPersonsInstructions) {
  ComputerSeatsBase seats({"Bleu", "Rouge"}, 1);
  ASSERT_EQ(seats.set("Rouge", "easy"), "");
  EXPECT_EQ(seats.playingLine(1), "Rouge (computer) is playing…");
  EXPECT_FALSE(seats.playingLine(0)) << "Bleu, a person, keeps its instructions";
  EXPECT_FALSE(seats.playingLine(game::kChance));
  EXPECT_FALSE(seats.nobody()) << "a person sits at the table: the person tosses the coins";
  ASSERT_EQ(seats.set("Bleu", "easy"), "");
  EXPECT_TRUE(seats.nobody());
}

TEST(ComputerSeats, HeldWhileTheWindowAsksAQuestionItPlaysNothingThenGoesOn) {
  // The resume question is open over a new game: nothing may be played behind it.
  auto m = smallOv();
  ComputerSeats<ov::Game> seats(m.players(), 1);
  seats.setPause(0);
  ASSERT_EQ(seats.set("pile", "5"), "");
  seats.hold(true);
  const auto start = Clock::now();
  while (secondsSince(start) < 1.0)
    ASSERT_FALSE(seats.poll(m, 0.05f)) << "a move was played behind the question";
  EXPECT_TRUE(m.actions().empty());
  seats.hold(false);
  EXPECT_GE(run(seats, m, [&] { return m.toMove() != 0; }), 1) << "the answer given, it plays again";
}

} // namespace
} // namespace amiraute::ui
