// The card table's layout and picking, without a window: every mat, zone and card inside the
// table area for 2 to 6 mats at the sizes a player uses, and a click finds what is drawn there.
#include "ui/CardTable.h"

#include <gtest/gtest.h>

namespace amiraute::ui {
namespace {

bool inside(sf::FloatRect outer, sf::FloatRect r) {
  return r.left >= outer.left - 0.5f && r.top >= outer.top - 0.5f &&
         r.left + r.width <= outer.left + outer.width + 0.5f &&
         r.top + r.height <= outer.top + outer.height + 0.5f;
}

/// `mats` mats of five piles each (a Milles Nautiques boat), the first one the seat's own, with
/// a long fan of miles on each; a hand of seven.
CardTableInput table(int mats, int miles) {
  CardTableInput in;
  for (int a = 0; a < mats; ++a) {
    CardArea area;
    area.title = "Mat " + std::to_string(a);
    area.own = a == 0;
    in.areas.push_back(area);
    for (int z = 0; z < 5; ++z) {
      CardZone zone;
      zone.area = a;
      zone.layout = z == 4 ? CardZone::Layout::Fan : CardZone::Layout::Stack;
      zone.cards.assign(z == 4 ? static_cast<std::size_t>(miles) : 1u, CardId{0});
      zone.key = a * 10 + z;
      in.zones.push_back(zone);
    }
  }
  in.hand.assign(7, CardId{0});
  return in;
}

TEST(CardTableLayout, TwoToSixMatsFitAtEverySize) {
  for (const sf::Vector2f size : {sf::Vector2f{1220, 948}, sf::Vector2f{740, 648}, sf::Vector2f{1000, 716}})
    for (int mats = 2; mats <= 6; ++mats)
      for (int miles : {0, 3, 15}) {
        const CardTableInput in = table(mats, miles);
        const sf::FloatRect area{0, 52, size.x, size.y};
        const CardLayout lay = layoutCardTable(in, area);
        ASSERT_EQ(lay.mats.size(), static_cast<std::size_t>(mats));
        for (std::size_t a = 0; a < lay.mats.size(); ++a)
          EXPECT_TRUE(inside(area, lay.mats[a].rect));
        for (std::size_t z = 0; z < lay.zones.size(); ++z) {
          const sf::FloatRect mat = lay.mats[static_cast<std::size_t>(in.zones[z].area)].rect;
          for (const sf::FloatRect &c : lay.zones[z].cards)
            EXPECT_TRUE(inside(mat, c)) << size.x << "x" << size.y << " mats " << mats << " miles " << miles;
          // Six mats of five piles in the smallest window is the tightest case; the label under a
          // small card names it (CardTable draws the top card's name there).
          EXPECT_GE(lay.zones[z].card_height, mats <= 4 ? 36.f : 32.f)
              << size.x << "x" << size.y << " mats " << mats;
        }
        ASSERT_EQ(lay.hand.size(), 7u);
        for (const sf::FloatRect &c : lay.hand)
          EXPECT_TRUE(inside(area, c));
        // Mats never overlap.
        for (std::size_t a = 0; a < lay.mats.size(); ++a)
          for (std::size_t b = a + 1; b < lay.mats.size(); ++b)
            EXPECT_FALSE(lay.mats[a].rect.intersects(lay.mats[b].rect)) << a << " " << b;
      }
}

TEST(CardTableLayout, AClickFindsTheHandCardTheZoneThePileAndTheDiscard) {
  CardTableInput in = table(3, 4);
  in.selected = 2;
  const CardLayout lay = layoutCardTable(in, {0, 52, 1220, 948});
  auto centre = [](sf::FloatRect r) { return sf::Vector2f{r.left + r.width / 2, r.top + r.height / 2}; };
  EXPECT_EQ(pickCardTable(in, lay, centre(lay.hand[2])), (CardHit{CardHit::Kind::Hand, 2}));
  EXPECT_EQ(pickCardTable(in, lay, centre(lay.draw_pile)), (CardHit{CardHit::Kind::DrawPile, -1}));
  EXPECT_EQ(pickCardTable(in, lay, centre(lay.discard)), (CardHit{CardHit::Kind::Discard, -1}));
  EXPECT_EQ(pickCardTable(in, lay, centre(lay.zones[7].cards.front())), (CardHit{CardHit::Kind::Zone, 7}));
  // The chosen card stands out of the hand.
  EXPECT_LT(lay.hand[2].top, lay.hand[1].top);
  // Outside the zones but on a mat: the mat.
  const sf::FloatRect mat = lay.mats[1].rect;
  EXPECT_EQ(pickCardTable(in, lay, {mat.left + 3, mat.top + 3}), (CardHit{CardHit::Kind::Area, 1}));
  EXPECT_EQ(pickCardTable(in, lay, {-50, -50}), CardHit{});
}

TEST(CardTableLayout, AHandTooWideForTheTableOverlapsInsteadOfRunningOff) {
  CardTableInput in = table(2, 0);
  in.hand.assign(14, CardId{0});
  const sf::FloatRect area{0, 52, 600, 600};
  const CardLayout lay = layoutCardTable(in, area);
  for (const sf::FloatRect &c : lay.hand)
    EXPECT_TRUE(inside(area, c));
  // The topmost card wins where two overlap.
  const sf::FloatRect a = lay.hand[3], b = lay.hand[4];
  ASSERT_TRUE(a.intersects(b));
  EXPECT_EQ(pickCardTable(in, lay, {b.left + 1, b.top + b.height / 2}), (CardHit{CardHit::Kind::Hand, 4}));
}

} // namespace
} // namespace amiraute::ui
