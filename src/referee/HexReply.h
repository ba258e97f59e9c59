#pragma once
/// What the hex games' referees answer alike, as scripts read it: hexes as printed CCRR numbers
/// and the odds of an attack (core/hex/Odds.h). The games that answer `odds` and `attack` do it
/// with the same keys: {"attack", "defence", "odds": "3:1", "result"}.
#include "core/hex/Grid.h"
#include "core/hex/Odds.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace amiraute::referee {

/// ["0304", "0405"].
inline nlohmann::json hexListJson(const std::vector<core::Hex> &hexes) {
  nlohmann::json out = nlohmann::json::array();
  for (core::Hex h : hexes)
    out.push_back(core::formatHex(h));
  return out;
}

/// {"attack": 6, "defence": 2, "odds": "3:1", "result": "retreat"}.
inline nlohmann::json oddsJson(const core::Odds &o) {
  return {{"attack", o.attack},
          {"defence", o.defence},
          {"odds", o.text()},
          {"result", core::combatResultName(o.result)}};
}

} // namespace amiraute::referee
