#include "net/Protocol.h"

#include "core/I18n.h"
#include "core/Utf8.h"

#include <array>

namespace amiraute::net {

namespace {

using nlohmann::json;

/// Why the object's field is not what the message needs, or "".
std::string need(const json &j, const char *key, json::value_t type) {
  const auto it = j.find(key);
  if (it == j.end()) return core::fill(core::tr("the message has no '{key}'"), {{"key", key}});
  const bool ok = type == json::value_t::number_integer ? it->is_number_integer() : it->type() == type;
  if (!ok) return core::fill(core::tr("'{key}' has the wrong type"), {{"key", key}});
  return "";
}

std::string checkedLine(std::string_view line) {
  if (const auto bad = core::firstInvalidUtf8(line))
    return core::fill(core::tr("the line holds a byte that is not UTF-8 (at {n})"),
                      {{"n", std::to_string(*bad + 1)}});
  for (unsigned char c : line)
    if (c < 0x20 && c != '\t') return core::tr("the line holds control characters");
  return "";
}

} // namespace

std::variant<ClientMessage, std::string> readClientLine(std::string_view raw) {
  if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
  if (raw.size() > kMaxClientLine)
    return core::fill(core::tr("the line is longer than {n} bytes"), {{"n", std::to_string(kMaxClientLine)}});
  if (std::string why = checkedLine(raw); !why.empty()) return why;
  const json j = json::parse(raw.begin(), raw.end(), nullptr, false);
  if (j.is_discarded()) return std::string(core::tr("the line is not JSON"));
  if (!j.is_object()) return std::string(core::tr("a message is a JSON object"));
  if (std::string why = need(j, "t", json::value_t::string); !why.empty()) return why;
  const std::string type = j["t"].get<std::string>();
  static const std::array<std::pair<const char *, ClientMessage::Kind>, 7> kinds{{
      {"hello", ClientMessage::Kind::Hello},
      {"act", ClientMessage::Kind::Act},
      {"undo", ClientMessage::Kind::Undo},
      {"away", ClientMessage::Kind::Away},
      {"back", ClientMessage::Kind::Back},
      {"ping", ClientMessage::Kind::Ping},
      {"bye", ClientMessage::Kind::Bye},
  }};
  ClientMessage m;
  bool known = false;
  for (const auto &[name, kind] : kinds)
    if (type == name) {
      m.kind = kind;
      known = true;
    }
  if (!known)
    return core::fill(core::tr("no message is called '{type}'"),
                      {{"type", core::escapeForDisplay(type.substr(0, 40))}});
  const bool request = m.kind != ClientMessage::Kind::Hello && m.kind != ClientMessage::Kind::Bye;
  if (request) {
    if (std::string why = need(j, "id", json::value_t::number_integer); !why.empty()) return why;
    m.id = j["id"].get<std::int64_t>();
    if (m.id < 0 || m.id > (std::int64_t{1} << 53)) return std::string(core::tr("'id' is out of range"));
  }
  switch (m.kind) {
  case ClientMessage::Kind::Hello: {
    if (std::string why = need(j, "v", json::value_t::number_integer); !why.empty()) return why;
    const std::int64_t v = j["v"].get<std::int64_t>();
    m.version = v < 0 || v > 1000000 ? -1 : static_cast<int>(v);
    if (std::string why = need(j, "token", json::value_t::string); !why.empty()) return why;
    m.token = j["token"].get<std::string>();
    if (m.token.size() > 64) return std::string(core::tr("the token is too long"));
    const auto seat = j.find("seat");
    if (seat == j.end()) return std::string(core::tr("the message has no 'seat'"));
    if (seat->is_string() && seat->get<std::string>() == "watch") {
      m.seat = kWatcher;
    } else if (seat->is_number_integer() && seat->get<std::int64_t>() >= 0 && seat->get<std::int64_t>() < 6) {
      m.seat = static_cast<int>(seat->get<std::int64_t>());
    } else {
      return std::string(core::tr("'seat' is a seat's number from 0 to 5, or \"watch\""));
    }
    break;
  }
  case ClientMessage::Kind::Act:
    if (std::string why = need(j, "text", json::value_t::string); !why.empty()) return why;
    m.text = j["text"].get<std::string>();
    if (m.text.size() > kMaxActionText) return std::string(core::tr("the action's text is too long"));
    if (std::string why = checkedLine(m.text); !why.empty()) return why;
    break;
  case ClientMessage::Kind::Away:
    if (const auto level = j.find("level"); level != j.end()) {
      if (!level->is_string() || level->get<std::string>().size() > 32)
        return std::string(core::tr("'level' is a level's name"));
      m.level = level->get<std::string>();
    }
    break;
  default: break;
  }
  return m;
}

std::variant<nlohmann::json, std::string> readHostLine(std::string_view raw) {
  if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
  if (raw.size() > kMaxHostLine) return std::string(core::tr("the host's line is too long"));
  if (core::firstInvalidUtf8(raw)) return std::string(core::tr("the host's line is not UTF-8"));
  json j = json::parse(raw.begin(), raw.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object())
    return std::string(core::tr("the host's line is not a JSON object"));
  const auto t = j.find("t");
  if (t == j.end() || !t->is_string()) return std::string(core::tr("the host's message has no type"));
  static const std::array<const char *, 8> known{"welcome", "view",  "seats", "reply",
                                                 "pong",    "error", "bye",   "notice"};
  const std::string type = t->get<std::string>();
  for (const char *k : known)
    if (type == k) return j;
  return std::string(core::tr("the host sent a message of an unknown type"));
}

std::string line(const nlohmann::json &message) {
  return message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

} // namespace amiraute::net
