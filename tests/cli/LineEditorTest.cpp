// Tab completion and the typed line, apart from the terminal (SharedKeyboardTest drives the terminal itself).
#include "cli/LineEditor.h"
#include "core/Files.h"
#include "game/Registry.h"
#include "referee/Registry.h"

#include <gtest/gtest.h>

namespace amiraute::cli {
namespace {

TEST(LineEditor, completes_commands_and_quotes_names_with_spaces) {
  const std::vector<std::string> words = {"place", "pieces", "status", "Jean Bart", "Jean Bart", "Emden"};
  EXPECT_EQ(completeWord("p", words), (std::vector<std::string>{"pieces", "place"}));
  EXPECT_EQ(completeWord("Jea", words), (std::vector<std::string>{"\"Jean Bart\""}));
  EXPECT_EQ(completeWord("\"Jea", words), (std::vector<std::string>{"\"Jean Bart\""}));
  EXPECT_TRUE(completeWord("x", words).empty());
}

TEST(LineEditor, a_referee_offers_its_commands_and_the_pieces_hexes) {
  auto ref =
      referee::openReferee(core::findDataFile("scenarios/objectif-villes/sept-villes-deployed.yaml"), 1);
  const auto words = ref->completions();
  for (const char *w : {"help", "undo", "resume", "move", "attack", "reach", "Pile", "Face"})
    EXPECT_NE(std::find(words.begin(), words.end(), w), words.end()) << w;
  EXPECT_FALSE(completeWord("0", words).empty()); // hexes where pieces stand
}

TEST(LineEditor, bytes_that_are_not_utf8_come_back_into_the_line_so_that_it_is_refused) {
  const std::string fffd = "\xEF\xBF\xBD"; // what the terminal showed for them
  EXPECT_EQ(restoreInvalidBytes("reach 05" + fffd + "02", {"\xFF"}), "reach 05\xFF"
                                                                     "02");
  EXPECT_EQ(restoreInvalidBytes("a" + fffd + "b" + fffd, {"\xC3", ""}), "a\xC3"
                                                                        "b" +
                                                                            fffd); // a real U+FFFD
  EXPECT_EQ(restoreInvalidBytes("plain", {}), "plain");
  EXPECT_EQ(restoreInvalidBytes("x" + fffd, {"\xFE", "\xFF"}), "x\xFE"); // one was deleted while editing
}

TEST(LineEditor, a_referee_says_which_typed_lines_hold_a_secret_and_how_many_words_may_show) {
  auto dt = referee::openReferee(core::findDataFile("scenarios/detroits/small.yaml"), 1);
  EXPECT_EQ(dt->typedSecret({"orders", "Foudroyant", "1", "R", "2"}), std::optional<std::size_t>(2));
  EXPECT_EQ(dt->typedSecret({"ordres", "Foudroyant", "1", "R", "2"}),
            std::optional<std::size_t>(2));                // misspelt
  EXPECT_FALSE(dt->typedSecret({"orders", "Foudroyant"})); // typed hidden next
  EXPECT_FALSE(dt->typedSecret({"ships", "Bleu"}));
  auto es = referee::openReferee(core::findDataFile("scenarios/escadrilles/small.yaml"), 1);
  EXPECT_EQ(es->typedSecret({"speeds", "Bleu", "3", "4", "5"}), std::optional<std::size_t>(2));
  EXPECT_FALSE(es->typedSecret({"move", "Bleu", "1", "3", "3"}));
}

} // namespace
} // namespace amiraute::cli
