// The file dialog of Save, Load and Screenshot in a real window under Xvfb (events through
// App::handleEvent): it fits a 1000 x 700 window, Enter saves a game record under the name it
// proposes, Escape closes it, and the Screenshot button's picture shows neither the dialog nor a
// tooltip. Screenshots for a person to look at (AMIRAUTE_SHOT_DIR, default /tmp).
#include "Driver.h"
#include "FrameDriver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Record.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

namespace amiraute::ui {
namespace {

namespace fs = std::filesystem;
using uitest::shotDir;

/// The one frame over an Objectif Villes scenario, at `size`.
class Window : public uitest::FrameDriver {
public:
  explicit Window(sf::Vector2u size)
      : FrameDriver("scenarios/objectif-villes/sept-villes-deployed.yaml", uitest::sized(size)) {}
};

/// A fresh folder under the shot folder.
fs::path freshFolder(const std::string &name) {
  const fs::path folder = fs::path(shotDir()) / name;
  fs::remove_all(folder);
  fs::create_directories(folder);
  return folder;
}

std::vector<fs::path> filesIn(const fs::path &folder) {
  std::vector<fs::path> found;
  for (const auto &e : fs::directory_iterator(folder))
    found.push_back(e.path());
  return found;
}

void expectFits(Window &w, const std::string &what) {
  const FileDialog::Box &b = w.view_->fileDialog().drawn();
  ASSERT_GT(b.width, 0) << what;
  EXPECT_GE(b.x, 0) << what;
  EXPECT_GE(b.y, 0) << what;
  EXPECT_LE(b.x + b.width, static_cast<float>(w.size().x)) << what;
  EXPECT_LE(b.y + b.height, static_cast<float>(w.size().y)) << what;
  EXPECT_LE(b.buttons_bottom, b.y + b.height) << what << ": the buttons are cut off";
}

class FileDialogScreen : public ::testing::Test {
protected:
  void SetUp() override { core::setLanguage("en"); }
  void TearDown() override { core::setLanguage("en"); }
};

TEST_F(FileDialogScreen, SaveFitsA1000x700WindowAndEnterSavesTheProposedName) {
  Window w({1000, 700});
  const fs::path folder = freshFolder("file-dialog-save");
  fs::create_directories(folder / "older games");
  w.key(sf::Keyboard::S, true);
  FileDialog &d = w.view_->fileDialog();
  ASSERT_TRUE(d.isOpen());
  EXPECT_EQ(d.kind(), FileDialog::Kind::Save);
  EXPECT_EQ(d.name().rfind("sept-villes-deployed-", 0), 0u) << d.name();
  d.setFolder(folder);
  w.frame();
  expectFits(w, "1000x700");
  w.shot("file-dialog-save-1000x700.png");
  w.key(sf::Keyboard::Enter);
  EXPECT_FALSE(d.isOpen());
  const std::vector<fs::path> saved = filesIn(folder);
  ASSERT_EQ(saved.size(), 2u); // the folder, and the record
  const fs::path record = saved[0].extension() == ".yaml" ? saved[0] : saved[1];
  EXPECT_TRUE(core::isGameRecord(record.string())) << record;
  EXPECT_EQ(w.view_->lastNotice().find("saved"), 0u) << w.view_->lastNotice();

  // Again: the same name is now asked about, and Escape leaves it untouched.
  w.key(sf::Keyboard::S, true);
  ASSERT_TRUE(d.isOpen());
  d.setFolder(folder);
  w.key(sf::Keyboard::Enter);
  if (d.name() == record.filename().string()) { // the same minute: the question comes
    EXPECT_EQ(d.question(), "Replace " + record.filename().string() + "?");
    w.frame();
    expectFits(w, "the question");
    w.shot("file-dialog-replace-1000x700.png");
  }
  w.key(sf::Keyboard::Escape);
  w.key(sf::Keyboard::Escape);
  EXPECT_FALSE(d.isOpen());
}

TEST_F(FileDialogScreen, FitsInFrenchAndInABigWindow) {
  for (const char *lang : {"en", "fr"})
    for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
      core::setLanguage(lang);
      Window w(size);
      w.key(sf::Keyboard::O, true);
      w.view_->fileDialog().setFolder(
          fs::path(core::findDataFile("scenarios/objectif-villes/sept-villes.yaml"))
              .parent_path()
              .parent_path());
      w.frame();
      const std::string name = std::string("file-dialog-load-") + lang + "-" + std::to_string(size.x) + "x" +
                               std::to_string(size.y);
      expectFits(w, name);
      w.shot(name + ".png");
      w.key(sf::Keyboard::S, true);
    }
}

TEST_F(FileDialogScreen, TheScreenshotShowsNeitherTheDialogNorATooltip) {
  Window w({1000, 700});
  const fs::path folder = freshFolder("file-dialog-shot");
  const auto button = w.view_->barButton("Screenshot");
  ASSERT_TRUE(button);
  const sf::Vector2f middle(button->left + button->width / 2, button->top + button->height / 2);
  w.moveTo(middle);
  w.frame();
  w.frame(); // the tooltip shows after a moment
  w.click(middle);
  FileDialog &d = w.view_->fileDialog();
  ASSERT_TRUE(d.isOpen());
  EXPECT_EQ(d.kind(), FileDialog::Kind::Screenshot);
  d.setFolder(folder);
  w.frame();
  expectFits(w, "screenshot");
  w.key(sf::Keyboard::Enter);
  const std::vector<fs::path> saved = filesIn(folder);
  ASSERT_EQ(saved.size(), 1u);
  // Under the dialog's place and under the button's tooltip the picture shows the table, as a
  // picture taken with the pointer away does.
  sf::Image picture;
  ASSERT_TRUE(picture.loadFromFile(saved[0].string()));
  w.moveTo(sf::Vector2f(-100, -100));
  w.frame();
  w.frame();
  const std::string away = w.shot("file-dialog-shot-reference.png");
  sf::Image reference;
  ASSERT_TRUE(reference.loadFromFile(away));
  int differ = 0;
  // The map and the bar, not the panel (its notice says the picture was saved).
  const auto map_right = static_cast<unsigned>(static_cast<float>(w.size().x) - w.view_->panelWidth());
  for (unsigned y = 0; y < reference.getSize().y; y += 2)
    for (unsigned x = 0; x < map_right; x += 2)
      differ += picture.getPixel(x, y) != reference.getPixel(x, y);
  EXPECT_LT(differ, 400) << saved[0] << " differs from " << away;
}

} // namespace
} // namespace amiraute::ui
