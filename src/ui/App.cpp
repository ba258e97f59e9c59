#include "ui/App.h"

#include "ai/Seats.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Journal.h"
#include "core/Record.h"
#include "core/Yaml.h"
#include "draw/Cairo.h"
#include "ui/MatchFrame.h"

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/System/Clock.hpp>

#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace amiraute::ui {

App::App(sf::RenderWindow &window, std::unique_ptr<View> view)
    : window_(window), view_(std::move(view)), imgui_(window) {
  view_->resize(window_.getSize());
}

void App::keepJournal(const std::string &folder, bool offer_resume) {
  journal_ = JournalKeeper(folder);
  if (offer_resume) journal_.offerResume(*view_);
}

void App::handleEvent(const sf::Event &event) {
  imgui_.processEvent(event);
  const bool quit_key = event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Q &&
                        event.key.control && !imgui_.wantsKeyboard();
  if (event.type == sf::Event::Closed || quit_key) {
    if (view_->mayClose() && journal_.mayClose(*view_)) window_.close();
    return;
  }
  if (event.type == sf::Event::Resized)
    window_.setView(sf::View(
        sf::FloatRect(0, 0, static_cast<float>(event.size.width), static_cast<float>(event.size.height))));
  if (event.type == sf::Event::MouseMoved) pointer_ = {event.mouseMove.x, event.mouseMove.y};
  // While a question is open the game waits for its answer: the view only follows the window, and
  // the mouse as over a panel (no hover, no tooltip).
  if (journal_.question() == JournalKeeper::Question::None)
    view_->handleEvent(event, imgui_.wantsMouse(), imgui_.wantsKeyboard());
  else if (event.type == sf::Event::Resized || event.type == sf::Event::MouseMoved)
    view_->handleEvent(event, true, true);
  journal_.sync(*view_); // an action taken by this event is on the disk before the next frame
}

void App::pollEvents() {
  sf::Event event;
  while (window_.pollEvent(event))
    handleEvent(event);
}

void App::frame(float dt) {
  window_.setActive(true);
  window_.resetGLStates();
  const std::optional<std::string> shot = std::exchange(shot_, std::nullopt);
  imgui_.newFrame(dt, /*pointer_away=*/shot.has_value());
  view_->holdComputer(journal_.question() != JournalKeeper::Question::None);
  view_->update(dt);
  window_.clear(sf::Color(17, 23, 31));
  view_->drawTable(window_);
  view_->drawGui({imgui_.mediumFont(), imgui_.bigFont()});
  if (auto path = view_->takeLoadRequest()) journal_.requestLoad(*view_, *path);
  const bool view_closes = view_->takeCloseRequest();
  const bool close = journal_.draw(*view_, window_.getSize(), {imgui_.mediumFont(), imgui_.bigFont()});
  const bool asking = journal_.question() != JournalKeeper::Question::None;
  if (asking && !asked_) { // a question opened: the view's hover and tooltip go
    sf::Event moved;
    moved.type = sf::Event::MouseMoved;
    moved.mouseMove = {pointer_.x, pointer_.y};
    view_->handleEvent(moved, true, true);
  }
  asked_ = asking;
  journal_.sync(*view_); // a panel's button may have played, undone or loaded
  imgui_.render();
  // The language menu switched the language: the title follows.
  if (const std::string lang = core::language(); lang != language_) {
    if (!language_.empty()) {
      const std::string title = view_->title();
      window_.setTitle(sf::String::fromUtf8(title.begin(), title.end()));
    }
    language_ = lang;
  }
  if (shot)
    view_->screenshotSaved(*shot, saveScreenshot(*shot));
  else
    shot_ = view_->takeScreenshotRequest();
  if (close || view_closes) window_.close();
}

bool App::saveScreenshot(const std::string &path) {
  sf::Texture texture;
  const sf::Vector2u size = window_.getSize();
  if (!texture.create(size.x, size.y)) return false;
  texture.update(window_);
  return texture.copyToImage().saveToFile(path);
}

namespace {

/// openView, with the reason on stderr and nothing returned when the file is bad.
std::unique_ptr<View> openViewOrSay(const PlayOptions &o, const ViewOpener &open) {
  std::unique_ptr<View> view;
  try {
    view = open(o.scenario, o.record, o.seed);
  } catch (const std::exception &e) {
    std::cerr << e.what() << "\n";
    return nullptr;
  }
  // The computer's seats, read as the referee reads them.
  for (const std::string &c : o.computers) {
    const auto [side, level] = ai::splitSideLevel(c);
    if (const std::string why = view->computer(side, level); !why.empty()) {
      std::cerr << "--ai " << c << ": " << why << "\n";
      return nullptr;
    }
  }
  return view;
}

} // namespace

