#include "games/detroits/Referee.h"

#include "ai/Seats.h"
#include "core/Command.h"
#include "core/I18n.h"
#include "core/Record.h"
#include "games/detroits/Game.h"
#include "referee/HexReferee.h"

#include <algorithm>
#include <sstream>

namespace amiraute::detroits {

namespace dt = amiraute::detroits;
using namespace referee::answers;

namespace {

const char *kHelp =
    N_(R"(commands (hexes are CCRR; facings 1 = north, 2 = north-east, 3 = south-east, 4 = south,
5 = south-west, 6 = north-west):
  toss                         the program tosses the coin for the wind (wind: toss)
  wind north|south             the table's coin fell this way
  ships [SIDE]                 every ship; with SIDE, as that fleet sees them: its own orders, once
                               the others look away (show SIDE does the same)
  orders SHIP ORDER            a secret order, in the notation of the sheet; never shown back (at a
                               terminal the line is wiped and kept out of the history)
                               e.g. orders Foudroyant 1 R 2 R 3 3 · orders Foudroyant 1 1 R(2) · orders Foudroyant -
  orders SHIP                  at a terminal: type the order hidden
  seal SIDE                    that fleet's orders are complete (a ship with no order stays)
  reveal                       seal both fleets: the orders are read out; the execution waits at its first moment
  execute | resolve            go on with the execution to the next new chance to fire, or to the end of the turn
  chances                      what may fire now: ship, broadside, target, distance, damage
  fire SHIP port|starboard TARGET   a broadside while the execution is paused   e.g. fire Foudroyant starboard Victory
  hold SIDE                    that fleet fires no more at this moment)");

class DtReferee final : public referee::HexReferee<Game> {
public:
  DtReferee(const std::string &scenario, std::uint64_t seed)
      : HexReferee(game::Match<Game>::open(scenario, seed)) {
    actionVerbs({"wind", "seal", "fire", "hold"});
    commands("ships", &DtReferee::ships, "orders", &DtReferee::orders, "order", &DtReferee::orders, "reveal",
             &DtReferee::reveal, "execute", &DtReferee::execute, "resolve", &DtReferee::execute, "chances",
             &DtReferee::chancesCommand, "toss", &DtReferee::toss);
    secretCommand("orders", 2); // orders SHIP ORDER...: the order typed in full
    secretCommand("order", 2);
  }

  /// The computer's fleets are remembered: what their orders would do is theirs alone.
  std::string computer(const std::string &side, const std::string &level, std::uint64_t seed) override {
    const std::string error = GameReferee::computer(side, level, seed);
    if (error.empty()) computer_fleets_.push_back(ai::parseComputerSide(match_.players(), side, level).seat);
    return error;
  }

  std::string prompt() const override {
    switch (state().phase) {
    case Phase::Wind: return tr("wind> ");
    case Phase::Orders: return tr("orders> ");
    case Phase::Execution: return tr("execution> ");
    case Phase::Over: return tr("game over> ");
    }
    return "> ";
  }

  std::string banner() const override {
    const auto ships = [](int n) {
      return fill(core::trn("{n} ship", "{n} ships", n), {{"n", std::to_string(n)}});
    };
    return fill(tr("Détroits — {title} ({columns}x{rows}; {a} {na}, {b} {nb}; {limit}). Type help."),
                {{"title", rules().title.empty() ? rules().file : rules().title},
                 {"columns", std::to_string(rules().map.columns)},
                 {"rows", std::to_string(rules().map.rows)},
                 {"a", side(0)},
                 {"na", ships(count(0))},
                 {"b", side(1)},
                 {"nb", ships(count(1))},
                 {"limit", fill(core::trn("{n} turn", "{n} turns", rules().turn_limit),
                                {{"n", std::to_string(rules().turn_limit)}})}}) +
           "\n" + statusText();
  }

private:
  std::string gameHelp() const override { return tr(kHelp); }
  bool keepsSecrets() const override { return true; }
  /// `show SIDE`: that fleet's ships with its written orders.
  Reply seatView(int seat) override { return ships({"ships", side(seat)}); }
  std::vector<std::string> completionNames() const override {
    std::vector<std::string> out = {rules().sides[0], rules().sides[1], "port",
                                    "starboard",      "north",          "south"};
    for (const ShipSetup &s : rules().ships)
      out.push_back(s.name);
    return out;
  }

