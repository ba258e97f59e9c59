#pragma once
/// A scenario option that is one word among a few (`rules.drift: toward | downwind`): read it, or
/// say at its line and column which words it may be, with the closest one when it is a typo.
/// didYouMean ends any error about a word that is not among the known ones.
#include "core/I18n.h"
#include "core/Yaml.h"

#include <string>
#include <vector>

namespace amiraute::core {

/// " (did you mean 'CLOSE'?)" for the closest word in `known` (suggest), or nothing: the end of an
/// error about a word that is not among `known`.
inline std::string didYouMean(const std::string &word, const std::vector<std::string> &known) {
  const std::string close = suggest(word, known);
  return close.empty() ? "" : fill(tr(" (did you mean '{close}'?)"), {{"close", close}});
}

/// The index in `names` of the word under `key` of `reader` (errors name it "rules.KEY"), or
/// `fallback` when the key is absent. YamlError (file:line:column) for any other word (reported:
/// a YamlReport goes on with `fallback`).
inline int readChoice(MapReader &reader, const std::string &key, const std::vector<std::string> &names,
                      int fallback) {
  const YAML::Node node = reader.optional(key);
  if (!node.IsDefined()) return fallback;
  const std::string value = readString(reader.file(), node, "rules." + key);
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == value) return static_cast<int>(i);
  std::string list;
  for (const auto &n : names)
    list += (list.empty() ? "" : ", ") + n;
  reportError(errorAt(reader.file(), node,
                      fill(tr("rules.{key} must be one of {list}, not '{value}'"),
                           {{"key", key}, {"list", list}, {"value", value}}) +
                          didYouMean(value, names)));
  return fallback; // validate goes on with the default
}

} // namespace amiraute::core
