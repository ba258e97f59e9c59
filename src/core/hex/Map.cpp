#include "core/hex/Map.h"

#include "core/I18n.h"
#include "core/Yaml.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace amiraute::core {

HexBox HexGridShape::box() const {
  if (columns <= 0 || rows <= 0) return {};
  // Odd-q: r = row - (col - (col & 1)) / 2, smallest at the last column's first row.
  int r0 = 0, r1 = 0;
  bool first = true;
  for (int col = 0; col < columns; ++col) {
    const int lo = fromOffset({col, 0}).r, hi = fromOffset({col, rows - 1}).r;
    r0 = first ? lo : std::min(r0, lo);
    r1 = first ? hi : std::max(r1, hi);
    first = false;
  }
  return {0, r0, columns - 1, r1};
}

HexSet::HexSet(HexGridShape shape)
    : shape_(shape), member_(static_cast<std::size_t>(std::max(0, shape.cells())), 0) {}

bool HexSet::insert(Hex h) {
  const int i = shape_.index(h);
  if (i < 0 || member_[static_cast<std::size_t>(i)]) return false;
  member_[static_cast<std::size_t>(i)] = 1;
  hexes_.push_back(h);
  return true;
}

HexSides::HexSides(std::string name, HexGridShape shape)
    : name_(std::move(name)), shape_(shape), mask_(static_cast<std::size_t>(std::max(0, shape.cells())), 0) {}

bool HexSides::between(Hex a, Hex b) const {
  const int i = shape_.index(a);
  const int d = directionTo(a, b);
  if (i < 0 || d < 0) return false;
  return (mask_[static_cast<std::size_t>(i)] >> d) & 1u;
}

bool HexSides::add(Hex a, Hex b) {
  const int d = directionTo(a, b);
  if (d < 0 || !shape_.contains(a) || !shape_.contains(b) || between(a, b)) return false;
  mask_[static_cast<std::size_t>(shape_.index(a))] |= static_cast<std::uint8_t>(1u << d);
  mask_[static_cast<std::size_t>(shape_.index(b))] |= static_cast<std::uint8_t>(1u << ((d + 3) % 6));
  sides_.push_back({a, b});
  return true;
}

const HexSet *HexMap::findSet(std::string_view name) const {
  for (const NamedHexSet &s : sets)
    if (s.name == name) return &s.hexes;
  return nullptr;
}

const HexSet &HexMap::set(std::string_view name) const {
  if (const HexSet *s = findSet(name)) return *s;
  std::string known;
  for (const NamedHexSet &s : sets)
    known += (known.empty() ? "" : ", ") + s.name;
  throw std::out_of_range("the map has no hex set '" + std::string(name) + "' (it has: " + known + ")");
}

void HexMap::addSet(std::string name, HexSet hexes) {
  if (findSet(name)) throw std::invalid_argument("the map already has a hex set '" + name + "'");
  sets.push_back({std::move(name), std::move(hexes)});
}

const HexSides *HexMap::findSides(std::string_view name) const {
  for (const HexSides &f : hexsides)
    if (f.name() == name) return &f;
  return nullptr;
}

const HexSides &HexMap::sides(std::string_view name) const {
  if (const HexSides *f = findSides(name)) return *f;
  throw std::out_of_range("the map has no hexside feature '" + std::string(name) + "'");
}

HexSet terrainSet(const HexMap &map, int kind) {
  HexSet out(map);
  for (int i = 0; i < map.cells(); ++i)
    if (map.terrain[static_cast<std::size_t>(i)] == kind) out.insert(map.hexAt(i));
  return out;
}

