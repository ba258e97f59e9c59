#pragma once
// A card game's board on the one frame (ui/CardBoard.h), driven as players would through FrameDriver:
// lift the curtain, draw when the pile glows, choose a card of the hand and click the first place
// that glows, or discard; check that every mat, zone and hand card lies inside the table.
#include "FrameDriver.h"
#include "ui/CardBoard.h"

#include <SFML/Graphics/Image.hpp>

#include <gtest/gtest.h>

#include <optional>
#include <string>

namespace amiraute::ui::uitest {

template <game::Game G> class CardFrame : public FrameDriver {
public:
  explicit CardFrame(const std::string &scenario, FrameOptions o = {})
      : FrameDriver(scenario, std::move(o)) {}

  CardBoard<G> &cards() { return board<CardBoard<G>>(); }
  const draw::CardTableInput &table() { return cards().input(); }
  const game::Match<G> &match() { return local<G>().match(); }
  std::size_t actions() { return match().actions().size(); }

  /// The first place (a zone or a mat) that glows for the chosen card, as a world point to click.
  std::optional<draw::Point> firstLegalPlace() {
    const draw::CardTableInput &in = table();
    for (std::size_t z = 0; z < in.zones.size(); ++z)
      if (in.zones[z].legal) return cards().zoneCentre(static_cast<int>(z));
    for (std::size_t a = 0; a < in.areas.size(); ++a)
      if (in.areas[a].legal) return cards().matCentre(static_cast<int>(a));
    return std::nullopt;
  }
  int firstPlayable() {
    const draw::CardTableInput &in = table();
    for (std::size_t k = 0; k < in.playable.size(); ++k)
      if (in.playable[k]) return static_cast<int>(k);
    return -1;
  }
  int ownArea() {
    const draw::CardTableInput &in = table();
    for (std::size_t a = 0; a < in.areas.size(); ++a)
      if (in.areas[a].own) return static_cast<int>(a);
    return -1;
  }
  sf::Vector2f middle() { return {static_cast<float>(size().x) / 2, static_cast<float>(size().y) / 2}; }
  /// The next player comes to the screen when the curtain is down.
  void look() {
    if (ui().curtain().down()) WindowDriver::click(middle());
    frame();
  }

  /// Every mat inside the table, every zone inside its mat (its cards at least `min_card_height`
  /// tall), every hand card, the pile and the discard inside the table.
  void expectFits(float min_card_height) {
    const draw::CardTableInput &in = table();
    const draw::CardLayout &lay = cards().cardLayout();
    const sf::FloatRect t = ui().tableRect();
    const draw::Rect area{t.left, t.top, t.width, t.height};
    auto inside = [](draw::Rect outer, draw::Rect r) {
      return r.x >= outer.x - 0.5f && r.y >= outer.y - 0.5f &&
             r.x + r.width <= outer.x + outer.width + 0.5f && r.y + r.height <= outer.y + outer.height + 0.5f;
    };
    for (std::size_t a = 0; a < lay.mats.size(); ++a)
      EXPECT_TRUE(inside(area, lay.mats[a].rect)) << "mat " << a;
    for (std::size_t z = 0; z < lay.zones.size(); ++z) {
      const draw::Rect mat = lay.mats[static_cast<std::size_t>(in.zones[z].area)].rect;
      EXPECT_TRUE(inside(mat, lay.zones[z].rect)) << "zone " << z << " (" << in.zones[z].label << ")";
      for (const draw::Rect &c : lay.zones[z].cards)
        EXPECT_TRUE(inside(mat, c)) << "a card of zone " << z;
      EXPECT_GE(lay.zones[z].card_height, min_card_height)
          << "zone " << z << " of mat " << in.zones[z].area << " (" << mat.width << "x" << mat.height << "), "
          << in.zones[z].cards.size() << " cards, " << in.zones[z].badges.size() << " tags, compact "
          << lay.zones[z].compact;
    }
    for (const draw::Rect &c : lay.hand)
      EXPECT_TRUE(inside(area, c));
    EXPECT_TRUE(inside(area, lay.draw_pile));
    EXPECT_TRUE(inside(area, lay.discard));
  }

  /// Play one turn through the screen as a player would: look, draw when the pile glows, then the
  /// first card that has a play on the first place that glows, else discard the first card. False
  /// (with a failure) when nothing was accepted. `answer()` is called first when the board asks a
  /// question instead (it answers it through the screen and returns whether it did).
  template <class Answer> bool playTurn(Answer answer) {
    look();
    if (ui().curtain().down()) {
      ADD_FAILURE() << "the curtain stays down";
      return false;
    }
    const std::size_t before = actions();
    if (answer()) return actions() > before;
    if (table().draw_legal) click(cards().drawPileCentre());
    const int k = firstPlayable();
    if (k >= 0) {
      click(cards().handCardCentre(k));
      const auto place = firstLegalPlace();
      if (!place) {
        ADD_FAILURE() << "a card with a play glows somewhere";
        return false;
      }
      click(*place);
    } else if (!table().hand.empty()) {
      click(cards().handCardCentre(0));
      click(cards().discardCentre());
    }
    EXPECT_GT(actions(), before) << ui().lastError();
    return actions() > before;
  }
};

/// Pixels of a card face's paper (#fbf7ee) in a part of a screenshot: none means no face shows.
inline int facePixels(const std::string &path, sf::IntRect part) {
  sf::Image img;
  EXPECT_TRUE(img.loadFromFile(path));
  int n = 0;
  for (int y = part.top; y < part.top + part.height; ++y)
    for (int x = part.left; x < part.left + part.width; ++x)
      if (img.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y)) == sf::Color(251, 247, 238)) ++n;
  return n;
}

inline sf::IntRect whole(const sf::Vector2u size) {
  return {0, 0, static_cast<int>(size.x), static_cast<int>(size.y)};
}

/// Each of `labels` (translated here) was drawn whole inside the window, and no two overlap.
inline void expectButtonsWholeAndApart(FrameDriver &w, const std::vector<const char *> &labels) {
  const sf::Vector2u size = w.size();
  std::vector<sf::FloatRect> seen;
  for (const char *english : labels) {
    const std::string label = core::tr(english);
    const std::optional<sf::FloatRect> r = w.ui().barButton(label);
    ASSERT_TRUE(r) << "'" << label << "' was not drawn";
    EXPECT_GE(r->left, 0) << label;
    EXPECT_GE(r->top, 0) << label;
    EXPECT_LE(r->left + r->width, static_cast<float>(size.x)) << "'" << label << "' runs off the right edge";
    EXPECT_LE(r->top + r->height, static_cast<float>(size.y)) << "'" << label << "' runs off the bottom";
    for (const sf::FloatRect &other : seen)
      EXPECT_FALSE(r->intersects(other)) << "'" << label << "' overlaps another button";
    seen.push_back(*r);
  }
}

} // namespace amiraute::ui::uitest
