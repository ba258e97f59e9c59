#include "ui/FileDialog.h"

#include "core/I18n.h"
#include "core/Record.h"
#include "game/Match.h"
#include "ui/View.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <system_error>

namespace amiraute::ui {

namespace fs = std::filesystem;
using core::fill;
using core::tr;

namespace files {

std::vector<Entry> list(const fs::path &folder, const std::string &ext) {
  std::vector<Entry> folders, found;
  std::error_code ec;
  for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
       !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    std::error_code e2;
    if (it->is_directory(e2))
      folders.push_back({name, true});
    else if (it->path().extension() == ext)
      found.push_back({name, false});
  }
  const auto byName = [](const Entry &a, const Entry &b) { return a.name < b.name; };
  std::sort(folders.begin(), folders.end(), byName);
  std::sort(found.begin(), found.end(), byName);
  folders.insert(folders.end(), found.begin(), found.end());
  return folders;
}

std::string defaultName(const std::string &scenario, const std::string &ext, std::time_t when, bool seconds) {
  std::string stem = fs::path(scenario).stem().string();
  if (stem.empty()) stem = "amiraute";
  std::tm local{};
  localtime_r(&when, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, seconds ? "%Y-%m-%d-%H%M%S" : "%Y-%m-%d-%H%M", &local);
  return stem + "-" + stamp + ext;
}

std::string freeName(const std::string &path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) return path;
  const fs::path p(path);
  for (int n = 2;; ++n) {
    fs::path next = p.parent_path() / (p.stem().string() + "-" + std::to_string(n) + p.extension().string());
    if (!fs::exists(next, ec)) return next.string();
  }
}

SaveCheck checkSave(const fs::path &path, const std::string &scenario, bool record) {
  std::error_code ec;
  const std::string name = path.filename().string();
  if (!fs::exists(path, ec)) return {};
  if (!fs::is_regular_file(path, ec))
    return {SaveCheck::Kind::Refuse,
            fill(tr("{name} is not a file: choose another name."), {{"name", name}})};
  if (!scenario.empty() && fs::equivalent(path, scenario, ec))
    return {SaveCheck::Kind::Refuse,
            fill(tr("{name} is the scenario itself: choose another name."), {{"name", name}})};
  if (record && fs::file_size(path, ec) > 0 && !core::isGameRecord(path.string()))
    return {
        SaveCheck::Kind::Refuse,
        fill(tr("{name} is not a game record and would be lost: choose another name."), {{"name", name}})};
  return {SaveCheck::Kind::Replace, {}};
}

} // namespace files

namespace {

const ImVec4 kGold{0.98f, 0.80f, 0.35f, 1};
const ImVec4 kDim{0.62f, 0.66f, 0.72f, 1};
const ImVec4 kRed{1.0f, 0.45f, 0.42f, 1};

/// The folder the dialog opens in: the last one used, at first the current one.
fs::path &lastFolder() {
  static fs::path folder;
  if (folder.empty()) {
    std::error_code ec;
    folder = fs::current_path(ec);
    if (ec) folder = ".";
  }
  return folder;
}

} // namespace

std::string quickShotPath(const View &view, const std::string &chosen) {
  if (!chosen.empty()) return files::freeName(chosen);
  const game::AnyMatch *m = view.anyMatch();
  const std::string scenario = m ? m->record().scenario : std::string();
  return files::freeName(
      (lastFolder() / files::defaultName(scenario, ".png", std::time(nullptr), true)).string());
}

void FileDialog::open(Kind kind, const std::string &scenario, std::time_t now) {
  open_ = appearing_ = true;
  kind_ = kind;
  scenario_ = scenario;
  question_.clear();
  error_.clear();
  selected_ = -1;
  setFolder(lastFolder());
  if (kind == Kind::Save)
    name_ = files::defaultName(scenario, ".yaml", now, false);
  else if (kind == Kind::Screenshot) // never an existing picture by default
    name_ = fs::path(files::freeName((folder_ / files::defaultName(scenario, ".png", now, true)).string()))
                .filename()
                .string();
  else
    name_.clear();
}

void FileDialog::open(Kind kind, const View &view) {
  const game::AnyMatch *m = view.anyMatch();
  open(kind, m ? m->record().scenario : std::string());
}

void FileDialog::setFolder(const fs::path &folder) {
  std::error_code ec;
  fs::path f = fs::absolute(folder, ec).lexically_normal();
  if (f.has_relative_path() && f.filename().empty()) f = f.parent_path(); // no trailing '/'
  folder_ = f;
  refresh();
}

void FileDialog::refresh() {
  entries_ = files::list(folder_, extension());
  selected_ = -1;
}

void FileDialog::enter(const std::string &name) {
  question_.clear();
  error_.clear();
  setFolder(name == ".." ? folder_.parent_path() : folder_ / name);
}

fs::path FileDialog::target() const {
  fs::path p(name_);
  if (kind_ != Kind::Load && p.extension() != extension()) p += extension();
  return p.is_absolute() ? p : folder_ / p;
}