  bool computerFleet(int side) const {
    return std::find(computer_fleets_.begin(), computer_fleets_.end(), side) != computer_fleets_.end();
  }
  std::vector<int> computer_fleets_; ///< the fleets the computer plays (`--ai`)
  int count(int s) const {
    return static_cast<int>(std::count_if(rules().ships.begin(), rules().ships.end(),
                                          [&](const ShipSetup &x) { return x.side == s; }));
  }

  json chancesJson(const std::vector<FireChance> &list) const {
    json out = json::array();
    for (const FireChance &f : list)
      out.push_back({{"ship", shipName(rules(), f.ship)},
                     {"side", side(state().ships[static_cast<std::size_t>(f.ship)].side)},
                     {"broadside", broadsideName(f.broadside)},
                     {"target", shipName(rules(), f.target)},
                     {"distance", f.distance},
                     {"damage", f.damage}});
    return out;
  }
  std::string chancesText(const std::vector<FireChance> &list) const {
    std::string t;
    for (const FireChance &f : list)
      t += "\n  " +
           // The command keeps the English word (the parser's), the sentence the player's language.
           fill(tr("{ship} {broadside} → {target}: {distance}, {damage} (fire {ship} {command} {target})"),
                {{"ship", shipName(rules(), f.ship)},
                 {"broadside", tr(broadsideName(f.broadside))},
                 {"command", broadsideName(f.broadside)},
                 {"target", shipName(rules(), f.target)},
                 {"distance",
                  fill(core::trn("{n} hex", "{n} hexes", f.distance), {{"n", std::to_string(f.distance)}})},
                 {"damage",
                  fill(core::trn("{n} point", "{n} points", f.damage), {{"n", std::to_string(f.damage)}})}});
    return t;
  }

  json statusJson() const override {
    const dt::State &s = state();
    json j = turnStatus(dt::victoryName(s.victory));
    j["wind"] = s.wind == 1 ? json("north") : s.wind == 4 ? json("south") : json(nullptr);
    j["phase"] = dt::phaseName(s.phase);
    j["sealed"] = {{side(0), s.sealed[0]}, {side(1), s.sealed[1]}};
    j["in_zone"] = {{side(0), inZoneCount(rules(), s, 0)}, {side(1), inZoneCount(rules(), s, 1)}};
    j["afloat"] = {{side(0), s.afloat(0)}, {side(1), s.afloat(1)}};
    j["contested"] = s.contested;
    j["moment"] = s.phase == Phase::Execution ? json(s.moment) : json(nullptr);
    const int who = match_.toMove();
    j["to_move"] = who >= 0 ? json(side(who)) : json(nullptr);
    return j;
  }

  std::string statusText() const override {
    const dt::State &s = state();
    std::string head;
    switch (s.phase) {
    case Phase::Wind: head = tr("the coin for the wind is to be tossed (toss, or wind north|south)"); break;
    case Phase::Orders: {
      std::string wait;
      for (int k : {rules().first, 1 - rules().first})
        if (!s.sealed[static_cast<std::size_t>(k)]) wait += (wait.empty() ? "" : ", ") + side(k);
      head = fill(
          tr("turn {turn}/{limit}, secret orders: still writing {wait}"),
          {{"turn", std::to_string(s.turn)}, {"limit", std::to_string(rules().turn_limit)}, {"wait", wait}});
      break;
    }
    case Phase::Execution:
      head = fill(tr("turn {turn}/{limit}, execution at moment {moment}: fire or execute"),
                  {{"turn", std::to_string(s.turn)},
                   {"limit", std::to_string(rules().turn_limit)},
                   {"moment", std::to_string(s.moment)}});
      break;
    case Phase::Over: head = gameOverText(tr(dt::victoryText(s.victory))); break;
    }
    if (s.wind == 0) return head;
    return head + fill(tr(" — wind {wind}; afloat: {a} {na}, {b} {nb}; in the zone: {a} {za}, {b} {zb}"),
                       {{"wind", s.wind == 1 ? tr("north") : tr("south")},
                        {"a", side(0)},
                        {"na", std::to_string(s.afloat(0))},
                        {"za", std::to_string(inZoneCount(rules(), s, 0))},
                        {"b", side(1)},
                        {"nb", std::to_string(s.afloat(1))},
                        {"zb", std::to_string(inZoneCount(rules(), s, 1))}});
  }

