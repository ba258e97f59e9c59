#pragma once
/// The journal: every accepted action is written down (and flushed to the disk) before the reply
/// is printed, in the user's data folder, so that a kill -9, a power cut or a closed terminal loses
/// nothing that was answered. One file per session; the next start of the same scenario offers to
/// resume the latest unfinished one.
///
/// A journal is a game record without its final hash, written one action a line, so that it is
/// valid YAML after every line and a line cut by a crash is simply dropped.
#include "core/Record.h"

#include <cstddef>
#include <optional>
#include <string>

namespace amiraute::core {

/// Where journals live: $AMIRAUTE_JOURNAL_DIR, else $XDG_DATA_HOME/amiraute/journal, else
/// ~/.local/share/amiraute/journal.
std::string journalFolder();

class Journal {
public:
  /// A new journal file for a session of `header.game` on `header.scenario` (its actions are
  /// written at once) in `folder`. FileError when the folder cannot be made or written.
  Journal(const std::string &folder, const GameRecord &header);
  Journal(const Journal &) = delete;
  Journal &operator=(const Journal &) = delete;
  ~Journal();

  /// Make the file hold exactly `record`'s actions: append what is new (the common case), rewrite
  /// it atomically when earlier actions changed (undo, load). Flushed to the disk on return.
  void sync(const GameRecord &record);
  /// The session closed with everything saved: the file is removed.
  void finish();
  /// The game is over (or, after an undo, no longer): a finished game's journal is kept under a
  /// name `latestJournal` does not offer to resume (….finished.yaml).
  void markFinished(bool over);
  const std::string &path() const { return path_; }
  /// Actions in the file.
  std::size_t size() const { return written_.size(); }

private:
  void rewrite(const GameRecord &record);
  void append(const std::string &text);

  std::string path_;
  GameRecord header_;
  std::vector<std::string> written_;
  int fd_ = -1;
};

/// An unfinished game found in the journal folder.
struct JournalFound {
  std::string path;
  GameRecord record;    ///< its actions (no hash)
  std::string modified; ///< "2026-11-23 21:14", local time
};

/// Read a journal; a last line cut by a crash is dropped. YamlError when it is not a journal.
GameRecord loadJournal(const std::string &path);
/// The most recently written journal of `game` on `scenario` with at least one action, other
/// than `except` (the current session's); nothing if there is none.
std::optional<JournalFound> latestJournal(const std::string &folder, const std::string &game,
                                          const std::string &scenario, const std::string &except = "");

/// True when `path` holds a journal (not a saved record): the referee's and the screen's `load`.
bool isJournalFile(const std::string &path);
/// A saved record or a journal, whichever `path` holds (YamlError naming the file otherwise). A
/// journal's record has no state hash, so nothing of it counts as saved.
GameRecord loadRecordOrJournal(const std::string &path);
/// Where setJournalAside moves an unfinished journal: a name latestJournal does not offer.
std::string asideJournalPath(const std::string &path);
/// A new game was started instead of resuming this journal: keep it (never deleted silently)
/// under asideJournalPath, which is returned; `load` still opens it.
std::string setJournalAside(const std::string &path);

} // namespace amiraute::core
