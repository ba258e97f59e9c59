#pragma once
/// The file dialog every view's Save, Load and Screenshot buttons open: one small ImGui window
/// over std::filesystem. No library: Debian (bookworm) packages no ImGui file dialog nor
/// portable-file-dialogs / tinyfiledialogs, and the desktop's own (GTK) chooser would stop the
/// SFML window from drawing while it is open and cannot be driven by the display tests.
#include <ctime>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

class View;

/// What the dialog decides, without a window (tested on its own).
namespace files {

struct Entry {
  std::string name;
  bool folder = false;
};

/// The folders of `folder` first, then its files ending in `ext` (".yaml"), each sorted by name;
/// hidden ones (".name") left out; empty when the folder cannot be read.
std::vector<Entry> list(const std::filesystem::path &folder, const std::string &ext);

/// "<scenario stem>-YYYY-MM-DD-HHMM<ext>" at local time `when`, with the seconds (HHMMSS) when
/// `seconds`; "amiraute-…" without a scenario.
std::string defaultName(const std::string &scenario, const std::string &ext, std::time_t when, bool seconds);

/// `path` when no file is there, else the first free of path-2, path-3… (before the extension).
std::string freeName(const std::string &path);

/// Whether a record may be saved to `path`: Free (nothing there), Replace (a game record or an
/// empty file: ask first), or Refuse (the scenario itself, a folder, or some other file; `why`).
struct SaveCheck {
  enum class Kind { Free, Replace, Refuse } kind = Kind::Free;
  std::string why;
};
SaveCheck checkSave(const std::filesystem::path &path, const std::string &scenario, bool record);

} // namespace files

/// Where F12 saves a picture at once: `chosen` (a test's or a caller's path) or the default name
/// (scenario, date and seconds) in the dialog's last folder, made free with -2, -3… if taken.
std::string quickShotPath(const View &view, const std::string &chosen = "");

class FileDialog {
public:
  enum class Kind { Save, Load, Screenshot };
  struct Chosen {
    Kind kind;
    std::string path;
  };

  /// Open for `kind` in the last folder (at first the current one), with the default name for
  /// `scenario` (the scenario file, "" if none).
  void open(Kind kind, const std::string &scenario, std::time_t now = std::time(nullptr));
  /// open, with the scenario of the game `view` shows.
  void open(Kind kind, const View &view);
  void close() { open_ = false; }
  bool isOpen() const { return open_; }
  Kind kind() const { return kind_; }

  /// Draw the dialog (ImGui, outside any other window) centred over `centre`, at most `max` big;
  /// the file chosen, once (the dialog then closes).
  std::optional<Chosen> draw(float centre_x, float centre_y, float max_width, float max_height);

  // ---- the same steps without a window (the tests; draw uses them) ----

  const std::filesystem::path &folder() const { return folder_; }
  void setFolder(const std::filesystem::path &folder);
  const std::vector<files::Entry> &entries() const { return entries_; }
  std::string &name() { return name_; }
  /// Go into the folder `name`, or up with "..".
  void enter(const std::string &name);
  /// The name confirmed (Enter, or the Save/Load button): the file chosen, or nothing when it
  /// asks first (question()) or refuses (error()).
  std::optional<Chosen> confirm();
  /// The answer to "Replace <name>?".
  std::optional<Chosen> replace(bool yes);
  const std::string &question() const { return question_; }
  const std::string &error() const { return error_; }

  /// Where the dialog was drawn in the last frame (window pixels), and the bottom of its lowest
  /// button: all zero when it was not drawn.
  struct Box {
    float x = 0, y = 0, width = 0, height = 0, buttons_bottom = 0;
  };
  const Box &drawn() const { return drawn_; }

private:
  std::string extension() const { return kind_ == Kind::Screenshot ? ".png" : ".yaml"; }
  std::filesystem::path target() const;
  void refresh();

  bool open_ = false;
  bool appearing_ = false;
  Kind kind_ = Kind::Save;
  std::string scenario_;
  std::filesystem::path folder_;
  std::vector<files::Entry> entries_;
  std::string name_, question_, error_;
  int selected_ = -1;
  Box drawn_;
};

} // namespace amiraute::ui
