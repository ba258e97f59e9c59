#include "ui/Editor.h"

#include "core/FileOverlay.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "core/hex/Map.h"
#include "core/hex/Pose.h"
#include "draw/HexMap.h"
#include "ui/Boards.h"
#include "ui/Palette.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <filesystem>
#include <set>
#include <sstream>

namespace amiraute::ui {

using core::fill;
using core::tr;
using core::trn;

namespace {

constexpr std::size_t kUndoSteps = 200;

std::vector<std::string> splitLines(const std::string &text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    out.push_back(line);
  return out;
}

/// Run `f` with the file at `path` read as `text` (the other files from the disk).
template <class F> auto withText(const std::string &path, const std::string &text, F f) {
  core::FileSet set;
  set.files[core::detail::normalPath(path)] = text;
  set.disk_too = true;
  core::FileOverlay overlay(std::move(set));
  return f();
}

std::string scalarOr(const YAML::Node &node, const std::string &fallback = "") {
  return node.IsDefined() && node.IsScalar() ? node.Scalar() : fallback;
}

} // namespace

Editor::Editor(std::string path, std::uint64_t seed)
    : path_(std::move(path)), entry_(&game::gameOf(path_)), seed_(seed),
      doc_(core::readYamlText(path_), path_) {
  saved_ = disk_ = doc_.text();
  readMap();
  const game::Authoring &a = entry_->authoring;
  if (!a.pieces.empty()) {
    tool_ = Tool::Pieces;
    if (!a.pieces.front().types.empty()) type_ = a.pieces.front().types.front();
  } else if (hexMap()) {
    tool_ = Tool::Terrain;
  }
  if (!legend_.empty()) brush_ = legend_.front().second;
  revalidate();
  if (!camera_set_) fit(); // no picture of the game yet: the map's grid, to point at
}

Editor::~Editor() = default;

// ---- the document ------------------------------------------------------------------------------

void Editor::readMap() {
  rows_text_.clear();
  legend_.clear();
  columns_ = rows_ = 0;
  const YAML::Node terrain = doc_.at({"map", "terrain"});
  if (!terrain.IsDefined() || !terrain.IsScalar()) return;
  rows_text_ = splitLines(terrain.Scalar());
  while (!rows_text_.empty() && rows_text_.back().empty())
    rows_text_.pop_back();
  rows_ = static_cast<int>(rows_text_.size());
  for (const std::string &row : rows_text_)
    columns_ = std::max(columns_, static_cast<int>(row.size()));
  const YAML::Node legend = doc_.at({"map", "legend"});
  if (legend.IsMap())
    for (auto it = legend.begin(); it != legend.end(); ++it)
      if (it->first.IsScalar() && it->first.Scalar().size() == 1 && it->second.IsScalar())
        legend_.emplace_back(it->first.Scalar()[0], it->second.Scalar());
}

char Editor::terrainAt(core::Hex hex) const {
  const core::OffsetCoord o = core::toOffset(hex);
  if (o.row < 0 || o.row >= rows_ || o.col < 0) return '\0';
  const std::string &row = rows_text_[static_cast<std::size_t>(o.row)];
  return o.col < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(o.col)] : '\0';
}

std::string Editor::sideName(int side) const {
  return scalarOr(doc_.at({"sides", side, "name"}), fill(tr("side {n}"), {{"n", std::to_string(side + 1)}}));
}

std::vector<Editor::Piece> Editor::pieces() const {
  std::vector<Piece> out;
  const YAML::Node sides = doc_.at({"sides"});
  if (!sides.IsSequence()) return out;
  const auto &kinds = entry_->authoring.pieces;
  for (std::size_t s = 0; s < sides.size(); ++s)
    for (std::size_t k = 0; k < kinds.size(); ++k) {
      const game::PieceKind &kind = kinds[k];
      const YAML::Node list = doc_.at({"sides", s, kind.list});
      if (!list.IsSequence()) continue;
      for (std::size_t i = 0; i < list.size(); ++i) {
        const YAML::Node item = list[i];
        if (!item.IsMap()) continue;
        Piece p;
        p.ref = {static_cast<int>(s), static_cast<int>(k), static_cast<int>(i)};
        p.label = kind.label.empty() ? "" : scalarOr(item[kind.label]);
        p.type = kind.type.empty() ? "" : scalarOr(item[kind.type]);
        p.line = item.Mark().line + 1;
        if (kind.hex.empty()) { // placed on a table
          try {
            p.x = std::stod(scalarOr(item[kind.x]));
            p.y = std::stod(scalarOr(item[kind.y]));
            p.heading = kind.heading.empty() ? 0 : std::stoi(scalarOr(item[kind.heading], "0"));
          } catch (const std::exception &) {
            continue; // not placed, or not numbers: validate says so
          }
          p.free = true;
          out.push_back(std::move(p));
          continue;
        }
        try {
          p.hex = core::parseHex(scalarOr(item[kind.hex]));
        } catch (const core::HexError &) {
          continue; // no hex yet, or a bad one: validate says so
        }
        if (!kind.facing.empty()) {
          try {
            p.facing = std::clamp(std::stoi(scalarOr(item[kind.facing], "1")), 1, 6);
          } catch (const std::exception &) {
            p.facing = 1;
          }
        }
        const int length = kind.length ? kind.length(p.type) : 1;
        p.covers = length > 1 && p.facing > 0 ? core::pieceHexes({p.hex, p.facing}, length)
                                              : std::vector<core::Hex>{p.hex};
        out.push_back(std::move(p));
      }
    }
  return out;
}

