// The editor's Rules tool (ui/Editor.h): every option a game's scenario may set under `rules:`, as
// `amiraute list options` lists them (game::GameEntry::names("options")), each with a control
// suited to the values its line says it takes, its clause and a way back to its default; and for
// a card game, the copies of each card of its deck (the option core::cards::scenarioDeck reads as
// `counts`). Nothing here names a game: the lines and the deck are the game's.
#include "core/I18n.h"
#include "core/cards/Deck.h"
#include "ui/Editor.h"
#include "ui/Palette.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <regex>

namespace amiraute::ui {

using core::fill;
using core::tr;

namespace {

/// The option holding a card game's copies per card id (core::cards::scenarioDeck's `counts`).
constexpr const char *kCounts = "counts";

/// What an option's line says it takes, read from its values ("true | false", "a | b", "1..12").
struct Shape {
  enum class Kind { Flag, Words, Number, Text } kind = Kind::Text;
  std::vector<std::string> words;
  int lo = 0, hi = 0;
};

Shape shapeOf(const game::NameLine &line) {
  Shape shape;
  std::string values = line.explanation;
  // A remark after the values ("true | false (4 or 6 players)") is not one of them.
  if (const auto paren = values.find(" ("); paren != std::string::npos) values.resize(paren);
  static const std::regex range(R"(^\s*(-?\d+)\.\.(-?\d+)\b.*)");
  std::smatch m;
  if (std::regex_match(values, m, range)) {
    shape.kind = Shape::Kind::Number;
    shape.lo = std::stoi(m[1].str());
    shape.hi = std::stoi(m[2].str());
    return shape;
  }
  // Words: single tokens between " | ".
  std::size_t at = 0;
  while (true) {
    const std::size_t bar = values.find(" | ", at);
    std::string word = values.substr(at, bar == std::string::npos ? std::string::npos : bar - at);
    const bool token = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
    });
    if (!token) return {};
    shape.words.push_back(word);
    if (bar == std::string::npos) break;
    at = bar + 3;
  }
  if (shape.words.size() < 2) return {};
  shape.kind =
      shape.words == std::vector<std::string>{"true", "false"} ? Shape::Kind::Flag : Shape::Kind::Words;
  return shape;
}

/// A node as one line of YAML (a scalar's text; a list or mapping in flow style).
std::string flowText(const YAML::Node &node) {
  if (node.IsScalar()) return node.Scalar();
  YAML::Emitter out;
  out << YAML::Flow << node;
  return out.c_str();
}

bool isTrue(const std::string &v) { return v == "true" || v == "yes" || v == "on"; }

} // namespace

const std::vector<game::NameLine> &Editor::ruleOptions() const {
  if (!options_) options_ = entry_->names ? entry_->names("options") : std::vector<game::NameLine>{};
  return *options_;
}

std::optional<std::string> Editor::ruleValue(const std::string &key) const {
  const YAML::Node node = doc_.at({"rules", key});
  if (!node.IsDefined() || node.IsNull()) return std::nullopt;
  return flowText(node);
}

void Editor::setRule(const std::string &key, const std::string &yaml, bool new_step) {
  change(
      [&] {
        // `rules:` written with nothing under it takes a mapping first.
        const YAML::Node rules = doc_.at({"rules"});
        if (rules.IsDefined() && rules.IsNull()) doc_.set({"rules"}, "{}");
        doc_.set({"rules", key}, yaml);
      },
      new_step);
}

void Editor::resetRule(const std::string &key) {
  change([&] {
    doc_.removeKey({"rules", key});
    // The `rules: {}` left when the last option goes (a block `rules:` keeps what is written under it).
    const YAML::Node rules = doc_.at({"rules"});
    if (rules.IsMap() && rules.size() == 0) doc_.removeKey({"rules"});
  });
}

const core::cards::Deck *Editor::printedDeck() const {
  const YAML::Node deck = doc_.at({"deck"});
  const std::string key = deck.IsDefined() ? flowText(deck) : "";
  if (printed_deck_key_ != key) {
    printed_deck_key_ = key;
    printed_deck_.reset();
    try {
      printed_deck_ = core::cards::scenarioDeck(path_, deck, YAML::Node(), entry_->name);
    } catch (const std::exception &) {
      // No deck (a game without cards) or one that does not read: validation says why.
    }
  }
  return printed_deck_ ? &*printed_deck_ : nullptr;
}

int Editor::cardCount(const std::string &id) const {
  const YAML::Node n = doc_.at({"rules", kCounts, id});
  if (n.IsScalar()) try {
      return std::stoi(n.Scalar());
    } catch (const std::exception &) {
    }
  if (const core::cards::Deck *deck = printedDeck())
    for (const core::cards::CardType &t : deck->types)
      if (t.id == id) return t.count;
  return 0;
}

