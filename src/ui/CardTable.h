#pragma once
/// The card table, shared by the card games: mats around the table (one per player, boat or team,
/// with its piles, rows and the seats' hands as backs with their counts), the seat at the screen's
/// own mat above its hand, held face up along the bottom, the draw pile and the face-up discard.
/// Drawing reads a plain input (CardTableInput) that each game's view fills from what the seat at
/// the screen may see; the table knows no game: a zone's `key` means what its view says.
///
/// Pure parts (layout, picking) need no window and are tested in tests/view.
#include "core/cards/Deck.h"
#include "ui/CardArt.h"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

#include <string>
#include <vector>

namespace amiraute::ui {

using core::cards::CardId;

/// A player at the table, shown on its mat.
struct CardSeat {
  std::string name;
  int hand = 0;         ///< cards in hand (drawn as backs with the count)
  bool to_play = false; ///< the seat whose turn it is
  bool at_screen = false;
};

/// One mat: a boat and its crew, a row of convoys and its player or team.
struct CardArea {
  std::string title;        ///< "Anne & Chloé"
  std::string status;       ///< "350 / 1,500 miles"
  std::string status_short; ///< the same in fewer words, for a narrow mat ("" : cut `status`)
  sf::Color colour;         ///< the team's colour (partners share it)
  std::vector<CardSeat> seats;
  bool own = false;     ///< the seat at the screen's mat: drawn above its hand
  bool to_play = false; ///< a seat of this mat is to play
  int key = -1;         ///< what the view makes of a click on the mat outside its zones
  bool legal = false;   ///< the selected card may go on this mat (set by the view)
};

/// A small coloured tag under a zone ("Alert", "Mine — Bruno").
struct CardBadge {
  std::string text;
  sf::Color colour;
};

/// A place on a mat: a pile, a convoy with what lies on it, or a gap where a card may be slid in.
struct CardZone {
  enum class Layout {
    Stack, ///< the top card, with the number under it when there are several
    Fan,   ///< every card, each one overlapping the one before, downwards
    Slot,  ///< a narrow gap (a convoy laid between two others or at an end)
  };
  int area = 0;              ///< index in CardTableInput::areas
  std::string label;         ///< "Wind", "Miles", "Convoy 2"
  std::vector<CardId> cards; ///< bottom first; kBack is a card seen from the back
  Layout layout = Layout::Stack;
  std::string caption; ///< under the label: "350 mi"
  std::vector<CardBadge> badges;
  sf::Color outline = sf::Color::Transparent; ///< a frame in this colour (an alert, a battle)
  int key = -1;                               ///< what the view makes of a click here
  bool legal = false;                         ///< the selected card may go here (set by the view)
};

/// Everything the table draws.
struct CardTableInput {
  const core::cards::Deck *deck = nullptr;
  std::vector<CardArea> areas;
  std::vector<CardZone> zones;
  std::vector<CardId> hand;    ///< the seat at the screen's hand, face up (empty behind the curtain)
  std::vector<bool> playable;  ///< per hand card: it has a legal play (not only a discard)
  int selected = -1;           ///< index in `hand`
  std::string hand_title;      ///< "Anne's hand"
  int draw_count = 0;          ///< cards in the draw pile
  bool draw_legal = false;     ///< clicking the pile draws
  std::vector<CardId> discard; ///< face up, top = back()
  bool discard_legal = false;  ///< the selected card (or a take) may go on the discard
  std::string draw_label;      ///< under the pile: "Pile: 93"
  std::string discard_label;   ///< under the discard: "Discard: 2"
  /// A click anywhere on a mat means the mat (Milles Nautiques: the boat), so a refusal shows on
  /// the whole mat rather than on the pile under the pointer.
  bool whole_mats = false;
};

/// What a point of the table is.
struct CardHit {
  enum class Kind { None, Hand, Zone, Area, DrawPile, Discard };
  Kind kind = Kind::None;
  int index = -1; ///< Hand: index in the hand; Zone: index in the zones; Area: in the areas
  friend bool operator==(const CardHit &, const CardHit &) = default;
};

/// Where each thing of an input lies in the table area (window pixels).
struct CardLayout {
  struct Mat {
    sf::FloatRect rect;
    float card_height = 0; ///< of the cards in its zones
  };
  struct Zone {
    sf::FloatRect rect; ///< what a click hits (the cards, the label and the caption)
    std::vector<sf::FloatRect> cards;
    sf::Vector2f label; ///< top-left of the label line, under the cards
    float card_height = 0;
    /// A crowded mat: one line under the cards (the caption, else the label) and the badges laid
    /// over the foot of the cards, so that the cards keep a readable size.
    bool compact = false;
  };
  std::vector<Mat> mats;
  std::vector<Zone> zones;
  std::vector<sf::FloatRect> hand;
  sf::FloatRect hand_strip;
  sf::FloatRect draw_pile, discard;
  float hand_card_height = 0;
};

/// Lay `in` out in `area`. Opponents' mats fill the top of the table (one row up to three, else
/// two), the seat at the screen's mat the middle right of the pile and the discard, its hand the
/// bottom. Pure.
CardLayout layoutCardTable(const CardTableInput &in, sf::FloatRect area);
/// What lies under `p`: a hand card (the topmost where they overlap), a zone, the pile, the
/// discard, or nothing. Pure.
CardHit pickCardTable(const CardTableInput &in, const CardLayout &layout, sf::Vector2f p);

/// Lighter or darker copy of a colour (`amount` -255..255).
sf::Color shade(sf::Color c, int amount);
/// The colour of team (or player) `k` on the table.
sf::Color teamColour(int k);

/// Draws a laid-out table with SFML: the felt, the mats, the cards (pictures from CardArt, or a
/// framed name when a picture is missing), labels, badges and highlights.
class CardTable {
public:
  CardTable();
  /// Draw `in` as laid out in `layout`; `hover` is what the pointer is over; `pulse` (0..1)
  /// animates the highlights of legal targets.
  void draw(sf::RenderTarget &target, const CardTableInput &in, const CardLayout &layout, const CardArt &art,
            CardHit hover, float pulse) const;
  /// Draw one card with its top-left corner at `pos`, `height` tall (for the panels' previews too).
  void drawCard(sf::RenderTarget &target, const CardArt &art, const core::cards::Deck *deck, CardId card,
                sf::FloatRect rect, sf::Uint8 alpha = 255) const;
  bool hasFont() const { return font_ok_; }

private:
  float textWidth(const std::string &s, unsigned size, bool bold) const;
  void text(sf::RenderTarget &target, const std::string &s, sf::Vector2f pos, unsigned size, sf::Color colour,
            float max_width = 0, bool bold = false) const;
  sf::Font font_;
  sf::Font bold_;
  bool font_ok_ = false;
  bool bold_ok_ = false;
};

} // namespace amiraute::ui
