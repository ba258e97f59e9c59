// One seat's screen at a game hosted elsewhere (`amiraute join`): the same frame and board over
// the seat's copy of the game, joined over a real TLS connection to a host on loopback. The other
// fleet's actions arrive as they happen, no curtain ever falls, and what the other fleet wrote
// never reaches this screen's picture.
#include "core/FileOverlay.h"
#include "core/Files.h"
#include "games/detroits/Game.h"
#include "net/Client.h"
#include "net/Host.h"
#include "net/Seat.h"
#include "ui/Boards.h"
#include "ui/RemoteSession.h"

#include <asio/io_context.hpp>
#include <asio/post.hpp>
#include <gtest/gtest.h>

#include <filesystem>
#include <future>
#include <thread>
#include <unistd.h>

namespace amiraute::ui {
namespace {

using G = detroits::Game;

struct Hosted {
  asio::io_context io;
  std::unique_ptr<net::Host> host;
  std::thread thread;
  Hosted() {
    net::HostOptions o;
    o.folder =
        (std::filesystem::temp_directory_path() / ("amiraute-remote-frame-" + std::to_string(::getpid())))
            .string();
    std::filesystem::remove_all(o.folder);
    o.seed = 5;
    o.say = [](const std::string &) {};
    host = net::Host::open(io, core::findDataFile("scenarios/detroits/small.yaml"), o);
    thread = std::thread([this] { io.run(); });
  }
  ~Hosted() {
    io.stop();
    thread.join();
  }
  std::vector<net::JoinCode> codes() {
    std::packaged_task<std::vector<net::JoinCode>()> task([this] { return host->codes(); });
    auto f = task.get_future();
    asio::post(io, [&task] { task(); });
    return f.get();
  }
};

std::shared_ptr<net::RemoteSeat> join(const net::JoinCode &code) {
  net::RemoteSeat::Options o;
  o.code = code;
  auto seat = std::make_shared<net::RemoteSeat>(o);
  EXPECT_TRUE(seat->waitWelcome(std::chrono::seconds(60))) << seat->linkText();
  return seat;
}

std::string sceneText(MatchFrame &f) {
  std::string all;
  for (const auto &t : f.scene().texts())
    all += t.text + "\n";
  return all;
}

TEST(RemoteFrame, BleusScreenFollowsRougesActionsWithoutACurtainAndNeverDrawsRougesOrder) {
  Hosted hosted;
  const auto codes = hosted.codes();
  auto bleu = join(codes[0]);
  auto rouge = join(codes[1]);
  const net::Welcome w = net::readWelcome(bleu->welcome());
  std::unique_ptr<MatchFrame> frame;
  {
    core::FileOverlay overlay(w.files);
    frame = openRemoteFrame(w.game, w.scenario, bleu, w.seat);
  }
  frame->resize({1600, 1000});
  frame->update(0.1f);
  EXPECT_FALSE(frame->curtain().down());
  EXPECT_EQ(frame->session().viewer(), 0);
  // Rouge, on its own machine, writes an order for Victory and seals.
  auto rules = std::make_shared<const G::Rules>(G::load(core::findDataFile("scenarios/detroits/small.yaml")));
  auto rouge_copy = game::Match<G>::mirror(rules, rouge);
  const auto victory = std::find_if(rules->ships.begin(), rules->ships.end(),
                                    [](const auto &s) { return s.name == "Victory"; });
  ASSERT_NE(victory, rules->ships.end());
  const int ship = static_cast<int>(victory - rules->ships.begin());
  // Bleu writes first (the seat to move), then seals; Rouge's turn comes.
  ASSERT_TRUE(frame->submitText("seal Bleu")) << frame->lastError();
  ASSERT_TRUE(rouge->waitActions(1, std::chrono::seconds(60)));
  rouge_copy.refresh();
  ASSERT_NO_THROW(rouge_copy.submit(G::parse(*rules, {"orders", "Victory", "R(1)"})));
  ASSERT_TRUE(bleu->waitActions(2, std::chrono::seconds(60)));
  // The frame takes what the host sent on its next frames, says it, and draws no curtain.
  for (int i = 0; i < 5; ++i)
    frame->update(0.1f);
  EXPECT_EQ(frame->session().actions().size(), 2u);
  EXPECT_FALSE(frame->curtain().down());
  EXPECT_EQ(frame->session().actions().back(), "") << "Rouge's order as typed reached Bleu's screen";
  const auto &shown = dynamic_cast<RemoteSession<G> &>(frame->session()).shown();
  EXPECT_TRUE(shown.ships[static_cast<std::size_t>(ship)].order.empty());
  const std::string drawn = sceneText(*frame);
  EXPECT_NE(drawn.find("0101"), std::string::npos) << "the picture has no text to search";
  EXPECT_EQ(drawn.find("R(1)"), std::string::npos);
  // Bleu cannot take back Rouge's decision.
  EXPECT_TRUE(frame->undoRefusal().has_value());
}

} // namespace
} // namespace amiraute::ui