std::optional<FileDialog::Chosen> FileDialog::confirm() {
  question_.clear();
  error_.clear();
  if (name_.empty()) {
    error_ = tr("Type a file name, or choose a file.");
    return std::nullopt;
  }
  const fs::path path = target();
  std::error_code ec;
  if (fs::is_directory(path, ec)) { // a folder typed: go into it
    setFolder(path);
    name_.clear();
    return std::nullopt;
  }
  if (kind_ == Kind::Load) {
    if (!fs::exists(path, ec)) {
      error_ = fill(tr("There is no {name} here."), {{"name", path.filename().string()}});
      return std::nullopt;
    }
  } else {
    const files::SaveCheck check = files::checkSave(path, scenario_, kind_ == Kind::Save);
    if (check.kind == files::SaveCheck::Kind::Refuse) {
      error_ = check.why;
      return std::nullopt;
    }
    if (check.kind == files::SaveCheck::Kind::Replace) {
      question_ = fill(tr("Replace {name}?"), {{"name", path.filename().string()}});
      return std::nullopt;
    }
  }
  lastFolder() = path.parent_path();
  open_ = false;
  return Chosen{kind_, path.string()};
}

std::optional<FileDialog::Chosen> FileDialog::replace(bool yes) {
  if (question_.empty()) return std::nullopt;
  question_.clear();
  if (!yes) return std::nullopt;
  const fs::path path = target();
  lastFolder() = path.parent_path();
  open_ = false;
  return Chosen{kind_, path.string()};
}

std::optional<FileDialog::Chosen> FileDialog::draw(float centre_x, float centre_y, float max_width,
                                                   float max_height) {
  drawn_ = {};
  if (!open_) return std::nullopt;
  const char *title = kind_ == Kind::Save   ? tr("Save the game record")
                      : kind_ == Kind::Load ? tr("Load a game record")
                                            : tr("Save a screenshot");
  const std::string id = std::string(title) + "###file-dialog";
  if (!ImGui::IsPopupOpen(id.c_str())) ImGui::OpenPopup(id.c_str());
  const float width = std::min(620.f, max_width - 40);
  const float height = std::min(520.f, max_height - 40);
  ImGui::SetNextWindowPos({centre_x, centre_y}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({width, height});
  bool keep = true;
  if (!ImGui::BeginPopupModal(id.c_str(), &keep,
                              ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                                  ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse)) {
    open_ = false;
    return std::nullopt;
  }
  std::optional<Chosen> chosen;
  const ImGuiStyle &style = ImGui::GetStyle();
  const float line = ImGui::GetFrameHeightWithSpacing();

  // The folder, and the way up.
  const std::string up = tr("Up");
  ImGui::BeginDisabled(!folder_.has_relative_path());
  if (ImGui::Button(up.c_str())) enter("..");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kDim, "%s", folder_.string().c_str());
  ImGui::PopTextWrapPos();

  // The folders, then the files.
  // Under the list: the name, the buttons, and a refusal or a question (two lines at most).
  const float below =
      line * 2 + style.WindowPadding.y + (error_.empty() ? 0 : line * 2) + (question_.empty() ? 0 : line);
  ImGui::BeginChild("##files", {0, std::max(line * 3, ImGui::GetContentRegionAvail().y - below)}, true);
  std::string into;
  if (entries_.empty())
    ImGui::TextColored(kDim, "%s",
                       kind_ == Kind::Screenshot ? tr("No pictures (.png) here.")
                                                 : tr("No game records (.yaml) here."));
  for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
    const files::Entry &e = entries_[static_cast<std::size_t>(i)];
    const std::string label = (e.folder ? e.name + "/" : e.name) + "##" + std::to_string(i);
    if (e.folder) ImGui::PushStyleColor(ImGuiCol_Text, kGold);
    if (ImGui::Selectable(label.c_str(), selected_ == i, ImGuiSelectableFlags_AllowDoubleClick)) {
      if (e.folder) {
        into = e.name;
      } else {
        selected_ = i;
        name_ = e.name;
        question_.clear();
        error_.clear();
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) chosen = confirm();
      }
    }
    if (e.folder) ImGui::PopStyleColor();
  }
  ImGui::EndChild();
  if (!into.empty()) enter(into);

  // The name, and what is done with it.
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("File name"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  if (appearing_) ImGui::SetKeyboardFocusHere();
  appearing_ = false;
  const bool enter_key = ImGui::InputText("##name", &name_, ImGuiInputTextFlags_EnterReturnsTrue);
  if (ImGui::IsItemEdited()) question_.clear(), error_.clear();
  if (!error_.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kRed, "%s", error_.c_str());
    ImGui::PopTextWrapPos();
  }
  bool cancel = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  if (!question_.empty()) {
    ImGui::TextColored(kGold, "%s", question_.c_str());
    if (ImGui::Button(tr("Replace"))) chosen = replace(true);
    ImGui::SameLine();
    if (ImGui::Button(tr("Keep it")) || cancel) replace(false), cancel = false;
  } else {
    const char *act = kind_ == Kind::Load ? tr("Load") : tr("Save");
    if (ImGui::Button(act) || enter_key) chosen = confirm();
    ImGui::SameLine();
    if (ImGui::Button(tr("Cancel"))) cancel = true;
  }
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  drawn_ = {pos.x, pos.y, size.x, size.y, ImGui::GetItemRectMax().y};
  if (cancel || !keep) open_ = false;
  if (!open_) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return chosen;
}

} // namespace amiraute::ui
