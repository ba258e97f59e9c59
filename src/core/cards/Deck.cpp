#include "core/cards/Deck.h"
#include "core/FileOverlay.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <stdexcept>

namespace amiraute::core::cards {

namespace {

const std::vector<double> kNoValues;

// The base letter of a two-byte UTF-8 Latin-1 letter (0xC3 xx), or 0 when it has none.
char latinBase(unsigned char second) {
  static const char *const kLower = "aaaaaaaceeeeiiiidnooooo/ouuuuyty"; // 0xE0..0xFF
  static const char *const kUpper = "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTs"; // 0xC0..0xDF
  if (second >= 0xA0 && second <= 0xBF) { // after 0xC3: 0x80..0x9F are À..ß, 0xA0..0xBF are à..ÿ
    const char c = kLower[second - 0xA0];
    return c == '/' ? 0 : c;
  }
  if (second >= 0x80 && second <= 0x9F) {
    const char c = kUpper[second - 0x80];
    return c == 'x' ? 0 : c;
  }
  return 0;
}

} // namespace

double CardType::value(std::string_view name, double fallback) const {
  for (const auto &[key, numbers] : values)
    if (key == name && !numbers.empty()) return numbers.front();
  return fallback;
}

const std::vector<double> &CardType::list(std::string_view name) const {
  for (const auto &[key, numbers] : values)
    if (key == name) return numbers;
  return kNoValues;
}

bool CardType::has(std::string_view name) const {
  return std::any_of(values.begin(), values.end(), [&](const auto &v) { return v.first == name; });
}

std::string normalizeWord(std::string_view word) {
  std::string out;
  out.reserve(word.size());
  for (std::size_t i = 0; i < word.size(); ++i) {
    const auto c = static_cast<unsigned char>(word[i]);
    if (c == 0xC3 && i + 1 < word.size()) {
      const char base = latinBase(static_cast<unsigned char>(word[i + 1]));
      if (base) {
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(base)));
        ++i;
        continue;
      }
    }
    if (c == 0xC5 && i + 1 < word.size() &&
        (static_cast<unsigned char>(word[i + 1]) == 0x93 ||
         static_cast<unsigned char>(word[i + 1]) == 0x92)) { // œ Œ
      out += "oe";
      ++i;
      continue;
    }
    if (c == 0xE2 && i + 2 < word.size() && static_cast<unsigned char>(word[i + 1]) == 0x80 &&
        static_cast<unsigned char>(word[i + 2]) == 0x99) { // ’
      out += '_';
      i += 2;
      continue;
    }
    if (c == ' ' || c == '-' || c == '\'' || c == '_') {
      if (out.empty() || out.back() != '_') out += '_';
      continue;
    }
    out += static_cast<char>(std::tolower(c));
  }
  while (!out.empty() && out.back() == '_')
    out.pop_back();
  return out;
}

int Deck::total() const {
  int n = 0;
  for (const auto &t : types)
    n += t.count;
  return n;
}

std::vector<int> Deck::counts() const {
  std::vector<int> c;
  c.reserve(types.size());
  for (const auto &t : types)
    c.push_back(t.count);
  return c;
}

std::string Deck::name(CardId id) const {
  if (id == kBack || id >= types.size()) return "?";
  const CardType &t = types[id];
  return language() == "fr" ? t.fr : t.en;
}

std::optional<CardId> Deck::find(std::string_view word) const {
  const std::string w = normalizeWord(word);
  if (w.empty()) return std::nullopt;
  for (std::size_t i = 0; i < types.size(); ++i) {
    const CardType &t = types[i];
    if (normalizeWord(t.id) == w || normalizeWord(t.en) == w || normalizeWord(t.fr) == w)
      return static_cast<CardId>(i);
    for (const auto &a : t.aliases)
      if (normalizeWord(a) == w) return static_cast<CardId>(i);
  }
  return std::nullopt;
}

std::optional<std::pair<CardId, std::size_t>>
Deck::findWords(const std::vector<std::string> &words, std::size_t start, std::size_t max_words) const {
  for (std::size_t n = std::min(max_words, words.size() > start ? words.size() - start : 0); n >= 1; --n) {
    std::string joined;
    for (std::size_t i = start; i < start + n; ++i)
      joined += (joined.empty() ? "" : " ") + words[i];
    if (auto c = find(joined)) return std::make_pair(*c, n);
  }
  return std::nullopt;
}

CardId Deck::id(std::string_view id) const {
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].id == id) return static_cast<CardId>(i);
  throw std::logic_error(file + ": the deck has no card '" + std::string(id) + "'");
}

bool Deck::hasId(std::string_view id) const {
  return std::any_of(types.begin(), types.end(), [&](const CardType &t) { return t.id == id; });
}

std::vector<CardId> Deck::ofKind(std::string_view kind) const {
  std::vector<CardId> out;
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].kind == kind) out.push_back(static_cast<CardId>(i));
  return out;
}

std::vector<std::string> Deck::ids() const {
  std::vector<std::string> out;
  for (const auto &t : types)
    out.push_back(t.id);
  return out;
}

