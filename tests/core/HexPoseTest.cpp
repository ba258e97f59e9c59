// Facings as the originals number them (1 = north, clockwise) on our odd-q CCRR grid.
#include "core/hex/Pose.h"

#include <gtest/gtest.h>

namespace amiraute::core {
namespace {

Hex H(const char *ccrr) { return parseHex(ccrr); }

TEST(HexPose, facings_step_to_the_printed_neighbours) {
  // 0303 (odd column): north 0302, north-east 0402, south-east 0403, south 0304, south-west 0203,
  // north-west 0202. 0404 (even column, half a hex lower): north-east 0504, south-east 0505.
  const char *expected[] = {"0302", "0402", "0403", "0304", "0203", "0202"};
  for (int f = 1; f <= 6; ++f)
    EXPECT_EQ(formatHex(step(H("0303"), f)), expected[f - 1]) << "facing " << f;
  EXPECT_EQ(formatHex(step(H("0404"), 2)), "0504");
  EXPECT_EQ(formatHex(step(H("0404"), 3)), "0505");
  for (int f = 1; f <= 6; ++f) {
    EXPECT_EQ(facingTo(H("0303"), step(H("0303"), f)), f);
    EXPECT_EQ(facingOfDirection(directionOfFacing(f)), f);
  }
  EXPECT_EQ(facingTo(H("0303"), H("0305")), 0);
}

TEST(HexPose, turns_wrap_clockwise) {
  EXPECT_EQ(turnFacing(6, 1), 1);
  EXPECT_EQ(turnFacing(1, -1), 6);
  EXPECT_EQ(turnFacing(2, 2), 4);
  EXPECT_EQ(oppositeFacing(1), 4);
  EXPECT_EQ(oppositeFacing(5), 2);
  EXPECT_EQ(facingDelta(1, 3), 2);
  EXPECT_EQ(facingDelta(1, 5), -2);
  EXPECT_EQ(facingDelta(6, 1), 1);
  EXPECT_EQ(facingDelta(2, 5), 3);
}

TEST(HexPose, a_two_hex_piece_trails_behind_its_front) {
  const auto hexes = pieceHexes({H("0303"), 2}, 2); // facing north-east: stern to the south-west
  ASSERT_EQ(hexes.size(), 2u);
  EXPECT_EQ(formatHex(hexes[0]), "0303");
  EXPECT_EQ(formatHex(hexes[1]), "0203");
}

TEST(HexPose, a_sector_holds_its_two_rows_and_what_lies_between) {
  const Hex c = H("0505");
  // Facings 2 and 3 (north-east and south-east): the starboard beam of a ship facing north.
  for (int d = 1; d <= 3; ++d) {
    Hex a = c, b = c;
    for (int i = 0; i < d; ++i) {
      a = step(a, 2);
      b = step(b, 3);
    }
    EXPECT_TRUE(inSector(c, a, 2));
    EXPECT_TRUE(inSector(c, b, 2));
    EXPECT_FALSE(inSector(c, a, 4));
  }
  EXPECT_TRUE(inSector(c, step(step(c, 2), 3), 2)); // between the rows
  EXPECT_FALSE(inSector(c, step(c, 1), 2));         // dead ahead is not abeam
  EXPECT_FALSE(inSector(c, c, 2));
  const auto hexes = sector(c, 2, 3);
  EXPECT_EQ(hexes.size(), 2u + 3u + 4u);
  for (const Hex h : hexes) {
    EXPECT_TRUE(inSector(c, h, 2));
    EXPECT_LE(distance(c, h), 3);
  }
  // Every hex within 3 lies in exactly one of the six sectors or on a shared row (two).
  for (const Hex h : range(c, 3)) {
    if (h == c) continue;
    int in = 0;
    for (int f = 1; f <= 6; ++f)
      in += inSector(c, h, f);
    EXPECT_GE(in, 1);
    EXPECT_LE(in, 2);
  }
}

} // namespace
} // namespace amiraute::core
