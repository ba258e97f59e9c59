// The Mistoufle question on the card table (MN-MIST-1): the skipper whose boat was just attacked
// answers with two buttons in the panel; the table takes no card meanwhile.
#include "Driver.h"

#include "core/Command.h"
#include "core/Files.h"
#include "game/Match.h"
#include "games/milles_nautiques/Game.h"
#include "ui/MillesNautiquesView.h"

namespace amiraute::ui {
namespace {

namespace mn = milles_nautiques;

TEST(MistoufleShot, MN_MIST_1_the_attacked_skipper_answers_on_screen) {
  // Seed 3: Bruno takes the start, then Anne becalms him; the record stops at the question.
  using M = game::Match<mn::Game>;
  M m = M::open(core::findDataFile("scenarios/milles-nautiques/duel.yaml"), 3);
  m.settle();
  for (const char *text :
       {"draw", "discard sauvetage", "draw", "play bon_vent", "draw", "play encalmine Bruno"}) {
    m.submit(mn::Game::parse(m.rules(), core::splitCommand(text)));
    m.settle();
  }
  ASSERT_EQ(m.state().phase, mn::Phase::Answer);
  const std::string record = uitest::shotDir() + "/cards-mn-mistoufle.yaml";
  m.save(record, true);

  class Question : public uitest::WindowDriver<MillesNautiquesView> {
  public:
    explicit Question(const std::string &path)
        : WindowDriver("amiraute card table test", [&] { return openMillesNautiques("", path, 3); }) {
      frame();
    }
    MillesNautiquesView &view() { return *view_; }
  } d(record);
  d.click({800, 500}); // Bruno comes to the screen
  ASSERT_FALSE(d.view().curtain().down());
  EXPECT_EQ(d.view().match().toMove(), 1);
  // Bruno holds no Tactician: the one answer he has is to let the calm stand (a button).
  ASSERT_EQ(d.view().legal().size(), 1u);
  EXPECT_EQ(d.view().legal().front().verb, mn::Verb::NoMistoufle);
  d.shot("cards-mn-mistoufle-question.png");
  // A click on the table means nothing while the question waits.
  const auto hash = d.view().match().hash();
  d.click(d.view().drawPileCentre());
  EXPECT_EQ(d.view().match().hash(), hash);
}

} // namespace
} // namespace amiraute::ui
