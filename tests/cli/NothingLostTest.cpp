// Nothing lost, nothing crashes: the journal survives kill -9, saves never destroy what is not a
// record, loading over unsaved work needs force, every input line gets one answer, any byte is safe.
#include "AmirauteBinary.h"
#include "RunBinary.h"

#include "core/Files.h"
#include "core/Journal.h"

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace amiraute::testing {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

const std::string kSmall = "scenarios/objectif-villes/small.yaml";
const std::vector<std::string> kPlacement = {"place Pile 0202", "place Face 0602", "place Pile 0203",
                                             "place Face 0603", "place Pile 0204", "place Face 0604"};

/// A referee process talking through pipes, one command at a time, as a script beside the table.
class LiveReferee {
public:
  LiveReferee(const std::string &scenario, const std::string &journal_dir) {
    int in[2], out[2];
    EXPECT_EQ(::pipe(in), 0);
    EXPECT_EQ(::pipe(out), 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addclose(&actions, in[1]);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    const std::string env_dir = "AMIRAUTE_JOURNAL_DIR=" + journal_dir;
    std::vector<char *> env;
    for (char **e = environ; *e; ++e)
      if (std::string(*e).rfind("AMIRAUTE_JOURNAL_DIR=", 0) != 0) env.push_back(*e);
    env.push_back(const_cast<char *>(env_dir.c_str()));
    env.push_back(nullptr);
    const std::string file = core::findDataFile(scenario);
    std::vector<std::string> args = {AMIRAUTE_BINARY, "referee", file, "--json"};
    std::vector<char *> argv;
    for (auto &a : args)
      argv.push_back(a.data());
    argv.push_back(nullptr);
    EXPECT_EQ(posix_spawn(&pid_, AMIRAUTE_BINARY, &actions, nullptr, argv.data(), env.data()), 0);
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(out[1]);
    to_ = in[1];
    from_ = ::fdopen(out[0], "r");
  }
  ~LiveReferee() {
    if (pid_ > 0) kill9();
    if (from_) std::fclose(from_);
    if (to_ >= 0) ::close(to_);
  }
  /// Send one line, read its one answer.
  json ask(const std::string &line) {
    const std::string l = line + "\n";
    EXPECT_EQ(::write(to_, l.data(), l.size()), static_cast<ssize_t>(l.size()));
    char buffer[65536];
    if (!std::fgets(buffer, sizeof buffer, from_)) return json{{"ok", false}, {"error", "no answer"}};
    return json::parse(buffer);
  }
  void kill9() {
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
  }

private:
  pid_t pid_ = -1;
  int to_ = -1;
  FILE *from_ = nullptr;
};

std::vector<std::string> plus(std::vector<std::string> a, const std::vector<std::string> &b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::string freshDir(const std::string &name) {
  const std::string dir = ::testing::TempDir() + "nothing_lost_" + std::to_string(::getpid()) + "_" + name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

TEST(NothingLost, a_referee_killed_with_sigkill_resumes_every_answered_action) {
  const std::string journal = freshDir("kill");
  std::string hash;
  {
    LiveReferee ref(kSmall, journal);
    for (const auto &c : kPlacement)
      ASSERT_TRUE(ref.ask(c)["ok"]) << c;
    ASSERT_TRUE(ref.ask("move 0202 0302")["ok"]);
    const json status = ref.ask("status");
    hash = status["hash"];
    EXPECT_EQ(status["actions"], 7);
    ref.kill9(); // no quit, no save, no flush: the power goes
  }
  LiveReferee again(kSmall, journal);
  const json resumed = again.ask("resume");
  ASSERT_TRUE(resumed["ok"]) << resumed.dump();
  EXPECT_EQ(resumed["actions"], 7);
  EXPECT_EQ(resumed["hash"], hash);
  EXPECT_EQ(again.ask("status")["hash"], hash);
  // The next action goes on from there, journaled again.
  EXPECT_TRUE(again.ask("end")["ok"]);
}

TEST(NothingLost, quitting_with_unsaved_actions_says_where_the_journal_keeps_them) {
  const std::string journal = freshDir("quit");
  LiveReferee ref(kSmall, journal);
  ASSERT_TRUE(ref.ask("place Pile 0202")["ok"]);
  const json bye = ref.ask("quit");
  EXPECT_TRUE(bye["ok"]);
  EXPECT_EQ(bye["unsaved"], 1);
  ASSERT_TRUE(bye.contains("journal"));
  EXPECT_TRUE(fs::exists(bye["journal"].get<std::string>()));
  EXPECT_EQ(core::loadJournal(bye["journal"]).actions, std::vector<std::string>{"place Pile 0202"});
}

TEST(NothingLost, loading_over_unsaved_work_or_another_scenario_needs_force) {
  const std::string dir = freshDir("load");
  const std::string save = dir + "/game.yaml";
  const auto a = referee(core::findDataFile(kSmall), {"place Pile 0202", "save " + save, "place Face 0602", "load " + save,
                                  "status", "load " + save + " force", "status"});
  ASSERT_EQ(a.size(), 7u);
  EXPECT_TRUE(a[1]["ok"]);
  EXPECT_FALSE(a[3]["ok"]);
  EXPECT_NE(a[3]["error"].get<std::string>().find("1 unsaved action"), std::string::npos) << a[3].dump();
  EXPECT_EQ(a[4]["actions"], 2); // refused: nothing changed
  EXPECT_TRUE(a[5]["ok"]);
  EXPECT_EQ(a[6]["actions"], 1);
  // A game of another scenario: said, and switched only with force.
  const auto b = referee(core::findDataFile("scenarios/objectif-villes/sept-villes.yaml"), {"load " + save, "load " + save + " force", "status"});
  EXPECT_FALSE(b[0]["ok"]);
  EXPECT_NE(b[0]["error"].get<std::string>().find("not of the scenario in progress"), std::string::npos) << b[0].dump();
  EXPECT_TRUE(b[1]["ok"]);
  EXPECT_EQ(b[2]["actions"], 1);
}

TEST(NothingLost, save_never_replaces_the_scenario_or_another_file_without_force) {
  const std::string dir = freshDir("save");
  const std::string scenario = dir + "/small.yaml";
  fs::copy_file(core::findDataFile(kSmall), scenario);
  const std::string before = core::readFile(scenario);
  const auto a = referee(scenario, {"place Pile 0202", "save " + scenario, "save " + dir + "/notes.txt"});
  EXPECT_FALSE(a[1]["ok"]);
  EXPECT_NE(a[1]["error"].get<std::string>().find("is the scenario itself"), std::string::npos) << a[1].dump();
  EXPECT_EQ(core::readFile(scenario), before);
  EXPECT_TRUE(a[2]["ok"]); // a new file is fine
  std::ofstream(dir + "/letter.txt") << "Dear admiral";
  const auto b = referee(scenario, {"place Pile 0202", "save " + dir + "/letter.txt", "save " + dir + "/letter.txt force"});
  EXPECT_FALSE(b[1]["ok"]);
  EXPECT_TRUE(b[2]["ok"]);
}

TEST(NothingLost, a_save_stores_the_scenario_relative_and_loads_after_the_folder_moves) {
  const std::string dir = freshDir("move");
  fs::create_directories(dir + "/table/saves");
  fs::copy_file(core::findDataFile(kSmall), dir + "/table/small.yaml");
  const auto a = referee(dir + "/table/small.yaml", {"place Pile 0202", "save " + dir + "/table/saves/g.yaml"});
  ASSERT_TRUE(a[1]["ok"]);
  EXPECT_NE(core::readFile(dir + "/table/saves/g.yaml").find("scenario: ../small.yaml"), std::string::npos);
  fs::rename(dir + "/table", dir + "/moved");
  const auto b = referee(dir + "/moved/small.yaml", {"load " + dir + "/moved/saves/g.yaml", "status"});
  EXPECT_TRUE(b[0]["ok"]) << b[0].dump();
  EXPECT_EQ(b[1]["actions"], 1);
}

TEST(NothingLost, records_cut_short_without_hash_too_large_or_not_files_are_refused_by_name) {
  const std::string dir = freshDir("bad");
  const std::string good = dir + "/good.yaml";
  ASSERT_TRUE(referee(core::findDataFile(kSmall), plus(kPlacement, {"save " + good}))[6]["ok"]);
  const std::string text = core::readFile(good);
  // Cut after the scenario line: the old loader took it for a new, empty game.
  const std::string cut = dir + "/cut.yaml";
  std::ofstream(cut) << text.substr(0, text.find('\n', text.find("scenario:")) + 1);
  const std::string nohash = dir + "/nohash.yaml";
  std::ofstream(nohash) << text.substr(0, text.find("state_hash"));
  const std::string fifo = dir + "/fifo.yaml";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const auto a = referee(core::findDataFile(kSmall), {"load " + cut, "load " + nohash, "load /dev/zero", "load " + fifo, "load " + dir, "status"});
  ASSERT_EQ(a.size(), 6u);
  for (int i = 0; i < 5; ++i) EXPECT_FALSE(a[i]["ok"]) << a[i].dump();
  EXPECT_NE(a[0]["error"].get<std::string>().find(cut), std::string::npos);
  EXPECT_NE(a[1]["error"].get<std::string>().find("no state_hash"), std::string::npos) << a[1].dump();
  EXPECT_NE(a[3]["error"].get<std::string>().find("not a regular file"), std::string::npos) << a[3].dump();
  EXPECT_EQ(a[5]["actions"], 0);
}

TEST(NothingLost, every_input_line_gets_one_json_answer_and_no_byte_aborts) {
  const RunResult r = runAmiraute("referee " + core::findDataFile("scenarios/haute-mer/duel.yaml") + " --json",
                                  "move Gl\xf6ire forward 1\n\n# a comment\nstatus\n\x1b[A\nquit\n");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  ASSERT_EQ(r.lines.size(), 6u) << r.out;
  std::vector<json> a;
  for (const auto &l : r.lines)
    a.push_back(json::parse(l));
  EXPECT_FALSE(a[0]["ok"]);
  EXPECT_NE(a[0]["error"].get<std::string>().find("Gl\\xF6ire"), std::string::npos) << a[0].dump();
  EXPECT_EQ(a[1]["skipped"], "blank");
  EXPECT_EQ(a[2]["skipped"], "comment");
  EXPECT_TRUE(a[3]["ok"]);
  EXPECT_FALSE(a[4]["ok"]);
  EXPECT_NE(a[4]["error"].get<std::string>().find("\\x1B[A"), std::string::npos);
  EXPECT_TRUE(a[5]["quit"]);
}

TEST(NothingLost, a_scenario_with_a_latin1_name_is_a_clear_error) {
  const std::string dir = freshDir("latin1");
  std::string text = core::readFile(core::findDataFile("scenarios/haute-mer/duel.yaml"));
  text.replace(text.find("Gloire"), 6, "Gl\xf6ire");
  text.replace(text.find("../../fleets"), 12, core::findDataFile("fleets"));
  std::ofstream(dir + "/duel.yaml") << text;
  const RunResult r = runAmiraute("validate " + dir + "/duel.yaml", "");
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.out.find("is not UTF-8"), std::string::npos) << r.out;
}

} // namespace
} // namespace amiraute::testing
