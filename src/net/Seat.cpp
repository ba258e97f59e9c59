#include "net/Seat.h"

#include "core/I18n.h"
#include "referee/Registry.h"

#include <stdexcept>

namespace amiraute::net {

Welcome readWelcome(const nlohmann::json &welcome) {
  if (!welcome.is_object()) throw std::runtime_error(core::tr("the host has not welcomed this seat"));
  Welcome w;
  try {
    w.game = welcome.at("game").get<std::string>();
    w.scenario = welcome.value("scenario", std::string());
    welcome.at("files").get_to(w.files.files);
    welcome.at("found").get_to(w.files.found);
    w.seat = welcome.at("seat").get<int>();
    const auto names = welcome.at("players").get<std::vector<std::string>>();
    if (w.seat >= 0 && w.seat < static_cast<int>(names.size()))
      w.side = names[static_cast<std::size_t>(w.seat)];
  } catch (const nlohmann::json::exception &e) {
    throw std::runtime_error(
        core::fill(core::tr("the host's welcome does not read: {why}"), {{"why", e.what()}}));
  }
  return w;
}

namespace {

/// The game's referee over the seat's copy, with what a seat at a hosted game adds: `away`,
/// `back` and `seats`; and `load`/`resume` refused (the host holds the game: a game loaded here
/// would silently leave it).
class SeatReferee final : public referee::Referee {
public:
  SeatReferee(std::unique_ptr<referee::Referee> inner, std::shared_ptr<RemoteSeat> seat)
      : inner_(std::move(inner)), seat_(std::move(seat)) {}

  referee::Reply handle(const std::vector<std::string> &words) override {
    const std::string verb = words.empty() ? std::string() : words[0];
    if (verb == "away" && words.size() <= 2) {
      const std::string why = seat_->away(words.size() == 2 ? words[1] : "");
      if (!why.empty()) return referee::Reply::error(why);
      return referee::Reply::ok({{"away", true}},
                                core::tr("the computer at the host plays your seat until you type back"));
    }
    if (verb == "back" && words.size() == 1) {
      const std::string why = seat_->back();
      if (!why.empty()) return referee::Reply::error(why);
      return referee::Reply::ok({{"away", false}}, core::tr("your seat is yours again"));
    }
    if (verb == "seats" && words.size() == 1) {
      const nlohmann::json seats = seat_->seats();
      const std::vector<std::string> notes = seat_->seatNotes();
      std::string text;
      for (std::size_t i = 0; i < seats.size(); ++i) {
        const std::string name = seats[i].value("name", std::string());
        const std::string note =
            i < notes.size() && !notes[i].empty() ? notes[i] : std::string(core::tr("connected"));
        text += (text.empty() ? "" : "\n") + name + ": " + note;
      }
      text += "\n" + core::fill(core::tr("watchers: {n}"), {{"n", std::to_string(seat_->watchers())}});
      return referee::Reply::ok({{"seats", seats}, {"watchers", seat_->watchers()}}, text);
    }
    if (verb == "load" || verb == "resume")
      return referee::Reply::error(
          core::tr("the host holds this game: nothing is loaded on a seat's machine"));
    referee::Reply reply = inner_->handle(words);
    if (verb == "help" && words.size() == 1)
      reply.text += core::tr(
          "\n  away [LEVEL]                 the computer at the host plays your seat while you are away"
          "\n  back                         take your seat back"
          "\n  seats                        who is connected, who the computer plays");
    return reply;
  }
  std::string prompt() const override { return inner_->prompt(); }
  std::string banner() const override { return inner_->banner(); }
  std::string description() const override { return inner_->description(); }
  std::optional<std::size_t> typedSecret(const std::vector<std::string> &words) const override {
    return inner_->typedSecret(words);
  }
  std::string notice() const override { return ""; }
  referee::Reply farewell() const override { return referee::Reply::ok({{"quit", true}}, ""); }
  referee::Reply quit() override { return farewell(); }
  std::vector<std::string> completions() const override {
    std::vector<std::string> words = inner_->completions();
    for (const char *w : {"away", "back", "seats"})
      words.emplace_back(w);
    return words;
  }
  std::string computer(const std::string &, const std::string &, std::uint64_t) override {
    return core::tr("at a hosted game the host seats the computer (--ai, or away)");
  }

private:
  std::unique_ptr<referee::Referee> inner_;
  std::shared_ptr<RemoteSeat> seat_;
};

} // namespace

SeatTerminal openSeatTerminal(std::shared_ptr<RemoteSeat> seat) {
  const Welcome w = readWelcome(seat->welcome());
  SeatTerminal t;
  t.seat = seat;
  t.game = w.game;
  t.files = w.files;
  t.side = w.side;
  const referee::RemoteEntry *entry = referee::remoteFor(t.game);
  if (!entry)
    throw std::runtime_error(
        core::fill(core::tr("{game} cannot be played across machines with this version of amiraute"),
                   {{"game", t.game}}));
  core::FileOverlay overlay(t.files); // the rules as the host read them
  t.referee = std::make_unique<SeatReferee>(entry->terminal(w.scenario, seat), seat);
  return t;
}

std::string newsOf(const nlohmann::json &view, std::size_t &said) {
  std::string out;
  if (!view.is_object() || !view.contains("log") || !view["log"].is_array()) return out;
  const std::size_t from = view.value("log_from", std::size_t{0});
  const nlohmann::json &log = view["log"];
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (from + i < said) continue;
    if (log[i].contains("text") && log[i]["text"].is_string())
      out += log[i]["text"].get<std::string>() + "\n";
  }
  said = std::max(said, from + log.size());
  return out;
}

} // namespace amiraute::net