  Reply ships(const Words &w) const {
    const int eyes = eyesOf(w, tr("usage: ships [SIDE]"), tr("unknown fleet '{name}' (fleets: {list})"));
    const dt::State seen = dt::observe(rules(), state(), eyes);
    json list = json::array();
    std::ostringstream text;
    for (int s = 0; s < 2; ++s) {
      text << side(s) << ":\n";
      for (std::size_t i = 0; i < seen.ships.size(); ++i) {
        const Ship &sh = seen.ships[i];
        if (sh.side != s) continue;
        const ShipSetup &setup = rules().ships[i];
        const std::vector<Hex> hexes = hexesOf(rules(), seen, static_cast<int>(i));
        json j{{"name", setup.name},
               {"side", side(s)},
               {"type", kindName(setup.kind)},
               {"hexes", referee::hexListJson(hexes)},
               {"facing", sh.bow.facing},
               {"resistance", sh.resistance},
               {"aground", sh.aground},
               {"drifting", sh.drifting()},
               {"fired", sh.fired_at >= 0},
               {"sunk", sh.sunk()},
               {"left", sh.left},
               {"in_zone", inZone(rules(), seen, static_cast<int>(i))},
               {"written", sh.written},
               {"hidden", sh.hidden}};
        const bool shown = sh.written && !sh.hidden && seen.phase == Phase::Orders;
        j["order"] = shown ? json(formatTokens(tokensOf(sh.bow.facing, sh.order))) : json(nullptr);
        j["points"] = shown ? json(sh.order.size()) : json(nullptr);
        list.push_back(j);
        text << "  " << setup.name << " (" << tr(kindName(setup.kind)) << ")  ";
        if (sh.sunk())
          text << tr("sunk");
        else if (sh.left)
          text << tr("gone off the map");
        else {
          std::string where;
          for (Hex h : hexes)
            where += (where.empty() ? "" : "-") + formatHex(h);
          text << fill(core::trn("{hexes} facing {f}, {points} point", "{hexes} facing {f}, {points} points",
                                 sh.resistance),
                       {{"hexes", where},
                        {"f", std::to_string(sh.bow.facing)},
                        {"points", std::to_string(sh.resistance)}});
          if (sh.aground)
            text << tr(", aground");
          else if (sh.drifting())
            text << tr(", drifting");
          if (sh.fired_at >= 0) text << tr(", has fired");
          if (inZone(rules(), seen, static_cast<int>(i))) text << tr(", in the zone");
          if (sh.hidden)
            text << tr("  order: secret");
          else if (shown)
            text << fill(tr("  order: {o}"), {{"o", j["order"].get<std::string>()}});
        }
        text << "\n";
      }
    }
    // As a fleet sees them, its unrevealed orders are its secret.
    return sideListing(eyes, "ships", list, text.str(), "DT-ORDER-4");
  }

  /// The public lines of the actions from `first` on (what everybody may read).
  std::vector<LogEntry> publicSince(std::size_t first) const {
    std::vector<LogEntry> shown;
    for (std::size_t k = match_.logStart(first); k < match_.log().size(); ++k)
      if (match_.log()[k].visibleTo(game::kPublic)) shown.push_back(match_.log()[k]);
    return shown;
  }

