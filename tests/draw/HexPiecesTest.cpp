// What every hex game draws the same way (draw/HexPieces.h), no window: a side named after a colour
// is drawn in it, reach marks in their order, a counter with its side's colours, facing and rings.
#include "draw/HexPieces.h"

#include <gtest/gtest.h>

namespace amiraute::draw {
namespace {

TEST(HexPieces, a_side_named_after_a_colour_is_drawn_in_it) {
  EXPECT_EQ(paletteOf("Rouge", 0), 1);
  EXPECT_EQ(paletteOf("Bleu", 1), 0);
  EXPECT_EQ(paletteOf("Vert", 1), 3);
  EXPECT_EQ(paletteOf("Red", 0), 1);
  EXPECT_EQ(paletteOf("Pile", 1), 1);
  EXPECT_EQ(paletteOf("Anglais", 0), 0);
  const std::string sides[] = {"Rouge", "Bleu"};
  EXPECT_EQ(paletteOf(sides, 0), 1);
  EXPECT_EQ(paletteOf(sides, 1), 0);
  EXPECT_EQ(paletteOf(sides, 2), 2) << "a side the game does not name keeps its number";
}

TEST(HexPieces, reach_marks_draw_risks_first_and_steps_on_top_with_a_cross_on_risks) {
  HexSceneInput in;
  const ReachMark marks[] = {{core::parseHex("0101"), ReachMark::Kind::Step, "2"},
                             {core::parseHex("0102"), ReachMark::Kind::End},
                             {core::parseHex("0103"), ReachMark::Kind::Risk}};
  addReachMarks(in, marks);
  ASSERT_EQ(in.highlights.size(), 3u);
  EXPECT_EQ(in.highlights[0].hex, core::parseHex("0103"));
  EXPECT_EQ(in.highlights[0].badge, "✕");
  EXPECT_EQ(in.highlights[1].hex, core::parseHex("0102"));
  EXPECT_EQ(in.highlights[2].hex, core::parseHex("0101"));
  EXPECT_EQ(in.highlights[2].text, "2");
}

TEST(HexPieces, a_counter_carries_its_side_colours_facing_and_rings) {
  PieceMarks m;
  m.selected = m.ready = m.target = true;
  const HexToken t = pieceToken(TokenShape::Plane, core::parseHex("0304"), 3, 1, "7", m);
  EXPECT_EQ(t.face, sideLook(1).face);
  EXPECT_EQ(t.facing, 3);
  EXPECT_EQ(t.glyph, "7");
  EXPECT_EQ(t.halos.size(), 3u);
  PieceMarks ghost;
  ghost.ghost = true;
  EXPECT_LT(pieceToken(TokenShape::Bar, core::parseHex("0304"), 3, 0, "", ghost).alpha, 255);
  EXPECT_STREQ(facingLetters(2), "NE");
}

TEST(HexPieces, a_numbered_piece_is_selected_or_a_target_by_its_number) {
  const std::vector<int> targets = {2, 5};
  const PieceMarks chosen = numberedMarks(3, 3, targets, 0.25f);
  EXPECT_TRUE(chosen.selected);
  EXPECT_FALSE(chosen.target);
  EXPECT_FLOAT_EQ(chosen.pulse, 0.25f);
  const PieceMarks aimed = numberedMarks(5, 3, targets, 0.25f);
  EXPECT_FALSE(aimed.selected);
  EXPECT_TRUE(aimed.target);
  const PieceMarks none = numberedMarks(0, -1, {}, 0);
  EXPECT_FALSE(none.selected || none.target || none.ready || none.spent || none.ghost)
      << "ready and spent are the game's to say";
}

TEST(HexPieces, the_ring_of_a_piece_that_may_still_act_is_in_its_own_side_s_colour_never_another_s) {
  // A fixed green ring read as Vert's on Rouge's counters (issue 20).
  for (int side = 0; side < 4; ++side) {
    PieceMarks ready;
    ready.ready = true;
    const HexToken t = pieceToken(TokenShape::Unit, core::parseHex("0304"), 0, side, "4-5", ready);
    ASSERT_EQ(t.halos.size(), 1u);
    const Color ring = alpha(t.halos.front().color, 255);
    EXPECT_EQ(ring, alpha(sideLook(side).text, 255));
    for (int other = 0; other < 4; ++other) {
      if (other == side) continue;
      for (const Color c : {sideLook(other).face, sideLook(other).rim, sideLook(other).text}) {
        EXPECT_NE(ring, alpha(c, 255)) << "side " << side << " ringed in side " << other << "'s colour";
      }
    }
  }
}

TEST(HexMap, a_note_printed_on_the_map_lies_under_the_pieces_and_the_others_over_them) {
  HexSceneInput in;
  in.columns = in.rows = 3;
  in.cells.resize(9);
  HexNote printed;
  printed.world = {1, 1};
  printed.text = "✹";
  printed.under = true;
  HexNote over = printed;
  over.text = "▲0";
  over.under = false;
  in.notes = {printed, over};
  in.tokens.push_back(pieceToken(TokenShape::Bar, core::parseHex("0101"), 1, 0, "9", {}));
  Scene scene;
  buildHexScene(in, {60, {-10, -10, 20, 20}}, scene);
  int star = -1, alt = -1, glyph = -1;
  for (const Text &t : scene.texts()) {
    if (t.text == "✹") star = t.layer;
    if (t.text == "▲0") alt = t.layer;
    if (t.text == "9") glyph = t.layer;
  }
  ASSERT_GE(star, 0);
  ASSERT_GE(glyph, 0);
  EXPECT_LT(star, glyph) << "the printed mark would hide the piece's number";
  EXPECT_GT(alt, glyph);
}

} // namespace
} // namespace amiraute::draw
