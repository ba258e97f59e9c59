#include "game/Names.h"

#include "core/Files.h"
#include "core/I18n.h"

namespace amiraute::game {

NameLine optionLine(std::string key, std::string values, std::string fallback, std::string clause) {
  return {std::move(key), std::move(values), std::move(fallback), std::move(clause)};
}

std::vector<NameLine> cardLines(const core::cards::Deck &deck) {
  std::vector<NameLine> lines;
  for (std::size_t i = 0; i < deck.types.size(); ++i) {
    const core::cards::CardType &t = deck.types[i];
    lines.push_back(
        {t.id,
         core::fill(core::trn("{name}: {count} copy, {kind}", "{name}: {count} copies, {kind}", t.count),
                    {{"name", deck.name(static_cast<core::cards::CardId>(i))},
                     {"count", std::to_string(t.count)},
                     {"kind", t.kind}}),
         "", ""});
  }
  return lines;
}

std::vector<NameLine> cardGameNames(std::string_view kind, const std::string &deck,
                                    std::vector<NameLine> options) {
  using core::tr;
  if (kind == "cards") return cardLines(core::cards::loadDeck(core::findDataFile(deck)));
  if (kind == "options") return options;
  if (kind == "sides") // a card game seats players, and rules.teams or rules.crews pair them
    return {{"players", tr("a list of player names in seating order (players:, not sides:)"), "", ""},
            {"deal", tr("program (the program shuffles and deals) or table (a real deck at a real table)"),
             "", ""}};
  return {};
}

std::vector<NameLine> explainWords(const std::vector<std::string> &words,
                                   const std::vector<std::pair<std::string, std::string>> &explained) {
  std::vector<NameLine> lines;
  for (const std::string &w : words) {
    NameLine line{w, "", "", ""};
    for (const auto &[word, sentence] : explained)
      if (word == w) line.explanation = sentence;
    lines.push_back(std::move(line));
  }
  return lines;
}

std::vector<NameLine> sideLines(std::string name_says, std::string pieces, std::string pieces_says,
                                std::string clause, std::string name_clause) {
  return {{"name", std::move(name_says), "", std::move(name_clause)},
          {std::move(pieces), std::move(pieces_says), "", std::move(clause)}};
}

std::vector<NameLine> boardGameNames(std::string_view kind, BoardNames names) {
  if (kind == "terrain") return std::move(names.terrain);
  if (kind == "classes") return std::move(names.classes);
  if (kind == "options") return std::move(names.options);
  if (kind == "sides") return std::move(names.sides);
  return {};
}

} // namespace amiraute::game