  /// `orders SHIP ORDER…`: written in secret; the answer never repeats the order.
  Reply orders(const Words &typed) {
    if (typed.size() < 2)
      throw core::CommandError(
          tr("usage: orders SHIP ORDER (e.g. orders Foudroyant 1 R 2 R 3 3), or orders SHIP at "
             "a terminal to type it hidden"));
    Words w = typed;
    w[0] = "orders";
    if (w.size() == 2) {
      const int i = dt::parseShip(rules(), w[1]);
      const auto line =
          referee::readHidden(fill(tr("{ship}'s order (typing hidden): "), {{"ship", shipName(rules(), i)}}));
      if (!line)
        throw core::CommandError(tr("usage: orders SHIP ORDER (e.g. orders Foudroyant 1 R 2 R 3 3)"));
      for (const std::string &word : core::splitCommand(*line))
        w.push_back(word);
      if (w.size() == 2) throw core::CommandError(tr("no order given: nothing changed (write - to stay)"));
    }
    const dt::Action action = dt::parseAction(rules(), w);
    const auto &order = std::get<WriteOrder>(action);
    // What the order would do to its ship, for the fleet that writes it: the order stands.
    const bool mine = order.ship >= 0 && order.ship < static_cast<int>(rules().ships.size()) &&
                      !computerFleet(rules().ships[static_cast<std::size_t>(order.ship)].side);
    const std::vector<OrderWarning> warned = !mine || match_.check(action)
                                                 ? std::vector<OrderWarning>{}
                                                 : dt::orderWarnings(rules(), state(), order);
    const std::size_t before = match_.actions().size();
    match_.submit(action);
    const std::vector<LogEntry> shown = publicSince(before);
    // Neither the order nor its length: only that an order was written (DT-ORDER-4).
    json j{{"log", referee::logJson(shown)},
           {"clauses", referee::clausesJson(shown)},
           {"warnings", warningsJson(warned)},
           {"status", statusJson()}};
    if (mine) j["ship"] = shipName(rules(), order.ship); // typed by its fleet; never the computer's
    std::string text = referee::logText(shown);
    for (const OrderWarning &x : warned)
      text += "\n" + fill(tr("warning: {warning}; the order stands (write it again to change it)"),
                          {{"warning", x.text()}});
    return Reply::ok(j, text + "\n" + statusText());
  }

  json warningsJson(const std::vector<OrderWarning> &list) const {
    json out = json::array();
    for (const OrderWarning &x : list) {
      json w{{"clause", x.clause}, {"text", x.message}, {"hex", formatHex(x.hex)}};
      w["point"] = x.point > 0 ? json(x.point) : json(nullptr);
      out.push_back(w);
    }
    return out;
  }

  /// The warnings of every order `side` has written (before its seal): ships that would run
  /// aground, stop short, sail off the map or be boxed in.
  std::vector<OrderWarning> fleetWarnings(int side) const {
    std::vector<OrderWarning> out;
    const dt::State &s = state();
    for (int i = 0; i < static_cast<int>(s.ships.size()); ++i) {
      const Ship &sh = s.ships[static_cast<std::size_t>(i)];
      if (sh.side != side || !sh.written || !sh.takesOrders()) continue;
      for (OrderWarning &x : dt::orderWarnings(rules(), s, WriteOrder{i, tokensOf(sh.bow.facing, sh.order)}))
        out.push_back(std::move(x));
    }
    return out;
  }

