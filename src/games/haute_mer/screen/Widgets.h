#pragma once
/// Haute Mer's small ImGui widgets: a die like the ones on the table (the ship's card, the dice
/// tray, the damage dialog), the odds of an attack as a bar chart, and numbers as the current
/// language writes them.
#include "core/Chance.h"
#include "draw/Color.h"

#include <string>

namespace amiraute::haute_mer {

/// A die showing `value` pips, `size` pixels square, as a widget (takes layout space).
/// `highlight` draws a bright ring (a hit in the dice tray); `dim`, a starting value.
void dieWidget(int value, draw::Color face, float size, bool highlight = false, bool dim = false);

/// The chance of 0, 1, 2… hits as a bar chart with percentages.
void oddsChart(const core::HitDistribution &hits, int damage_per_hit);

/// A length or an angle with up to `decimals` digits, no trailing zeros, in the current language:
/// 3, 2.5, 0.75 (3, 2,5, 0,75 in French).
std::string number(double value, int decimals = 2);
/// A chance as a percentage: 0%, <0.1%, 4.5%, 37%, 100% (4,5 % in French).
std::string percent(double p);

} // namespace amiraute::haute_mer
