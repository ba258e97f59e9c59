#pragma once
// Drive the real `amiraute` binary the way a script beside the table would: commands on stdin,
// one JSON answer per line on stdout.
#include "AmirauteBinary.h"
#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>
#include <unistd.h>
#include <vector>

namespace amiraute::testing {

struct RunResult {
  int exit_code = -1;
  std::string out;
  std::vector<std::string> lines;
};

inline std::string tempPath(const std::string &suffix) {
  static std::atomic<int> n{0};
  const std::string path = ::testing::TempDir() + "amiraute_cli_" + std::to_string(::getpid()) + "_" +
                           std::to_string(n++) + suffix;
  // A file left there by an earlier run whose process had the same id is not this test's: a save
  // to the path would rightly refuse to replace it.
  std::error_code ignored;
  std::filesystem::remove(path, ignored);
  return path;
}

/// The journal folder the binary writes to in these tests (never the user's own).
inline std::string testJournalDir() {
  static const std::string dir = ::testing::TempDir() + "amiraute_journal_" + std::to_string(::getpid());
  return dir;
}

/// Run `amiraute ARGS` with `input` on stdin; stderr is folded into the output. The journal goes
/// to `journal_dir` (testJournalDir() unless a test needs its own).
inline RunResult runAmiraute(const std::string &args, const std::string &input,
                             const std::string &journal_dir = testJournalDir()) {
  const std::string in = tempPath(".in");
  std::ofstream(in) << input;
  const std::string command = "AMIRAUTE_JOURNAL_DIR=" + journal_dir + " " + std::string(AMIRAUTE_BINARY) +
                              " " + args + " < " + in + " 2>&1";
  RunResult r;
  FILE *pipe = ::popen(command.c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buffer;
  std::size_t n;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
    r.out.append(buffer.data(), n);
  const int status = ::pclose(pipe);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::size_t start = 0;
  while (start < r.out.size()) {
    std::size_t end = r.out.find('\n', start);
    if (end == std::string::npos) end = r.out.size();
    r.lines.push_back(r.out.substr(start, end - start));
    start = end + 1;
  }
  std::remove(in.c_str());
  return r;
}

/// Run the referee in --json mode; every output line must be one JSON object.
inline std::vector<nlohmann::json> referee(const std::string &scenario,
                                           const std::vector<std::string> &commands,
                                           const std::string &extra = "",
                                           const std::string &journal_dir = testJournalDir()) {
  std::string input;
  for (const auto &c : commands)
    input += c + "\n";
  const RunResult r = runAmiraute("referee " + scenario + " --json " + extra, input, journal_dir);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  std::vector<nlohmann::json> answers;
  for (const auto &line : r.lines) {
    try {
      answers.push_back(nlohmann::json::parse(line));
    } catch (const std::exception &e) {
      ADD_FAILURE() << "not one JSON object: " << line;
    }
  }
  return answers;
}

} // namespace amiraute::testing