  /// `undo [force]`: an order taken back is named by its fleet only: neither the order nor the ship
  /// it was for is read out (which ships have orders is the fleet's secret too).
  Reply undoCommand(const Words &w) override {
    const bool force = w.size() == 2 && w[1] == "force";
    if (w.size() > 2 || (w.size() == 2 && !force)) throw core::CommandError(tr("usage: undo [force]"));
    if (auto why = match_.undoBlocker(force)) return Reply::error(*why);
    std::vector<std::string> undone = match_.undo(force);
    for (std::string &t : undone) {
      const Words words = core::splitCommand(t);
      if (words.size() >= 2 && words[0] == "orders") {
        const int ship = rules().shipIndex(words[1]);
        t = ship < 0 ? std::string(tr("an order (secret)"))
                     : fill(tr("an order of {side} (secret)"),
                            {{"side", side(rules().ships[static_cast<std::size_t>(ship)].side)}});
      }
    }
    std::string joined;
    for (const auto &t : undone)
      joined += (joined.empty() ? "" : "; ") + t;
    return Reply::ok({{"undone", undone.size() == 1 ? json(undone[0]) : json(undone)},
                      {"status", statusJson()},
                      {"clauses", json::array()}},
                     fill(tr("undone: {what}"), {{"what", joined}}) + "\n" + statusText());
  }

  Reply reveal(const Words &w) {
    arity(w, 1, "reveal");
    if (state().phase != Phase::Orders)
      return Reply::error(state().phase == Phase::Wind
                              ? tr("toss the coin for the wind first (DT-WIND-1)")
                              : tr("the orders of this turn are already revealed (DT-ORDER-4)"));
    const std::size_t before = match_.actions().size();
    std::vector<OrderWarning> warned;
    for (int k : {rules().first, 1 - rules().first})
      if (!state().sealed[static_cast<std::size_t>(k)])
        for (OrderWarning &x : fleetWarnings(k))
          warned.push_back(std::move(x));
    for (int k : {rules().first, 1 - rules().first})
      if (!state().sealed[static_cast<std::size_t>(k)]) match_.submit(dt::Seal{k});
    // Read out with the orders: what they will do to their ships.
    std::vector<std::string> lines;
    for (const OrderWarning &x : warned)
      lines.push_back(fill(tr("warning: {warning}"), {{"warning", x.text()}}));
    Reply r = progress(before, -1, lines);
    r.data["warnings"] = warningsJson(warned);
    return r;
  }

  /// What the execution did since action `before`: paused with its chances, or the turn done.
  /// `notes` follow the log lines.
  Reply progress(std::size_t before, int turn = -1, const std::vector<std::string> &notes = {}) const {
    std::vector<LogEntry> log(match_.log().begin() + static_cast<std::ptrdiff_t>(match_.logStart(before)),
                              match_.log().end());
    json j{{"log", referee::logJson(log)}, {"clauses", referee::clausesJson(log)}};
    std::string text = referee::logText(log);
    for (const std::string &note : notes)
      text += (text.empty() ? "" : "\n") + note;
    const dt::State &s = state();
    if (s.phase == Phase::Execution && (turn < 0 || s.turn == turn)) {
      const std::vector<FireChance> ch = fireChances(rules(), s);
      j["paused"] = true;
      j["moment"] = s.moment;
      j["chances"] = chancesJson(ch);
      // The chances of the fleets still to answer at this moment; who is done, who is awaited.
      std::vector<FireChance> open;
      for (const FireChance &f : ch)
        if (!s.held[static_cast<std::size_t>(s.ships[static_cast<std::size_t>(f.ship)].side)])
          open.push_back(f);
      json waiting = json::array();
      for (int k : {rules().first, 1 - rules().first})
        if (!s.held[static_cast<std::size_t>(k)]) waiting.push_back(side(k));
      j["waiting"] = waiting;
      const std::string m = std::to_string(s.moment);
      text += (text.empty() ? "" : "\n") +
              (open.empty() ? fill(tr("moment {m}: no broadside bears; execute to go on"), {{"m", m}})
                            : fill(tr("moment {m}: chances to fire:"), {{"m", m}}) + chancesText(open));
      if (waiting.size() == 1) {
        const std::string wait = waiting[0].get<std::string>(), done = side(1 - rules().sideIndex(wait));
        text +=
            "\n" + fill(tr("{done} is done at moment {m}; {side} fires (fire SHIP port|starboard TARGET) or "
                           "holds (hold {side}), or execute goes on"),
                        {{"done", done}, {"m", m}, {"side", wait}});
      }
    } else {
      j["done"] = true;
      j["turn"] = turn < 0 ? s.turn : turn;
    }
    return withStatus(j, text);
  }

