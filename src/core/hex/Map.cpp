#include "core/hex/Map.h"

#include "core/Yaml.h"

#include <sstream>

namespace amiraute::core {

bool HexMap::riverBetween(Hex a, Hex b) const {
  const int i = index(a);
  const int d = directionTo(a, b);
  if (i < 0 || d < 0) return false;
  return (river_sides[static_cast<std::size_t>(i)] >> d) & 1u;
}

namespace {

std::vector<std::string> splitLines(const std::string &text) {
  std::vector<std::string> lines;
  std::string line;
  std::istringstream in(text);
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  while (!lines.empty() && lines.back().empty())
    lines.pop_back();
  return lines;
}

// Column (from 1) where the text of a block-scalar row starts, found in the source when we
// have it; otherwise a best guess (the block's own column + 2).
int rowIndent(const std::string *source, int line0, const std::string &row, int fallback) {
  if (source == nullptr) return fallback;
  std::istringstream in(*source);
  std::string text;
  for (int i = 0; i <= line0 && std::getline(in, text); ++i) {
    if (i != line0) continue;
    const std::size_t at = row.empty() ? std::string::npos : text.find(row);
    if (at != std::string::npos) return static_cast<int>(at) + 1;
  }
  return fallback;
}

} // namespace

Hex readMapHex(const std::string &file, const YAML::Node &node, const HexMap &map, const std::string &what) {
  const std::string text = core::readString(file, node, what);
  Hex h;
  try {
    h = core::parseHex(text);
  } catch (const core::HexError &e) {
    throw core::errorAt(file, node, what + ": " + e.what());
  }
  if (!map.contains(h))
    throw core::errorAt(file, node,
                        what + " " + text + " is off the map (columns 01.." +
                            core::formatHex(fromOffset({map.columns - 1, 0})).substr(0, 2) +
                            ", rows 01.." + core::formatHex(fromOffset({0, map.rows - 1})).substr(2) +
                            ")");
  return h;
}

HexMap readHexMap(const std::string &file, const YAML::Node &node,
                  const std::vector<std::string> &terrain_names, const std::string *source) {
  core::MapReader reader(file, node, "map");
  HexMap map;
  map.terrain_names = terrain_names;

  // Legend: one symbol → one terrain kind.
  const YAML::Node legend = reader.required("legend");
  core::MapReader legend_reader(file, legend, "map.legend");
  int symbol_kind[256];
  for (int &k : symbol_kind)
    k = -1;
  for (const auto &entry : legend) {
    const std::string symbol = core::readString(file, entry.first, "a legend symbol");
    if (symbol.size() != 1)
      throw core::errorAt(file, entry.first,
                          "a legend symbol must be exactly one character, not '" + symbol + "'");
    const std::string kind = core::readString(file, entry.second, "terrain for '" + symbol + "'");
    int found = -1;
    for (std::size_t i = 0; i < terrain_names.size(); ++i)
      if (terrain_names[i] == kind) found = static_cast<int>(i);
    if (found < 0) {
      std::string message = "unknown terrain '" + kind + "'";
      const std::string close = core::suggest(kind, terrain_names);
      if (!close.empty()) message += " (did you mean '" + close + "'?)";
      message += "; known:";
      for (const auto &t : terrain_names)
        message += " " + t;
      throw core::errorAt(file, entry.second, message);
    }
    symbol_kind[static_cast<unsigned char>(symbol[0])] = found;
    legend_reader.allow(symbol);
  }

  // Terrain rows: a block scalar (one line a row) or a list of strings.
  const YAML::Node terrain = reader.required("terrain");
  struct Row {
    std::string text;
    int line;   // from 1
    int column; // from 1, of the row's first symbol
  };
  std::vector<Row> rows;
  if (terrain.IsSequence()) {
    for (const auto &item : terrain) {
      const std::string text = core::readString(file, item, "a terrain row");
      const YAML::Mark m = item.Mark();
      const bool quoted = item.Tag() == "!";
      rows.push_back({text, m.line + 1, m.column + 1 + (quoted ? 1 : 0)});
    }
  } else if (terrain.IsScalar()) {
    const YAML::Mark m = terrain.Mark();
    // A block scalar's mark is its indicator (`|`); its rows start on the next line.
    bool block = true;
    if (source != nullptr) {
      std::istringstream in(*source);
      std::string text;
      for (int i = 0; i <= m.line && std::getline(in, text); ++i) {
      }
      const std::size_t col = static_cast<std::size_t>(m.column);
      block = col < text.size() && (text[col] == '|' || text[col] == '>');
    }
    const std::vector<std::string> lines = splitLines(terrain.Scalar());
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const int line0 = m.line + (block ? 1 : 0) + static_cast<int>(i);
      rows.push_back({lines[i], line0 + 1, rowIndent(source, line0, lines[i], m.column + 3)});
    }
  } else {
    throw core::errorAt(file, terrain, "map.terrain must be a block of rows (terrain: |) or a list");
  }
  if (rows.empty()) throw core::errorAt(file, terrain, "map.terrain has no rows");
  if (rows.size() > 99)
    throw core::errorAt(file, terrain, "map.terrain has more than 99 rows (RR is two digits)");
  map.rows = static_cast<int>(rows.size());
  map.columns = static_cast<int>(rows[0].text.size());
  if (map.columns == 0 || map.columns > 99)
    throw core::YamlError(file, rows[0].line, rows[0].column,
                          "a terrain row must have 1 to 99 symbols (CC is two digits)");
  map.terrain.resize(static_cast<std::size_t>(map.cells()));
  for (int r = 0; r < map.rows; ++r) {
    const Row &row = rows[static_cast<std::size_t>(r)];
    if (static_cast<int>(row.text.size()) != map.columns)
      throw core::YamlError(file, row.line, row.column,
                            "ragged terrain: row " + std::to_string(r + 1) + " has " +
                                std::to_string(row.text.size()) + " symbols, row 1 has " +
                                std::to_string(map.columns));
    for (int c = 0; c < map.columns; ++c) {
      const unsigned char symbol = static_cast<unsigned char>(row.text[static_cast<std::size_t>(c)]);
      const int kind = symbol_kind[symbol];
      if (kind < 0)
        throw core::YamlError(file, row.line, row.column + c,
                              std::string("unknown terrain symbol '") + static_cast<char>(symbol) +
                                  "' at hex " + core::formatHex(fromOffset({c, r})) +
                                  " (not in map.legend)");
      map.terrain[static_cast<std::size_t>(r * map.columns + c)] = static_cast<std::uint8_t>(kind);
    }
  }

