// The card module: decks read from YAML with located errors, piles, hands, rows, the shuffle as
// chance, and dealing the unseen cards again.
#include "core/cards/Cards.h"
#include "core/Dice.h"
#include "core/Files.h"
#include "core/Yaml.h"

#include <gtest/gtest.h>

#include <map>

using namespace amiraute::core;
using namespace amiraute::core::cards;

namespace {

const char *kDeck = R"(deck: test
cards:
  - {id: "100", fr: 100 milles, en: 100 miles, count: 3, kind: miles, values: {miles: 100}}
  - {id: porte_avions, fr: Porte-avions, en: Aircraft carrier, count: 2, kind: warship, values: {strength: 5}, aliases: [pa, carrier]}
  - {id: convoy, fr: Convoi, en: Convoy, count: 4, kind: convoy, values: {points: [0, 0.5, 1]}}
)";

std::string errorOf(const std::string &text) {
  try {
    (void)parseDeck(text, "deck.yaml");
  } catch (const YamlError &e) {
    return e.what();
  }
  return "no error";
}

} // namespace

TEST(Cards, a_deck_lists_types_with_both_names_counts_kinds_and_values) {
  const Deck d = parseDeck(kDeck, "deck.yaml");
  EXPECT_EQ(d.game, "test");
  ASSERT_EQ(d.kinds(), 3);
  EXPECT_EQ(d.total(), 9);
  EXPECT_EQ(d.counts(), (std::vector<int>{3, 2, 4}));
  EXPECT_EQ(d.type(1).fr, "Porte-avions");
  EXPECT_EQ(d.type(1).en, "Aircraft carrier");
  EXPECT_EQ(d.type(1).value("strength"), 5);
  EXPECT_EQ(d.type(2).list("points"), (std::vector<double>{0, 0.5, 1}));
  EXPECT_EQ(d.type(2).value("missing", -1), -1);
  EXPECT_EQ(d.ofKind("warship"), (std::vector<CardId>{1}));
  EXPECT_EQ(d.id("convoy"), 2);
  EXPECT_THROW((void)d.id("nothing"), std::logic_error);
  EXPECT_EQ(d.name(kBack), "?");
}

TEST(Cards, a_typed_word_finds_its_card_by_id_alias_or_name_ignoring_case_and_accents) {
  const Deck d = parseDeck(kDeck, "deck.yaml");
  EXPECT_EQ(d.find("porte-avions"), CardId{1});
  EXPECT_EQ(d.find("PORTE AVIONS"), CardId{1});
  EXPECT_EQ(d.find("pa"), CardId{1});
  EXPECT_EQ(d.find("Aircraft carrier"), CardId{1});
  EXPECT_EQ(d.find("100"), CardId{0});
  EXPECT_FALSE(d.find("frigate").has_value());
  const std::vector<std::string> typed = {"play", "Porte", "avions", "Bruno"};
  const auto found = d.findWords(typed, 1);
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(found->first, 1);
  EXPECT_EQ(found->second, 2u);
  EXPECT_FALSE(d.findWords(typed, 3).has_value());
  EXPECT_EQ(normalizeWord("Encalminé"), "encalmine");
  EXPECT_EQ(normalizeWord("Fin d'avarie"), "fin_d_avarie");
  EXPECT_EQ(normalizeWord("Fin d’avarie"), "fin_d_avarie");
  EXPECT_EQ(normalizeWord("ÉCLAIR à  Noël"), "eclair_a_noel");
}

TEST(Cards, deck_errors_name_the_file_line_and_column) {
  EXPECT_NE(errorOf("deck: t\ncards:\n  - {id: a, fr: A, en: A, count: 1, kind: k, cuont: 2}\n")
                .find("deck.yaml:3:46: unknown key 'cuont' in card (did you mean 'count'?)"),
            std::string::npos);
  EXPECT_NE(errorOf("deck: t\ncards:\n  - {id: a, fr: A, en: A, count: -1, kind: k}\n")
                .find("deck.yaml:3:34: card.count must be between 0 and 250"),
            std::string::npos);
  EXPECT_NE(errorOf("deck: t\ncards:\n  - {id: a, fr: A, en: A, count: 1, kind: k}\n"
                    "  - {id: b, fr: B, en: a, count: 1, kind: k}\n")
                .find("deck.yaml:4:24: 'a' already names another card (line 3)"),
            std::string::npos);
  EXPECT_NE(errorOf("deck: t\ncards: []\n").find("deck.yaml:2:8:"), std::string::npos);
  EXPECT_NE(errorOf("deck: t\ncards:\n  - {id: a b, fr: A, en: A, count: 1, kind: k}\n")
                .find("deck.yaml:3:10: a card id is one word"),
            std::string::npos);
}

TEST(Cards, the_shipped_decks_load) {
  for (const char *game : {"milles-nautiques", "nautic-miles"}) {
    const Deck d = loadDeck(findDataFile(std::string("decks/") + game + ".yaml"));
    EXPECT_EQ(d.game, game);
    EXPECT_GT(d.total(), 100);
  }
}

