// The Détroits screen, thin over the shared hex frame, through the real input path
// (a real window under Xvfb, sf::Event objects through App::handleEvent). Screenshots
// (detroits-*.png) in AMIRAUTE_SHOT_DIR (default /tmp), at 1600 x 1000 and
// 1000 x 700.
#include "Driver.h"
#include "core/Files.h"
#include "games/detroits/Engine.h"
#include "ui/DetroitsView.h"

#include <gtest/gtest.h>

#include <string>

namespace amiraute::ui {
namespace {

namespace dt = detroits;
using core::parseHex;
using uitest::expectPainted;

template <class V> class HexDriver : public uitest::WindowDriver<V> {
public:
  template <class Make>
  HexDriver(Make make, sf::Vector2u size) : uitest::WindowDriver<V>("amiraute hex views test", make, size) {
    this->frame();
  }
  using uitest::WindowDriver<V>::click;
  void click(core::Hex h) { click(this->view_->screenOf(h)); }
  void lift() {
    ASSERT_TRUE(this->view_->curtain().down());
    click(sf::Vector2f(this->size().x / 2.f, this->size().y / 2.f));
    ASSERT_FALSE(this->view_->curtain().down());
    this->frame();
    this->frame();
  }
  /// Every top-bar button inside the window, the panel not cut off, the map beside the panel.
  void expectLaidOut(const char *what) {
    for (const char *label : {"Undo", "Screenshot", "Fit", "Help  F1"}) {
      const auto r = this->view_->barButton(label);
      ASSERT_TRUE(r) << what << ": " << label;
      EXPECT_GE(r->left, 0) << what << ": " << label;
      EXPECT_LE(r->left + r->width, static_cast<float>(this->size().x)) << what << ": " << label;
    }
    EXPECT_LE(this->view_->panelContentWidth(), this->view_->panelWidth() + 1) << what;
    const sf::FloatRect vp = this->view_->camera().viewport();
    EXPECT_LE(vp.left + vp.width, static_cast<float>(this->size().x) - this->view_->panelWidth() + 1) << what;
  }
};

using DtDriver = HexDriver<DetroitsView>;

TEST(DetroitsShot, OrdersInSecretByClicksThenTheExecution) {
  for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
    const std::string tag = std::to_string(size.x) + "x" + std::to_string(size.y);
    DtDriver d([&] { return makeDetroitsView(core::findDataFile("scenarios/detroits/small.yaml"), 1); },
               size);
    const auto &match = d.view_->match();
    ASSERT_EQ(match.state().phase, dt::Phase::Orders);
    d.lift(); // Bleu writes
    ASSERT_EQ(d.view_->curtain().atScreen(), 0);
    // Click Foudroyant, then the first green end of its orders: the order is written, secret.
    const int ship = match.rules().shipIndex("Foudroyant");
    d.click(match.state().ships[static_cast<std::size_t>(ship)].bow.hex);
    ASSERT_EQ(d.view_->selected(), ship);
    const auto choices = orderChoices(match.rules(), d.view_->shown(), ship);
    const OrderChoice *target = nullptr;
    for (const OrderChoice &c : choices) {
      int same = 0;
      for (const OrderChoice &o : choices)
        same += o.end.hex == c.end.hex;
      if (c.points > 0 && same == 1) {
        target = &c;
        break;
      }
    }
    ASSERT_NE(target, nullptr);
    d.moveTo(d.view_->screenOf(target->end.hex));
    expectPainted(d.shot("detroits-order-" + tag + ".png"), d.view_->screenOf(parseHex("0504")));
    d.expectLaidOut(("orders " + tag).c_str());
    d.click(target->end.hex);
    EXPECT_TRUE(match.state().ships[static_cast<std::size_t>(ship)].written) << d.view_->lastError();
    // A typed order for Hermione ("-": it stays), then Enter seals Bleu's orders.
    EXPECT_TRUE(d.view_->writeOrder(match.rules().shipIndex("Hermione"), "-")) << d.view_->lastError();
    d.key(sf::Keyboard::Enter);
    ASSERT_TRUE(match.state().sealed[0]) << d.view_->lastError();
    // Rouge comes: Bleu's orders are hidden from it.
    d.lift();
    EXPECT_EQ(d.view_->curtain().atScreen(), 1);
    EXPECT_TRUE(d.view_->shown().ships[static_cast<std::size_t>(ship)].hidden);
    EXPECT_TRUE(d.view_->shown().ships[static_cast<std::size_t>(ship)].order.empty());
    d.key(sf::Keyboard::Enter); // Rouge seals without orders: its ships stay
    EXPECT_NE(match.state().phase, dt::Phase::Orders) << d.view_->lastError();
    // The execution runs; where a broadside bears, the side to act fires or holds (Enter).
    int guard = 0;
    while (match.state().phase == dt::Phase::Execution && guard++ < 60) {
      if (d.view_->curtain().down()) d.lift();
      d.key(sf::Keyboard::Enter);
    }
    // Point at a ship: its broadside cones.
    if (d.view_->curtain().down()) d.lift();
    for (std::size_t i = 0; i < match.state().ships.size(); ++i)
      if (match.state().ships[i].afloat()) {
        d.moveTo(d.view_->screenOf(match.state().ships[i].bow.hex));
        break;
      }
    expectPainted(d.shot("detroits-cones-" + tag + ".png"), d.view_->screenOf(parseHex("0504")));
    d.expectLaidOut(("cones " + tag).c_str());
  }
}

} // namespace
} // namespace amiraute::ui
