#pragma once
/// What every hex game's kit prints the same way, from the hex scene (draw/HexMap.h): the map at
/// true size for a hex of so many millimetres across its flats, a hex of a terrain for the legend,
/// a counter cut out alone, the orientation rose (facings 1 to 6, clockwise from north) and the
/// light look of paper. Knows no game: each game's kit says what its hexes and pieces are.
#include "core/hex/Map.h"
#include "draw/HexMap.h"
#include "print/Kit.h"
#include "print/Options.h"

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::print {

/// Device units per point at which hex scenes are built for paper: the scene sizes its texts and
/// lines in device units within a screen's limits, which read well on paper at half points.
inline constexpr double kHexDevicePerPoint = 2;

/// Millimetres from a hex's centre to a corner, for a hex `hex_mm` across its flats.
double hexRadiusMm(double hex_mm);
/// A hex map on paper at true size, each hex `hex_mm` across its flats.
Picture hexMap(const draw::HexSceneInput &in, double hex_mm);
/// The same map built for a device of `scale` units per hex radius (a picture of the board).
Picture hexMapAt(const draw::HexSceneInput &in, double scale);
/// One hex of `look` for a legend, with what `extra` adds to it (a note, a zone) on hex 0101.
Picture hexSample(const draw::HexCellLook &look, const draw::HexSceneInput &extra = {});
/// A piece alone (a counter to cut out), one world unit (a hex's radius) being `mm_per_radius`,
/// `area_radii` hex radii square about it (1.0: the Unit box's width).
Picture tokenPicture(draw::HexToken token, double mm_per_radius, double width_radii, double height_radii);
/// The orientation rose: a hex with its facings numbered 1 (north) to 6 clockwise, north marked;
/// with `wind`, an arrow across it showing which way a wind from 1 (north) or 4 (south) blows.
Picture facingRose(std::optional<int> wind_from = std::nullopt);
/// A terrain kind as a hex board's legend shows it.
struct HexLegendKind {
  draw::HexCellLook look;
  std::string name;
  std::string detail; ///< what it does, with its clauses
};

/// The map in the paper look, without pieces: `map`'s size, each hex drawn as `cellOf(hex)` says
/// (draw::HexCellLook), no shading nor shadows.
template <class CellOf> draw::HexSceneInput paperMap(const core::HexMap &map, CellOf cellOf) {
  draw::HexSceneInput in = draw::mapCells(map, cellOf);
  in.variation = 0;
  in.shadows = false;
  return in;
}

/// The terrain kinds of a board's legend: those of `kinds` (in that order) that some hex of `map`
/// has (a kind being its index in the map's terrain), as `legendOf(kind)` shows them.
template <class Kind, class LegendOf>
std::vector<HexLegendKind> presentKinds(const core::HexMap &map, std::span<const Kind> kinds,
                                        LegendOf legendOf) {
  std::vector<bool> present(map.terrain_names.size(), false);
  for (int i = 0; i < map.cells(); ++i)
    present[static_cast<std::size_t>(map.terrainAt(map.hexAt(i)))] = true;
  std::vector<HexLegendKind> out;
  for (const Kind k : kinds)
    if (static_cast<std::size_t>(k) < present.size() && present[static_cast<std::size_t>(k)])
      out.push_back(legendOf(k));
  return out;
}

/// A hex board at true size for any hex game: the map (`in`, built in the paper look, without the
/// pieces) with each hex `options.hex_mm` across its flats, the legend (the terrain kinds given,
/// then `extra` entries: rivers, lighthouses, zones), the game's `notes` after the line that says
/// how the hexes are numbered (`map_clause`: "OV-MAP-1"), and the scale.
Board hexBoard(std::string title, const draw::HexSceneInput &in, const std::vector<HexLegendKind> &kinds,
               std::vector<LegendEntry> extra, std::vector<std::string> notes, const std::string &map_clause,
               const Options &options);

/// A countersheet of tokens, each cut out as a square (a coin, a plane, a unit) or, for a ship's
/// bar over two hexes, a rectangle of its length: sized so that a counter fits inside a hex of
/// `options.hex_mm` (Options::counterMm).
PieceSheet tokenSheet(std::string title, const std::vector<std::pair<draw::HexToken, int>> &tokens,
                      std::vector<std::string> notes, const Options &options);

/// Combat by odds (core/hex/Odds.h) in the quick reference: how the odds are reckoned, under
/// `clause`, and the table of what they amount to, under `table_clause`.
ReferenceLine oddsLine(std::string clause);
ReferenceTable oddsTable(std::string table_clause);

/// A light, printer-friendly version of a screen colour: toward white by `keep` (0: white, 1: as it is).
draw::Color paperTint(draw::Color screen, float keep);
/// A cell look for paper: `fill` a light tint, a dark outline, a dark number, the pattern in `ink`.
draw::HexCellLook paperCell(draw::Color fill, draw::HexPattern pattern = draw::HexPattern::None,
                            draw::Color ink = {60, 60, 60, 200});

} // namespace amiraute::print
