#pragma once
/// A card table as a scene, for every card game, on screen and on paper: mats around the table (one
/// per player, boat or team, with its piles, rows and the seats' hands as backs with their counts),
/// the seat at the screen's own mat above its hand, held face up along the bottom, the draw pile
/// and the face-up discard. It reads a plain description (CardTableInput) that each game fills from
/// what a seat may see, lays it out in a rectangle of pixels (world units are pixels, y down), says
/// what lies under a point, and builds the scene (draw/Scene.h). It knows no game: a zone's `key`
/// means what the game's board says.
///
/// The faces are the pictures assets/cards/<deck>/<id>.svg and the back assets/cards/back.svg
/// (tools/cards/make-card-art writes them from decks/*.yaml); a card without a picture is drawn as
/// a framed name, so that the game stays playable.
#include "core/cards/Cards.h"
#include "core/cards/Deck.h"
#include "draw/Scene.h"

#include <string>
#include <vector>

namespace amiraute::draw {

using core::cards::CardId;

/// Width over height of every card picture (the SVGs are 200 x 290).
inline constexpr float kCardAspect = 200.f / 290.f;

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
  Color colour;             ///< the team's colour (partners share it)
  std::vector<CardSeat> seats;
  bool own = false;     ///< the seat at the screen's mat: drawn above its hand
  bool to_play = false; ///< a seat of this mat is to play
  int key = -1;         ///< what the board makes of a click on the mat outside its zones
  bool legal = false;   ///< the selected card may go on this mat (set by the board)
};

/// A small coloured tag under a zone ("Alert", "Mine — Bruno").
struct CardBadge {
  std::string text;
  Color colour;
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
  Color outline = Color::transparent(); ///< a frame in this colour (an alert, a battle)
  int key = -1;                         ///< what the board makes of a click here
  bool legal = false;                   ///< the selected card may go here (set by the board)
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

/// Where each thing of an input lies in the table's rectangle (pixels).
struct CardLayout {
  struct Mat {
    Rect rect;
    float card_height = 0; ///< of the cards in its zones
  };
  struct Zone {
    Rect rect; ///< what a click hits (the cards, the label and the caption)
    std::vector<Rect> cards;
    Point label; ///< top-left of the label line, under the cards
    float card_height = 0;
    /// A crowded mat: one line under the cards (the caption, else the label) and the badges laid
    /// over the foot of the cards, so that the cards keep a readable size.
    bool compact = false;
  };
  std::vector<Mat> mats;
  std::vector<Zone> zones;
  std::vector<Rect> hand;
  Rect hand_strip;
  Rect draw_pile, discard;
  float hand_card_height = 0;
};

/// Lay `in` out in `area`. Opponents' mats fill the top of the table (one row up to three, else
/// two), the seat at the screen's mat the middle right of the pile and the discard, its hand the
/// bottom, its cards whole inside `area` (overlapping when they are many).
/// The hand of the seat at the screen (`me`; none when -1), face up, titled with its player's name.
void showHand(CardTableInput &in, int me, const std::vector<core::cards::Hand> &hands,
              const std::vector<std::string> &players);
/// A mat's seats (`seats`, in seating order): each player's name and cards in hand, the one to play
/// (the mat is then to play too) and the one at the screen.
void addSeats(CardArea &area, const std::vector<int> &seats, const std::vector<core::cards::Hand> &hands,
              const std::vector<std::string> &players, int to_move, int me);

CardLayout layoutCardTable(const CardTableInput &in, Rect area);
/// What lies under `p`: a hand card (the topmost where they overlap), the pile, the discard, a
/// zone, a mat, or nothing.
CardHit pickCardTable(const CardTableInput &in, const CardLayout &layout, Point p);

/// The colour of team (or player) `k` on the table.
Color teamColour(int k);
/// The picture of a card (a name for Image::name), or "" when the deck has none for it: then the
/// table draws a framed name.
std::string cardPicture(const core::cards::Deck *deck, CardId card);

/// How the scene shows the table now.
struct CardSceneLook {
  CardHit hover;                   ///< what the pointer is over (a picture: nothing)
  float pulse = 1;                 ///< 0..1, the glow of the places a chosen card may go
  bool felt = true;                ///< the table's cloth under everything
  Rect table;                      ///< the felt's rectangle
  const CardId *dragged = nullptr; ///< the card following the pointer, or nullptr
  Point pointer;                   ///< where it is
};

/// Add the table to `out`: layers 0 (the felt, the mats, the cards), 1 (highlights, labels,
/// badges) and 2 (a dragged card).
void buildCardScene(const CardTableInput &in, const CardLayout &layout, const CardSceneLook &look,
                    Scene &out);
/// One card in `r` (a soft shadow, the picture or the framed name), `alpha` its opacity.
void cardInScene(const core::cards::Deck *deck, CardId card, Rect r, Scene &out, int alpha = 255);

} // namespace amiraute::draw
