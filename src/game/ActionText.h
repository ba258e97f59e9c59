#pragma once
/// What every game's action text shares: the error for a text that is not an action, and the
/// reading of a typed line into words for a game's parseAction(rules, words).
#include "core/Command.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::game {

/// A text that is not an action; what() says what is wrong and shows the expected form.
struct ActionSyntaxError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// `parse(words)` of the words of `text` (core::splitCommand); a line that does not split (an
/// open quote) is an ActionSyntaxError too.
template <class Parse> auto parseWords(const std::string &text, Parse &&parse) {
  try {
    return parse(core::splitCommand(text));
  } catch (const core::CommandError &e) {
    throw ActionSyntaxError(e.what());
  }
}

} // namespace amiraute::game
