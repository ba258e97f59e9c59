// A refusal's sentence is made only when someone may read it: a game's legal() tries every
// candidate through validate() and keeps those not refused, and wording each refusal (names,
// numbers, the translation) was half of Nautic Miles' search.
#include "game/Game.h"

#include <gtest/gtest.h>

namespace amiraute::game {
namespace {

TEST(Refusals, a_sentence_is_made_when_someone_may_read_it_and_not_while_legal_only_asks_yes_or_no) {
  int made = 0;
  const auto say = [&] {
    ++made;
    return std::string("no mine lies beside Anne's convoy 2");
  };
  const auto worded = refuse("NM-MINE-1", say);
  ASSERT_TRUE(worded);
  EXPECT_EQ(worded->text(), "no mine lies beside Anne's convoy 2 (NM-MINE-1)");
  EXPECT_EQ(made, 1);
  {
    const UnwordedRefusals outer;
    {
      const UnwordedRefusals inner; // legal() within legal(): still unworded, and after it too
    }
    const auto unworded = refuse("NM-MINE-1", say);
    ASSERT_TRUE(unworded) << "still refused";
    EXPECT_EQ(unworded->clause, "NM-MINE-1");
    EXPECT_EQ(unworded->message, "");
    EXPECT_EQ(made, 1);
  }
  // Once legal() is done, the next refusal a person meets is worded again.
  EXPECT_EQ(refuse("NM-MINE-1", say)->message, "no mine lies beside Anne's convoy 2");
  EXPECT_EQ(made, 2);
  // A plain sentence is kept as it is.
  const UnwordedRefusals scope;
  EXPECT_EQ(refuse("HM-FIRE-2", std::string("out of range"))->message, "out of range");
}

} // namespace
} // namespace amiraute::game