void Editor::setCardCount(const std::string &id, int copies) {
  const core::cards::Deck *deck = printedDeck();
  if (!deck || copies < 0) return;
  int printed = -1;
  for (const core::cards::CardType &t : deck->types)
    if (t.id == id) printed = t.count;
  if (printed < 0) return;
  change([&] {
    if (copies != printed) {
      const YAML::Node rules = doc_.at({"rules"});
      if (rules.IsDefined() && rules.IsNull()) doc_.set({"rules"}, "{}");
      const YAML::Node counts = doc_.at({"rules", kCounts});
      if (!counts.IsDefined() || counts.IsNull()) doc_.set({"rules", kCounts}, "{}");
      doc_.set({"rules", kCounts, id}, std::to_string(copies));
      return;
    }
    doc_.removeKey({"rules", kCounts, id});
    const YAML::Node counts = doc_.at({"rules", kCounts});
    if (counts.IsNull() || (counts.IsMap() && counts.size() == 0)) doc_.removeKey({"rules", kCounts});
    const YAML::Node rules = doc_.at({"rules"});
    if (rules.IsMap() && rules.size() == 0) doc_.removeKey({"rules"});
  });
}

void Editor::guiRules() {
  const std::vector<game::NameLine> &options = ruleOptions();
  if (options.empty()) {
    ImGui::TextWrapped("%s", tr("This game's scenarios set no rule options."));
    return;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kDim);
  ImGui::TextWrapped("%s", tr("Written under rules: in the file. Left out, an option plays by its default."));
  ImGui::PopStyleColor();
  const ImGuiStyle &style = ImGui::GetStyle();
  // The list scrolls in its own region, leaving room below for the panel's last lines (an error,
  // a notice, the pointer's hex).
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float below = (1 + 2 * !error_.empty() + 2 * !notice_.empty()) * line + 3 * style.ItemSpacing.y;
  const float height =
      std::max(8 * ImGui::GetFrameHeightWithSpacing(), ImGui::GetContentRegionAvail().y - below);
  ImGui::BeginChild("##rules", {0, height}, false);
  bar_.noteWindow("rules list");
  guiRuleList(options);
  ImGui::EndChild();
}

void Editor::guiRuleList(const std::vector<game::NameLine> &options) {
  const ImGuiStyle &style = ImGui::GetStyle();
  for (const game::NameLine &option : options) {
    ImGui::PushID(option.name.c_str());
    ImGui::Separator();
    const std::optional<std::string> value = ruleValue(option.name);
    // The key, its clause, and the way back to the default on the right when it is set.
    ImGui::TextUnformatted(option.name.c_str());
    if (!option.clause.empty()) {
      // Beside the key when it fits, else under it (a long key in a narrow panel).
      ImGui::SameLine();
      if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(option.clause.c_str()).x) ImGui::NewLine();
      ImGui::TextColored(palette::kDim, "%s", option.clause.c_str());
      bar_.note("clause:" + option.name);
    }
    if (!value) {
      // Right-aligned where the Default button stands when the option is set.
      const char *hint = tr("(default)");
      const float w = ImGui::CalcTextSize(hint).x;
      ImGui::SameLine();
      const float room = ImGui::GetContentRegionAvail().x;
      if (room >= w) { // a key too long for it leaves it out: the value is dimmed anyway
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + room - w);
        ImGui::TextColored(palette::kDim, "%s", hint);
      } else {
        ImGui::NewLine();
      }
    } else {
      const char *back = tr("Default");
      const float w = ImGui::CalcTextSize(back).x + 2 * style.FramePadding.x;
      ImGui::SameLine();
      const float room = ImGui::GetContentRegionAvail().x;
      if (room >= w)
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + room - w);
      else
        ImGui::NewLine(); // under a key too long to have it beside
      if (ImGui::SmallButton(back)) {
        resetRule(option.name);
        ImGui::PopID();
        return;
      }
      bar_.note("default:" + option.name);
    }
    if (option.name == kCounts && printedDeck()) {
      guiCardCounts(option);
      ImGui::PopID();
      continue;
    }
    const std::string now = value ? *value : option.fallback;
    const Shape shape = shapeOf(option);
    // A value the file leaves out shows its default, dimmed.
    if (!value) ImGui::PushStyleColor(ImGuiCol_Text, palette::kDim);
    switch (shape.kind) {
    case Shape::Kind::Flag: {
      bool on = isTrue(now);
      if (ImGui::Checkbox(on ? "true" : "false", &on)) setRule(option.name, on ? "true" : "false");
      bar_.note("option:" + option.name);
      break;
    }
    case Shape::Kind::Words: {
      // Buttons side by side, wrapping, the word in force lit.
      const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
      for (std::size_t k = 0; k < shape.words.size(); ++k) {
        const std::string &word = shape.words[k];
        const float w = ImGui::CalcTextSize(word.c_str()).x + 2 * style.FramePadding.x;
        if (k > 0) {
          ImGui::SameLine();
          if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();
        }
        const bool lit = word == now;
        if (lit) ImGui::PushStyleColor(ImGuiCol_Button, style.Colors[ImGuiCol_ButtonActive]);
        if (ImGui::Button(word.c_str()) && !(lit && value)) setRule(option.name, core::yamlScalar(word));
        if (lit) ImGui::PopStyleColor();
        bar_.note("option:" + option.name + "=" + word);
      }
      break;
    }
    case Shape::Kind::Number: {
      int n = 0;
      try {
        n = std::stoi(now);
      } catch (const std::exception &) {
      }
      ImGui::SetNextItemWidth(std::min(160.0f, ImGui::GetContentRegionAvail().x * 0.6f));
      if (ImGui::InputInt("##n", &n)) {
        n = std::clamp(n, shape.lo, shape.hi);
        // The digits of one number typed make one undo step.
        setRule(option.name, std::to_string(n), rule_typing_ != option.name || !ImGui::IsItemActive());
        rule_typing_ = ImGui::IsItemActive() ? option.name : "";
      }
      bar_.note("option:" + option.name);
      ImGui::SameLine();
      ImGui::PushStyleColor(ImGuiCol_Text, palette::kDim);
      ImGui::TextWrapped("%s", option.explanation.c_str());
      ImGui::PopStyleColor();
      break;
    }
    case Shape::Kind::Text: {
      std::string text = now;
      ImGui::SetNextItemWidth(-1);
      ImGui::InputText("##t", &text);
      bar_.note("option:" + option.name);
      if (ImGui::IsItemDeactivatedAfterEdit()) {
        if (text.empty())
          resetRule(option.name);
        else
          setRule(option.name, text);
      }
      ImGui::PushStyleColor(ImGuiCol_Text, palette::kDim);
      ImGui::TextWrapped("%s", option.explanation.c_str());
      ImGui::PopStyleColor();
      break;
    }
    }
    if (!value) ImGui::PopStyleColor();
    ImGui::PopID();
  }
}

