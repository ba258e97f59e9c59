// A hosted game over real TLS connections on loopback: two players and a watcher play whole games;
// what each received is searched for the other seat's secrets; a killed host resumes from its
// journal and the game ends where a game played straight through ends; hostile clients change
// nothing.
#include "Support.h"

#include "games/detroits/Game.h"
#include "games/escadrilles/Game.h"
#include "games/haute_mer/Game.h"
#include "games/milles_nautiques/Game.h"
#include "games/nautic_miles/Game.h"
#include "games/objectif_villes/Game.h"
#include "games/planetes/Game.h"
#include "net/Protocol.h"
#include "net/Seat.h"
#include "net/Tls.h"

#include <asio/connect.hpp>
#include <asio/ip/tcp.hpp>
#include <asio/ssl.hpp>
#include <asio/write.hpp>

#include <nlohmann/json.hpp>

namespace amiraute::net::test {
namespace {

template <class G> std::shared_ptr<const typename G::Rules> rulesOf(const std::string &scenario) {
  return std::make_shared<const typename G::Rules>(G::load(core::findDataFile(scenario)));
}

HostOptions options(const std::string &folder, std::uint64_t seed = 42) {
  HostOptions o;
  o.folder = folder;
  o.seed = seed;
  // The seats here are programs, far faster than people: no rate limit but in the hostile test.
  o.lines_per_second = 1e6;
  o.burst = 1e6;
  return o;
}

/// Two players and a watcher play `scenario` to the end. Until the end, no seat receives another
/// seat's action as that seat typed it (a secret order, speeds, the card it drew).
template <class G> std::uint64_t twoPlayersAndAWatcher(const std::string &scenario, const std::string &name) {
  const std::string folder = freshFolder(name);
  RunningHost host(core::findDataFile(scenario), options(folder));
  const auto codes = host.codes();
  const auto rules = rulesOf<G>(scenario);
  Seat<G> first(codes[0], rules), second(codes[1], rules), watcher(codes[2], rules);
  std::mt19937_64 rng(7);
  std::vector<std::pair<int, std::string>> typed;
  playThrough<G>({&first, &second, &watcher}, rng, 100000,
                 [&](int seat, const std::string &text) { typed.emplace_back(seat, text); });
  EXPECT_TRUE(first.copy->over()) << name << ": the game did not end";
  // Every byte each client received before the view that revealed everything.
  const auto beforeTheEnd = [](const std::string &bytes) {
    const std::size_t at = bytes.find("\"revealed\":true");
    return at == std::string::npos ? bytes : bytes.substr(0, bytes.rfind('\n', at) + 1);
  };
  const std::string seen[2] = {beforeTheEnd(first.received()), beforeTheEnd(second.received())};
  const std::string watched = beforeTheEnd(watcher.received());
  if constexpr (game::HasHiddenInformation<G>) {
    std::size_t secrets = 0;
    for (const auto &[seat, text] : typed) {
      // An action the other seat also typed word for word is no secret of this one.
      bool both = false;
      for (const auto &[other, t] : typed)
        if (other != seat && t == text) both = true;
      if (both) continue;
      ++secrets;
      EXPECT_FALSE(holdsQuoted(seen[1 - seat], text))
          << name << ": seat " << 1 - seat << " received " << text;
      EXPECT_FALSE(holdsQuoted(watched, text)) << name << ": the watcher received " << text;
      EXPECT_TRUE(holdsQuoted(seat == 0 ? first.received() : second.received(), text)) << text;
    }
    EXPECT_GT(secrets, 5u) << name << ": the search found nothing to look for";
  } else {
    // Nothing is hidden: the watcher reads every action as it was typed, as it happens.
    for (const auto &[seat, text] : typed)
      EXPECT_TRUE(holdsQuoted(watched, text)) << name << ": the watcher never saw " << text;
  }
  // Once over, everything is shown, and every copy holds the same whole game.
  first.copy->refresh();
  second.copy->refresh();
  watcher.copy->refresh();
  EXPECT_EQ(first.copy->hash(), second.copy->hash());
  EXPECT_EQ(first.copy->hash(), watcher.copy->hash());
  EXPECT_EQ(first.copy->actions(), watcher.copy->actions());
  const std::uint64_t hosted = host.onHost([&] { return host.host->game().hash(); });
  EXPECT_EQ(first.copy->hash(), hosted);
  return hosted;
}

TEST(HostedGame, DetroitsTwoFleetsAndAWatcherPlayToTheEndAndNoOrderLeaksBeforeTheReveal) {
  twoPlayersAndAWatcher<detroits::Game>("scenarios/detroits/small.yaml", "dt");
}

TEST(HostedGame, EscadrillesTwoSquadronsAndAWatcherPlayToTheEndAndNoSpeedLeaks) {
  twoPlayersAndAWatcher<escadrilles::Game>("scenarios/escadrilles/small.yaml", "es");
}

TEST(HostedGame, MillesNautiquesDuelPlaysToTheEndAndNoHandLeaks) {
  using G = milles_nautiques::Game;
  const std::string scenario = "scenarios/milles-nautiques/duel.yaml";
  twoPlayersAndAWatcher<G>(scenario, "mn");
}

TEST(HostedGame, NauticMilesDuelPlaysToTheEndAndNoHandLeaks) {
  twoPlayersAndAWatcher<nautic_miles::Game>("scenarios/nautic-miles/quick-duel.yaml", "nm");
}

TEST(HostedGame, ObjectifVillesPlanetesAndHauteMerPlayToTheEndWithEveryActionShownToTheWatcher) {
  twoPlayersAndAWatcher<objectif_villes::Game>("scenarios/objectif-villes/small.yaml", "ov");
  twoPlayersAndAWatcher<planetes::Game>("scenarios/planetes/small.yaml", "pl");
  twoPlayersAndAWatcher<haute_mer::Game>("scenarios/haute-mer/duel.yaml", "hm");
}

TEST(HostedGame, DetroitsOrdersOfTheFleetThatSealedNeverReachTheOtherFleetsMachine) {
  using G = detroits::Game;
  const std::string folder = freshFolder("dt-orders");
  RunningHost host(core::findDataFile("scenarios/detroits/small.yaml"), options(folder, 3));
  const auto codes = host.codes();
  const auto rules = rulesOf<G>("scenarios/detroits/small.yaml");
  Seat<G> bleu(codes[0], rules), rouge(codes[1], rules);
  // Bleu writes an order for each ship that can be given one, and seals.
  std::size_t ordered = 0;
  for (int turn = 0; turn < 40 && ordered == 0; ++turn) {
    bleu.copy->refresh();
    const auto legal = G::legal(bleu.copy->rules(), bleu.copy->state());
    for (const auto &a : legal)
      if (const auto *w = std::get_if<detroits::WriteOrder>(&a); w && !w->tokens.empty()) {
        ASSERT_NO_THROW(bleu.copy->submit(a));
        ++ordered;
        break;
      }
  }
  ASSERT_GT(ordered, 0u);
  const detroits::State mine = bleu.copy->state();
  ASSERT_NO_THROW(bleu.copy->submit(detroits::Seal{0}));
  ASSERT_TRUE(rouge.remote->waitActions(bleu.copy->actions().size(), kHang));
  rouge.copy->refresh();
  // Rouge's copy has Bleu's ships without their orders, and its bytes hold none of them.
  const std::string bytes = rouge.received();
  std::size_t looked = 0;
  for (std::size_t i = 0; i < mine.ships.size(); ++i) {
    const auto &ship = mine.ships[i];
    if (ship.side != 0 || ship.order.empty()) continue;
    ++looked;
    EXPECT_TRUE(rouge.copy->state().ships[i].order.empty());
    const std::string as_sent = "\"order\":" + nlohmann::json(ship.order).dump();
    EXPECT_EQ(bytes.find(as_sent), std::string::npos) << as_sent;
    EXPECT_NE(bleu.received().find(as_sent), std::string::npos) << "Bleu's own order is sent back to Bleu";
  }
  EXPECT_GT(looked, 0u);
  // At Rouge's terminal, asking for Bleu's ships shows "secret".
  SeatTerminal terminal = openSeatTerminal(rouge.remote);
  const referee::Reply shown = referee::answerLine(*terminal.referee, "ships Bleu");
  EXPECT_NE(shown.text.find("secret"), std::string::npos) << shown.text;
}

TEST(HostedGame, AKilledHostResumesFromItsJournalAndTheGameEndsAsOnePlayedStraightThrough) {
  using G = detroits::Game;
  const std::string scenario = "scenarios/detroits/small.yaml";
  const auto rules = rulesOf<G>(scenario);
  // Straight through.
  std::uint64_t straight = 0;
  {
    RunningHost host(core::findDataFile(scenario), options(freshFolder("straight"), 11));
    const auto codes = host.codes();
    Seat<G> bleu(codes[0], rules), rouge(codes[1], rules);
    std::mt19937_64 rng(5);
    playThrough<G>({&bleu, &rouge}, rng, 100000);
    straight = bleu.copy->hash();
  }
  // The same game, the host killed with Bleu's orders half written.
  const std::string folder = freshFolder("killed");
  auto host = std::make_unique<RunningHost>(core::findDataFile(scenario), options(folder, 11));
  const auto codes = host->codes();
  Seat<G> bleu(codes[0], rules), rouge(codes[1], rules);
  std::mt19937_64 rng(5);
  bool half_written = false;
  for (std::size_t n = 8; !half_written && n < 400; ++n) {
    playThrough<G>({&bleu, &rouge}, rng, n);
    const auto &s = bleu.copy->state();
    half_written = s.phase == detroits::Phase::Orders && !s.sealed[0] &&
                   std::any_of(s.ships.begin(), s.ships.end(),
                               [](const auto &sh) { return sh.side == 0 && sh.written; });
  }
  ASSERT_TRUE(half_written) << "no turn with Bleu's orders half written";
  const std::size_t before = bleu.copy->actions().size();
  host->kill();
  host = std::make_unique<RunningHost>("", options(folder, 999), true);
  // The clients find the host again with their codes; their views come back whole.
  ASSERT_TRUE(bleu.remote->waitView(
      [&](const auto &v) { return v["actions_from"] == 0 && v["actions"].size() == before; }, kHang));
  ASSERT_TRUE(rouge.remote->waitActions(before, kHang));
  EXPECT_GE(bleu.remote->welcomes(), 2);
  playThrough<G>({&bleu, &rouge}, rng, 100000);
  EXPECT_TRUE(bleu.copy->over());
  EXPECT_EQ(bleu.copy->hash(), straight);
}

TEST(HostedGame, HostileClientsChangeNothingAndTheGameGoesOnForTheOthers) {
  using G = detroits::Game;
  const std::string scenario = "scenarios/detroits/small.yaml";
  const std::string folder = freshFolder("hostile");
  HostOptions limited = options(folder, 4);
  limited.lines_per_second = 2000;
  limited.burst = 200;
  RunningHost host(core::findDataFile(scenario), limited);
  const auto codes = host.codes();
  const auto rules = rulesOf<G>(scenario);
  Seat<G> bleu(codes[0], rules), rouge(codes[1], rules);
  std::mt19937_64 rng(9);
  playThrough<G>({&bleu, &rouge}, rng, 6);
  const std::uint64_t hash = host.onHost([&] { return host.host->game().hash(); });
  const std::size_t actions = bleu.copy->actions().size();

  // A wrong token, a seat that does not exist, another certificate: refused, nothing said.
  JoinCode wrong = codes[1];
  wrong.token[0] = wrong.token[0] == 'A' ? 'B' : 'A';
  RemoteSeat::Options o;
  o.code = wrong;
  RemoteSeat stranger(o);
  EXPECT_FALSE(stranger.waitWelcome(kHang));
  EXPECT_EQ(stranger.link(), Link::Refused);
  EXPECT_NE(stranger.linkText().find("token"), std::string::npos) << stranger.linkText();
  JoinCode forged = codes[1];
  forged.fingerprint[0] ^= 1;
  o.code = forged;
  RemoteSeat impostor(o);
  EXPECT_FALSE(impostor.waitWelcome(kHang));
  EXPECT_EQ(impostor.link(), Link::Refused);
  EXPECT_NE(impostor.linkText().find("certificate"), std::string::npos) << impostor.linkText();

  // Rouge's device sends garbage: random bytes, malformed JSON, an oversized line, Bleu's actions.
  std::mt19937_64 noise(1);
  std::vector<std::string> lines = {"{",
                                    "[]",
                                    "{\"t\":\"act\"}",
                                    "{\"t\":\"act\",\"id\":1,\"text\":5}",
                                    "{\"t\":\"hello\",\"v\":1,\"seat\":0,\"token\":\"x\"}",
                                    "{\"t\":\"act\",\"id\":2,\"text\":\"seal Bleu\"}",
                                    std::string(100000, 'x'),
                                    "\xff\xfe{\"t\":\"ping\",\"id\":4}"};
  for (int i = 0; i < 10000; ++i) {
    std::string l(std::uniform_int_distribution<int>(0, 80)(noise), ' ');
    for (char &c : l)
      c = static_cast<char>(std::uniform_int_distribution<int>(1, 255)(noise));
    std::erase(l, '\n');
    lines.push_back(l);
  }
  for (const std::string &l : lines)
    rouge.remote->sendRaw(l + "\n");
  // Every line is answered, once: an error, or a refusal for a request (most were over the rate).
  const auto answers = [&] {
    const std::string got = rouge.received();
    std::size_t n = 0;
    for (const char *kind : {"\"t\":\"error\"", "\"t\":\"reply\""})
      for (std::size_t at = got.find(kind); at != std::string::npos; at = got.find(kind, at + 1))
        ++n;
    return n;
  };
  for (int i = 0; i < 600 && answers() < lines.size(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_GE(answers(), lines.size());
  EXPECT_NE(rouge.received().find("too many lines"), std::string::npos);
  EXPECT_NE(rouge.received().find("longer than"), std::string::npos);
  EXPECT_EQ(rouge.remote->link(), Link::Connected);
  std::this_thread::sleep_for(std::chrono::milliseconds(300)); // the rate's allowance fills again
  // Nothing changed.
  bleu.copy->refresh();
  rouge.copy->refresh();
  EXPECT_EQ(bleu.copy->actions().size(), actions);
  EXPECT_EQ(host.onHost([&] { return host.host->game().hash(); }), hash);
  // The game goes on: both seats play on to the end.
  playThrough<G>({&bleu, &rouge}, rng, 100000);
  EXPECT_TRUE(bleu.copy->over());
}

TEST(HostedGame, AWatcherThatNeverReadsIsLetGoAndTheGameGoesOnForTheOthers) {
  using G = detroits::Game;
  const std::string scenario = "scenarios/detroits/small.yaml";
  HostOptions small = options(freshFolder("slow"), 8);
  small.max_queued = 16 * 1024;
  small.send_buffer = 4096;
  RunningHost host(core::findDataFile(scenario), small);
  const auto codes = host.codes();
  const auto rules = rulesOf<G>(scenario);
  // A watcher that says hello and never reads a byte, with the smallest window the system allows.
  asio::io_context io;
  asio::ssl::context tls = clientContext();
  asio::ssl::stream<asio::ip::tcp::socket> slow(io, tls);
  slow.lowest_layer().open(asio::ip::tcp::v4());
  slow.lowest_layer().set_option(asio::socket_base::receive_buffer_size(1024));
  slow.lowest_layer().connect({asio::ip::make_address("127.0.0.1"), codes[2].port});
  slow.handshake(asio::ssl::stream_base::client);
  asio::write(slow,
              asio::buffer(line(
                  {{"t", "hello"}, {"v", kProtocolVersion}, {"seat", "watch"}, {"token", codes[2].token}})));
  Seat<G> bleu(codes[0], rules), rouge(codes[1], rules);
  std::mt19937_64 rng(3);
  playThrough<G>({&bleu, &rouge}, rng, 100000);
  EXPECT_TRUE(bleu.copy->over());
  EXPECT_EQ(bleu.copy->hash(), rouge.copy->hash());
  std::lock_guard lock(host.said_mutex);
  EXPECT_NE(host.said.find("does not read"), std::string::npos) << host.said;
}

TEST(HostedGame, TheComputerPlaysASeatAtTheHostFromWhatThatSeatSees) {
  using G = escadrilles::Game;
  const std::string scenario = "scenarios/escadrilles/small.yaml";
  HostOptions o = options(freshFolder("computer"), 6);
  o.computers = {"Rouge:random"};
  RunningHost host(core::findDataFile(scenario), o);
  const auto codes = host.codes();
  const auto rules = rulesOf<G>(scenario);
  Seat<G> bleu(codes[0], rules);
  EXPECT_FALSE(bleu.remote->seats()[1]["computer"].is_null()) << bleu.remote->seats().dump();
  std::mt19937_64 rng(2);
  playThrough<G>({&bleu}, rng, 100000);
  EXPECT_TRUE(bleu.copy->over());
  bool rouge_played = false;
  for (std::size_t i = 0; i < bleu.copy->actions().size(); ++i)
    rouge_played = rouge_played || bleu.copy->moverOf(i) == 1;
  EXPECT_TRUE(rouge_played);
}

TEST(HostedGame, AwayAtASeatsTerminalHandsItToTheComputerAtTheHostAndLoadIsRefused) {
  using G = escadrilles::Game;
  const std::string scenario = "scenarios/escadrilles/small.yaml";
  RunningHost host(core::findDataFile(scenario), options(freshFolder("away"), 6));
  const auto codes = host.codes();
  const auto rules = rulesOf<G>(scenario);
  Seat<G> bleu(codes[0], rules), rouge(codes[1], rules);
  SeatTerminal terminal = openSeatTerminal(rouge.remote);
  const referee::Reply loaded = referee::answerLine(*terminal.referee, "load elsewhere.yaml");
  EXPECT_FALSE(loaded.data.value("ok", true));
  EXPECT_NE(loaded.text.find("host"), std::string::npos) << loaded.text;
  const referee::Reply away = referee::answerLine(*terminal.referee, "away random");
  ASSERT_TRUE(away.data.value("ok", false)) << away.text;
  const referee::Reply seats = referee::answerLine(*terminal.referee, "seats");
  EXPECT_NE(seats.text.find("computer"), std::string::npos) << seats.text;
  std::mt19937_64 rng(4);
  playThrough<G>({&bleu}, rng, 100000); // Rouge's player is away: the host's computer plays
  EXPECT_TRUE(bleu.copy->over());
  EXPECT_TRUE(referee::answerLine(*terminal.referee, "back").data.value("ok", false));
}

TEST(HostedGame, ASeatActingForTheOtherSeatIsRefusedAndTheStateIsUntouched) {
  using G = detroits::Game;
  const std::string scenario = "scenarios/detroits/small.yaml";
  RunningHost host(core::findDataFile(scenario), options(freshFolder("other-seat"), 4));
  const auto codes = host.codes();
  const auto rules = rulesOf<G>(scenario);
  Seat<G> bleu(codes[0], rules), rouge(codes[1], rules);
  const std::uint64_t before = rouge.copy->hash();
  try {
    rouge.copy->submit(detroits::Seal{0});
    ADD_FAILURE() << "Rouge sealed Bleu's orders";
  } catch (const game::RuleViolation &e) {
    EXPECT_NE(std::string(e.what()).find("Bleu"), std::string::npos) << e.what();
  }
  EXPECT_EQ(rouge.copy->hash(), before);
  EXPECT_EQ(host.onHost([&] { return host.host->game().actionCount(); }), 0u);
}

} // namespace
} // namespace amiraute::net::test
