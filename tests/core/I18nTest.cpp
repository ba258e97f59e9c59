// The translations through gettext: the French catalogue built from po/fr.po is found beside the
// build, the language follows the locale unless told, and switching is immediate.
#include "core/I18n.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace amiraute::core {
namespace {

/// Restores English and the environment after each test.
class I18nTest : public ::testing::Test {
protected:
  void TearDown() override {
    ::unsetenv("LANGUAGE");
    ::unsetenv("LC_ALL");
    ::unsetenv("LC_MESSAGES");
    ::unsetenv("LANG");
    setLanguage("en");
  }
};

TEST_F(I18nTest, FrenchComesFromTheCompiledCatalogue) {
  ASSERT_TRUE(setLanguage("fr")) << "catalogue folder: " << catalogueFolder();
  EXPECT_EQ(language(), "fr");
  EXPECT_STREQ(tr("Undo"), "Annuler");
  EXPECT_STREQ(tr("Spread the damage"), "Répartir les dégâts");
  // A sentence with placeholders keeps them, and fill puts the values in.
  EXPECT_EQ(fill(tr("unknown command '{verb}'; type help for the list"), {{"verb", "xyz"}}),
            "commande inconnue « xyz » ; tapez help pour la liste");
  // French plural: 0 and 1 are singular.
  EXPECT_STREQ(trn("{n} hit, {damage} damage", "{n} hits, {damage} damage", 0),
               "{n} touche, {damage} dégâts");
  EXPECT_STREQ(trn("{n} hit, {damage} damage", "{n} hits, {damage} damage", 1),
               "{n} touche, {damage} dégâts");
  EXPECT_STREQ(trn("{n} hit, {damage} damage", "{n} hits, {damage} damage", 2),
               "{n} touches, {damage} dégâts");
  // Something that is not a sentence of the catalogue comes back as it is.
  EXPECT_STREQ(tr("Dunkerque"), "Dunkerque");
}

TEST_F(I18nTest, EnglishIsTheKeyAndSwitchingBackIsImmediate) {
  ASSERT_TRUE(setLanguage("fr"));
  EXPECT_STREQ(tr("Confirm"), "Confirmer");
  ASSERT_TRUE(setLanguage("en"));
  EXPECT_STREQ(tr("Confirm"), "Confirm");
  EXPECT_STREQ(trn("{n} hit, {damage} damage", "{n} hits, {damage} damage", 0), "{n} hits, {damage} damage");
  ASSERT_TRUE(setLanguage("fr"));
  EXPECT_STREQ(tr("Confirm"), "Confirmer");
}

TEST_F(I18nTest, UnknownLanguagesAreRefusedAndChangeNothing) {
  ASSERT_TRUE(setLanguage("fr"));
  EXPECT_FALSE(setLanguage("de"));
  EXPECT_FALSE(setLanguage("french"));
  EXPECT_EQ(language(), "fr");
}

TEST_F(I18nTest, TheLanguageFollowsTheLocale) {
  ::setenv("LANG", "fr_FR.UTF-8", 1);
  ASSERT_TRUE(setLanguage(""));
  EXPECT_EQ(language(), "fr");
  EXPECT_STREQ(tr("Save"), "Enregistrer");
  ::setenv("LANG", "en_GB.UTF-8", 1);
  setLanguage("");
  EXPECT_EQ(language(), "en");
  // LC_ALL wins over LANG, and LANGUAGE's list over both.
  ::setenv("LC_ALL", "fr_CA.UTF-8", 1);
  setLanguage("");
  EXPECT_EQ(language(), "fr");
  ::setenv("LANGUAGE", "de:en", 1);
  setLanguage("");
  EXPECT_EQ(language(), "en");
  ::setenv("LANGUAGE", "fr", 1);
  ::setenv("LC_ALL", "C", 1);
  setLanguage("");
  EXPECT_EQ(language(), "fr");
}

TEST_F(I18nTest, NumbersAreGroupedAsEachLanguageWritesThem) {
  ASSERT_TRUE(setLanguage("en"));
  EXPECT_EQ(grouped(0), "0");
  EXPECT_EQ(grouped(999), "999");
  EXPECT_EQ(grouped(1500), "1,500");
  EXPECT_EQ(grouped(1234567), "1,234,567");
  EXPECT_EQ(grouped(-1500), "-1,500");
  EXPECT_EQ(grouped(-999), "-999");
  EXPECT_EQ(grouped(-9223372036854775807LL - 1), "-9,223,372,036,854,775,808");
  EXPECT_EQ(decimal(12.5, 1), "12.5");
  EXPECT_EQ(decimal(1234.5, 1), "1,234.5");
  EXPECT_EQ(decimal(-0.5, 1), "-0.5");
  EXPECT_EQ(decimal(7, 0), "7");
  // French: a narrow no-break space between the thousands, a comma before the decimals.
  ASSERT_TRUE(setLanguage("fr"));
  EXPECT_EQ(grouped(1500), "1\u202f500");
  EXPECT_EQ(grouped(1234567), "1\u202f234\u202f567");
  EXPECT_EQ(grouped(-1500), "-1\u202f500");
  EXPECT_EQ(grouped(500), "500");
  EXPECT_EQ(decimal(12.5, 1), "12,5");
  EXPECT_EQ(decimal(1234.5, 1), "1\u202f234,5");
  // Switching back is immediate.
  ASSERT_TRUE(setLanguage("en"));
  EXPECT_EQ(grouped(1000), "1,000");
}

} // namespace
} // namespace amiraute::core
