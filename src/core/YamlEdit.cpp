#include "core/YamlEdit.h"

#include "core/Yaml.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace amiraute::core {

namespace {

constexpr std::size_t npos = std::string::npos;

/// A node reached by a path, and what its place in the text says about it.
struct Located {
  YAML::Node node;
  bool flow = false;          ///< inside a flow mapping or list (a plain scalar ends at , ] })
  std::size_t key_pos = npos; ///< where its key starts, when the last step was a key
};

bool isBlank(char c) { return c == ' ' || c == '\t'; }

} // namespace

std::string describe(const YamlPath &path) {
  std::string out;
  for (const YamlStep &step : path) {
    if (const auto *key = step.keyOrNull()) {
      if (!out.empty()) out += '.';
      out += *key;
    } else {
      out += '[' + std::to_string(step.index) + ']';
    }
  }
  return out;
}

std::string yamlScalar(const std::string &value) {
  static const std::vector<std::string> reserved = {"true", "false", "yes", "no", "on",
                                                    "off",  "null",  "y",   "n"};
  bool plain = !value.empty() && std::isalpha(static_cast<unsigned char>(value[0]));
  for (char c : value)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' || c == ' ' ||
          (static_cast<unsigned char>(c) >= 0x80)))
      plain = false;
  if (plain && value.back() == ' ') plain = false;
  std::string lower = value;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  if (std::find(reserved.begin(), reserved.end(), lower) != reserved.end()) plain = false;
  if (plain) return value;
  std::string out = "\"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + '"';
}

std::string yamlScalar(int value) { return std::to_string(value); }

YamlText::YamlText(std::string text, std::string file)
    : text_(std::move(text)), file_(std::move(file)), root_(loadYamlString(text_, file_)) {}

