// The editor's bar, panel, questions and help (ui/Editor.h): ImGui over the table.
#include "core/I18n.h"
#include "ui/Editor.h"
#include "ui/Palette.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <sstream>

namespace amiraute::ui {

using core::fill;
using core::tr;
using core::trn;

namespace {

/// A text that wraps at the panel's edge, in `color`.
void wrapped(const ImVec4 &color, const std::string &text) {
  ImGui::PushStyleColor(ImGuiCol_Text, color);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

void heading(const GuiFonts &fonts, const std::string &text) {
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextColored(palette::kGold, "%s", text.c_str());
  if (fonts.medium) ImGui::PopFont();
}

/// A terrain word as the palette shows it ("forest").
/// A width for an item whose label sits on its right, so that both fit the panel.
float besideLabel(const std::string &label, float want) {
  const std::string shown = label.substr(0, label.find("##"));
  const float room = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(shown.c_str()).x -
                     ImGui::GetStyle().ItemInnerSpacing.x;
  return std::max(60.f, std::min(want, room));
}

std::string terrainLabel(const std::string &word) { return tr(word.c_str()); }

} // namespace

void Editor::drawGui(const GuiFonts &fonts) {
  if (play_) {
    play_->drawGui(fonts);
    guiBackButton();
    return;
  }
  bar_.clear();
  guiBar(fonts);
  guiPanel(fonts);
  if (help_) guiHelp(fonts);
  if (question_) guiQuestion(fonts);
}

void Editor::guiBackButton() {
  // Over the table's lower left corner, above whatever the game draws there.
  const sf::FloatRect table = tableArea(window_, MatchFrame::kBarHeight, sidePanelWidth(window_.x, 420));
  ImGui::SetNextWindowPos({table.left + 12, table.top + table.height - 12}, ImGuiCond_Always, {0, 1});
  ImGui::SetNextWindowBgAlpha(0.9f);
  ImGui::Begin("##backtoeditor", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  bar_.clear();
  if (bar_.button(tr(kBackLabel))) backToEditor();
  ImGui::End();
}

void Editor::guiBar(const GuiFonts &fonts) {
  beginTopBar("##editorbar", static_cast<float>(window_.x), MatchFrame::kBarHeight);
  // A narrow window keeps every control whole with shorter labels (the keys are in the help).
  const bool narrow = window_.x < 1450;
  const std::string file = std::filesystem::path(path_).filename().string();
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextUnformatted(narrow ? file.c_str() : fill(tr("Editing {file}"), {{"file", file}}).c_str());
  if (fonts.medium) ImGui::PopFont();
  ImGui::SameLine(0, 12);
  if (dirty())
    ImGui::TextColored(palette::kGold, "%s", narrow ? "•" : tr("• not saved"));
  else if (!narrow)
    ImGui::TextColored(palette::kDim, "%s", tr("saved"));
  if (dirty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("not saved"));
  ImGui::SameLine(0, narrow ? 12 : 24);
  ImGui::BeginDisabled(undo_.empty());
  if (bar_.button(tr("Undo"))) undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(redo_.empty());
  if (bar_.button(tr("Redo"))) redo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (bar_.button(narrow ? tr("Save") : tr("Save  Ctrl+S"))) save();
  ImGui::SameLine(0, narrow ? 12 : 24);
  ImGui::BeginDisabled(!problems_.empty());
  if (bar_.button(narrow ? tr("Play it") : tr("Play it  F5"))) testPlay();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", problems_.empty()
                                ? tr("play the scenario as it stands, hot-seat; F5 comes back here")
                                : tr("fix the problems first"));
  ImGui::SameLine();
  if (bar_.button(narrow ? tr("vs computer") : tr("Against the computer  F6"))) testPlay(level_);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip(
        "%s", fill(tr("the computer plays {side}; F5 comes back here"), {{"side", sideName(1)}}).c_str());
  ImGui::EndDisabled();
  ImGui::SameLine();
  static const char *const levels[] = {N_("easy"), N_("normal"), N_("hard")};
  float level_width = 0;
  for (const char *l : levels)
    level_width = std::max(level_width, ImGui::CalcTextSize(tr(l)).x);
  ImGui::SetNextItemWidth(level_width + ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2);
  if (ImGui::BeginCombo("##level", tr(level_.c_str()))) {
    for (const char *l : levels)
      if (ImGui::Selectable(tr(l), level_ == l)) level_ = l;
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("the computer's level for a test game"));
  bar_.note("level");
  ImGui::SameLine(0, narrow ? 12 : 24);
  if (bar_.button(narrow ? tr("Help") : tr("Help  F1"))) help_ = !help_;
  ImGui::SameLine();
  languageButton(bar_);
  endTopBar(entry_->title, static_cast<float>(window_.x), palette::kDim);
}

void Editor::guiPanel(const GuiFonts &fonts) {
  beginSidePanel("##editorpanel", window_, panelWidth(), MatchFrame::kBarHeight);
  guiProblems();
  ImGui::Separator();
  heading(fonts, tr("Tools"));
  bool first_tool = true;
  const auto tool_button = [&](const std::string &label, Tool tool, int set = 0) {
    // On the line of the one before when it fits, else on the next (a narrow panel in French).
    if (!first_tool) {
      ImGui::SameLine();
      if (ImGui::GetContentRegionAvail().x < barButtonWidth(label.c_str())) ImGui::NewLine();
    }
    first_tool = false;
    const bool on = tool_ == tool && ((tool != Tool::Set && tool != Tool::Sides) || set_ == set);
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (bar_.button(label.c_str())) setTool(tool, set);
    if (on) ImGui::PopStyleColor();
  };
  if (hexMap()) tool_button(tr("Terrain"), Tool::Terrain);
  for (std::size_t i = 0; i < entry_->authoring.sets.size(); ++i)
    tool_button(tr(entry_->authoring.sets[i].label.c_str()), Tool::Set, static_cast<int>(i));
  for (std::size_t i = 0; hexMap() && i < entry_->authoring.hexsides.size(); ++i)
    tool_button(tr(entry_->authoring.hexsides[i].label.c_str()), Tool::Sides, static_cast<int>(i));
  if (!entry_->authoring.pieces.empty() && (hexMap() || freePieces()))
    tool_button(tr("Pieces"), Tool::Pieces);
  tool_button(tr("Scenario"), Tool::Scenario);
  tool_button(tr("Rules"), Tool::Rules);
  ImGui::Spacing();
  switch (tool_) {
  case Tool::Terrain: guiTerrain(); break;
  case Tool::Set: guiSet(); break;
  case Tool::Sides: guiSides(); break;
  case Tool::Pieces: guiPieces(); break;
  case Tool::Scenario: guiScenario(); break;
  case Tool::Rules: guiRules(); break;
  }
  ImGui::Spacing();
  ImGui::Separator();
  if (!error_.empty()) wrapped(palette::kRed, error_);
  if (!notice_.empty()) wrapped(palette::kGreen, notice_);
  if (hovered_)
    ImGui::TextColored(palette::kDim, "%s",
                       fill(tr("pointer on {hex}"), {{"hex", core::formatHex(*hovered_)}}).c_str());
  endSidePanel();
}

void Editor::guiProblems() {
  if (problems_.empty()) {
    wrapped(palette::kGreen, tr("✓ The scenario is valid: `amiraute validate` accepts it."));
  } else {
    wrapped(palette::kRed, fill(trn("{n} problem (outlined in red on the map when it is a piece):",
                                    "{n} problems (outlined in red on the map when they are pieces):",
                                    static_cast<long>(problems_.size())),
                                {{"n", std::to_string(problems_.size())}}));
    for (const core::YamlError &e : problems_)
      wrapped(palette::kText,
              (e.line > 0 ? fill(tr("line {line}: "), {{"line", std::to_string(e.line)}}) : "") + e.message);
  }
  for (const core::YamlError &w : warnings_)
    wrapped(palette::kGold, fill(tr("warning, line {line}: {message}"),
                                 {{"line", std::to_string(w.line)}, {"message", w.message}}));
}

void Editor::guiTerrain() {
  wrapped(palette::kDim, tr("Click or drag on the map to paint; Fill paints the whole area of one terrain."));
  if (ImGui::RadioButton(tr("Brush"), !fill_)) fill_ = false;
  bar_.note("Brush");
  ImGui::SameLine();
  if (ImGui::RadioButton(tr("Fill"), fill_)) fill_ = true;
  bar_.note("Fill");
  // The legend's terrains first (their symbols), then those the game knows that it does not use.
  std::vector<std::pair<std::string, std::string>> palette_words;
  for (const auto &[symbol, word] : legend_)
    palette_words.emplace_back(word, std::string(1, symbol));
  for (const std::string &word : entry_->authoring.terrain)
    if (std::none_of(palette_words.begin(), palette_words.end(),
                     [&](const auto &p) { return p.first == word; }))
      palette_words.emplace_back(word, "");
  for (const auto &[word, symbol] : palette_words) {
    const std::string label = (symbol.empty() ? "   " : " " + symbol + " ") + " " + terrainLabel(word);
    if (ImGui::Selectable((label + "##" + word).c_str(), brush_ == word)) brush_ = word;
    bar_.note(word);
  }
}

void Editor::guiSet() {
  const auto &sets = entry_->authoring.sets;
  if (set_ < 0 || set_ >= static_cast<int>(sets.size())) return;
  wrapped(palette::kDim, tr("Click a hex to add it to the list or take it out."));
  std::string listed;
  for (const core::Hex h : setHexes(set_))
    listed += (listed.empty() ? "" : ", ") + core::formatHex(h);
  wrapped(palette::kText,
          fill(tr("{list}: {hexes}"), {{"list", tr(sets[static_cast<std::size_t>(set_)].label.c_str())},
                                       {"hexes", listed.empty() ? tr("none") : listed}}));
}

void Editor::guiPieces() {
  const auto &kinds = entry_->authoring.pieces;
  if (kinds.empty()) return;
  wrapped(palette::kDim,
          freePieces()
              ? tr("Click an empty place of the table to add a ship of the side and class below; click a "
                   "ship to select it, drag it to move it, drag its gold handle to turn it (by 5°, freely "
                   "with Shift) or press R (Shift+R back), Delete to remove it.")
              : tr("Click an empty hex to add a piece of the side and type below; click a piece to "
                   "select it, drag it to move it, R to turn it (Shift+R back), Delete to remove it."));
  const YAML::Node sides = doc_.at({"sides"});
  const int n_sides = sides.IsSequence() ? static_cast<int>(sides.size()) : 0;
  for (int s = 0; s < n_sides; ++s) {
    if (ImGui::RadioButton((sideName(s) + "##side" + std::to_string(s)).c_str(), side_ == s)) side_ = s;
    bar_.note(sideName(s));
    ImGui::SameLine();
  }
  ImGui::NewLine();
  const std::vector<std::string> types = pieceTypes(kind_);
  if (!types.empty()) {
    ImGui::SetNextItemWidth(std::min(260.f, ImGui::GetContentRegionAvail().x));
    if (ImGui::BeginCombo("##type", tr(type_.c_str()))) {
      for (const std::string &type : types)
        if (ImGui::Selectable(tr(type.c_str()), type_ == type)) type_ = type;
      ImGui::EndCombo();
    }
    bar_.note("type");
  }
  ImGui::Spacing();
  const auto all = pieces();
  for (const Piece &p : all) {
    if (p.ref.side != side_) continue;
    std::string line;
    if (p.free)
      line = (p.label.empty() ? "" : p.label + "  ") + tenthText(p.x) + ", " + tenthText(p.y) + "  " +
             std::to_string(p.heading) + "°";
    else
      line = core::formatHex(p.hex) + (p.label.empty() ? "" : "  " + p.label);
    if (!p.free && !p.type.empty() && p.type != p.label)
      line += "  (" + std::string(tr(p.type.c_str())) + ")";
    if (p.facing) line += "  " + fill(tr("facing {f}"), {{"f", std::to_string(p.facing)}});
    if (ImGui::Selectable(
            (line + "##piece" + std::to_string(p.ref.kind) + "_" + std::to_string(p.ref.index)).c_str(),
            selected_ && *selected_ == p.ref))
      selected_ = p.ref;
  }
  if (!selected_) return;
  const auto it = std::find_if(all.begin(), all.end(), [&](const Piece &p) { return p.ref == *selected_; });
  if (it == all.end()) return;
  ImGui::Separator();
  ImGui::TextColored(palette::kGold, "%s",
                     fill(tr("Selected: {piece}"), {{"piece", !it->label.empty() ? it->label
                                                              : it->free         ? ""
                                                                                 : core::formatHex(it->hex)}})
                         .c_str());
  const game::PieceKind &k = kinds[static_cast<std::size_t>(it->ref.kind)];
  if (k.label == "name") {
    std::string name = it->label;
    ImGui::SetNextItemWidth(besideLabel(tr("Name"), 200));
    if (ImGui::InputText(tr("Name"), &name, ImGuiInputTextFlags_EnterReturnsTrue) && !name.empty())
      renamePiece(it->ref, name);
  }
  guiPieceNumbers(*it);
  if (!k.facing.empty() || !k.heading.empty()) {
    if (bar_.button(tr("← Turn"))) turnPiece(it->ref, -1);
    ImGui::SameLine();
    if (bar_.button(tr("Turn →"))) turnPiece(it->ref, 1);
    ImGui::SameLine();
  }
  if (bar_.button(tr("Remove"))) removePiece(it->ref);
}

void Editor::guiScenario() {
  const auto field = [&](const char *label, const char *key, bool multiline) {
    std::string value = doc_.at({key}).IsScalar() ? doc_.at({key}).Scalar() : "";
    ImGui::TextWrapped("%s", tr(label));
    ImGui::SetNextItemWidth(-1);
    const std::string id = std::string("##") + key;
    // Written into the file when the field is left (one undo step per field, not per letter).
    if (multiline)
      ImGui::InputTextMultiline(id.c_str(), &value, {-1, 90});
    else
      ImGui::InputText(id.c_str(), &value);
    bar_.note(key);
    if (ImGui::IsItemDeactivatedAfterEdit()) setValue({key}, core::yamlScalar(value));
  };
  field(N_("Title"), "title", false);
  field(N_("Description (said at the start of a game)"), "description", true);
  const YAML::Node sides = doc_.at({"sides"});
  const int n_sides = sides.IsSequence() ? static_cast<int>(sides.size()) : 0;
  for (int s = 0; s < n_sides; ++s) {
    std::string name = sideName(s);
    const std::string label = fill(tr("Side {n}"), {{"n", std::to_string(s + 1)}});
    ImGui::SetNextItemWidth(besideLabel(label, 200));
    ImGui::InputText(label.c_str(), &name);
    bar_.note("side" + std::to_string(s + 1));
    if (ImGui::IsItemDeactivatedAfterEdit()) renameSide(s, name);
  }
  // A card game seats players (a list of names) instead of sides.
  const YAML::Node players = doc_.at({"players"});
  if (players.IsSequence())
    for (std::size_t p = 0; p < players.size(); ++p) {
      if (!players[p].IsScalar()) continue;
      std::string name = players[p].Scalar();
      const std::string label = fill(tr("Player {n}"), {{"n", std::to_string(p + 1)}});
      ImGui::SetNextItemWidth(besideLabel(label, 200));
      ImGui::InputText(label.c_str(), &name);
      bar_.note("player" + std::to_string(p + 1));
      if (ImGui::IsItemDeactivatedAfterEdit() && !name.empty())
        setValue({"players", p}, core::yamlScalar(name));
    }
  const YAML::Node first = doc_.at({"first"});
  if (n_sides > 0 && first.IsDefined()) {
    ImGui::SetNextItemWidth(besideLabel(tr("Moves first"), 200));
    const std::string now = first.IsScalar() ? first.Scalar() : "";
    if (ImGui::BeginCombo(tr("Moves first"), now.c_str())) {
      for (int s = 0; s < n_sides; ++s)
        if (ImGui::Selectable(sideName(s).c_str(), now == sideName(s)))
          setValue({"first"}, core::yamlScalar(sideName(s)));
      ImGui::EndCombo();
    }
    bar_.note("first");
  }
  const auto &where = entry_->authoring.turn_limit;
  const core::YamlPath limit_path(where.begin(), where.end());
  const YAML::Node limit = doc_.at(limit_path);
  if (limit.IsDefined() || hexMap() || !entry_->authoring.records.empty()) {
    int turns = 20;
    try {
      turns = limit.IsScalar() ? std::stoi(limit.Scalar()) : 20;
    } catch (const std::exception &) {
    }
    ImGui::SetNextItemWidth(besideLabel(tr("Turn limit"), 140));
    if (ImGui::InputInt(tr("Turn limit"), &turns) && turns >= 1) setValue(limit_path, std::to_string(turns));
    bar_.note("turn_limit");
  }
  // Numbers of the head (a table's size), written to the tenth.
  for (const game::FileNumber &number : entry_->authoring.numbers) {
    const core::YamlPath path(number.path.begin(), number.path.end());
    const YAML::Node node = doc_.at(path);
    double value = 0;
    try {
      value = node.IsScalar() ? std::stod(node.Scalar()) : 0;
    } catch (const std::exception &) {
    }
    ImGui::SetNextItemWidth(besideLabel(tr(number.label.c_str()), 140));
    ImGui::InputDouble(tr(number.label.c_str()), &value, 1, 5, "%.1f");
    bar_.note(tr(number.label.c_str()));
    if (ImGui::IsItemDeactivatedAfterEdit() && value >= number.min && value <= number.max)
      setValue(path, tenthText(value));
  }
  guiRecords();
  ImGui::Spacing();
  wrapped(palette::kDim, fill(tr("Every other key is kept as written; the Rules tool sets the rules' "
                                 "options, explained in docs/rules/{game}.md."),
                              {{"game", entry_->name}}));
}

void Editor::guiRecords() {
  using F = game::RecordField::Kind;
  const auto &lists = entry_->authoring.records;
  const YAML::Node sides = doc_.at({"sides"});
  const int n_sides = sides.IsSequence() ? static_cast<int>(sides.size()) : 0;
  for (std::size_t l = 0; l < lists.size(); ++l) {
    const game::RecordList &list = lists[l];
    const std::string tag = "##rec" + std::to_string(l);
    ImGui::Spacing();
    ImGui::TextColored(palette::kGold, "%s", tr(list.label.c_str()));
    // The records written, one line each, with a button that takes one out.
    const YAML::Node items = doc_.at(core::YamlPath(list.path.begin(), list.path.end()));
    if (items.IsSequence())
      for (std::size_t i = 0; i < items.size(); ++i) {
        std::string line;
        if (items[i].IsMap())
          for (const auto &kv : items[i]) {
            std::string value;
            if (kv.second.IsScalar())
              value = kv.second.Scalar();
            else if (kv.second.IsSequence())
              for (const auto &v : kv.second)
                value += (value.empty() ? "" : ", ") + (v.IsScalar() ? v.Scalar() : std::string("…"));
            else
              value = "…";
            line += (line.empty() ? "" : " · ") + kv.first.Scalar() + ": " + value;
          }
        if (ImGui::SmallButton((std::string("×") + tag + "del" + std::to_string(i)).c_str())) {
          removeRecord(l, i);
          return;
        }
        bar_.note("× " + line);
        ImGui::SameLine();
        ImGui::TextWrapped("%s", line.c_str());
      }
    else
      ImGui::TextColored(palette::kDim, "%s", tr("None yet."));
    // The form of a new one.
    RecordForm &form = recordForm(l);
    if (form.kind >= list.kinds.size()) form.kind = 0;
    // The kinds as buttons side by side (wrapping), the one chosen lit.
    const auto choices = [&](const std::vector<std::string> &labels, std::size_t chosen,
                             const std::string &id, bool translate) {
      std::optional<std::size_t> picked;
      const ImGuiStyle &style = ImGui::GetStyle();
      const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
      for (std::size_t k = 0; k < labels.size(); ++k) {
        const std::string text = translate ? tr(labels[k].c_str()) : labels[k];
        const float w = ImGui::CalcTextSize(text.c_str()).x + 2 * style.FramePadding.x;
        if (k > 0) {
          ImGui::SameLine();
          if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();
        }
        if (k == chosen)
          ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (ImGui::Button((text + id + std::to_string(k)).c_str())) picked = k;
        if (k == chosen) ImGui::PopStyleColor();
        bar_.note(text);
      }
      return picked;
    };
    std::vector<std::string> kind_labels;
    for (const auto &k : list.kinds)
      kind_labels.push_back(k.label);
    if (const auto k = choices(kind_labels, form.kind, tag + "kind", true)) form.kind = *k;
    const game::RecordKind &kind = list.kinds[form.kind];
    wrapped(palette::kDim, tr(kind.help.c_str()));
    bool ready = true;
    for (const game::RecordField &f : kind.fields) {
      const std::string id = tag + f.key;
      switch (f.kind) {
      case F::Side:
        if (form.side.empty() && n_sides > 0) form.side = sideName(0);
        for (int side = 0; side < n_sides; ++side) {
          if (ImGui::RadioButton((sideName(side) + id + std::to_string(side)).c_str(),
                                 form.side == sideName(side)))
            form.side = sideName(side);
          bar_.note(sideName(side));
          ImGui::SameLine();
        }
        ImGui::NewLine();
        break;
      case F::Pieces: {
        ImGui::TextUnformatted(tr(f.label.c_str()));
        for (const Piece &p : pieces()) {
          if (p.label.empty()) continue;
          const bool own = p.ref.side < n_sides && sideName(p.ref.side) == form.side;
          // The side's own pieces, or the others' (ships to sink).
          if (own == f.others) continue;
          bool on = std::find(form.pieces.begin(), form.pieces.end(), p.label) != form.pieces.end();
          if (ImGui::Checkbox(
                  (p.label + id + std::to_string(p.ref.index) + "_" + std::to_string(p.ref.side)).c_str(),
                  &on)) {
            std::erase(form.pieces, p.label);
            if (on) form.pieces.push_back(p.label);
          }
          bar_.note(p.label);
        }
        // A ticked piece of the other side (the side was changed) does not stay ticked unseen.
        std::erase_if(form.pieces, [&](const std::string &label) {
          for (const Piece &p : pieces())
            if (p.label == label)
              return (p.ref.side < n_sides && sideName(p.ref.side) == form.side) == f.others;
          return true;
        });
        ready = ready && !form.pieces.empty();
        break;
      }
      case F::Word: {
        std::string &word = form.words[f.key];
        if (word.empty() && !f.words.empty()) word = f.words.front();
        ImGui::TextUnformatted(tr(f.label.c_str()));
        const auto at = std::find(f.words.begin(), f.words.end(), word);
        if (const auto w = choices(f.words, static_cast<std::size_t>(at - f.words.begin()), id, true))
          word = f.words[*w];
        break;
      }
      case F::Count: {
        const int all = static_cast<int>(form.pieces.size());
        if (all > 1) {
          if (form.count <= 0 || form.count > all) form.count = all;
          ImGui::SetNextItemWidth(besideLabel(tr(f.label.c_str()), 140));
          ImGui::SliderInt((std::string(tr(f.label.c_str())) + id).c_str(), &form.count, 1, all);
          bar_.note(f.key);
        }
        break;
      }
      case F::Area:
        ImGui::TextUnformatted(tr(f.label.c_str()));
        ImGui::SetNextItemWidth(std::min(320.f, ImGui::GetContentRegionAvail().x));
        ImGui::InputScalarN((std::string("x, y, ") + tr("width") + ", " + tr("height") + id).c_str(),
                            ImGuiDataType_Double, form.area, 4);
        bar_.note(f.key);
        break;
      }
    }
    ImGui::BeginDisabled(!ready);
    if (bar_.button(fill(tr("Add: {kind}"), {{"kind", tr(kind.label.c_str())}}).c_str())) {
      addRecord(l, form.kind);
      form.pieces.clear();
      form.count = 0;
    }
    ImGui::EndDisabled();
  }
}

void Editor::guiPieceNumbers(const Piece &piece) {
  const auto &kinds = entry_->authoring.pieces;
  if (piece.ref.kind < 0 || piece.ref.kind >= static_cast<int>(kinds.size())) return;
  const game::PieceKind &k = kinds[static_cast<std::size_t>(piece.ref.kind)];
  for (const game::PieceNumber &number : k.numbers) {
    core::YamlPath path = {"sides", piece.ref.side, k.list, piece.ref.index};
    for (const std::string &key : number.path)
      path.push_back(key);
    const YAML::Node node = doc_.at(path);
    int value = 0;
    try {
      value = node.IsScalar() ? std::stoi(node.Scalar()) : 0;
    } catch (const std::exception &) {
    }
    ImGui::SetNextItemWidth(besideLabel(tr(number.label.c_str()), 110));
    if (ImGui::InputInt(tr(number.label.c_str()), &value) && value >= number.min && value <= number.max)
      setPieceNumber(piece.ref, number, value);
    bar_.note(tr(number.label.c_str()));
  }
}

void Editor::guiQuestion(const GuiFonts &fonts) {
  const float width = std::min(560.f, static_cast<float>(window_.x) - 40);
  ImGui::SetNextWindowPos({window_.x / 2.f, window_.y / 2.f}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({width, 0});
  ImGui::Begin("##editorquestion", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
  heading(fonts, question_->title);
  wrapped(palette::kText, question_->text);
  ImGui::Spacing();
  std::optional<int> pressed;
  for (std::size_t i = 0; i < question_->answers.size(); ++i) {
    if (i) ImGui::SameLine();
    if (bar_.button(question_->answers[i].c_str())) pressed = static_cast<int>(i);
  }
  ImGui::End();
  if (pressed) answer(*pressed);
}

void Editor::guiHelp(const GuiFonts &fonts) {
  static const HelpRow rows[] = {
      {N_("Left click"), N_("paint, toggle a listed hex or edge, add or select a piece (the tool at hand)")},
      {N_("Left drag"), N_("paint a stroke; draw along edges; move a piece")},
      {N_("R / Shift+R"), N_("turn the selected piece")},
      {N_("Drag the gold handle"),
       N_("turn a piece placed anywhere on a table toward the pointer: by 5°, freely with Shift")},
      {N_("Delete"), N_("remove the selected piece")},
      {N_("Escape"), N_("drop the selection")},
      {N_("Right drag, wheel"), N_("pan, zoom")},
      {N_("Home"), N_("fit the map in the window")},
      {N_("Ctrl+Z / Ctrl+Y"), N_("undo / redo")},
      {N_("Ctrl+S"), N_("save (the file keeps its comments and layout)")},
      {N_("F5"), N_("play the scenario hot-seat; F5 again comes back")},
      {N_("F6"), N_("play it against the computer at the level chosen in the bar")},
      {N_("F12"), N_("screenshot")},
      {N_("Ctrl+Q"), N_("quit (asks first when not saved)")},
  };
  static const char *const notes[] = {N_("Every change is checked as `amiraute validate` checks a file.")};
  helpOverlay(help_, window_, tr("Editor — keys and mouse"), rows, notes, fonts.medium, &bar_);
}

} // namespace amiraute::ui