  // Rivers on hexsides.
  map.river_sides.assign(static_cast<std::size_t>(map.cells()), 0);
  const YAML::Node rivers = reader.optional("rivers");
  if (rivers.IsDefined() && !rivers.IsNull()) {
    if (!rivers.IsSequence())
      throw core::errorAt(file, rivers, "map.rivers must be a list of hexsides like \"0405-0406\"");
    for (const auto &item : rivers) {
      const std::string text = core::readString(file, item, "a river hexside");
      const std::size_t dash = text.find('-');
      if (dash == std::string::npos)
        throw core::errorAt(file, item,
                            "a river hexside is two adjacent hexes like \"0405-0406\", not '" + text + "'");
      Hex a, b;
      try {
        a = core::parseHex(text.substr(0, dash));
        b = core::parseHex(text.substr(dash + 1));
      } catch (const core::HexError &e) {
        throw core::errorAt(file, item, std::string("river hexside: ") + e.what());
      }
      if (!map.contains(a) || !map.contains(b))
        throw core::errorAt(file, item, "river hexside " + text + " is off the map");
      const int d = directionTo(a, b);
      if (d < 0)
        throw core::errorAt(file, item,
                            "river hexside " + text + ": " + core::formatHex(a) + " and " +
                                core::formatHex(b) + " are not neighbours");
      map.river_sides[static_cast<std::size_t>(map.index(a))] |= static_cast<std::uint8_t>(1u << d);
      map.river_sides[static_cast<std::size_t>(map.index(b))] |=
          static_cast<std::uint8_t>(1u << ((d + 3) % 6));
      map.rivers.push_back({a, b});
    }
  }
  reader.finish();
  return map;
}

} // namespace amiraute::core
