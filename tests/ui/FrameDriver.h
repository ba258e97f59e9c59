#pragma once
// Drives the one match frame of any game through the real input path (a window under Xvfb,
// sf::Event objects through App::handleEvent): open a scenario or a record as `amiraute play`
// does (ui::openFrame), click world points, lift the curtain, read the board and the session.
#include "Driver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "ui/Boards.h"
#include "ui/MatchFrame.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace amiraute::ui::uitest {

struct FrameOptions {
  sf::Vector2u size{1600, 1000};
  std::uint64_t seed = 1;
  std::vector<std::pair<std::string, std::string>> computers; ///< side, level
  std::string record;                                         ///< open this saved game instead
  bool briefing = false; ///< leave the scenario's briefing over the table (else put away with Escape)
};

/// The options of a window of `size`, the rest as by default.
inline FrameOptions sized(sf::Vector2u size) {
  FrameOptions o;
  o.size = size;
  return o;
}

class FrameDriver : public WindowDriver<MatchFrame> {
public:
  /// `scenario` relative to the repository ("scenarios/planetes/small.yaml").
  explicit FrameDriver(const std::string &scenario, FrameOptions o = {})
      : WindowDriver<MatchFrame>(
            "amiraute frame test",
            [&] {
              auto f = openFrame(scenario.empty() ? "" : core::findDataFile(scenario), o.record, o.seed);
              for (const auto &[side, level] : o.computers) {
                const std::string why = f->computer(side, level);
                EXPECT_EQ(why, "") << side << ":" << level;
              }
              f->setComputerPause(0.05f);
              return std::unique_ptr<View>(std::move(f));
            },
            o.size) {
    frame();
    // A player reads the briefing and puts it away before playing; tests of the briefing keep it.
    if (!o.briefing && view_->briefingShown() && !view_->curtain().down()) key(sf::Keyboard::Escape);
  }

  MatchFrame &ui() { return *view_; }
  Session &session() { return view_->session(); }
  /// The board, as its game's type.
  template <class B> B &board() {
    auto *b = dynamic_cast<B *>(&view_->board());
    EXPECT_NE(b, nullptr) << "the board is another game's";
    return *b;
  }
  /// The session, typed for game G.
  template <class G> LocalSession<G> &local() {
    auto *s = dynamic_cast<LocalSession<G> *>(&view_->session());
    EXPECT_NE(s, nullptr) << "the session is another game's";
    return *s;
  }

  using WindowDriver<MatchFrame>::click;
  using WindowDriver<MatchFrame>::moveTo;
  void click(draw::Point world) { click(view_->screenOf(world)); }
  void moveTo(draw::Point world) { moveTo(view_->screenOf(world)); }
  /// Press a button of the bar or the panel by its label.
  void press(const std::string &label) {
    frame(); // a window that just opened finds its size and place in its first frames
    const auto r = view_->barButton(label);
    ASSERT_TRUE(r) << "no button '" << label << "' in the last frame";
    click(sf::Vector2f(r->left + r->width / 2, r->top + r->height / 2));
  }
  void lift() {
    ASSERT_TRUE(view_->curtain().down());
    click(sf::Vector2f(size().x / 2.f, size().y / 2.f));
    ASSERT_FALSE(view_->curtain().down());
    frame();
    frame();
  }
  /// Frames until `done()` (the computer thinks on its own thread), at most `seconds` of
  /// simulated frames (not a timed assertion: it fails only when it never happens).
  template <class F> bool framesUntil(F done, int seconds = 20) {
    for (int k = 0; k < seconds * 60; ++k) {
      if (done()) return true;
      frame();
      std::this_thread::sleep_for(std::chrono::milliseconds(16));
    }
    return done();
  }
  void ctrlZ() { key(sf::Keyboard::Z, true); }
  /// Type `text` as the keyboard does (into the ImGui field that has the focus).
  void typeText(const std::string &text) {
    for (const char c : text) {
      sf::Event e;
      e.type = sf::Event::TextEntered;
      e.text.unicode = static_cast<unsigned char>(c);
      send(e);
    }
  }
  /// Every top-bar button inside the window, the panel not cut off, the table beside the panel.
  void expectLaidOut(const std::string &what) {
    // Help goes into the View menu of a window too narrow for every button.
    std::vector<std::string> labels = {core::tr("Undo"), core::tr("Screenshot"),
                                       core::tr(view_->viewFolded() ? MatchFrame::kViewMenu : "Help  F1")};
    for (const std::string &label : labels) {
      const auto r = view_->barButton(label);
      ASSERT_TRUE(r) << what << ": " << label;
      EXPECT_GE(r->left, 0) << what << ": " << label;
      EXPECT_LE(r->left + r->width, static_cast<float>(size().x)) << what << ": " << label;
    }
    EXPECT_LE(view_->panelContentWidth(), view_->panelWidth() + 1) << what;
    // Every control of the bar, the panel and a question whole and inside the window.
    for (const auto &[label, r] : view_->controls().all()) {
      EXPECT_GE(r.left, -1) << what << ": " << label;
      EXPECT_LE(r.left + r.width, static_cast<float>(size().x) + 1) << what << ": " << label;
    }
    for (const std::string &label : view_->controls().clipped())
      ADD_FAILURE() << what << ": the label of '" << label << "' is cut off";
    const sf::FloatRect t = view_->tableRect();
    EXPECT_LE(t.left + t.width, static_cast<float>(size().x) - view_->panelWidth() + 1) << what;
  }
};

} // namespace amiraute::ui::uitest
