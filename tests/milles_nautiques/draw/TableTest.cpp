// The card table's layout, picking and card pictures without a window (draw/CardTable.h), with Milles
// Nautiques' mats: every mat, zone and card inside the table area for 2 to 6 mats at the sizes a
// player uses, a click finds what is drawn there, and a card without a picture is a framed name.
#include "games/milles_nautiques/draw/Table.h"
#include "core/Files.h"
#include "draw/Cairo.h"
#include "draw/CardTable.h"
#include "games/milles_nautiques/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

namespace amiraute::milles_nautiques {
namespace {

using draw::CardHit;
using draw::CardId;
using draw::CardLayout;
using draw::CardTableInput;
using draw::Rect;

bool inside(Rect outer, Rect r) {
  return r.x >= outer.x - 0.5f && r.y >= outer.y - 0.5f && r.x + r.width <= outer.x + outer.width + 0.5f &&
         r.y + r.height <= outer.y + outer.height + 0.5f;
}
bool intersects(Rect a, Rect b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
draw::Point centre(Rect r) { return {r.x + r.width / 2, r.y + r.height / 2}; }

/// `mats` mats of five piles each (a Milles Nautiques boat), the first one the seat's own, with
/// a long fan of miles on each; a hand of seven.
CardTableInput table(int mats, int miles) {
  CardTableInput in;
  for (int a = 0; a < mats; ++a) {
    draw::CardArea area;
    area.title = "Mat " + std::to_string(a);
    area.own = a == 0;
    in.areas.push_back(area);
    for (int z = 0; z < kZonesPerBoat; ++z) {
      draw::CardZone zone;
      zone.area = a;
      zone.layout = z == 4 ? draw::CardZone::Layout::Fan : draw::CardZone::Layout::Stack;
      zone.cards.assign(z == 4 ? static_cast<std::size_t>(miles) : 1u, CardId{0});
      zone.key = a * 10 + z;
      in.zones.push_back(zone);
    }
  }
  in.hand.assign(7, CardId{0});
  return in;
}

TEST(CardTableLayout, TwoToSixMatsFitAtEverySize) {
  for (const draw::Point size : {draw::Point{1220, 948}, draw::Point{740, 648}, draw::Point{1000, 716}})
    for (int mats = 2; mats <= 6; ++mats)
      for (int miles : {0, 3, 15}) {
        const CardTableInput in = table(mats, miles);
        const Rect area{0, 52, size.x, size.y};
        const CardLayout lay = draw::layoutCardTable(in, area);
        ASSERT_EQ(lay.mats.size(), static_cast<std::size_t>(mats));
        for (std::size_t a = 0; a < lay.mats.size(); ++a)
          EXPECT_TRUE(inside(area, lay.mats[a].rect));
        for (std::size_t z = 0; z < lay.zones.size(); ++z) {
          const Rect mat = lay.mats[static_cast<std::size_t>(in.zones[z].area)].rect;
          for (const Rect &c : lay.zones[z].cards)
            EXPECT_TRUE(inside(mat, c)) << size.x << "x" << size.y << " mats " << mats << " miles " << miles;
          // Six mats of five piles in the smallest window is the tightest case; the label under a
          // small card names it (the table draws the top card's name there).
          EXPECT_GE(lay.zones[z].card_height, mats <= 4 ? 36.f : 32.f)
              << size.x << "x" << size.y << " mats " << mats;
        }
        ASSERT_EQ(lay.hand.size(), 7u);
        for (const Rect &c : lay.hand)
          EXPECT_TRUE(inside(area, c));
        // Mats never overlap.
        for (std::size_t a = 0; a < lay.mats.size(); ++a)
          for (std::size_t b = a + 1; b < lay.mats.size(); ++b)
            EXPECT_FALSE(intersects(lay.mats[a].rect, lay.mats[b].rect)) << a << " " << b;
      }
}

TEST(CardTableLayout, AClickFindsTheHandCardTheZoneThePileAndTheDiscard) {
  CardTableInput in = table(3, 4);
  in.selected = 2;
  const CardLayout lay = draw::layoutCardTable(in, {0, 52, 1220, 948});
  EXPECT_EQ(draw::pickCardTable(in, lay, centre(lay.hand[2])), (CardHit{CardHit::Kind::Hand, 2}));
  EXPECT_EQ(draw::pickCardTable(in, lay, centre(lay.draw_pile)), (CardHit{CardHit::Kind::DrawPile, -1}));
  EXPECT_EQ(draw::pickCardTable(in, lay, centre(lay.discard)), (CardHit{CardHit::Kind::Discard, -1}));
  EXPECT_EQ(draw::pickCardTable(in, lay, centre(lay.zones[7].cards.front())),
            (CardHit{CardHit::Kind::Zone, 7}));
  // The chosen card stands out of the hand.
  EXPECT_LT(lay.hand[2].y, lay.hand[1].y);
  // Outside the zones but on a mat: the mat.
  const Rect mat = lay.mats[1].rect;
  EXPECT_EQ(draw::pickCardTable(in, lay, {mat.x + 3, mat.y + 3}), (CardHit{CardHit::Kind::Area, 1}));
  EXPECT_EQ(draw::pickCardTable(in, lay, {-50, -50}), CardHit{});
}

TEST(CardTableLayout, AHandTooWideForTheTableOverlapsInsteadOfRunningOff) {
  CardTableInput in = table(2, 0);
  in.hand.assign(14, CardId{0});
  const Rect area{0, 52, 600, 600};
  const CardLayout lay = draw::layoutCardTable(in, area);
  for (const Rect &c : lay.hand)
    EXPECT_TRUE(inside(area, c));
  // The topmost card wins where two overlap.
  const Rect a = lay.hand[3], b = lay.hand[4];
  ASSERT_TRUE(intersects(a, b));
  EXPECT_EQ(draw::pickCardTable(in, lay, {b.x + 1, b.y + b.height / 2}), (CardHit{CardHit::Kind::Hand, 4}));
}

TEST(CardTablePicture, CardPicturesAreDrawnFromTheSvgArtAndABareDeckFallsBackToNames) {
  const Rules r = loadRules(core::findDataFile("scenarios/milles-nautiques/duel.yaml"));
  for (int c = 0; c < r.deck.kinds(); ++c)
    EXPECT_NE(draw::cardPicture(&r.deck, static_cast<CardId>(c)), "") << c;
  EXPECT_EQ(draw::cardPicture(&r.deck, core::cards::kBack), "cards/back");
  // A deck without pictures: every face falls back to its framed name, on paper (#fbf7ee).
  core::cards::Deck bare = r.deck;
  bare.game = "no-such-deck";
  for (int c = 0; c < bare.kinds(); ++c)
    EXPECT_EQ(draw::cardPicture(&bare, static_cast<CardId>(c)), "") << c;
  draw::Scene scene;
  draw::cardInScene(&bare, 0, {5, 5, 83, 120}, scene);
  EXPECT_TRUE(scene.images().empty());
  bool named = false;
  for (const draw::Text &t : scene.texts())
    named = named || t.text == bare.name(0);
  EXPECT_TRUE(named) << bare.name(0);
  // The card's paper fills the point under its name.
  bool paper = false;
  for (const draw::Shape &sh : scene.shapes())
    if (sh.kind == draw::Shape::Kind::Polygon && sh.color == draw::Color(251, 247, 238)) {
      float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
      for (const draw::Point &p : scene.pointsOf(sh)) {
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
      }
      paper = paper || (x0 <= 40 && x1 >= 40 && y0 <= 100 && y1 >= 100);
    }
  EXPECT_TRUE(paper);
  // And it is drawn without a display (for a person to look at).
  const std::string path = (std::filesystem::temp_directory_path() / "cards-fallback.png").string();
  EXPECT_EQ(draw::writePicture(path, scene, {}, 100, 140, {0, 0, 0}), "");
}

TEST(MillesNautiquesTable, EveryBoatHasItsMatAndItsFivePilesTheSeatsHandFaceUp) {
  const Rules r = loadRules(core::findDataFile("scenarios/milles-nautiques/crews-4.yaml"));
  const State s = initialState(r);
  const CardTableInput in = cardTable(r, s, 0, 0);
  ASSERT_EQ(static_cast<int>(in.areas.size()), r.boatCount());
  EXPECT_EQ(static_cast<int>(in.zones.size()), r.boatCount() * kZonesPerBoat);
  EXPECT_TRUE(in.areas[static_cast<std::size_t>(r.boat_of[0])].own);
  EXPECT_EQ(in.hand, s.hands[0].cards);
  // Behind the curtain (no seat): no hand, no mat of one's own.
  const CardTableInput hidden = cardTable(r, s, game::kPublic, 0);
  EXPECT_TRUE(hidden.hand.empty());
  for (const draw::CardArea &a : hidden.areas)
    EXPECT_FALSE(a.own);
}

} // namespace
} // namespace amiraute::milles_nautiques