namespace {

struct P2 {
  double x, y;
};

// Hex centres in a plane where neighbours are equally far apart (flat-topped, y down).
P2 centreOf(Hex h) { return {1.5 * h.q, 1.7320508075688772 * (h.r + h.q / 2.0)}; }

double cross(P2 o, P2 a, P2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

} // namespace

HexSet hexesInside(const HexGridShape &shape, std::span<const Hex> corners) {
  HexSet out(shape);
  std::vector<Hex> distinct;
  for (const Hex h : corners)
    if (std::find(distinct.begin(), distinct.end(), h) == distinct.end()) distinct.push_back(h);
  if (distinct.empty()) return out;
  if (distinct.size() == 1) {
    out.insert(distinct[0]);
    return out;
  }
  // Convex hull (Andrew's monotone chain), counter-clockwise in this y-down plane's terms.
  std::vector<Hex> pts = distinct;
  std::sort(pts.begin(), pts.end(), [](Hex a, Hex b) {
    const P2 p = centreOf(a), q = centreOf(b);
    return p.x != q.x ? p.x < q.x : p.y < q.y;
  });
  std::vector<P2> hull;
  for (int pass = 0; pass < 2; ++pass) {
    const std::size_t base = hull.size();
    for (std::size_t k = 0; k < pts.size(); ++k) {
      const P2 p = centreOf(pass == 0 ? pts[k] : pts[pts.size() - 1 - k]);
      while (hull.size() >= base + 2 && cross(hull[hull.size() - 2], hull.back(), p) <= 1e-9)
        hull.pop_back();
      hull.push_back(p);
    }
    hull.pop_back();
  }
  if (hull.size() < 3) { // every corner on one straight line: the hexes of that line
    for (const Hex h : line(pts.front(), pts.back()))
      out.insert(h);
    return out;
  }
  for (int i = 0; i < shape.cells(); ++i) {
    const Hex h = shape.hexAt(i);
    const P2 c = centreOf(h);
    bool inside = true;
    for (std::size_t k = 0; k < hull.size() && inside; ++k)
      inside = cross(hull[k], hull[(k + 1) % hull.size()], c) >= -1e-9;
    if (inside) out.insert(h);
  }
  return out;
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

Hex readMapHex(const std::string &file, const YAML::Node &node, const HexGridShape &map,
               const std::string &what) {
  const std::string text = core::readDigits(file, node, what); // "0503", quoted
  Hex h;
  try {
    h = core::parseHex(text);
  } catch (const core::HexError &e) {
    throw core::errorAt(file, node, what + ": " + e.what());
  }
  if (!map.contains(h))
    throw core::errorAt(
        file, node,
        core::fill(core::tr("{what} {hex} is off the map (columns 01..{columns}, rows 01..{rows})"),
                   {{"what", what},
                    {"hex", text},
                    {"columns", core::formatHex(fromOffset({map.columns - 1, 0})).substr(0, 2)},
                    {"rows", core::formatHex(fromOffset({0, map.rows - 1})).substr(2)}}));
  return h;
}

HexSet readHexSet(const std::string &file, const YAML::Node &node, const HexGridShape &map,
                  const std::string &what) {
  if (!node.IsSequence())
    throw core::errorAt(
        file, node, fill(tr("{what} must be a list of hexes like [\"0405\", \"1203\"]"), {{"what", what}}));
  HexSet out(map);
  std::vector<YAML::Node> items;
  for (const auto &item : node) {
    const Hex h = readMapHex(file, item, map, what);
    if (!out.insert(h)) {
      int first_line = 0;
      for (const YAML::Node &seen : items)
        if (core::parseHex(seen.Scalar()) == h) first_line = seen.Mark().line + 1;
      throw core::errorAt(
          file, item,
          fill(tr("{what}: hex {hex} is listed twice (first at line {line})"),
               {{"what", what}, {"hex", core::formatHex(h)}, {"line", std::to_string(first_line)}}));
    }
    items.push_back(item);
  }
  return out;
}

HexMap readHexMap(const std::string &file, const YAML::Node &node,
                  const std::vector<std::string> &terrain_names, const std::string *source) {
  MapSpec spec;
  spec.terrain = terrain_names;
  return readHexMap(file, node, spec, source);
}

HexMap readHexMap(const std::string &file, const YAML::Node &node, const MapSpec &spec,
                  const std::string *source) {
  core::MapReader reader(file, node, "map");
  HexMap map;
  const std::vector<std::string> &terrain_names = spec.terrain;
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
      throw core::errorAt(
          file, entry.first,
          core::fill(core::tr("a legend symbol must be exactly one character, not '{symbol}'"),
                     {{"symbol", symbol}}));
    const std::string kind = core::readString(file, entry.second, "terrain for '" + symbol + "'");
    int found = -1;
    for (std::size_t i = 0; i < terrain_names.size(); ++i)
      if (terrain_names[i] == kind) found = static_cast<int>(i);
    if (found < 0) {
      const std::string close = core::suggest(kind, terrain_names);
      std::string known;
      for (const auto &t : terrain_names)
        known += " " + t;
      const std::string message =
          close.empty()
              ? core::fill(core::tr("unknown terrain '{kind}'; known:{list}"),
                           {{"kind", kind}, {"list", known}})
              : core::fill(core::tr("unknown terrain '{kind}' (did you mean '{close}'?); known:{list}"),
                           {{"kind", kind}, {"close", close}, {"list", known}});
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
    throw core::errorAt(file, terrain,
                        core::tr("map.terrain must be a block of rows (terrain: |) or a list"));
  }
  if (rows.empty()) throw core::errorAt(file, terrain, core::tr("map.terrain has no rows"));
  if (rows.size() > 99)
    throw core::errorAt(file, terrain, core::tr("map.terrain has more than 99 rows (RR is two digits)"));
  map.rows = static_cast<int>(rows.size());
  map.columns = static_cast<int>(rows[0].text.size());
  if (map.columns == 0 || map.columns > 99)
    throw core::YamlError(file, rows[0].line, rows[0].column,
                          core::tr("a terrain row must have 1 to 99 symbols (CC is two digits)"));
  map.terrain.resize(static_cast<std::size_t>(map.cells()));
  for (int r = 0; r < map.rows; ++r) {
    const Row &row = rows[static_cast<std::size_t>(r)];
    if (static_cast<int>(row.text.size()) != map.columns)
      throw core::YamlError(
          file, row.line, row.column,
          core::fill(core::tr("ragged terrain: row {row} has {n} symbols, row 1 has {columns}"),
                     {{"row", std::to_string(r + 1)},
                      {"n", std::to_string(row.text.size())},
                      {"columns", std::to_string(map.columns)}}));
    for (int c = 0; c < map.columns; ++c) {
      const unsigned char symbol = static_cast<unsigned char>(row.text[static_cast<std::size_t>(c)]);
      const int kind = symbol_kind[symbol];
      if (kind < 0)
        throw core::YamlError(
            file, row.line, row.column + c,
            core::fill(core::tr("unknown terrain symbol '{symbol}' at hex {hex} (not in map.legend)"),
                       {{"symbol", std::string(1, static_cast<char>(symbol))},
                        {"hex", core::formatHex(fromOffset({c, r}))}}));
      map.terrain[static_cast<std::size_t>(r * map.columns + c)] = static_cast<std::uint8_t>(kind);
    }
  }

  // A set per terrain kind, named after it.
  for (std::size_t k = 0; k < terrain_names.size(); ++k)
    map.addSet(terrain_names[k], terrainSet(map, static_cast<int>(k)));

  // Hexside features: each an optional list of "CCRR-CCRR".
  for (const HexsideSpec &feature : spec.hexsides) {
    HexSides sides(feature.key, map);
    const YAML::Node list = reader.optional(feature.key);
    const std::string key = "map." + feature.key;
    if (list.IsDefined() && !list.IsNull()) {
      if (!list.IsSequence())
        throw core::errorAt(file, list,
                            fill(tr("{key} must be a list of hexsides like \"0405-0406\""), {{"key", key}}));
      for (const auto &item : list) {
        const std::string text =
            core::readString(file, item, fill(tr("a {noun} hexside"), {{"noun", feature.noun}}));
        const std::size_t dash = text.find('-');
        if (dash == std::string::npos)
          throw core::errorAt(
              file, item,
              fill(tr("a {noun} hexside is two adjacent hexes like \"0405-0406\", not '{text}'"),
                   {{"noun", feature.noun}, {"text", text}}));
        Hex a, b;
        try {
          a = core::parseHex(text.substr(0, dash));
          b = core::parseHex(text.substr(dash + 1));
        } catch (const core::HexError &e) {
          throw core::errorAt(file, item,
                              fill(tr("{noun} hexside: {why}"), {{"noun", feature.noun}, {"why", e.what()}}));
        }
        if (!map.contains(a) || !map.contains(b))
          throw core::errorAt(
              file, item,
              fill(tr("{noun} hexside {text} is off the map"), {{"noun", feature.noun}, {"text", text}}));
        if (directionTo(a, b) < 0)
          throw core::errorAt(
              file, item,
              fill(tr("{noun} hexside {text}: {a} and {b} are not neighbours"), {{"noun", feature.noun},
                                                                                 {"text", text},
                                                                                 {"a", core::formatHex(a)},
                                                                                 {"b", core::formatHex(b)}}));
        if (!sides.add(a, b))
          throw core::errorAt(
              file, item,
              fill(tr("{noun} hexside {text} is listed twice"), {{"noun", feature.noun}, {"text", text}}));
      }
    }
    map.hexsides.push_back(std::move(sides));
  }
  reader.finish();
  return map;
}

} // namespace amiraute::core
