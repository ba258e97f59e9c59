// Every byte from outside is safe: files that are not files, text that is not UTF-8, YAML that
// repeats a key or nests without end, a misspelt required key — each gets an error that says what
// and where, and nothing hangs or reads without end.
#include "core/Files.h"
#include "core/Utf8.h"
#include "core/Yaml.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

namespace amiraute::core {
namespace {

std::string temp(const std::string &name) {
  return ::testing::TempDir() + "safety_" + std::to_string(::getpid()) + "_" + name;
}

std::string yamlError(const std::string &text) {
  try {
    loadYamlString(text, "test.yaml");
  } catch (const YamlError &e) {
    return e.what();
  }
  return "";
}

TEST(Utf8, well_formed_text_passes_and_the_first_bad_byte_is_found) {
  EXPECT_TRUE(isUtf8("Gloire, Cuirassé, Ж, 𝄞"));
  EXPECT_EQ(firstInvalidUtf8("Gl\xf6ire"), 2u);          // Latin-1 ö
  EXPECT_EQ(firstInvalidUtf8("ab\xc3"), 2u);             // cut in the middle of a character
  EXPECT_EQ(firstInvalidUtf8("\xc0\xaf"), 0u);           // overlong '/'
  EXPECT_EQ(firstInvalidUtf8("x\xed\xa0\x80"), 1u);      // a UTF-16 surrogate
  EXPECT_EQ(firstInvalidUtf8("\xf4\x90\x80\x80"), 0u);   // past U+10FFFF
}

TEST(Utf8, display_escapes_bad_bytes_and_control_characters) {
  EXPECT_EQ(escapeForDisplay("Gl\xf6ire"), "Gl\\xF6ire");
  EXPECT_EQ(escapeForDisplay("a\x1b[Ab\tc\n"), "a\\x1B[Ab\\tc\\n");
  EXPECT_EQ(escapeForDisplay("Cuirassé"), "Cuirassé");
  EXPECT_TRUE(isUtf8(escapeForDisplay("\xff\xfe\x01")));
}

TEST(Files, what_is_not_a_regular_file_is_refused_by_name_without_hanging) {
  const std::string fifo = temp("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  try {
    readFile(fifo);
    FAIL() << "a FIFO was read";
  } catch (const FileError &e) {
    EXPECT_NE(std::string(e.what()).find(fifo), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("not a regular file"), std::string::npos);
  }
  ::unlink(fifo.c_str());
  EXPECT_THROW(readFile("/dev/zero"), FileError);
  EXPECT_THROW(readFile(::testing::TempDir()), FileError);
  EXPECT_THROW(readFile(temp("missing")), FileError);
}

TEST(Files, a_file_above_the_cap_is_refused) {
  const std::string big = temp("big");
  std::ofstream(big) << std::string(2000, 'x');
  EXPECT_EQ(readFile(big, 2000).size(), 2000u);
  try {
    readFile(big, 1000);
    FAIL() << "a file above the cap was read";
  } catch (const FileError &e) {
    EXPECT_NE(std::string(e.what()).find("2000 bytes"), std::string::npos) << e.what();
  }
  std::filesystem::remove(big);
}

TEST(Yaml, a_byte_that_is_not_utf8_is_named_at_its_line_and_column) {
  EXPECT_EQ(yamlError("game: haute-mer\nname: Gl\xf6ire\n"),
            "test.yaml:2:9: the byte \\xF6 is not UTF-8; save the file as UTF-8 (a Latin-1 'ö' is one such byte)");
}

TEST(Yaml, a_key_given_twice_is_an_error_at_the_second_one) {
  EXPECT_EQ(yamlError("game: haute-mer\ntitle: a\ntitle: b\n"),
            "test.yaml:3:1: the key 'title' is given twice in this mapping");
  EXPECT_NE(yamlError("sides:\n  - {name: Bleu, name: Rouge}\n").find("'name' is given twice"), std::string::npos);
}

TEST(Yaml, nesting_past_the_limit_names_the_limit) {
  EXPECT_NE(yamlError(std::string(5000, '[')).find("nested more than 64 levels deep"), std::string::npos);
  std::string deep = "a: ";
  for (int i = 0; i < 80; ++i)
    deep += "[";
  for (int i = 0; i < 80; ++i)
    deep += "]";
  const std::string e = yamlError(deep);
  EXPECT_NE(e.find("nested more than 64 levels deep"), std::string::npos) << e;
  EXPECT_EQ(e.rfind("test.yaml:1:", 0), 0u) << e;
}

TEST(Yaml, a_misspelt_required_key_is_named_before_the_missing_one) {
  const YAML::Node ship = loadYamlString("name: Gloire\nx: 3\nheding: 90\n", "test.yaml");
  MapReader r("test.yaml", ship, "ship");
  try {
    r.number("heading", 0, 360);
    FAIL() << "a missing key was accepted";
  } catch (const YamlError &e) {
    EXPECT_EQ(std::string(e.what()), "test.yaml:3:1: unknown key 'heding' in ship (did you mean 'heading'?)");
  }
  ASSERT_TRUE(r.misspelt("heading").has_value());
  EXPECT_FALSE(r.misspelt("name").has_value());
}

TEST(Yaml, a_folder_or_a_pipe_given_as_a_scenario_is_a_yaml_error_naming_it) {
  try {
    loadYamlFile("/dev/zero");
    FAIL();
  } catch (const YamlError &e) {
    EXPECT_NE(std::string(e.what()).find("/dev/zero"), std::string::npos);
  }
}

} // namespace
} // namespace amiraute::core
