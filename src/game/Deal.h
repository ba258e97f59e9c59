#pragma once
/// Who deals and sees the cards in a card game (a scenario's `deal:`, game::readDeal).
#include <cstdint>

namespace amiraute::game {

enum class Deal : std::uint8_t {
  Program, ///< the program shuffles, deals and holds every hand (hot-seat, solo, the computer)
  Table,   ///< a real deck at a real table: the program knows the table, not the hands
};

} // namespace amiraute::game