std::optional<Editor::Piece> Editor::pieceAt(core::Hex hex) const {
  for (const Piece &p : pieces())
    if (!p.free && std::find(p.covers.begin(), p.covers.end(), hex) != p.covers.end()) return p;
  return std::nullopt;
}

std::optional<Editor::Piece> Editor::pieceNear(draw::Point world) const {
  std::optional<Piece> best;
  double best_d = 1.2; // a ship's reach, in table units
  for (const Piece &p : pieces())
    if (p.free) {
      const double d = std::hypot(p.x - world.x, p.y - world.y);
      if (d < best_d) {
        best_d = d;
        best = p;
      }
    }
  return best;
}

bool Editor::freePieces() const {
  const auto &kinds = entry_->authoring.pieces;
  return !kinds.empty() && kinds.front().hex.empty() && kinds.front().place;
}

std::string tenthText(double v) {
  std::ostringstream out;
  out << std::round(v * 10) / 10;
  return out.str();
}

void Editor::appendPiece(int kind_index, int mine, const std::set<std::string> &labels,
                         const std::function<std::string(int count)> &make) {
  const game::PieceKind &kind = entry_->authoring.pieces[static_cast<std::size_t>(kind_index)];
  // A name or a number no other piece has: the game's next one, as many times as it takes.
  std::string item;
  for (int count = mine + 1; count < mine + 1000; ++count) {
    item = make(count);
    if (kind.label.empty() || kind.label == kind.type) break;
    try {
      if (!labels.count(YAML::Load(item)[kind.label].as<std::string>())) break;
    } catch (const std::exception &) {
      break;
    }
  }
  change([&] { doc_.append({"sides", side_, kind.list}, item); });
  const YAML::Node list = doc_.at({"sides", side_, kind.list});
  if (list.IsSequence() && list.size() > 0)
    selected_ = PieceRef{side_, kind_index, static_cast<int>(list.size()) - 1};
}

void Editor::addPieceAt(draw::Point world) {
  if (!freePieces()) return;
  const game::PieceKind &kind = entry_->authoring.pieces.front();
  const auto all = pieces();
  int mine = 0, heading = side_ == 0 ? 45 : 225;
  std::set<std::string> labels;
  for (const Piece &p : all) {
    if (p.ref.side == side_) {
      ++mine;
      heading = p.heading; // as the side's last ship heads
    }
    labels.insert(p.label);
  }
  const std::string type = type_.empty() && !kind.types.empty() ? kind.types.front() : type_;
  appendPiece(0, mine, labels, [&](int count) {
    return kind.place(sideName(side_), count, std::round(world.x * 10) / 10, std::round(world.y * 10) / 10,
                      heading, type);
  });
}

void Editor::movePieceTo(PieceRef piece, double x, double y) {
  if (!freePieces()) return;
  const game::PieceKind &kind = entry_->authoring.pieces.front();
  change([&] {
    doc_.set({"sides", piece.side, kind.list, piece.index, kind.x}, tenthText(x));
    doc_.set({"sides", piece.side, kind.list, piece.index, kind.y}, tenthText(y));
  });
}

std::vector<core::Hex> Editor::setHexes(int set) const {
  std::vector<core::Hex> out;
  const auto &sets = entry_->authoring.sets;
  if (set < 0 || set >= static_cast<int>(sets.size())) return out;
  const YAML::Node list = doc_.at({sets[static_cast<std::size_t>(set)].key});
  if (!list.IsSequence()) return out;
  for (const auto &item : list)
    try {
      out.push_back(core::parseHex(scalarOr(item)));
    } catch (const core::HexError &) {
    }
  return out;
}

// ---- changes -----------------------------------------------------------------------------------

void Editor::change(const std::function<void()> &edit, bool new_step) {
  const std::string before = doc_.text();
  try {
    edit();
  } catch (const core::YamlEditError &e) {
    error_ = e.what();
    return;
  } catch (const core::HexError &e) {
    error_ = e.what();
    return;
  }
  if (doc_.text() == before) return;
  if (new_step) {
    undo_.push_back(before);
    if (undo_.size() > kUndoSteps) undo_.erase(undo_.begin());
  }
  redo_.clear();
  error_.clear();
  afterChange();
}

void Editor::afterChange() {
  readMap();
  // A selection that no longer names a piece goes.
  if (selected_) {
    const auto all = pieces();
    if (std::none_of(all.begin(), all.end(), [&](const Piece &p) { return p.ref == *selected_; }))
      selected_.reset();
  }
  revalidate();
}

void Editor::revalidate() {
  problems_.clear();
  warnings_.clear();
  {
    core::YamlReport report(20);
    withText(path_, doc_.text(), [&] {
      try {
        entry_->validate(path_);
      } catch (const core::YamlError &e) {
        report.stopped(e);
      } catch (const std::exception &e) {
        report.stopped(core::YamlError(path_, 0, 0, e.what()));
      }
      return 0;
    });
    problems_ = report.errors();
    warnings_ = report.warnings();
  }
  std::stable_sort(problems_.begin(), problems_.end(),
                   [](const auto &a, const auto &b) { return a.line < b.line; });
  if (!problems_.empty()) return; // the last good picture stays, the problems listed
  try {
    std::unique_ptr<MatchFrame> next =
        withText(path_, doc_.text(), [&] { return openFrame(path_, "", seed_); });
    next->setPreview(true);
    next->resize(window_);
    if (camera_set_) {
      next->setCamera(camera_);
    } else {
      next->fit();
      camera_ = next->camera();
      camera_set_ = true;
      auto_fit_.fitted(camera_);
    }
    preview_ = std::move(next);
  } catch (const std::exception &e) {
    // The screen cannot show this scenario (a card game dealt at a real table): the text is still
    // the author's to edit and save.
    preview_.reset();
    notice_ = e.what();
  }
}

