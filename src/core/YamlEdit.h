#pragma once
/// Editing an author's YAML file without rewriting it: every change replaces only the characters of
/// the value it changes, so comments, the order of keys, quoting and the layout of everything else
/// survive (the editor saves what the author wrote, changed where they pointed). yaml-cpp parses
/// the text and says where each node starts; the end of a node is found here, in the text.
#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::core {

/// One step down a YAML document: a mapping's key or a list's index.
struct YamlStep {
  YamlStep(const char *k) : key(k) {}
  YamlStep(std::string k) : key(std::move(k)) {}
  YamlStep(std::size_t i) : index(i), is_key(false) {}
  YamlStep(int i) : index(static_cast<std::size_t>(i)), is_key(false) {}
  std::string key;
  std::size_t index = 0;
  bool is_key = true;
  const std::string *keyOrNull() const { return is_key ? &key : nullptr; }
};
/// A value in a document: `{"sides", 0, "ships", 2, "bow"}`.
using YamlPath = std::vector<YamlStep>;
/// `sides[0].ships[2].bow`, for messages.
std::string describe(const YamlPath &path);

/// A change asked of a path that the document cannot take (a parent missing, a value that is not
/// a list), or a value that is not valid YAML: the text is unchanged.
struct YamlEditError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A scalar as YAML writes it in a flow or block context: plain when that reads back as the same
/// string, else double-quoted (a hex "0403", "true", a word with a colon).
std::string yamlScalar(const std::string &value);
/// A whole number as YAML writes it.
std::string yamlScalar(int value);

/// The text of one YAML document and changes made to it in place.
class YamlText {
public:
  /// Throws core::YamlError (file:line:column) when the text does not parse.
  YamlText(std::string text, std::string file);
  YamlText(const YamlText &) = default;
  /// (yaml-cpp's Node::operator= would write into the tree the two copies share: rebind instead.)
  YamlText &operator=(const YamlText &other) {
    text_ = other.text_;
    file_ = other.file_;
    root_.reset(other.root_);
    return *this;
  }

  const std::string &text() const { return text_; }
  const std::string &file() const { return file_; }
  /// The document as parsed now.
  const YAML::Node &root() const { return root_; }
  /// The node at `path`, or an undefined node when a step is missing.
  YAML::Node at(const YamlPath &path) const;

  /// Set the value at `path` to `value`, written as YAML (`"0403"`, `3`, `{a: 1}`, `[x, y]`): the
  /// old value's characters are replaced (a block list or mapping by the flow value on the key's
  /// line). When the last step is a key its mapping lacks, the key is added after the mapping's
  /// last key (in a flow mapping before its `}`); a missing mapping on the way is added the same
  /// way. Throws YamlEditError when the path goes through something else, or when the result does
  /// not parse (the text is then unchanged).
  void set(const YamlPath &path, const std::string &value);
  /// A block text under the key at `path` (`terrain: |`), its lines `lines` (each without the
  /// indentation, which is the old block's, or the key's plus two).
  void setLines(const YamlPath &path, const std::vector<std::string> &lines);
  /// Add `item` (YAML in flow style) at the end of the list at `path`: a new `- item` line in a
  /// block list, `, item` before the `]` of a flow list. A missing list is added as a key.
  void append(const YamlPath &path, const std::string &item);
  /// Take out the item `index` of the list at `path` (its lines in a block list; its text and one
  /// comma in a flow list; the last item of a block list leaves `[]`).
  void remove(const YamlPath &path, std::size_t index);
  /// Take out the key at the end of `path` and its value; nothing when it is not there.
  void removeKey(const YamlPath &path);

private:
  /// Replace [begin, end) by `with`, parse, and keep it only if it parses.
  void splice(std::size_t begin, std::size_t end, const std::string &with);
  /// Where the characters of `node` end (exclusive), the node being a value of the text.
  std::size_t endOf(const YAML::Node &node) const;
  /// Add `entry` to a flow or block mapping or list (a block list's line starts with `dash`).
  void addTo(const YAML::Node &collection, bool flow, const std::string &entry, const std::string &dash);
  /// Take [begin, end) out of a flow collection with one comma beside it (none before `floor`).
  void cutFromFlow(std::size_t begin, std::size_t end, std::size_t floor);
  /// Add `key: value` to the mapping at `path` (which exists).
  void addKey(const YamlPath &path, const std::string &key, const std::string &value);

  std::string text_;
  std::string file_;
  YAML::Node root_;
};

} // namespace amiraute::core
