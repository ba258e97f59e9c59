#pragma once
/// What every card game's kit prints the same way: its deck, every card as many times as the
/// scenario's deck holds it, each face drawn from assets/cards/<deck's game>/<card id>.svg and the
/// common back assets/cards/back.svg. Knows no game.
#include "core/cards/Deck.h"
#include "print/Kit.h"

#include <string>

namespace amiraute::print {

/// The deck of a scenario as a kit prints it (the names in the current language).
CardDeck cardDeck(const core::cards::Deck &deck, std::string title);

} // namespace amiraute::print
