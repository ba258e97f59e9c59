#pragma once
/// The card kind of table, shared by the card games' boards: the table (draw/CardTable.h) laid out
/// in the frame's table area (CameraKind::Fixed: world units are the window's pixels), a card of the
/// hand chosen by a click or a key (1 … 9) and played by a click on a place or by a drag, the places
/// it may go glowing, the refusal of a place said when the pointer is over it, the chosen card and
/// what it does in the panel, the card game's help.
///
/// A game's board derives from CardBoard<Game> and says what the table shows (cardTable: the
/// game's picture with the legal places of the chosen card marked), what a click means with the
/// chosen card (actionFor), what the player is to do (instruction) and its score sheet (score).
#include "draw/CardTable.h"
#include "ui/Board.h"
#include "ui/Palette.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

using draw::CardId;

/// The card games' help (F1) and what the board says of a card; in CardBoard.cpp.
namespace cardtable {
std::vector<HelpLine> helpLines();
std::vector<std::string> helpNotes();
/// The chosen card in the panel: its names in both languages, what it does, and where it may go.
void chosenLines(const core::cards::Deck &deck, CardId card, const std::string &help,
                 bool nowhere_but_discard);
/// The tooltip of a hand card.
void cardTooltip(const core::cards::Deck &deck, CardId card, const std::string &help);
/// "Anne to play", "Game over", "Dealing…" in the bar.
void status(const std::string &seat_to_play, int to_move);
/// A line of the panel in the medium font and gold.
void heading(const GuiFonts &fonts, const std::string &text);
/// The banner of a game over, low (the mats and their headers stay readable above it), headed by its
/// winners: nobody; `one(winner)` for one; `tie(names)` for several, `name(winner)` joined by commas.
BannerText gameOver(const std::vector<int> &winners, const std::function<std::string(int)> &name,
                    const std::function<std::string(int)> &one,
                    const std::function<std::string(const std::string &)> &tie);
} // namespace cardtable

