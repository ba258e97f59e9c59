#pragma once
/// The colours of the panels' texts, the same in every view (hex, cards, Objectif Villes, the
/// computer's seats, the window's questions).
#include <imgui.h>

namespace amiraute::ui::palette {
inline const ImVec4 kDim{0.62f, 0.66f, 0.72f, 1};   ///< secondary text
inline const ImVec4 kGold{0.98f, 0.80f, 0.35f, 1};  ///< headings, what to do now
inline const ImVec4 kRed{1.0f, 0.42f, 0.38f, 1};    ///< refusals and errors
inline const ImVec4 kGreen{0.45f, 0.88f, 0.50f, 1}; ///< accepted, reachable
inline const ImVec4 kClause{0.50f, 0.70f, 1.0f, 1}; ///< clause ids
inline const ImVec4 kText{0.86f, 0.88f, 0.93f, 1};  ///< plain text
} // namespace amiraute::ui::palette
