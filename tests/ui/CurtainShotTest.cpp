// The curtain on a real window under Xvfb, with a test double (a game with a secret, since
// Objectif Villes hides nothing): while it is down nothing of the table or the panels shows; a
// click lifts it for the called seat, whose screen then shows its own view and never the other
// seat's secret. Screenshots: curtain-*.png in AMIRAUTE_SHOT_DIR (default /tmp).
#include "../view/SecretGame.h"
#include "Driver.h"
#include "game/Match.h"
#include "ui/Chrome.h"
#include "ui/Curtain.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RectangleShape.hpp>

#include <imgui.h>

#include <memory>
#include <string>

namespace amiraute::ui {
namespace {

using testing::SecretGame;
using SecretMatch = game::Match<SecretGame>;

const sf::Color kSeatColour[2] = {sf::Color(200, 40, 40), sf::Color(40, 70, 200)};
const sf::Color kSecretInk(250, 250, 250);

/// A screen for SecretGame built as a game's view would be: the curtain first in every event, the
/// table and the panels drawn only while it is up, and always from observe(state, seat at screen).
/// The table is the seat's colour, with a row of white squares for each secret it can see (one
/// square per point: Rouge's along the top, Bleu's along the bottom).
class SecretView final : public View {
public:
  SecretView()
      : match_(SecretMatch::open("secret.yaml", 1)), curtain_(curtainFor<SecretGame>(match_.rules())) {
    refresh();
  }

  std::string title() const override { return "secret numbers"; }
  void resize(sf::Vector2u size) override { window_ = size; }
  void handleEvent(const sf::Event &e, bool, bool) override {
    if (curtain_.handleEvent(e)) {
      refresh();
      return;
    }
    if (e.type == sf::Event::Resized) resize({e.size.width, e.size.height});
  }
  void update(float) override {}
  void drawTable(sf::RenderTarget &target) override {
    if (curtain_.down()) return;
    const int seat = curtain_.shownSeat();
    sf::RectangleShape table({static_cast<float>(window_.x) - 300, static_cast<float>(window_.y) - 52});
    table.setPosition(0, 52);
    table.setFillColor(seat >= 0 ? kSeatColour[seat] : sf::Color(90, 90, 90));
    target.draw(table);
    const SecretGame::State &drawn = cheat_ ? match_.state() : shown_;
    for (int s = 0; s < 2; ++s)
      for (int i = 0; i < drawn.secret[static_cast<std::size_t>(s)]; ++i) {
        sf::RectangleShape square({20, 20});
        square.setPosition(40.f + 30.f * i, s == 0 ? 100.f : static_cast<float>(window_.y) - 100.f);
        square.setFillColor(kSecretInk);
        target.draw(square);
      }
  }
  void drawGui(const GuiFonts &fonts) override {
    if (curtain_.down()) {
      curtain_.draw(window_, fonts);
      if (!curtain_.down()) refresh();
      return;
    }
    beginSidePanel("##secret", window_, 300, 52);
    ImGui::Text("%s at the screen", curtain_.seatName(curtain_.atScreen()).c_str());
    ImGui::Text("your number: %d", shown_.secret[static_cast<std::size_t>(curtain_.atScreen())]);
    endSidePanel();
  }
  std::optional<std::string> takeScreenshotRequest() override { return std::nullopt; }
  void screenshotSaved(const std::string &, bool) override {}
  int drawCalls() const override { return 0; }
  void fit() override {}
  void setStill(bool) override {}

  void write(int n) {
    match_.submit({n});
    refresh();
  }
  /// Draw the whole state instead of what the seat may see: the bug the test must be able to see.
  void setCheat(bool cheat) { cheat_ = cheat; }
  const Curtain &curtain() const { return curtain_; }
  const SecretGame::State &shown() const { return shown_; }
  const SecretMatch &match() const { return match_; }

private:
  void refresh() {
    curtain_.follow(match_.toMove());
    shown_ = match_.observe(curtain_.shownSeat());
  }

