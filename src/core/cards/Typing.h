#pragma once
/// What a person types at a card table, read the way they meant it: the card games' parsers share
/// it. Numbers come spelt as a French or English table writes them ("20 000 t", "1 000",
/// "20.000 tonneaux", "600 milles"), card names in several words without quotes, in any case.
#include "core/cards/Deck.h"

#include <string>
#include <vector>

namespace amiraute::core::cards {

/// The words with every number written with thousands separators joined into digits ("20 000",
/// "20.000", "20,000", "20 000" with a non-breaking space → "20000"), then a unit after a number
/// folded into the card it names: a tonnage ("t", "tx", "tonneaux", "tonnes", "tons") becomes the
/// deck's "20000t", and "milles" / "miles" after a mile card's number is dropped ("600 milles" →
/// "600"). Only what names a card of `deck` is folded; other words pass unchanged.
std::vector<std::string> readableNumbers(const Deck &deck, std::vector<std::string> words);

/// The word in lower case (ASCII letters: "PLAY" → "play", "Mistoufle" → "mistoufle").
std::string lowerWord(std::string word);

/// The name of the card closest to `typed` (one word or several), to suggest after a typo: its
/// id, an alias or a name in either language, whichever `typed` resembles most — by spelling
/// ("croisuer" → "cruiser") or, for names in several words, by the words they share ("Avion
/// abattu" → "Avion touché"). Empty when nothing is close.
std::string suggestCard(const Deck &deck, const std::string &typed);

} // namespace amiraute::core::cards