  Reply execute(const Words &w) {
    arity(w, 1, "execute");
    if (state().phase == Phase::Wind) return Reply::error(tr("toss the coin for the wind first (DT-WIND-1)"));
    if (state().phase == Phase::Orders)
      return Reply::error(
          tr("the orders are not revealed yet: reveal (or seal both fleets) first (DT-TURN-1)"));
    if (state().phase == Phase::Over) return Reply::error(tr("the game is over (DT-GAME-1)"));
    const std::size_t before = match_.actions().size();
    const int turn = state().turn, moment = state().moment;
    // Nobody fires at this moment; the next moment with a new chance is asked again (DT-EXEC-2).
    for (int k : {rules().first, 1 - rules().first})
      if (state().phase == Phase::Execution && state().turn == turn && state().moment == moment &&
          !state().held[static_cast<std::size_t>(k)])
        match_.submit(dt::Hold{k});
    return progress(before, turn);
  }

  Reply chancesCommand(const Words &w) const {
    arity(w, 1, "chances");
    const std::vector<FireChance> ch = fireChances(rules(), state());
    return Reply::ok({{"chances", chancesJson(ch)}, {"clauses", json::array({"DT-FIRE-2", "DT-FIRE-3"})}},
                     ch.empty() ? std::string(tr("no broadside bears now")) : chancesText(ch).substr(1));
  }

  Reply toss(const Words &w) {
    arity(w, 1, "toss");
    if (state().phase != Phase::Wind) return Reply::error(tr("the wind is already set (DT-WIND-1)"));
    const game::Step<dt::State> step = match_.roll();
    return Reply::ok({{"action", match_.actions().back()},
                      {"wind", state().wind == 1 ? "north" : "south"},
                      {"log", referee::logJson(step.log)},
                      {"clauses", referee::clausesJson(step.log)},
                      {"status", statusJson()}},
                     referee::logText(step.log) + "\n" + statusText());
  }

  /// fire, hold, seal, wind: answered with the public log, and where the execution stands.
  Reply act(const Words &w) override {
    const dt::Action action = dt::parseAction(rules(), w);
    const std::size_t before = match_.actions().size();
    const int turn = state().turn;
    std::vector<OrderWarning> warned;
    if (const auto *seal = std::get_if<dt::Seal>(&action);
        seal && !match_.check(action) && !computerFleet(seal->side))
      warned = fleetWarnings(seal->side);
    const int moment = state().moment;
    match_.submit(action);
    if (std::holds_alternative<dt::Fire>(action) || std::holds_alternative<dt::Hold>(action)) {
      Reply r = progress(before, turn);
      r.data["action"] = match_.actions().back();
      if (const auto *hold = std::get_if<dt::Hold>(&action))
        r.text = fill(tr("{side} holds its fire at moment {m}"),
                      {{"side", side(hold->side)}, {"m", std::to_string(moment)}}) +
                 "\n" + r.text;
      return r;
    }
    const std::vector<LogEntry> shown = publicSince(before);
    json j{{"action", match_.actions().back()},
           {"log", referee::logJson(shown)},
           {"clauses", referee::clausesJson(shown)}};
    if (state().phase == Phase::Execution) j["chances"] = chancesJson(fireChances(rules(), state()));
    std::string text = referee::logText(shown);
    if (std::holds_alternative<dt::Seal>(action)) {
      j["warnings"] = warningsJson(warned);
      for (const OrderWarning &x : warned)
        text +=
            "\n" + (state().phase == Phase::Orders
                        ? fill(tr("warning: {warning}; undo takes the seal back"), {{"warning", x.text()}})
                        : fill(tr("warning: {warning}"), {{"warning", x.text()}}));
    }
    return withStatus(j, text);
  }
};

} // namespace

std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<DtReferee>(scenario, seed);
}

} // namespace amiraute::detroits