Deck parseDeck(const std::string &text, const std::string &file) {
  const YAML::Node root = loadYamlString(text, file);
  MapReader top(file, root, "deck");
  Deck deck;
  deck.file = file;
  deck.game = top.string("deck");
  const YAML::Node cards = top.required("cards");
  if (!cards.IsSequence() || cards.size() == 0)
    throw errorAt(file, cards, tr("cards must be a list of card types, one mapping each"));
  if (cards.size() > static_cast<std::size_t>(kMaxTypes))
    throw errorAt(file, cards,
                  fill(tr("a deck has at most {n} card types"), {{"n", std::to_string(kMaxTypes)}}));
  std::vector<std::pair<std::string, YAML::Node>> words; // every normalized word, to catch clashes
  for (const YAML::Node &node : cards) {
    MapReader c(file, node, "card");
    CardType t;
    t.line = node.Mark().line + 1;
    t.column = node.Mark().column + 1;
    const YAML::Node id_node = c.required("id");
    t.id = readString(file, id_node, "card.id");
    if (t.id.empty() || t.id.find(' ') != std::string::npos)
      throw errorAt(file, id_node, tr("a card id is one word without spaces"));
    t.fr = c.string("fr");
    t.en = c.string("en");
    t.kind = c.string("kind");
    if (t.kind.empty()) throw errorAt(file, node["kind"], tr("a card needs a kind"));
    t.count = c.integer("count", 0, 250);
    const YAML::Node aliases = c.optional("aliases");
    if (aliases.IsDefined() && !aliases.IsNull()) {
      if (!aliases.IsSequence()) throw errorAt(file, aliases, tr("card.aliases must be a list of words"));
      for (const auto &a : aliases)
        t.aliases.push_back(readString(file, a, "card.aliases"));
    }
    const YAML::Node values = c.optional("values");
    if (values.IsDefined() && !values.IsNull()) {
      if (!values.IsMap())
        throw errorAt(file, values,
                      tr("card.values must be a mapping of names to numbers or lists of numbers"));
      for (const auto &entry : values) {
        const std::string key = readString(file, entry.first, "card.values");
        std::vector<double> numbers;
        if (entry.second.IsSequence()) {
          for (const auto &n : entry.second)
            numbers.push_back(readNumber(file, n, "card.values." + key, -1e9, 1e9));
        } else {
          numbers.push_back(readNumber(file, entry.second, "card.values." + key, -1e9, 1e9));
        }
        t.values.emplace_back(key, std::move(numbers));
      }
    }
    c.finish();
    // Every word that names the card must name no other: a typed word picks one card.
    std::vector<std::pair<std::string, YAML::Node>> mine = {
        {t.id, id_node}, {t.en, node["en"]}, {t.fr, node["fr"]}};
    for (std::size_t i = 0; i < t.aliases.size(); ++i)
      mine.emplace_back(t.aliases[i], aliases[i]);
    std::vector<std::string> own;
    for (const auto &[word, where] : mine) {
      const std::string w = normalizeWord(word);
      if (w.empty() || std::find(own.begin(), own.end(), w) != own.end()) continue;
      own.push_back(w);
      for (const auto &[other, other_node] : words)
        if (other == w)
          throw errorAt(file, where,
                        fill(tr("'{word}' already names another card (line {line})"),
                             {{"word", word}, {"line", std::to_string(other_node.Mark().line + 1)}}));
      words.emplace_back(w, where);
    }
    deck.types.push_back(std::move(t));
  }
  top.finish();
  return deck;
}

Deck loadDeck(const std::string &path) { return parseDeck(readYamlText(path), path); }

Deck scenarioDeck(const std::string &scenario_file, const YAML::Node &deck_key, const YAML::Node &counts,
                  const std::string &game) {
  std::string path = "decks/" + game + ".yaml";
  if (deck_key.IsDefined() && !deck_key.IsNull()) {
    path = readString(scenario_file, deck_key, "deck");
    const std::filesystem::path beside = std::filesystem::path(scenario_file).parent_path() / path;
    if (std::filesystem::path(path).is_relative() && fileExists(beside.string())) path = beside.string();
  }
  path = findDataFile(path);
  Deck deck;
  try {
    deck = loadDeck(path);
  } catch (const YamlError &e) {
    if (deck_key.IsDefined() && e.line == 0) throw errorAt(scenario_file, deck_key, e.what());
    throw;
  }
  if (deck.game != game)
    throw errorAt(scenario_file, deck_key.IsDefined() ? deck_key : YAML::Node(),
                  fill(tr("the deck {file} is for {other}, not {game}"),
                       {{"file", path}, {"other", deck.game}, {"game", game}}));
  if (counts.IsDefined() && !counts.IsNull()) {
    if (!counts.IsMap())
      throw errorAt(scenario_file, counts, tr("counts must be a mapping of card id to number of copies"));
    const std::vector<std::string> ids = deck.ids();
    for (const auto &entry : counts) {
      const std::string id = readString(scenario_file, entry.first, "counts");
      if (!deck.hasId(id)) {
        const std::string close = suggest(id, ids);
        throw errorAt(scenario_file, entry.first,
                      fill(tr("the deck has no card '{id}'"), {{"id", id}}) +
                          (close.empty() ? "" : fill(tr(" (did you mean '{close}'?)"), {{"close", close}})));
      }
      deck.types[deck.id(id)].count = readInt(scenario_file, entry.second, "counts." + id, 0, 250);
    }
  }
  return deck;
}

} // namespace amiraute::core::cards