namespace {

std::size_t lineStart(const std::string &t, std::size_t pos) {
  const std::size_t nl = pos == 0 ? npos : t.rfind('\n', pos - 1);
  return nl == npos ? 0 : nl + 1;
}
std::size_t lineEnd(const std::string &t, std::size_t pos) {
  const std::size_t nl = t.find('\n', pos);
  return nl == npos ? t.size() : nl;
}
/// Spaces at the start of the line beginning at `start`.
std::size_t indentAt(const std::string &t, std::size_t start) {
  std::size_t i = start;
  while (i < t.size() && t[i] == ' ')
    ++i;
  return i - start;
}
/// The line at `start` has nothing but spaces (or nothing).
bool blankLine(const std::string &t, std::size_t start) {
  for (std::size_t i = start; i < t.size() && t[i] != '\n'; ++i)
    if (!isBlank(t[i]) && t[i] != '\r') return false;
  return true;
}
bool commentLine(const std::string &t, std::size_t start) {
  const std::size_t i = start + indentAt(t, start);
  return i < t.size() && t[i] == '#';
}

/// The end of a quoted scalar starting at `pos` (the quote).
std::size_t quotedEnd(const std::string &t, std::size_t pos) {
  const char q = t[pos];
  for (std::size_t i = pos + 1; i < t.size(); ++i) {
    if (q == '"' && t[i] == '\\') {
      ++i;
    } else if (t[i] == q) {
      if (q == '\'' && i + 1 < t.size() && t[i + 1] == '\'') {
        ++i;
        continue;
      }
      return i + 1;
    }
  }
  return t.size();
}

/// The end of a flow mapping or list starting at `pos` (its bracket).
std::size_t flowEnd(const std::string &t, std::size_t pos) {
  int depth = 0;
  for (std::size_t i = pos; i < t.size(); ++i) {
    const char c = t[i];
    if (c == '"' || c == '\'') {
      // A quote inside a plain scalar (it's) is not a quoted scalar: only after a separator.
      const char before = i > 0 ? t[i - 1] : ' ';
      if (before == ' ' || before == '[' || before == '{' || before == ',' || before == ':' ||
          before == '\n') {
        i = quotedEnd(t, i) - 1;
        continue;
      }
    }
    if (c == '#' && i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\n')) {
      i = lineEnd(t, i) - 1;
      continue;
    }
    if (c == '[' || c == '{') ++depth;
    if (c == ']' || c == '}') {
      if (--depth == 0) return i + 1;
    }
  }
  return t.size();
}

/// The end of the block text (| or >) whose indicator is at `pos`: its last line that is not blank.
std::size_t literalEnd(const std::string &t, std::size_t pos) {
  const std::size_t parent = indentAt(t, lineStart(t, pos));
  std::size_t end = lineEnd(t, pos);
  std::size_t line = end + 1;
  while (line < t.size()) {
    if (!blankLine(t, line)) {
      if (indentAt(t, line) <= parent) break;
      end = lineEnd(t, line);
    }
    line = lineEnd(t, line) + 1;
  }
  return end;
}

/// The end of a plain scalar at `pos`: its line's end, a comment, or (in a flow) , ] }.
std::size_t plainEnd(const std::string &t, std::size_t pos, bool flow) {
  std::size_t i = pos;
  for (; i < t.size() && t[i] != '\n'; ++i) {
    if (flow && (t[i] == ',' || t[i] == ']' || t[i] == '}')) break;
    if (t[i] == '#' && i > pos && isBlank(t[i - 1])) break;
  }
  while (i > pos && (isBlank(t[i - 1]) || t[i - 1] == '\r'))
    --i;
  return i;
}

/// The end of a block mapping or list whose first key or dash is at `pos`, column `column`: the
/// last line of what is indented under it (comments after it stay outside).
std::size_t blockEnd(const std::string &t, std::size_t pos, std::size_t column, bool list) {
  std::size_t end = lineEnd(t, pos);
  std::size_t line = end + 1;
  while (line < t.size()) {
    if (!blankLine(t, line) && !commentLine(t, line)) {
      const std::size_t indent = indentAt(t, line);
      if (indent < column) break;
      if (indent == column && list && t[line + indent] != '-') break;
      end = lineEnd(t, line);
    }
    line = lineEnd(t, line) + 1;
  }
  return end;
}

std::size_t nodeEnd(const std::string &t, const YAML::Node &node, bool flow) {
  const std::size_t pos = static_cast<std::size_t>(std::max(0, node.Mark().pos));
  if (pos >= t.size()) return t.size();
  const char c = t[pos];
  if (node.IsMap() || node.IsSequence()) {
    if (c == '[' || c == '{') return flowEnd(t, pos);
    return blockEnd(t, pos, static_cast<std::size_t>(node.Mark().column), node.IsSequence());
  }
  if (c == '"' || c == '\'') return quotedEnd(t, pos);
  if (c == '|' || c == '>') return literalEnd(t, pos);
  if (node.IsNull() && (c == '\n' || c == ',' || c == '}' || c == ']' || c == '#')) return pos;
  return plainEnd(t, pos, flow);
}

/// Walk `path` from `root`; nothing when a step is missing.
std::optional<Located> locate(const std::string &t, const YAML::Node &root, const YamlPath &path) {
  // yaml-cpp's Node::operator= writes into the node it refers to: walking rebinds with reset().
  YAML::Node node;
  node.reset(root);
  bool flow = false;
  std::size_t key_pos = npos;
  for (const YamlStep &step : path) {
    const std::size_t at = static_cast<std::size_t>(std::max(0, node.Mark().pos));
    if ((node.IsMap() || node.IsSequence()) && at < t.size() && (t[at] == '[' || t[at] == '{')) flow = true;
    YAML::Node next;
    if (const auto *key = step.keyOrNull()) {
      if (!node.IsMap()) return std::nullopt;
      bool found = false;
      for (auto it = node.begin(); it != node.end(); ++it) {
        if (it->first.IsScalar() && it->first.Scalar() == *key) {
          next.reset(it->second);
          key_pos = static_cast<std::size_t>(std::max(0, it->first.Mark().pos));
          found = true;
          break;
        }
      }
      if (!found) return std::nullopt;
    } else {
      if (!node.IsSequence() || step.index >= node.size()) return std::nullopt;
      next.reset(node[step.index]);
      key_pos = npos;
    }
    node.reset(next);
  }
  Located out;
  out.node.reset(node);
  out.flow = flow;
  out.key_pos = key_pos;
  return out;
}

/// Where the `:` after the key at `key_pos` is, plus one.
std::size_t afterColon(const std::string &t, std::size_t key_pos) {
  std::size_t i = key_pos;
  if (t[i] == '"' || t[i] == '\'')
    i = quotedEnd(t, i);
  else
    while (i < t.size() && t[i] != ':')
      ++i;
  while (i < t.size() && t[i] != ':')
    ++i;
  return std::min(t.size(), i + 1);
}

} // namespace