char Editor::symbolFor(const std::string &word) {
  for (const auto &[symbol, name] : legend_)
    if (name == word) return symbol;
  std::string candidates;
  if (!word.empty())
    candidates += {word[0], static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])))};
  candidates += "~.#^*+%=:;!?&$@oxzvwqjkyu0123456789";
  for (char c : candidates) {
    if (std::any_of(legend_.begin(), legend_.end(), [&](const auto &e) { return e.first == c; })) continue;
    doc_.set({"map", "legend", std::string(1, c)}, core::yamlScalar(word));
    readMap();
    return c;
  }
  throw core::YamlEditError(tr("the legend has no symbol left for another terrain"));
}

void Editor::paint(core::Hex hex) {
  if (!hexMap() || brush_.empty() || terrainAt(hex) == '\0') return;
  const bool stroke = painting_;
  change(
      [&] {
        const char symbol = symbolFor(brush_);
        const core::OffsetCoord o = core::toOffset(hex);
        std::vector<std::string> rows = rows_text_;
        rows[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = symbol;
        if (rows != rows_text_) doc_.setLines({"map", "terrain"}, rows);
      },
      !stroke);
}

void Editor::fillArea(core::Hex hex) {
  if (!hexMap() || brush_.empty()) return;
  const char from = terrainAt(hex);
  if (from == '\0') return;
  change([&] {
    const char symbol = symbolFor(brush_);
    if (symbol == from) return;
    std::vector<std::string> rows = rows_text_;
    std::set<core::Hex> seen{hex};
    std::deque<core::Hex> todo{hex};
    while (!todo.empty()) {
      const core::Hex h = todo.front();
      todo.pop_front();
      const core::OffsetCoord o = core::toOffset(h);
      rows[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = symbol;
      for (const core::Hex n : core::neighbours(h))
        if (terrainAt(n) == from && seen.insert(n).second) todo.push_back(n);
    }
    doc_.setLines({"map", "terrain"}, rows);
  });
}

void Editor::toggle(int set, core::Hex hex) {
  const auto &sets = entry_->authoring.sets;
  if (set < 0 || set >= static_cast<int>(sets.size())) return;
  const std::string &key = sets[static_cast<std::size_t>(set)].key;
  change([&] {
    const YAML::Node list = doc_.at({key});
    if (list.IsSequence())
      for (std::size_t i = 0; i < list.size(); ++i)
        if (scalarOr(list[i]) == core::formatHex(hex)) {
          doc_.remove({key}, i);
          return;
        }
    doc_.append({key}, core::yamlScalar(core::formatHex(hex)));
  });
}

void Editor::addPiece(core::Hex hex) {
  const auto &kinds = entry_->authoring.pieces;
  if (kinds.empty() || terrainAt(hex) == '\0') return;
  const game::PieceKind &kind = kinds[static_cast<std::size_t>(kind_)];
  const auto all = pieces();
  int mine = 0, facing = 0;
  std::set<std::string> labels;
  for (const Piece &p : all) {
    if (p.ref.side == side_ && p.ref.kind == kind_) {
      ++mine;
      facing = p.facing; // as the side's last piece faces
    }
    if (kind.label == "name" || p.ref.side == side_)
      labels.insert(p.label); // a fleet's names, a side's numbers
  }
  if (facing == 0) facing = side_ == 0 ? 3 : 6;
  const std::string side = sideName(side_);
  const std::string type = type_.empty() && !kind.types.empty() ? kind.types.front() : type_;
  appendPiece(kind_, mine, labels, [&](int count) {
    return kind.fresh(side, count, core::yamlScalar(core::formatHex(hex)), type, facing);
  });
}

void Editor::movePiece(PieceRef piece, core::Hex hex) {
  const auto &kinds = entry_->authoring.pieces;
  if (piece.kind < 0 || piece.kind >= static_cast<int>(kinds.size()) || terrainAt(hex) == '\0') return;
  const game::PieceKind &kind = kinds[static_cast<std::size_t>(piece.kind)];
  change([&] {
    doc_.set({"sides", piece.side, kind.list, piece.index, kind.hex}, core::yamlScalar(core::formatHex(hex)));
  });
}

void Editor::turnPiece(PieceRef piece, int by) {
  const auto &kinds = entry_->authoring.pieces;
  if (piece.kind < 0 || piece.kind >= static_cast<int>(kinds.size())) return;
  const game::PieceKind &kind = kinds[static_cast<std::size_t>(piece.kind)];
  if (!kind.heading.empty()) {
    for (const Piece &p : pieces())
      if (p.ref == piece) {
        const int heading = ((p.heading + 5 * by) % 360 + 360) % 360;
        change([&] {
          doc_.set({"sides", piece.side, kind.list, piece.index, kind.heading}, std::to_string(heading));
        });
      }
    return;
  }
  if (kind.facing.empty()) return;
  for (const Piece &p : pieces())
    if (p.ref == piece) {
      const int facing = ((p.facing - 1 + by) % 6 + 6) % 6 + 1;
      change([&] {
        doc_.set({"sides", piece.side, kind.list, piece.index, kind.facing}, std::to_string(facing));
      });
      return;
    }
}

void Editor::headPieceTo(PieceRef piece, double heading) {
  const auto &kinds = entry_->authoring.pieces;
  if (piece.kind < 0 || piece.kind >= static_cast<int>(kinds.size())) return;
  const game::PieceKind &kind = kinds[static_cast<std::size_t>(piece.kind)];
  if (kind.heading.empty()) return;
  heading = std::fmod(std::fmod(heading, 360) + 360, 360);
  std::string text = tenthText(heading);
  if (text == "360") text = "0";
  change([&] { doc_.set({"sides", piece.side, kind.list, piece.index, kind.heading}, text); });
}

namespace {
/// The handle's distance beyond a free piece's centre, in table units.
constexpr double kHandleReach = 1.6;
core::Vec2 bearing(double heading) {
  const double r = heading * 3.14159265358979323846 / 180;
  return {std::sin(r), std::cos(r)}; // 0 north, 90 east
}
} // namespace

std::optional<draw::Point> Editor::turnHandle() const {
  if (!selected_ || !freePieces()) return std::nullopt;
  for (const Piece &p : pieces())
    if (p.ref == *selected_ && p.free) {
      const double heading = turning_ && turn_to_ ? *turn_to_ : p.heading;
      const core::Vec2 v = bearing(heading);
      return draw::Point{static_cast<float>(p.x + v.x * kHandleReach),
                         static_cast<float>(p.y + v.y * kHandleReach)};
    }
  return std::nullopt;
}

void Editor::removePiece(PieceRef piece) {
  const auto &kinds = entry_->authoring.pieces;
  if (piece.kind < 0 || piece.kind >= static_cast<int>(kinds.size())) return;
  change([&] {
    doc_.remove({"sides", piece.side, kinds[static_cast<std::size_t>(piece.kind)].list}, piece.index);
  });
  selected_.reset();
}

void Editor::setPieceField(PieceRef piece, const std::string &key, const std::string &yaml) {
  const auto &kinds = entry_->authoring.pieces;
  if (piece.kind < 0 || piece.kind >= static_cast<int>(kinds.size())) return;
  change([&] {
    doc_.set({"sides", piece.side, kinds[static_cast<std::size_t>(piece.kind)].list, piece.index, key}, yaml);
  });
}

void Editor::setValue(const core::YamlPath &path, const std::string &yaml) {
  change([&] { doc_.set(path, yaml); });
}

void Editor::setPieceNumber(PieceRef piece, const game::PieceNumber &number, int value) {
  const auto &kinds = entry_->authoring.pieces;
  if (piece.kind < 0 || piece.kind >= static_cast<int>(kinds.size()) || number.path.empty()) return;
  core::YamlPath path = {"sides", piece.side, kinds[static_cast<std::size_t>(piece.kind)].list, piece.index};
  for (const std::string &key : number.path)
    path.push_back(key);
  change([&] {
    if (value != 0) {
      doc_.set(path, std::to_string(value));
      return;
    }
    doc_.removeKey(path);
    // An empty mapping left behind (`damage: {}`) goes too.
    core::YamlPath parent(path.begin(), path.end() - 1);
    const YAML::Node above = doc_.at(parent);
    if (path.size() > 5 && above.IsMap() && above.size() == 0) doc_.removeKey(parent);
  });
}

std::vector<std::string> Editor::pieceTypes(int kind) const {
  const auto &kinds = entry_->authoring.pieces;
  if (kind < 0 || kind >= static_cast<int>(kinds.size())) return {};
  const game::PieceKind &k = kinds[static_cast<std::size_t>(kind)];
  std::vector<std::string> out = k.types;
  if (k.types_list.empty()) return out;
  const YAML::Node own = doc_.at(core::YamlPath(k.types_list.begin(), k.types_list.end()));
  for (std::size_t i = 0; own.IsSequence() && i < own.size(); ++i) {
    const std::string id = own[i].IsMap() ? scalarOr(own[i][k.types_key]) : "";
    if (!id.empty() && std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  }
  return out;
}

void Editor::renamePiece(PieceRef piece, const std::string &name) {
  const auto &kinds = entry_->authoring.pieces;
  if (piece.kind < 0 || piece.kind >= static_cast<int>(kinds.size()) || name.empty()) return;
  const game::PieceKind &kind = kinds[static_cast<std::size_t>(piece.kind)];
  const core::YamlPath at = {"sides", piece.side, kind.list, piece.index, kind.label};
  const std::string old = scalarOr(doc_.at(at));
  if (old == name) return;
  change([&] {
    doc_.set(at, core::yamlScalar(name));
    // Every list of a record that names it (an objective's ships) names it anew.
    for (const game::RecordList &list : entry_->authoring.records) {
      const core::YamlPath path(list.path.begin(), list.path.end());
      const YAML::Node items = doc_.at(path);
      for (std::size_t i = 0; items.IsSequence() && i < items.size(); ++i) {
        if (!items[i].IsMap()) continue;
        for (const auto &kv : items[i]) {
          if (!kv.second.IsSequence()) continue;
          for (std::size_t k = 0; k < kv.second.size(); ++k)
            if (kv.second[k].IsScalar() && kv.second[k].Scalar() == old) {
              core::YamlPath entry = path;
              entry.push_back(i);
              entry.push_back(kv.first.Scalar());
              entry.push_back(k);
              doc_.set(entry, core::yamlScalar(name));
            }
        }
      }
    }
  });
}

Editor::RecordForm &Editor::recordForm(std::size_t list) { return record_forms_[list]; }

void Editor::addRecord(std::size_t list, std::size_t kind) {
  const auto &lists = entry_->authoring.records;
  if (list >= lists.size() || kind >= lists[list].kinds.size()) return;
  const game::RecordKind &k = lists[list].kinds[kind];
  const RecordForm &form = recordForm(list);
  std::string item;
  const auto add = [&](const std::string &key, const std::string &value) {
    item += (item.empty() ? "" : ", ") + key + ": " + value;
  };
  using F = game::RecordField::Kind;
  for (const game::RecordField &f : k.fields) {
    switch (f.kind) {
    case F::Side: add(f.key, core::yamlScalar(form.side.empty() ? sideName(0) : form.side)); break;
    case F::Pieces: {
      std::string names;
      for (const std::string &p : form.pieces)
        names += (names.empty() ? "" : ", ") + core::yamlScalar(p);
      add(f.key, "[" + names + "]");
      break;
    }
    case F::Word: {
      const auto it = form.words.find(f.key);
      add(f.key, it != form.words.end() && !it->second.empty() ? it->second
                 : f.words.empty()                             ? std::string()
                                                               : f.words.front());
      break;
    }
    case F::Count:
      if (form.count > 0 && form.count < static_cast<int>(form.pieces.size()))
        add(f.key, std::to_string(form.count));
      break;
    case F::Area: {
      const auto num = tenthText;
      add(f.key, "{x: " + num(form.area[0]) + ", y: " + num(form.area[1]) + ", width: " + num(form.area[2]) +
                     ", height: " + num(form.area[3]) + "}");
      break;
    }
    }
  }
  core::YamlPath path;
  for (const std::string &key : lists[list].path)
    path.push_back(key);
  change([&] { doc_.append(path, "{" + item + "}"); });
}

void Editor::removeRecord(std::size_t list, std::size_t index) {
  const auto &lists = entry_->authoring.records;
  if (list >= lists.size()) return;
  core::YamlPath path;
  for (const std::string &key : lists[list].path)
    path.push_back(key);
  change([&] { doc_.remove(path, index); });
}

void Editor::renameSide(int side, const std::string &name) {
  const std::string old = sideName(side);
  if (name == old || name.empty()) return;
  change([&] {
    doc_.set({"sides", side, "name"}, core::yamlScalar(name));
    if (scalarOr(doc_.at({"first"})) == old) doc_.set({"first"}, core::yamlScalar(name));
    // Wherever else the game names a side: `victory.otherwise`, each record's `side:`.
    for (const auto &where : entry_->authoring.side_names) {
      core::YamlPath path(where.begin(), where.end());
      if (scalarOr(doc_.at(path)) == old) doc_.set(path, core::yamlScalar(name));
    }
    for (const game::RecordList &list : entry_->authoring.records) {
      core::YamlPath path(list.path.begin(), list.path.end());
      const YAML::Node items = doc_.at(path);
      if (!items.IsSequence()) continue;
      for (std::size_t i = 0; i < items.size(); ++i) {
        core::YamlPath item = path;
        item.push_back(i);
        item.push_back("side");
        if (scalarOr(doc_.at(item)) == old) doc_.set(item, core::yamlScalar(name));
      }
    }
  });
}

void Editor::undo() {
  if (undo_.empty()) return;
  redo_.push_back(doc_.text());
  doc_ = core::YamlText(undo_.back(), path_);
  undo_.pop_back();
  afterChange();
}

void Editor::redo() {
  if (redo_.empty()) return;
  undo_.push_back(doc_.text());
  doc_ = core::YamlText(redo_.back(), path_);
  redo_.pop_back();
  afterChange();
}

bool Editor::save(bool force) {
  std::string on_disk;
  try {
    on_disk = core::readFile(path_);
  } catch (const std::exception &) {
    on_disk = disk_; // gone: saving writes it again
  }
  if (!force && on_disk != disk_) {
    question_ = Ask{tr("The file changed on the disk"),
                    fill(tr("{file} was changed by another program since the editor opened it. Replace it "
                            "with the editor's text? What the other program wrote is then lost."),
                         {{"file", path_}}),
                    {tr("Replace it"), tr("Back to the editor")},
                    [this](int a) {
                      if (a == 0) save(true);
                    }};
    return false;
  }
  if (!force && !problems_.empty()) {
    question_ = Ask{tr("Save with problems?"),
                    fill(trn("The scenario has {n} problem: `amiraute validate` will refuse it and it "
                             "cannot be played until it is fixed.",
                             "The scenario has {n} problems: `amiraute validate` will refuse it and it "
                             "cannot be played until they are fixed.",
                             static_cast<long>(problems_.size())),
                         {{"n", std::to_string(problems_.size())}}),
                    {tr("Save anyway"), tr("Back to the editor")},
                    [this](int a) {
                      if (a == 0) save(true);
                    }};
    return false;
  }
  try {
    core::writeFileAtomically(path_, doc_.text());
  } catch (const std::exception &e) {
    error_ = e.what();
    return false;
  }
  saved_ = disk_ = doc_.text();
  error_.clear();
  notice_ = fill(tr("saved {file}"), {{"file", path_}});
  return true;
}

bool Editor::testPlay(const std::string &level) {
  if (!problems_.empty()) {
    error_ = tr("the scenario has problems: fix them before playing it");
    return false;
  }
  try {
    play_ = withText(path_, doc_.text(), [&] { return openFrame(path_, "", seed_++); });
  } catch (const std::exception &e) {
    error_ = e.what();
    return false;
  }
  if (!level.empty()) {
    const std::string why = play_->computer(sideName(1), level);
    if (!why.empty()) {
      play_.reset();
      error_ = why;
      return false;
    }
  }
  play_->resize(window_);
  play_->fit();
  return true;
}

void Editor::backToEditor() { play_.reset(); }

void Editor::answer(int index) {
  if (!question_) return;
  Ask asked = std::move(*question_);
  question_.reset();
  if (asked.then) asked.then(index);
}

bool Editor::mayClose() {
  if (play_) {
    backToEditor();
    return false;
  }
  if (!dirty()) return true;
  question_ = Ask{tr("Quit without saving?"),
                  fill(tr("{file} has changes that are not saved."), {{"file", path_}}),
                  {tr("Save and quit"), tr("Quit without saving"), tr("Back to the editor")},
                  [this](int a) {
                    if (a == 0 && save()) close_request_ = true;
                    if (a == 1) close_request_ = true;
                  }};
  return false;
}

// ---- tools -------------------------------------------------------------------------------------

void Editor::setTool(Tool tool, int set) {
  tool_ = tool;
  set_ = set;
}

void Editor::setBrush(const std::string &word, bool fill_mode) {
  brush_ = word;
  fill_ = fill_mode;
  tool_ = Tool::Terrain;
}

void Editor::setSide(int side) {
  side_ = side;
  tool_ = Tool::Pieces;
}

void Editor::setPieceType(const std::string &type) { type_ = type; }

void Editor::clickHex(core::Hex hex) {
  switch (tool_) {
  case Tool::Terrain: fill_ ? fillArea(hex) : paint(hex); break;
  case Tool::Set: toggle(set_, hex); break;
  case Tool::Sides: break; // an edge, not a hex: sidesEvent
  case Tool::Pieces:
    if (const auto p = pieceAt(hex)) {
      selected_ = p->ref;
      side_ = p->ref.side;
    } else {
      addPiece(hex);
    }
    break;
  case Tool::Scenario:
  case Tool::Rules:
    if (const auto p = pieceAt(hex)) {
      selected_ = p->ref;
      tool_ = Tool::Pieces;
    }
    break;
  }
}

// ---- the window --------------------------------------------------------------------------------

std::string Editor::title() const {
  if (play_)
    return fill(tr("Trying {file} — Amirauté"), {{"file", std::filesystem::path(path_).filename().string()}});
  return fill(tr("Editing {file} — Amirauté"), {{"file", std::filesystem::path(path_).filename().string()}});
}

float Editor::panelWidth() const { return sidePanelWidth(window_.x, 420); }

sf::FloatRect Editor::tableRect() const { return tableArea(window_, MatchFrame::kBarHeight, panelWidth()); }

void Editor::resize(sf::Vector2u size) {
  const bool refit = !camera_set_ || auto_fit_.following(camera_);
  window_ = size;
  camera_.setViewport(tableRect());
  if (preview_) preview_->resize(size);
  if (refit) fit();
  if (play_) play_->resize(size);
}

void Editor::fit() {
  if (play_) {
    play_->fit();
    return;
  }
  if (preview_) {
    preview_->fit();
    camera_ = preview_->camera();
    camera_set_ = true;
  } else if (hexMap()) {
    const draw::HexGeometry geometry(columns_, rows_);
    camera_.setViewport(tableRect());
    camera_.fit(geometry.width(), geometry.height(), 22.f);
    camera_.setCenter({geometry.width() / 2, geometry.height() / 2});
    camera_set_ = true;
  }
  if (camera_set_) auto_fit_.fitted(camera_);
}

std::optional<core::Hex> Editor::hexAtPixel(sf::Vector2f pixel) const {
  if (!hexMap() || !tableRect().contains(pixel)) return std::nullopt;
  const draw::HexGeometry geometry(columns_, rows_);
  const core::Hex h = geometry.hexAt(camera_.screenToWorld(pixel));
  if (terrainAt(h) == '\0') return std::nullopt;
  return h;
}

sf::Vector2f Editor::screenOf(draw::Point world) const { return camera_.worldToScreen({world.x, world.y}); }

sf::Vector2f Editor::screenOf(core::Hex hex) const {
  const draw::HexGeometry geometry(columns_, rows_);
  return camera_.worldToScreen(geometry.center(hex));
}

void Editor::handleEvent(const sf::Event &e, bool gui_mouse, bool gui_keyboard) {
  if (play_) {
    if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::F5 && !gui_keyboard) {
      backToEditor();
      return;
    }
    if (e.type == sf::Event::Resized) resize({e.size.width, e.size.height});
    // The way back is the editor's, over the game: a click on it is not the game's (a curtain
    // would take it for "I am here").
    if ((e.type == sf::Event::MouseButtonPressed || e.type == sf::Event::MouseButtonReleased))
      if (const auto back = bar_.find(tr(kBackLabel));
          back && back->contains(static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)))
        return;
    play_->handleEvent(e, gui_mouse, gui_keyboard);
    return;
  }
  if (e.type == sf::Event::Resized) {
    resize({e.size.width, e.size.height});
    return;
  }
  if (question_) {
    if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Escape)
      answer(static_cast<int>(question_->answers.size()) - 1);
    return;
  }
  if (help_ && e.type == sf::Event::KeyPressed &&
      (e.key.code == sf::Keyboard::Escape || e.key.code == sf::Keyboard::F1)) {
    help_ = false;
    return;
  }
  if (nav_.handle(camera_, e, gui_mouse, gui_keyboard)) {
    hovered_.reset();
    return;
  }
  if (tool_ == Tool::Sides && sidesEvent(e, gui_mouse)) return;
  switch (e.type) {
  case sf::Event::MouseMoved: {
    const sf::Vector2f p(static_cast<float>(e.mouseMove.x), static_cast<float>(e.mouseMove.y));
    hovered_ = gui_mouse ? std::nullopt : hexAtPixel(p);
    if (painting_ && hovered_ && tool_ == Tool::Terrain && !fill_) paint(*hovered_);
    if (turning_) {
      // The heading from the piece's centre to the pointer: by 5°, or freely with Shift.
      const core::Vec2 w = camera_.screenToWorld(p);
      for (const Piece &piece : pieces())
        if (piece.ref == *turning_ && (std::abs(w.x - piece.x) > 1e-6 || std::abs(w.y - piece.y) > 1e-6)) {
          double heading = std::atan2(w.x - piece.x, w.y - piece.y) * 180 / 3.14159265358979323846;
          if (!shift_) heading = 5 * std::round(heading / 5);
          turn_to_ = std::fmod(heading + 360, 360);
        }
    }
    break;
  }
  case sf::Event::MouseLeft: hovered_.reset(); break;
  case sf::Event::MouseButtonPressed:
    if (e.mouseButton.button == sf::Mouse::Left && !gui_mouse) {
      const sf::Vector2f p(static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y));
      if (freePieces() && tableRect().contains(p)) {
        const core::Vec2 w = camera_.screenToWorld(p);
        const draw::Point world{static_cast<float>(w.x), static_cast<float>(w.y)};
        const auto handle = turnHandle();
        if (handle && std::hypot(world.x - handle->x, world.y - handle->y) <= 0.4) {
          turning_ = selected_; // the handle of the selected piece: turned as the pointer goes
          break;
        }
        if (const auto under = pieceNear(world)) {
          selected_ = under->ref;
          side_ = under->ref.side;
          dragging_ = under->ref;
          grabbed_at_ = world;
        } else if (tool_ == Tool::Pieces) {
          addPieceAt(world);
        } else {
          selected_.reset();
        }
        break;
      }
      hovered_ = hexAtPixel(p);
      if (!hovered_) {
        if (tableRect().contains(p)) selected_.reset();
        break;
      }
      const std::optional<Piece> under = pieceAt(*hovered_);
      clickHex(*hovered_);
      if (tool_ == Tool::Terrain && !fill_) painting_ = true; // one stroke, one undo step
      if (tool_ == Tool::Pieces && under) {
        dragging_ = under->ref;
        grabbed_ = *hovered_;
      }
    }
    break;
  case sf::Event::MouseButtonReleased:
    if (e.mouseButton.button == sf::Mouse::Left) {
      painting_ = false;
      const sf::Vector2f p(static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y));
      if (turning_) {
        if (turn_to_) headPieceTo(*turning_, *turn_to_);
        turning_.reset();
        turn_to_.reset();
      } else if (dragging_ && freePieces()) {
        const core::Vec2 w = camera_.screenToWorld(p);
        const double dx = w.x - grabbed_at_.x, dy = w.y - grabbed_at_.y;
        const auto all = pieces();
        const auto it =
            std::find_if(all.begin(), all.end(), [&](const Piece &x) { return x.ref == *dragging_; });
        if (it != all.end() && std::hypot(dx, dy) >= 0.05) movePieceTo(*dragging_, it->x + dx, it->y + dy);
        dragging_.reset();
      } else if (dragging_) {
        // Moved by as much as the pointer: a ship grabbed by its stern keeps its stern under it.
        const std::optional<core::Hex> to = hexAtPixel(p);
        const auto all = pieces();
        const auto it =
            std::find_if(all.begin(), all.end(), [&](const Piece &x) { return x.ref == *dragging_; });
        if (to && it != all.end() && *to != grabbed_) movePiece(*dragging_, it->hex + (*to - grabbed_));
        dragging_.reset();
      }
    }
    break;
  case sf::Event::KeyReleased:
    if (e.key.code == sf::Keyboard::LShift || e.key.code == sf::Keyboard::RShift) shift_ = false;
    break;
  case sf::Event::KeyPressed: {
    if (e.key.code == sf::Keyboard::LShift || e.key.code == sf::Keyboard::RShift) shift_ = true;
    if (gui_keyboard) break;
    const auto k = e.key.code;
    if (e.key.control && k == sf::Keyboard::S)
      save();
    else if (e.key.control && k == sf::Keyboard::Z && !e.key.shift)
      undo();
    else if (e.key.control && (k == sf::Keyboard::Y || (k == sf::Keyboard::Z && e.key.shift)))
      redo();
    else if (k == sf::Keyboard::F5)
      testPlay();
    else if (k == sf::Keyboard::F6)
      testPlay(level_);
    else if (k == sf::Keyboard::F1)
      help_ = !help_;
    else if (k == sf::Keyboard::F12)
      shot_ = std::filesystem::path(path_).stem().string() + "-edit.png";
    else if (k == sf::Keyboard::Home)
      fit();
    else if (k == sf::Keyboard::Escape)
      selected_.reset();
    else if (selected_ && (k == sf::Keyboard::Delete || k == sf::Keyboard::BackSpace))
      removePiece(*selected_);
    else if (selected_ && k == sf::Keyboard::R)
      turnPiece(*selected_, e.key.shift ? -1 : 1);
    break;
  }
  default: break;
  }
}