void Editor::guiCardCounts(const game::NameLine &option) {
  (void)option;
  const core::cards::Deck &deck = *printedDeck();
  // Totals first, so that they show without scrolling: the whole deck and each kind.
  int now_total = 0;
  std::map<std::string, std::pair<int, int>> kinds; // kind: now, printed
  std::vector<std::string> kind_order;
  for (const core::cards::CardType &t : deck.types) {
    const int n = cardCount(t.id);
    now_total += n;
    if (!kinds.count(t.kind)) kind_order.push_back(t.kind);
    kinds[t.kind].first += n;
    kinds[t.kind].second += t.count;
  }
  ImGui::TextWrapped("%s",
                     fill(tr("{now} cards in the deck ({printed} printed)"),
                          {{"now", std::to_string(now_total)}, {"printed", std::to_string(deck.total())}})
                         .c_str());
  bar_.note("deck total");
  std::string per_kind;
  for (const std::string &k : kind_order)
    per_kind += (per_kind.empty() ? "" : " · ") + k + " " + std::to_string(kinds[k].first) + "/" +
                std::to_string(kinds[k].second);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kDim);
  ImGui::TextWrapped("%s", per_kind.c_str());
  ImGui::PopStyleColor();
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_BordersInnerH;
  // In a narrow panel the copies are typed without their - and + buttons, so that the cards' names
  // keep room enough not to break inside a word.
  const bool narrow = ImGui::GetContentRegionAvail().x < 380;
  if (!ImGui::BeginTable("##counts", 3, flags)) return;
  const float number_w = ImGui::CalcTextSize("0000").x + 2 * ImGui::GetStyle().FramePadding.x;
  ImGui::TableSetupColumn(tr("Card"), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn(tr("Printed"), ImGuiTableColumnFlags_WidthFixed,
                          std::max(number_w, ImGui::CalcTextSize(tr("Printed")).x));
  ImGui::TableSetupColumn(
      tr("Here"), ImGuiTableColumnFlags_WidthFixed,
      std::max(number_w + (narrow ? 0 : 2 * ImGui::GetFrameHeight()), ImGui::CalcTextSize(tr("Here")).x));
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < deck.types.size(); ++i) {
    const core::cards::CardType &t = deck.types[i];
    ImGui::PushID(t.id.c_str());
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const int n = cardCount(t.id);
    const bool changed = n != t.count;
    ImGui::AlignTextToFramePadding();
    if (changed)
      ImGui::TextColored(palette::kGold, "%s", deck.name(static_cast<core::cards::CardId>(i)).c_str());
    else
      ImGui::TextWrapped("%s", deck.name(static_cast<core::cards::CardId>(i)).c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s · %s", t.id.c_str(), t.kind.c_str());
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(palette::kDim, "%d", t.count);
    ImGui::TableNextColumn();
    int copies = n;
    ImGui::SetNextItemWidth(-1);
    if (ImGui::InputInt("##c", &copies, narrow ? 0 : 1)) setCardCount(t.id, std::clamp(copies, 0, 999));
    bar_.note("count:" + t.id);
    ImGui::PopID();
  }
  ImGui::EndTable();
}

} // namespace amiraute::ui
