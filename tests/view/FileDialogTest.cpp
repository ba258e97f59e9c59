// The file dialog of Save, Load and Screenshot, without a window: what it lists, the name it
// proposes, and that it never replaces a file silently nor replaces the scenario at all.
#include "ui/FileDialog.h"

#include <gtest/gtest.h>

#include <ctime>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace amiraute::ui {
namespace {

namespace fs = std::filesystem;

class FileDialogTest : public ::testing::Test {
protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("amiraute-filedialog-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  void write(const std::string &name, const std::string &text) { std::ofstream(dir_ / name) << text; }
  /// A dialog open on `kind` in the test's folder, for the scenario `scenario` in it.
  FileDialog open(FileDialog::Kind kind, const std::string &scenario = "battle.yaml") {
    FileDialog d;
    d.open(kind, (dir_ / scenario).string());
    d.setFolder(dir_);
    return d;
  }
  fs::path dir_;
};

std::time_t at(int year, int month, int day, int hour, int minute, int second) {
  std::tm t{};
  t.tm_year = year - 1900, t.tm_mon = month - 1, t.tm_mday = day;
  t.tm_hour = hour, t.tm_min = minute, t.tm_sec = second;
  t.tm_isdst = -1;
  return std::mktime(&t);
}

TEST_F(FileDialogTest, ListsFoldersFirstThenOnlyTheFilesOfItsKind) {
  fs::create_directories(dir_ / "zeta");
  fs::create_directories(dir_ / "alpha");
  fs::create_directories(dir_ / ".hidden");
  write("b.yaml", "record: 1\n");
  write("a.yaml", "record: 1\n");
  write("notes.txt", "x");
  write("shot.png", "x");
  const auto entries = files::list(dir_, ".yaml");
  ASSERT_EQ(entries.size(), 4u);
  EXPECT_EQ(entries[0].name, "alpha");
  EXPECT_TRUE(entries[0].folder);
  EXPECT_EQ(entries[1].name, "zeta");
  EXPECT_EQ(entries[2].name, "a.yaml");
  EXPECT_FALSE(entries[2].folder);
  EXPECT_EQ(entries[3].name, "b.yaml");
  const auto pictures = files::list(dir_, ".png");
  ASSERT_EQ(pictures.size(), 3u);
  EXPECT_EQ(pictures[2].name, "shot.png");
  EXPECT_TRUE(files::list(dir_ / "missing", ".yaml").empty());
}

TEST_F(FileDialogTest, GoesIntoAFolderAndBackUp) {
  fs::create_directories(dir_ / "saves");
  write("saves/old.yaml", "record: 1\n");
  FileDialog d = open(FileDialog::Kind::Load);
  d.enter("saves");
  EXPECT_EQ(d.folder(), dir_ / "saves");
  ASSERT_EQ(d.entries().size(), 1u);
  EXPECT_EQ(d.entries()[0].name, "old.yaml");
  d.enter("..");
  EXPECT_EQ(d.folder(), dir_);
}

TEST_F(FileDialogTest, ProposesTheScenarioAndTheDate) {
  const std::time_t when = at(2026, 3, 4, 5, 6, 7);
  EXPECT_EQ(files::defaultName("scenarios/haute-mer/duel.yaml", ".yaml", when, false),
            "duel-2026-03-04-0506.yaml");
  EXPECT_EQ(files::defaultName("scenarios/haute-mer/duel.yaml", ".png", when, true),
            "duel-2026-03-04-050607.png");
  EXPECT_EQ(files::defaultName("", ".yaml", when, false), "amiraute-2026-03-04-0506.yaml");
  FileDialog d;
  d.open(FileDialog::Kind::Save, "scenarios/x/battle.yaml", when);
  EXPECT_EQ(d.name(), "battle-2026-03-04-0506.yaml");
  d.open(FileDialog::Kind::Load, "scenarios/x/battle.yaml", when);
  EXPECT_EQ(d.name(), "");
}

TEST_F(FileDialogTest, AScreenshotNeverTakesAnExistingName) {
  write("p.png", "x");
  write("p-2.png", "x");
  EXPECT_EQ(files::freeName((dir_ / "p.png").string()), (dir_ / "p-3.png").string());
  EXPECT_EQ(files::freeName((dir_ / "q.png").string()), (dir_ / "q.png").string());
}

TEST_F(FileDialogTest, SavesAFreeNameAtOnceAddingTheExtension) {
  FileDialog d = open(FileDialog::Kind::Save);
  d.name() = "evening";
  const auto chosen = d.confirm();
  ASSERT_TRUE(chosen);
  EXPECT_EQ(chosen->kind, FileDialog::Kind::Save);
  EXPECT_EQ(chosen->path, (dir_ / "evening.yaml").string());
  EXPECT_FALSE(d.isOpen());
}

TEST_F(FileDialogTest, AsksBeforeReplacingAGameRecord) {
  write("evening.yaml", "record: 1\ngame: haute-mer\n");
  FileDialog d = open(FileDialog::Kind::Save);
  d.name() = "evening.yaml";
  EXPECT_FALSE(d.confirm());
  EXPECT_EQ(d.question(), "Replace evening.yaml?");
  EXPECT_TRUE(d.isOpen());
  EXPECT_FALSE(d.replace(false)); // kept: nothing chosen, the dialog stays for another name
  EXPECT_TRUE(d.question().empty());
  EXPECT_TRUE(d.isOpen());
  EXPECT_FALSE(d.confirm());
  const auto chosen = d.replace(true);
  ASSERT_TRUE(chosen);
  EXPECT_EQ(chosen->path, (dir_ / "evening.yaml").string());
}

TEST_F(FileDialogTest, RefusesToReplaceTheScenarioOrAnotherFile) {
  write("battle.yaml", "title: The battle\nships: []\n");
  write("notes.yaml", "todo: [a, b]\n");
  FileDialog d = open(FileDialog::Kind::Save, "battle.yaml");
  d.name() = "battle.yaml";
  EXPECT_FALSE(d.confirm());
  EXPECT_TRUE(d.question().empty());
  EXPECT_EQ(d.error(), "battle.yaml is the scenario itself: choose another name.");
  EXPECT_FALSE(d.replace(true));
  d.name() = "notes";
  EXPECT_FALSE(d.confirm());
  EXPECT_EQ(d.error(), "notes.yaml is not a game record and would be lost: choose another name.");
  EXPECT_TRUE(d.isOpen());
}

TEST_F(FileDialogTest, AsksBeforeReplacingAPicture) {
  write("shot.png", "x");
  FileDialog d = open(FileDialog::Kind::Screenshot);
  d.name() = "shot";
  EXPECT_FALSE(d.confirm());
  EXPECT_EQ(d.question(), "Replace shot.png?");
  ASSERT_TRUE(d.replace(true));
}

TEST_F(FileDialogTest, LoadsOnlyAFileThatIsThere) {
  write("old.yaml", "record: 1\n");
  FileDialog d = open(FileDialog::Kind::Load);
  d.name() = "missing.yaml";
  EXPECT_FALSE(d.confirm());
  EXPECT_EQ(d.error(), "There is no missing.yaml here.");
  d.name() = "";
  EXPECT_FALSE(d.confirm());
  EXPECT_FALSE(d.error().empty());
  d.name() = "old.yaml";
  const auto chosen = d.confirm();
  ASSERT_TRUE(chosen);
  EXPECT_EQ(chosen->kind, FileDialog::Kind::Load);
  EXPECT_EQ(chosen->path, (dir_ / "old.yaml").string());
}

} // namespace
} // namespace amiraute::ui