void Editor::update(float dt) {
  if (play_) play_->update(dt);
}

void Editor::holdComputer(bool held) {
  if (play_) play_->holdComputer(held);
}

int Editor::drawCalls() const {
  if (play_) return play_->drawCalls();
  return renderer_ ? renderer_->lastDrawCalls() : 0;
}

std::optional<std::string> Editor::takeScreenshotRequest() {
  if (play_) return play_->takeScreenshotRequest();
  return std::exchange(shot_, std::nullopt);
}

void Editor::screenshotSaved(const std::string &path, bool ok) {
  if (play_) {
    play_->screenshotSaved(path, ok);
    return;
  }
  if (ok)
    notice_ = fill(tr("screenshot saved to {path}"), {{"path", path}});
  else
    error_ = fill(tr("could not save the screenshot to {path}"), {{"path", path}});
}

void Editor::buildOverlay(draw::Scene &out) const {
  std::set<int> bad_lines; // a piece on a line with a problem is outlined in red
  for (const core::YamlError &e : problems_)
    bad_lines.insert(e.line);
  if (freePieces()) {
    out.setLayer(1);
    for (const Piece &p : pieces()) {
      const draw::Point at{static_cast<float>(p.x), static_cast<float>(p.y)};
      if (bad_lines.count(p.line)) out.ring(at, 1.0f, 1.15f, draw::Color(255, 90, 80));
      if (selected_ && p.ref == *selected_) out.ring(at, 1.0f, 1.15f, draw::Color(250, 205, 90));
    }
    // The selected ship's handle: drag it to turn the ship (by 5°, freely with Shift).
    if (const auto handle = turnHandle())
      for (const Piece &p : pieces())
        if (selected_ && p.ref == *selected_) {
          const draw::Point at{static_cast<float>(p.x), static_cast<float>(p.y)};
          out.line(at, *handle, 0.06f, draw::Color(250, 205, 90, 200));
          out.disc(*handle, 0.26f, draw::Color(250, 205, 90));
          out.ring(*handle, 0.26f, 0.32f, draw::Color(40, 30, 10));
          if (turn_to_)
            out.text(std::to_string(static_cast<int>(std::lround(*turn_to_))) + "°",
                     {handle->x + 0.5f, handle->y + 0.3f}, 0.45f, draw::Color(255, 255, 255), true,
                     draw::Color(0, 0, 0), 0.05f);
        }
    return;
  }
  if (!hexMap()) return;
  const draw::HexGeometry geometry(columns_, rows_);
  const auto outline = [&](core::Hex h, draw::Color color, float width) {
    const auto c = geometry.corners(h);
    std::vector<draw::Point> points;
    for (const core::Vec2 &v : c)
      points.push_back({static_cast<float>(v.x), static_cast<float>(v.y)});
    out.polyline(points, true, width, color);
  };
  out.setLayer(1);
  if (!preview_) // nothing drawn by the game: the grid, so the author can still point
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < columns_; ++c)
        outline(core::fromOffset({c, r}), draw::Color(90, 110, 130), 0.04f);
  if (tool_ == Tool::Set)
    for (const core::Hex h : setHexes(set_)) {
      const core::Vec2 c = geometry.center(h);
      out.ring({static_cast<float>(c.x), static_cast<float>(c.y)}, 0.62f, 0.74f, draw::Color(250, 205, 90));
    }
  for (const Piece &p : pieces()) {
    const core::Vec2 c = geometry.center(p.hex);
    if (!p.label.empty())
      out.text(p.label, {static_cast<float>(c.x), static_cast<float>(c.y + 0.62)}, 0.34f,
               draw::Color(255, 255, 255), true, draw::Color(0, 0, 0), 0.05f);
    if (bad_lines.count(p.line))
      for (const core::Hex h : p.covers)
        outline(h, draw::Color(255, 90, 80), 0.12f);
    if (selected_ && p.ref == *selected_)
      for (const core::Hex h : p.covers)
        outline(h, draw::Color(250, 205, 90), 0.12f);
  }
  if (tool_ == Tool::Sides)
    buildSidesOverlay(out);
  else if (hovered_)
    outline(*hovered_, draw::Color(255, 255, 255, 200), 0.06f);
}

void Editor::drawTable(sf::RenderTarget &target) {
  if (play_) {
    play_->drawTable(target);
    return;
  }
  camera_.setViewport(tableRect());
  if (preview_) {
    preview_->setCamera(camera_);
    preview_->drawTable(target);
  }
  if (!renderer_) renderer_ = std::make_unique<SceneRenderer>();
  overlay_.clear();
  buildOverlay(overlay_);
  const sf::Vector2f o = camera_.worldToScreen({0, 0});
  renderer_->draw(target, overlay_, {camera_.scale(), -camera_.scale(), o.x, o.y});
}

} // namespace amiraute::ui