TEST(Cards, a_pile_counts_cards_by_type_and_hides_them_as_backs) {
  Pile p = Pile::of({3, 0, 2});
  EXPECT_EQ(p.size(), 5);
  EXPECT_FALSE(p.remove(1));
  EXPECT_TRUE(p.remove(2));
  EXPECT_EQ(p.count(2), 1);
  p.add(kBack);
  EXPECT_EQ(p.count(kBack), 1);
  EXPECT_EQ(p.size(), 5);
  Pile q = p;
  q.hide();
  EXPECT_EQ(q.size(), 5);
  EXPECT_EQ(q.unknown, 5);
  EXPECT_EQ(q.count(0), 0);
  StateHasher a, b;
  p.hashInto(a);
  q.hashInto(b);
  EXPECT_NE(a.value(), b.value());
}

TEST(Cards, a_hand_stays_sorted_with_backs_last_so_equal_hands_compare_equal) {
  Hand a, b;
  for (CardId c : {CardId{4}, kBack, CardId{1}, CardId{4}})
    a.add(c);
  for (CardId c : {CardId{1}, CardId{4}, CardId{4}, kBack})
    b.add(c);
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.cards, (std::vector<CardId>{1, 4, 4, kBack}));
  EXPECT_EQ(a.distinct(), (std::vector<CardId>{1, 4}));
  EXPECT_EQ(a.backs(), 1);
  EXPECT_FALSE(a.remove(2));
  EXPECT_TRUE(a.remove(4));
  a.hide();
  EXPECT_EQ(a.cards, (std::vector<CardId>{kBack, kBack, kBack}));
}

TEST(Cards, a_row_takes_new_items_between_two_others_or_at_either_end) {
  Row<int> row;
  row.insert(0, 10);
  row.insert(1, 30);
  row.insert(1, 20);
  row.insert(0, 5);
  EXPECT_EQ(row.items, (std::vector<int>{5, 10, 20, 30}));
  EXPECT_TRUE(row.isEnd(0));
  EXPECT_TRUE(row.isEnd(3));
  EXPECT_FALSE(row.isEnd(1));
  EXPECT_EQ(row.take(1), 10);
  EXPECT_EQ(row.items, (std::vector<int>{5, 20, 30}));
  const FaceDownCard down{7, false};
  EXPECT_EQ(down.seen(false), kBack);
  EXPECT_EQ(down.seen(true), 7);
  EXPECT_EQ((FaceDownCard{7, true}).seen(false), 7);
}

TEST(Cards, drawing_is_a_chance_node_over_the_types_left_weighted_by_their_counts) {
  const Pile p = Pile::of({3, 0, 1});
  const auto odds = drawOdds(p);
  ASSERT_EQ(odds.size(), 2u);
  EXPECT_EQ(odds[0].first, 0);
  EXPECT_DOUBLE_EQ(odds[0].second, 0.75);
  EXPECT_EQ(odds[1].first, 2);
  EXPECT_DOUBLE_EQ(odds[1].second, 0.25);
  // Live draws: each card equally likely, so types by their counts; the faces a person gives
  // pick the same card every time.
  std::map<CardId, int> seen;
  SeededDice dice(3);
  for (int i = 0; i < 4000; ++i)
    ++seen[drawCard(p, dice)];
  EXPECT_NEAR(seen[0] / 4000.0, 0.75, 0.03);
  EXPECT_EQ(seen.count(1), 0u);
  GivenDice given({4, 1});
  EXPECT_EQ(drawCard(p, given), 2);
  EXPECT_EQ(drawCard(p, given), 0);
  EXPECT_TRUE(drawOdds(Pile{}).empty());
}

TEST(Cards, unseen_cards_are_dealt_again_uniformly_and_restricted_blanks_take_allowed_types) {
  const std::vector<int> deck = {3, 2, 4};
  const std::vector<CardId> known = {0, 2, 2};
  std::vector<int> pool = unseenPool(deck, [&](auto f) {
    for (CardId c : known)
      f(c);
    f(kBack); // backs are not known cards
  });
  EXPECT_EQ(pool, (std::vector<int>{2, 2, 2}));
  EXPECT_EQ(poolSize(pool), 6);
  const std::vector<bool> convoys = {false, false, true};
  EXPECT_TRUE(dealable(pool, 2, convoys));
  EXPECT_FALSE(dealable(pool, 3, convoys));
  std::mt19937_64 rng(1);
  std::vector<int> left = pool;
  const auto restricted = takeRandom(left, 2, &convoys, rng);
  EXPECT_EQ(restricted, (std::vector<CardId>{2, 2}));
  const auto rest = takeRandom(left, 4, nullptr, rng);
  EXPECT_EQ(rest.size(), 4u);
  EXPECT_EQ(poolSize(left), 0);
  EXPECT_THROW(takeRandom(left, 1, nullptr, rng), std::logic_error);
}