template <game::Game G> class CardBoard : public BoardFor<G> {
public:
  using Action = typename G::Action;

  explicit CardBoard(TypedSession<G> &session) : BoardFor<G>(session) {}

  /// A scenario for a real deck (`deal: table`) is the referee's: the screen deals the cards.
  static std::optional<std::string> refuse(const typename G::Rules &rules) {
    if constexpr (requires { rules.deal; })
      if (rules.deal == decltype(rules.deal)::Table)
        return rules.file + ": " +
               core::tr("this scenario is for a real deck at a real table (deal: table): referee it with "
                        "`amiraute referee`, or play it on screen without `deal: table`");
    return std::nullopt;
  }

  // ---- the table ------------------------------------------------------------------------------
  CameraKind camera() const override { return CameraKind::Fixed; }
  draw::Rect bounds() const override { return area_; }
  void layout(draw::Rect area) override {
    area_ = area;
    rebuild();
  }
  void scene(const SceneContext &context, draw::Scene &out) override {
    rebuild();
    draw::CardSceneLook look;
    look.table = area_;
    if (!context.still) {
      look.hover = hover_;
      look.pulse = 0.5f + 0.5f * std::sin(context.time * 4.0f);
      if (dragging_ && selected_ >= 0 && selected_ < static_cast<int>(input_.hand.size())) {
        look.dragged = &input_.hand[static_cast<std::size_t>(selected_)];
        look.pointer = pointer_;
      }
    }
    draw::buildCardScene(input_, layout_, look, out);
  }

  // ---- input ----------------------------------------------------------------------------------
  void pointerMoved(draw::Point p) override {
    pointer_ = p;
    hover_ = pick(p);
    if (pressed_ && !dragging_) {
      const draw::Point d = p - press_at_;
      dragging_ = d.x * d.x + d.y * d.y > 64;
    }
  }
  void pointerLeft() override {
    if (!dragging_) hover_ = {};
  }
  void pressed(draw::Point p, bool fine) override {
    (void)fine;
    const draw::CardHit hit = pick(p);
    pressed_.reset();
    dragging_ = false;
    if (hit.kind == draw::CardHit::Kind::Hand) {
      // A press on a card chooses it; a release on the same card without moving drops it again when
      // it was already chosen (see released), so a drag never loses the choice.
      pressed_ =
          draw::CardHit{draw::CardHit::Kind::Hand, selected_ == hit.index ? -2 - hit.index : hit.index};
      press_at_ = p;
      choose(hit.index);
      return;
    }
    if (hit.kind == draw::CardHit::Kind::None) {
      choose(-1);
      return;
    }
    if (!act(hit) && selected_ < 0 &&
        (hit.kind == draw::CardHit::Kind::Zone || hit.kind == draw::CardHit::Kind::Area))
      this->fail(core::tr("Choose a card of your hand first, then where it goes."));
  }
  void released(draw::Point p) override {
    if (!pressed_) return;
    const draw::CardHit was = *pressed_;
    pressed_.reset();
    const draw::CardHit hit = pick(p);
    if (dragging_ && hit.kind != draw::CardHit::Kind::Hand && hit.kind != draw::CardHit::Kind::None) {
      dragging_ = false;
      act(hit);
      return;
    }
    dragging_ = false;
    if (was.index <= -2 && hit.kind == draw::CardHit::Kind::Hand && hit.index == -2 - was.index)
      choose(-1); // a click on the chosen card drops it
  }
  bool key(const sf::Event::KeyEvent &key) override {
    if (key.control || key.code < sf::Keyboard::Num1 || key.code > sf::Keyboard::Num9) return false;
    const int k = key.code - sf::Keyboard::Num1;
    if (k < static_cast<int>(input_.hand.size())) choose(selected_ == k ? -1 : k);
    return true;
  }
  bool escape() override {
    const bool any = selected_ >= 0;
    choose(-1);
    return any;
  }
  void changed() override {
    selected_ = -1;
    pressed_.reset();
    dragging_ = false;
    rebuild();
  }

  // ---- the frame's parts ----------------------------------------------------------------------
  void status(const GuiFonts &) override {
    const int seat = this->toMove();
    cardtable::status(seat >= 0 ? this->host().seatName(seat) : "", seat);
  }
  void panel(const GuiFonts &fonts) override {
    cardtable::heading(fonts, this->host().computerToMove().value_or(instruction()));
    if (selected_ >= 0 && selected_ < static_cast<int>(input_.hand.size()) && input_.deck) {
      int places = 0;
      for (const draw::CardZone &z : input_.zones)
        places += z.legal;
      for (const draw::CardArea &a : input_.areas)
        places += a.legal;
      const CardId c = input_.hand[static_cast<std::size_t>(selected_)];
      cardtable::chosenLines(*input_.deck, c, cardHelp(c), places == 0 && input_.discard_legal);
    }
    extras(fonts);
    ImGui::Separator();
    score(fonts);
  }
  bool hasTooltip() const override {
    if (dragging_) return false;
    if (hover_.kind == draw::CardHit::Kind::Hand)
      return input_.deck && hover_.index >= 0 && hover_.index < static_cast<int>(input_.hand.size()) &&
             hover_.index != selected_;
    return hover_.kind != draw::CardHit::Kind::None && whyNot(hover_).has_value();
  }
  void tooltip() override {
    if (hover_.kind == draw::CardHit::Kind::Hand) {
      // A card of the hand: its names in both languages and what it does.
      const CardId c = input_.hand[static_cast<std::size_t>(hover_.index)];
      cardtable::cardTooltip(*input_.deck, c, cardHelp(c));
      return;
    }
    if (const std::optional<std::string> why = whyNot(hover_))
      ImGui::TextColored(palette::kRed, "✗ %s", why->c_str());
  }
  std::string helpHeading() const override {
    return core::fill(core::tr("{game} — the card table"), {{"game", gameTitle()}});
  }
  std::vector<HelpLine> helpLines() const override { return cardtable::helpLines(); }
  std::vector<std::string> helpNotes() const override { return cardtable::helpNotes(); }

  // ---- for tests ------------------------------------------------------------------------------
  /// What the table shows now, and where (window pixels).
  const draw::CardTableInput &input() const { return input_; }
  const draw::CardLayout &cardLayout() const { return layout_; }
  /// The index in the hand of the chosen card, or -1.
  int selected() const { return selected_; }
  /// The centre of a hand card, a zone's cards, a mat, the pile, the discard (tests click there).
  draw::Point handCardCentre(int k) const { return centre(layout_.hand.at(static_cast<std::size_t>(k))); }
  draw::Point zoneCentre(int z) const {
    const draw::CardLayout::Zone &lz = layout_.zones.at(static_cast<std::size_t>(z));
    if (lz.cards.empty()) return {lz.rect.x + lz.rect.width / 2, lz.rect.y + lz.card_height / 2};
    return centre(lz.cards.back());
  }
  draw::Point matCentre(int a) const { return centre(layout_.mats.at(static_cast<std::size_t>(a)).rect); }
  draw::Point drawPileCentre() const { return centre(layout_.draw_pile); }
  draw::Point discardCentre() const { return centre(layout_.discard); }

protected:
  // ---- what a game's board says ---------------------------------------------------------------
  /// "Milles Nautiques".
  virtual std::string gameTitle() const = 0;
  /// The table as the seat at the screen sees it, with the places the chosen card (chosenCard())
  /// may go marked legal, and the hand's playable cards.
  virtual draw::CardTableInput cardTable() const = 0;
  /// What a click on `hit` means with the chosen card, as an action; nothing when it means nothing.
  virtual std::optional<Action> actionFor(const draw::CardHit &hit) const = 0;
  /// One sentence: what the seat at the screen is to do now.
  virtual std::string instruction() const = 0;
  /// The score sheet (ImGui, inside the panel).
  virtual void score(const GuiFonts &fonts) = 0;
  /// Controls under the instruction (a question, two cards played together).
  virtual void extras(const GuiFonts &fonts) { (void)fonts; }
  /// What a card does, with its clauses.
  virtual std::string cardHelp(CardId card) const {
    (void)card;
    return {};
  }

  /// The seat whose view the table shows (game::kPublic behind the curtain or for a picture).
  int viewer() const { return this->session().viewer(); }
  /// The chosen card, or kBack.
  CardId chosenCard() const {
    const int me = viewer();
    if (me < 0 || selected_ < 0) return core::cards::kBack;
    const draw::CardTableInput &in = input_;
    if (selected_ >= static_cast<int>(in.hand.size())) return core::cards::kBack;
    return in.hand[static_cast<std::size_t>(selected_)];
  }
  /// Some legal action satisfies `pred` (a card has a play, not only the discard).
  template <class Pred> bool anyLegal(Pred pred) const {
    return std::any_of(this->legal().begin(), this->legal().end(), pred);
  }
  bool legalAction(const std::optional<Action> &a) const { return a && this->isLegal(*a); }

private:
  static draw::Point centre(draw::Rect r) { return {r.x + r.width / 2, r.y + r.height / 2}; }

  void rebuild() {
    input_ = cardTable();
    if (selected_ >= static_cast<int>(input_.hand.size())) selected_ = -1;
    input_.selected = selected_;
    // The legal places depend on the chosen card: the game's table is asked with it chosen.
    layout_ = draw::layoutCardTable(input_, area_);
  }
  draw::CardHit pick(draw::Point p) {
    rebuild();
    return draw::pickCardTable(input_, layout_, p);
  }
  void choose(int k) {
    if (k == selected_) return;
    selected_ = k;
    if (k >= 0) this->host().fail(""); // a new choice: the last refusal no longer holds
    rebuild();
  }
  /// Try what a click on `hit` means with the chosen card; false when it means nothing.
  bool act(const draw::CardHit &hit) {
    const std::optional<Action> a = actionFor(hit);
    if (!a) return false;
    this->submit(*a);
    return true;
  }
  std::optional<std::string> whyNot(const draw::CardHit &hit) const {
    const std::optional<Action> a = actionFor(hit);
    if (!a) return std::nullopt;
    if (const std::optional<game::Ruling> r = this->check(*a)) return r->text();
    return std::nullopt;
  }

  draw::Rect area_{0, 0, 1200, 900};
  draw::CardTableInput input_;
  draw::CardLayout layout_;
  int selected_ = -1;
  draw::CardHit hover_;
  std::optional<draw::CardHit> pressed_; ///< a press on a hand card: a drag may follow
  draw::Point press_at_, pointer_;
  bool dragging_ = false;
};

} // namespace amiraute::ui