int runPlay(const PlayOptions &options, const ViewOpener &open) {
  PlayOptions o = options;
  std::unique_ptr<View> view = openViewOrSay(o, open);
  if (!view) return 1;
  // SFML aborts the process when there is no display to open: say so first.
  const char *x11 = std::getenv("DISPLAY");
  const char *wayland = std::getenv("WAYLAND_DISPLAY");
  if ((!x11 || !*x11) && (!wayland || !*wayland)) {
    std::cerr
        << core::tr(
               "amiraute play: no display (DISPLAY is not set). Run it under a virtual one, e.g.\n"
               "  xvfb-run -a -s \"-screen 0 1600x1000x24\" amiraute play SCENARIO --screenshot out.png\n"
               "or referee a real table from this terminal: amiraute referee SCENARIO")
        << "\n";
    return 1;
  }
  if (!o.size_given && o.screenshot.empty()) {
    // Fit the desktop with a margin for the panels and title bar of the window manager.
    const sf::VideoMode desktop = sf::VideoMode::getDesktopMode();
    if (desktop.width >= 640 && desktop.height >= 480) {
      o.width = std::min(o.width, desktop.width - desktop.width / 20);
      o.height = std::min(o.height, desktop.height - desktop.height / 10);
    }
  }
  const std::string title = view->title();
  sf::ContextSettings settings;
  settings.antialiasingLevel = 4;
  sf::RenderWindow window(sf::VideoMode(o.width, o.height), sf::String::fromUtf8(title.begin(), title.end()),
                          sf::Style::Default, settings);
  if (!window.isOpen()) {
    std::cerr << core::tr("amiraute play: cannot open a window (is there a display?)") << "\n";
    return 1;
  }
  window.setVerticalSyncEnabled(true);
  window.setFramerateLimit(60);
  View &table = *view;
  App app(window, std::move(view));
  if (o.journal) app.keepJournal(core::journalFolder(), o.record.empty());
  table.fit();
  sf::Clock clock;
  int frames = 0;
  while (window.isOpen()) {
    app.pollEvents();
    if (!window.isOpen()) break;
    app.frame(clock.restart().asSeconds());
    if (!o.screenshot.empty() && ++frames >= o.frames) {
      const bool ok = app.saveScreenshot(o.screenshot);
      if (!ok)
        std::cerr << core::fill(core::tr("amiraute play: cannot save {file}"), {{"file", o.screenshot}})
                  << "\n";
      window.close();
      return ok ? 0 : 1;
    }
    app.display();
  }
  return 0;
}

int runRender(const PlayOptions &o, const ViewOpener &open) {
  std::unique_ptr<View> view = openViewOrSay(o, open);
  if (!view) return 1;
  if (auto *frame = dynamic_cast<MatchFrame *>(view.get())) {
    // Drawn by Cairo: no window, no display; the file's extension says PNG, SVG or PDF.
    frame->setStill(true);
    frame->resize({o.width, o.height});
    frame->fit();
    const draw::Scene &scene = frame->scene();
    draw::Scene caption;
    draw::buildCaption(frame->caption(), o.width, o.height, false, caption);
    const std::string why = draw::writePicture(o.out, scene, frame->transform(), o.width, o.height,
                                               frame->background(), &caption);
    if (!why.empty()) {
      std::cerr << "amiraute render: " << why << "\n";
      return 1;
    }
    std::cout << o.out << "\n";
    return 0;
  }
  sf::ContextSettings settings;
  settings.antialiasingLevel = 4;
  sf::RenderTexture target;
  if (!target.create(o.width, o.height, settings)) {
    std::cerr << core::tr(
                     "amiraute render: cannot create an off-screen target (is there a display? try xvfb-run)")
              << "\n";
    return 1;
  }
  view->setStill(true);
  view->resize({o.width, o.height});
  view->fit();
  target.clear(sf::Color(17, 23, 31));
  view->drawTable(target);
  target.display();
  if (!target.getTexture().copyToImage().saveToFile(o.out)) {
    std::cerr << core::fill(core::tr("amiraute render: cannot write {file}"), {{"file", o.out}}) << "\n";
    return 1;
  }
  std::cout << o.out << "\n";
  return 0;
}

} // namespace amiraute::ui
