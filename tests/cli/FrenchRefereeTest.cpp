// The referee in French: --lang fr on the command line, or a French locale, answers in French;
// the clause ids, the JSON keys and the command words stay the same in both languages.
#include "RunBinary.h"

#include "core/Files.h"

#include <cstdlib>
#include <optional>
#include <utility>
#include <vector>

namespace amiraute::testing {
namespace {

using nlohmann::json;

std::string scenario(const std::string &path) { return core::findDataFile("scenarios/" + path); }

std::string error(const json &j) { return j.value("error", std::string()); }

/// The locale variables of this process, restored on leaving (the binary inherits them).
class Locale {
public:
  explicit Locale(const char *lang) {
    for (const char *v : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
      const char *was = std::getenv(v);
      saved_.emplace_back(v, was ? std::optional<std::string>(was) : std::nullopt);
      ::unsetenv(v);
    }
    if (lang) ::setenv("LANG", lang, 1);
  }
  ~Locale() {
    for (const auto &[name, value] : saved_)
      value ? ::setenv(name.c_str(), value->c_str(), 1) : ::unsetenv(name.c_str());
  }

private:
  std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

} // namespace

TEST(FrenchReferee, LangFrAnswersInFrenchWithTheSameClausesAndKeys) {
  Locale english(nullptr);
  const auto fr = referee(scenario("escadrilles/standard.yaml"),
                          {"help", "stauts", "speeds Bleu 1:9", "undo", "quit"}, "--no-journal --lang fr");
  const auto en = referee(scenario("escadrilles/standard.yaml"),
                          {"help", "stauts", "speeds Bleu 1:9", "undo", "quit"}, "--no-journal");
  ASSERT_EQ(fr.size(), 5u);
  ASSERT_EQ(en.size(), 5u);
  // The commands' help in French, the command words as they are.
  const std::string help = fr[0]["help"];
  EXPECT_NE(help.find("toutes les décisions jusqu'ici"), std::string::npos) << help;
  EXPECT_NE(help.find("undo [force]"), std::string::npos) << help;
  EXPECT_EQ(fr[0]["commands"], en[0]["commands"]);
  EXPECT_EQ(error(fr[1]), "commande inconnue « stauts » (vouliez-vous dire « status » ?)");
  EXPECT_EQ(error(en[1]), "unknown command 'stauts' (did you mean 'status'?)");
  // A ruling: the same clause, said in French.
  EXPECT_EQ(fr[2]["clause"], en[2]["clause"]);
  EXPECT_EQ(error(fr[2]),
            "les vitesses se fixent avant tout mouvement ; c'est au mouvement de Bleu (ES-SPEED-2)");
  EXPECT_EQ(error(en[2]), "speeds are set before anyone moves; it is Bleu's movement now (ES-SPEED-2)");
  EXPECT_EQ(error(fr[3]), "rien à annuler");
  EXPECT_EQ(fr[4].value("quit", false), true);
}

TEST(FrenchReferee, TheLocaleChoosesAndLangOverridesIt) {
  const std::string hm = scenario("haute-mer/duel.yaml");
  {
    Locale french("fr_FR.UTF-8");
    const auto a = referee(hm, {"range Nobody Emden", "status"}, "--no-journal");
    ASSERT_EQ(a.size(), 2u);
    EXPECT_EQ(error(a[0]).rfind("aucun navire nommé « Nobody »", 0), 0u) << error(a[0]);
    EXPECT_EQ(a[1]["phase"], "movement"); // what scripts read is never translated
    const auto b = referee(hm, {"range Nobody Emden"}, "--no-journal --lang en");
    ASSERT_EQ(b.size(), 1u);
    EXPECT_EQ(error(b[0]).rfind("no ship named 'Nobody'", 0), 0u) << error(b[0]);
  }
  {
    Locale english("en_US.UTF-8");
    // Text mode, as a person at the table reads it.
    const RunResult r = runAmiraute("referee " + hm + " --no-journal --lang fr", "status\nfoo\n");
    EXPECT_NE(r.out.find("tour 1, "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("phase de mouvement"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("erreur : commande inconnue « foo »"), std::string::npos) << r.out;
  }
  // A language the program does not have is refused by the command line.
  const RunResult bad = runAmiraute("referee " + hm + " --lang de", "");
  EXPECT_NE(bad.exit_code, 0);
  EXPECT_NE(bad.out.find("--lang"), std::string::npos) << bad.out;
}

TEST(FrenchReferee, NumbersAndComputerLevelsAreWrittenForAPersonInEachLanguage) {
  Locale english(nullptr);
  const std::string mn = scenario("milles-nautiques/duel.yaml");
  const std::string moves = "draw\ndiscard 25\nquit\n"; // seed 1's deal gives Anne a 25
  const RunResult fr = runAmiraute("referee " + mn + " --no-journal --seed 1 --lang fr --ai Bruno:30", moves);
  EXPECT_NE(fr.out.find("(1\u202f500 milles)"), std::string::npos) << fr.out;
  EXPECT_EQ(fr.out.find("1500"), std::string::npos) << fr.out;
  EXPECT_NE(fr.out.find("Bruno (ordinateur, 30 itérations) joue"), std::string::npos) << fr.out;
  EXPECT_EQ(fr.out.find("30i"), std::string::npos) << fr.out;
  const RunResult en = runAmiraute("referee " + mn + " --no-journal --seed 1 --ai Bruno:40", moves);
  EXPECT_NE(en.out.find("(1,500 miles)"), std::string::npos) << en.out;
  EXPECT_NE(en.out.find("Bruno (computer, 40 iterations) plays"), std::string::npos) << en.out;
  const RunResult easy =
      runAmiraute("referee " + mn + " --no-journal --seed 1 --lang fr --ai Bruno:easy", moves);
  EXPECT_NE(easy.out.find("Bruno (ordinateur, facile) joue"), std::string::npos) << easy.out;
  // What scripts read keeps plain digits.
  const auto json = referee(mn, {"status"}, "--no-journal --lang fr");
  ASSERT_EQ(json.size(), 1u);
  EXPECT_EQ(json[0]["distance"], 1500);
}

} // namespace amiraute::testing