YAML::Node YamlText::at(const YamlPath &path) const {
  const auto found = locate(text_, root_, path);
  return found ? found->node : YAML::Node(YAML::NodeType::Undefined);
}

void YamlText::splice(std::size_t begin, std::size_t end, const std::string &with) {
  std::string next = text_.substr(0, begin) + with + text_.substr(end);
  try {
    YAML::Node parsed = loadYamlString(next, file_);
    text_ = std::move(next);
    root_.reset(parsed);
  } catch (const YamlError &e) {
    throw YamlEditError("the change does not read back as YAML: " + std::string(e.what()));
  }
}

std::size_t YamlText::endOf(const YAML::Node &node) const { return nodeEnd(text_, node, false); }

void YamlText::addKey(const YamlPath &path, const std::string &key, const std::string &value) {
  const auto where = locate(text_, root_, path);
  if (!where) throw YamlEditError("there is no " + describe(path) + " to add `" + key + "` to");
  const YAML::Node &map = where->node;
  const std::string entry = yamlScalar(key) + ": " + value;
  if (map.IsNull()) {
    YamlPath p = path;
    set(p, "{" + entry + "}");
    return;
  }
  if (!map.IsMap()) throw YamlEditError(describe(path) + " is not a mapping");
  if (path.empty() && map.size() == 0) {
    splice(text_.size(), text_.size(), (text_.empty() || text_.back() == '\n' ? "" : "\n") + entry + "\n");
    return;
  }
  addTo(map, where->flow, entry, "");
}

void YamlText::addTo(const YAML::Node &collection, bool flow, const std::string &entry,
                     const std::string &dash) {
  const std::size_t pos = static_cast<std::size_t>(std::max(0, collection.Mark().pos));
  if (pos < text_.size() && (text_[pos] == '{' || text_[pos] == '[')) {
    std::size_t before = flowEnd(text_, pos) - 1; // at the closing bracket, then before its blanks
    while (before > pos + 1 && isBlank(text_[before - 1]))
      --before;
    splice(before, before, (collection.size() > 0 ? ", " : "") + entry);
    return;
  }
  const std::size_t end = nodeEnd(text_, collection, flow);
  splice(end, end,
         "\n" + std::string(static_cast<std::size_t>(collection.Mark().column), ' ') + dash + entry);
}

void YamlText::set(const YamlPath &path, const std::string &value) {
  if (path.empty()) throw YamlEditError("no value named");
  const auto where = locate(text_, root_, path);
  if (!where) {
    // The longest part of the path there is: add the rest under it as flow mappings.
    std::size_t have = path.size() - 1;
    while (have > 0 && !locate(text_, root_, YamlPath(path.begin(), path.begin() + static_cast<long>(have))))
      --have;
    std::string nested = value;
    for (std::size_t i = path.size(); i-- > have + 1;) {
      const auto *key = path[i].keyOrNull();
      if (!key)
        throw YamlEditError("there is no " +
                            describe(YamlPath(path.begin(), path.begin() + static_cast<long>(i + 1))));
      nested = "{" + yamlScalar(*key) + ": " + nested + "}";
    }
    const auto *key = path[have].keyOrNull();
    if (!key) throw YamlEditError("there is no " + describe(path));
    addKey(YamlPath(path.begin(), path.begin() + static_cast<long>(have)), *key, nested);
    return;
  }
  const YAML::Node &node = where->node;
  const std::size_t pos = static_cast<std::size_t>(std::max(0, node.Mark().pos));
  const std::size_t end = nodeEnd(text_, node, where->flow);
  const bool block_collection =
      (node.IsMap() || node.IsSequence()) && pos < text_.size() && text_[pos] != '[' && text_[pos] != '{';
  if (where->key_pos != npos && (block_collection || (node.IsNull() && end == pos))) {
    const std::size_t colon = afterColon(text_, where->key_pos);
    // An empty value: after the colon, before a comment on the key's line.
    const std::size_t stop = block_collection ? end : colon;
    splice(colon, stop, " " + value);
    return;
  }
  splice(pos, end, value);
}

