// Tab completion's logic, apart from the terminal (the terminal itself was driven by hand in tmux).
#include "cli/LineEditor.h"
#include "game/Registry.h"
#include "referee/Registry.h"
#include "core/Files.h"

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
  auto ref = referee::openReferee(core::findDataFile("scenarios/objectif-villes/sept-villes-deployed.yaml"), 1);
  const auto words = ref->completions();
  for (const char *w : {"help", "undo", "resume", "move", "attack", "reach", "Pile", "Face"})
    EXPECT_NE(std::find(words.begin(), words.end(), w), words.end()) << w;
  EXPECT_FALSE(completeWord("0", words).empty()); // hexes where pieces stand
}

} // namespace
} // namespace amiraute::cli
