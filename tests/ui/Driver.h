#pragma once
// Drives a view through the real input path: a real window under Xvfb, sf::Event objects
// injected through App::handleEvent (the same handler the window loop uses), screenshots saved
// for a person to look at (AMIRAUTE_SHOT_DIR, default /tmp).
#include "ui/App.h"
#include "ui/View.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RenderWindow.hpp>

#include <cmath>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>

namespace amiraute::ui::uitest {

inline std::string shotDir() {
  const char *d = std::getenv("AMIRAUTE_SHOT_DIR");
  return d ? d : "/tmp";
}

/// A window (1600 x 1000 by default) and its App showing a `V` view. The game's own drivers derive from it
/// and draw the first frame in their constructor.
template <class V> class WindowDriver {
public:
  void frame() {
    app_->pollEvents();
    app_->frame(1.0f / 60);
    app_->display();
  }
  void send(const sf::Event &e) {
    app_->handleEvent(e);
    frame();
  }
  void moveTo(sf::Vector2f p) {
    sf::Event e;
    e.type = sf::Event::MouseMoved;
    e.mouseMove = {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))};
    send(e);
  }
  void button(sf::Vector2f p, bool down, sf::Mouse::Button b = sf::Mouse::Left) {
    sf::Event e;
    e.type = down ? sf::Event::MouseButtonPressed : sf::Event::MouseButtonReleased;
    e.mouseButton = {b, static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))};
    send(e);
  }
  void click(sf::Vector2f p) {
    moveTo(p);
    button(p, true);
    button(p, false);
  }
  void drag(sf::Vector2f from, sf::Vector2f to, const std::string &shot_midway = "") {
    moveTo(from);
    button(from, true);
    for (int k = 1; k <= 6; ++k)
      moveTo(from + (to - from) * (k / 6.f));
    if (!shot_midway.empty()) shot(shot_midway);
    button(to, false);
  }
  void key(sf::Keyboard::Key code, bool control = false) {
    sf::Event e;
    e.type = sf::Event::KeyPressed;
    e.key = {code, false, control, false, false};
    send(e);
    e.type = sf::Event::KeyReleased;
    send(e);
  }
  /// Draw a frame and save it; returns the file.
  std::string shot(const std::string &name) {
    app_->frame(1.0f / 60);
    const std::string path = shotDir() + "/" + name;
    EXPECT_TRUE(app_->saveScreenshot(path)) << path;
    app_->display();
    return path;
  }

  /// Resize the window as a player would, and tell the App as the window loop does.
  void resize(unsigned width, unsigned height) {
    window_.setSize({width, height});
    sf::Event e;
    e.type = sf::Event::Resized;
    e.size = {width, height};
    send(e);
    frame();
  }
  sf::Vector2u size() const { return window_.getSize(); }

  V *view_ = nullptr;
  App &appRef() { return *app_; }

protected:
  /// Open the window titled `title` (1600 x 1000 unless `size` says otherwise), then make the view
  /// with `make()` and give it to the App.
  template <class Make>
  WindowDriver(const char *title, Make make, sf::Vector2u size = {1600, 1000})
      : window_(sf::VideoMode(size.x, size.y), title) {
    std::unique_ptr<View> view = make();
    view_ = dynamic_cast<V *>(view.get());
    app_ = std::make_unique<App>(window_, std::move(view));
  }

private:
  sf::RenderWindow window_;
  std::unique_ptr<App> app_;
};

/// How many colours a picture has, sampling every third pixel of every third row.
inline std::size_t sampledColours(const sf::Image &img) {
  std::set<sf::Uint32> colours;
  const sf::Vector2u s = img.getSize();
  for (unsigned y = 0; y < s.y; y += 3)
    for (unsigned x = 0; x < s.x; x += 3)
      colours.insert(img.getPixel(x, y).toInteger());
  return colours.size();
}

/// Pixels of a PNG vary (it is not a blank or single-colour picture).
inline std::size_t distinctColours(const std::string &path) {
  sf::Image img;
  EXPECT_TRUE(img.loadFromFile(path));
  return sampledColours(img);
}

/// Not a blank or single-colour picture, and `table_point` is not the window's background.
inline void expectPainted(const std::string &path, sf::Vector2f table_point) {
  sf::Image img;
  ASSERT_TRUE(img.loadFromFile(path)) << path;
  EXPECT_GT(sampledColours(img), 200u) << path;
  const sf::Color c =
      img.getPixel(static_cast<unsigned>(table_point.x), static_cast<unsigned>(table_point.y));
  EXPECT_NE(c, sf::Color(17, 23, 31)) << path;
}

} // namespace amiraute::ui::uitest