void YamlText::setLines(const YamlPath &path, const std::vector<std::string> &lines) {
  const auto where = locate(text_, root_, path);
  if (!where) throw YamlEditError("there is no " + describe(path));
  const YAML::Node &node = where->node;
  const std::size_t pos = static_cast<std::size_t>(std::max(0, node.Mark().pos));
  const std::size_t parent = indentAt(text_, lineStart(text_, pos));
  std::size_t indent = parent + 2;
  if (pos < text_.size() && text_[pos] == '|') {
    const std::size_t first = lineEnd(text_, pos) + 1;
    if (first < text_.size() && !blankLine(text_, first)) indent = std::max(indent, indentAt(text_, first));
    std::string body;
    for (const std::string &line : lines)
      body += "\n" + std::string(indent, ' ') + line;
    splice(lineEnd(text_, pos), nodeEnd(text_, node, where->flow), body);
    return;
  }
  std::string body = "|";
  for (const std::string &line : lines)
    body += "\n" + std::string(indent, ' ') + line;
  set(path, body);
}

void YamlText::append(const YamlPath &path, const std::string &item) {
  const auto where = locate(text_, root_, path);
  if (!where || where->node.IsNull()) {
    set(path, "[" + item + "]");
    return;
  }
  const YAML::Node &list = where->node;
  if (!list.IsSequence()) throw YamlEditError(describe(path) + " is not a list");
  addTo(list, where->flow, item, "- ");
}

void YamlText::remove(const YamlPath &path, std::size_t index) {
  const auto where = locate(text_, root_, path);
  if (!where || !where->node.IsSequence() || index >= where->node.size())
    throw YamlEditError("there is no " + describe(path) + "[" + std::to_string(index) + "]");
  const YAML::Node &list = where->node;
  const YAML::Node item = list[index];
  const std::size_t list_pos = static_cast<std::size_t>(std::max(0, list.Mark().pos));
  const std::size_t pos = static_cast<std::size_t>(std::max(0, item.Mark().pos));
  if (list_pos < text_.size() && text_[list_pos] == '[') {
    cutFromFlow(pos, nodeEnd(text_, item, true), list_pos + 1);
    return;
  }
  if (list.size() == 1) {
    set(path, "[]");
    return;
  }
  const std::size_t begin = lineStart(text_, pos);
  std::size_t end = nodeEnd(text_, item, false);
  if (end < text_.size() && text_[end] == '\n') ++end;
  splice(begin, end, "");
}

void YamlText::cutFromFlow(std::size_t begin, std::size_t end, std::size_t floor) {
  const auto blank = [&](std::size_t i) { return isBlank(text_[i]) || text_[i] == '\n'; };
  std::size_t after = end;
  while (after < text_.size() && blank(after))
    ++after;
  if (after < text_.size() && text_[after] == ',') { // the comma after it goes with it
    end = after + 1;
    while (end < text_.size() && isBlank(text_[end]))
      ++end;
  } else { // the last one: the comma before it
    std::size_t before = begin;
    while (before > floor && blank(before - 1))
      --before;
    if (before > floor && text_[before - 1] == ',') begin = before - 1;
  }
  splice(begin, end, "");
}

void YamlText::removeKey(const YamlPath &path) {
  const auto where = locate(text_, root_, path);
  if (!where || where->key_pos == npos) return;
  const std::size_t key = where->key_pos;
  std::size_t end = nodeEnd(text_, where->node, where->flow);
  if (end < afterColon(text_, key)) end = afterColon(text_, key);
  if (where->flow) {
    cutFromFlow(key, end, 0);
    return;
  }
  const std::size_t begin = lineStart(text_, key);
  if (end < text_.size() && text_[end] == '\n') ++end;
  splice(begin, end, "");
}

} // namespace amiraute::core