  SecretMatch match_;
  Curtain curtain_;
  SecretGame::State shown_;
  sf::Vector2u window_{1600, 1000};
  bool cheat_ = false;
};

class CurtainDriver : public uitest::WindowDriver<SecretView> {
public:
  CurtainDriver() : WindowDriver("amiraute curtain test", [] { return std::make_unique<SecretView>(); }) {
    frame();
  }
};

/// Pixels of exactly this colour in a picture.
std::size_t pixelsOf(const std::string &path, sf::Color c) {
  sf::Image img;
  EXPECT_TRUE(img.loadFromFile(path));
  std::size_t n = 0;
  for (unsigned y = 0; y < img.getSize().y; ++y)
    for (unsigned x = 0; x < img.getSize().x; ++x)
      n += img.getPixel(x, y) == c;
  return n;
}

TEST(CurtainShot, NothingShowsBehindTheCurtainAndEachSeatSeesOnlyItsOwnSecret) {
  CurtainDriver d;
  // The first seat is called before anything shows.
  ASSERT_TRUE(d.view_->curtain().down());
  std::string shot = d.shot("curtain-start.png");
  EXPECT_EQ(pixelsOf(shot, kSeatColour[0]), 0u);
  EXPECT_EQ(pixelsOf(shot, kSeatColour[1]), 0u);
  EXPECT_GT(uitest::distinctColours(shot), 3u) << "the curtain's words show";

  // Rouge clicks anywhere: Rouge's table.
  d.click({800, 200});
  ASSERT_FALSE(d.view_->curtain().down());
  EXPECT_EQ(d.view_->curtain().atScreen(), 0);
  EXPECT_GT(pixelsOf(d.shot("curtain-rouge.png"), kSeatColour[0]), 100000u);

  // Rouge writes 7: the curtain falls before Bleu comes; neither Rouge's table nor the 7 shows.
  d.view_->write(7);
  d.frame();
  ASSERT_TRUE(d.view_->curtain().down());
  EXPECT_EQ(d.view_->curtain().message(), "Rouge, look away — Bleu to play");
  shot = d.shot("curtain-down.png");
  EXPECT_EQ(pixelsOf(shot, kSeatColour[0]), 0u);
  EXPECT_EQ(pixelsOf(shot, kSeatColour[1]), 0u);
  EXPECT_EQ(pixelsOf(shot, kSecretInk), 0u);
  // Keys and other buttons are the curtain's and change nothing; a left click anywhere is the
  // called player arriving.
  d.key(sf::Keyboard::Escape);
  d.button({300, 300}, true, sf::Mouse::Right);
  d.button({300, 300}, false, sf::Mouse::Right);
  ASSERT_TRUE(d.view_->curtain().down());
  d.click({300, 300});
  ASSERT_FALSE(d.view_->curtain().down());

  // Bleu at the screen: Bleu's table, and no square of Rouge's 7 anywhere.
  EXPECT_EQ(d.view_->curtain().atScreen(), 1);
  shot = d.shot("curtain-bleu.png");
  EXPECT_GT(pixelsOf(shot, kSeatColour[1]), 100000u);
  EXPECT_EQ(pixelsOf(shot, kSecretInk), 0u);
  EXPECT_EQ(d.view_->shown().secret[0], 0);
  EXPECT_EQ(d.view_->match().state().secret[0], 7);
  // The check above would see a leak: drawing the whole state shows Rouge's seven squares.
  d.view_->setCheat(true);
  EXPECT_EQ(pixelsOf(d.shot("curtain-bleu-leak.png"), kSecretInk), 7u * 20u * 20u);
  d.view_->setCheat(false);

  // Bleu writes 3: down again, for Rouge; Enter lifts it.
  d.view_->write(3);
  d.frame();
  ASSERT_TRUE(d.view_->curtain().down());
  EXPECT_EQ(d.view_->curtain().message(), "Bleu, look away — Rouge to play");
  EXPECT_EQ(pixelsOf(d.shot("curtain-down-again.png"), kSeatColour[1]), 0u);
  d.key(sf::Keyboard::Enter);
  EXPECT_FALSE(d.view_->curtain().down());
  EXPECT_EQ(d.view_->curtain().atScreen(), 0);
  // Rouge writes 5: the 5 shows on Rouge's screen up to the moment the curtain falls.
  d.view_->write(5);
  d.frame();
  EXPECT_TRUE(d.view_->curtain().down());
}

} // namespace
} // namespace amiraute::ui
