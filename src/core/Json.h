#pragma once
/// JSON forms of the small values every game's state is made of (hexes, poses, piles, hands,
/// rows, optional values), so that a game's state encoding (game/Game.h, `encode`/`decode`) is a
/// list of its own fields: a game hosted on another machine sends each seat what it may see this
/// way (src/net). Decoding throws nlohmann::json::exception on a missing field or a wrong type.
#include "core/Geometry.h"
#include "core/cards/Cards.h"
#include "core/hex/Combat.h"
#include "core/hex/Grid.h"
#include "core/hex/Pose.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace amiraute::core {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Hex, q, r)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(HexPose, hex, facing)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Vec2, x, y)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Pose, center, heading_deg)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PendingRetreat, piece, attackers)

namespace cards {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Pile, counts, unknown)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Hand, cards)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(FaceDownCard, card, face_up)

template <class T> void to_json(nlohmann::json &j, const Row<T> &row) { j = row.items; }
template <class T> void from_json(const nlohmann::json &j, Row<T> &row) { j.get_to(row.items); }

} // namespace cards

} // namespace amiraute::core

/// std::optional as null or its value (nlohmann 3.11.2 has no form of its own for it).
template <class T> struct nlohmann::adl_serializer<std::optional<T>> {
  static void to_json(json &j, const std::optional<T> &value) {
    if (value)
      j = *value;
    else
      j = nullptr;
  }
  static void from_json(const json &j, std::optional<T> &value) {
    if (j.is_null())
      value.reset();
    else
      value = j.get<T>();
  }
};
