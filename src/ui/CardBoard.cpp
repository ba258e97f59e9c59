#include "ui/CardBoard.h"

#include "core/I18n.h"

namespace amiraute::ui::cardtable {

using core::fill;
using core::tr;

std::vector<HelpLine> helpLines() {
  static const char *const kLines[][2] = {
      {N_("Click a card of your hand"), N_("choose it; the places where it may go glow green")},
      {N_("Click a green place"), N_("play the chosen card there (a boat, a convoy, a gap in your row)")},
      {N_("Click the discard"), N_("discard the chosen card face up")},
      {N_("Drag a card"), N_("play it where you drop it")},
      {N_("Click the pile / the discard"), N_("draw, or take the discard, when the rules ask for it")},
      {N_("1 … 9"), N_("choose the card at that place in your hand")},
      {N_("Right click"), N_("drop the chosen card (Escape too)")},
  };
  std::vector<HelpLine> out;
  for (const auto &l : kLines)
    out.push_back({tr(l[0]), tr(l[1])});
  return out;
}

std::vector<std::string> helpNotes() {
  return {tr("Between two players the curtain hides the table: the next player clicks when only they can see "
             "the screen."),
          tr("Until then the one who just played may take it back (the button on the curtain, or Ctrl+Z)."),
          tr("A place that refuses the chosen card says why when you point at it, with the rule's clause.")};
}

namespace {

void names(const core::cards::Deck &deck, CardId card) {
  const core::cards::CardType &t = deck.type(card);
  ImGui::TextUnformatted(deck.name(card).c_str());
  ImGui::SameLine();
  ImGui::TextColored(palette::kDim, "(%s)", core::language() == "fr" ? t.en.c_str() : t.fr.c_str());
}

} // namespace

void chosenLines(const core::cards::Deck &deck, CardId card, const std::string &help,
                 bool nowhere_but_discard) {
  const core::cards::CardType &t = deck.type(card);
  ImGui::TextUnformatted(fill(tr("Chosen: {card}"), {{"card", deck.name(card)}}).c_str());
  ImGui::SameLine();
  ImGui::TextColored(palette::kDim, "(%s)", core::language() == "fr" ? t.en.c_str() : t.fr.c_str());
  if (!help.empty()) ImGui::TextColored(palette::kDim, "%s", help.c_str());
  if (nowhere_but_discard)
    ImGui::TextColored(palette::kDim, "%s", tr("It can go nowhere now: discard it, or choose another card."));
}

void cardTooltip(const core::cards::Deck &deck, CardId card, const std::string &help) {
  names(deck, card);
  if (!help.empty()) ImGui::TextColored(palette::kDim, "%s", help.c_str());
}

void status(const std::string &seat_to_play, int to_move) {
  if (to_move >= 0)
    ImGui::TextColored(palette::kGold, "%s", fill(tr("{seat} to play"), {{"seat", seat_to_play}}).c_str());
  else if (to_move == game::kTerminal)
    ImGui::TextColored(palette::kGold, "%s", tr("Game over"));
  else
    ImGui::TextColored(palette::kGold, "%s", tr("Dealing…"));
}

void heading(const GuiFonts &fonts, const std::string &text) {
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextColored(palette::kGold, "%s", text.c_str());
  if (fonts.medium) ImGui::PopFont();
}

BannerText gameOver(const std::vector<int> &winners, const std::function<std::string(int)> &name,
                    const std::function<std::string(int)> &one,
                    const std::function<std::string(const std::string &)> &tie) {
  BannerText b;
  b.color = {250, 205, 90};
  b.low = true;
  if (winners.empty())
    b.headline = tr("Nobody wins");
  else if (winners.size() == 1)
    b.headline = one(winners.front());
  else {
    std::string names;
    for (int w : winners)
      names += (names.empty() ? "" : ", ") + name(w);
    b.headline = tie(names);
  }
  return b;
}

} // namespace amiraute::ui::cardtable
