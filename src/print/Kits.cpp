#include "print/Kits.h"

#include "core/I18n.h"
#include "draw/Cairo.h"
#include "game/Registry.h"
#include "print/Layout.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <stdexcept>

namespace amiraute::print {

namespace {

std::map<std::string, KitEntry> &table() {
  static std::map<std::string, KitEntry> t;
  return t;
}

std::string extensionOf(const std::string &path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char &c : ext)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

const KitEntry &entryOf(const std::string &scenario) {
  const game::GameEntry &g = game::gameOf(scenario); // core::YamlError: unknown game, bad file
  const KitEntry *k = findKit(g.name);
  if (!k)
    throw std::runtime_error(core::fill(core::tr("{game} has no printed kit yet"), {{"game", g.title}}));
  return *k;
}

/// Only the parts of `kit` that `options` want (a game's kit gives them all).
void keepWanted(Kit &kit, const Options &options) {
  if (!options.wants(Part::Board)) kit.boards.clear();
  std::erase_if(kit.pieces, [&](const PieceSheet &sheet) { return !options.wants(sheet.part); });
  if (!options.wants(Part::Cards)) kit.decks.clear();
  if (!options.wants(Part::Rulers)) kit.rulers.clear();
  if (!options.wants(Part::Sheets)) kit.sheets.clear();
  if (!options.wants(Part::Reference)) kit.reference.clear();
}

} // namespace

void addKit(KitEntry entry) {
  const std::string name = entry.game;
  if (!table().emplace(name, std::move(entry)).second)
    throw std::logic_error("the kit of " + name + " is registered twice");
}

const KitEntry *findKit(const std::string &game) {
  const auto it = table().find(game);
  return it == table().end() ? nullptr : &it->second;
}

std::vector<std::string> kitGames() {
  std::vector<std::string> out;
  for (const auto &[name, entry] : table())
    out.push_back(name);
  return out;
}

Kit kitOf(const std::string &scenario, const Options &options) {
  check(options);
  Kit kit = entryOf(scenario).kit(scenario, options);
  kit.game = game::gameOf(scenario).title;
  keepWanted(kit, options);
  return kit;
}

std::vector<Page> printPages(const std::string &scenario, const Options &options) {
  const Kit kit = kitOf(scenario, options);
  std::vector<Page> pages = layout(kit, options);
  if (pages.empty())
    throw std::runtime_error(
        core::fill(core::tr("the kit of {game} has none of the parts asked for"), {{"game", kit.game}}));
  return pages;
}

std::string checkPdfName(const std::string &out) {
  if (extensionOf(out) != ".pdf")
    return core::fill(core::tr("cannot write {file}: a kit is a PDF, its name must end in .pdf"),
                      {{"file", out}});
  return "";
}

std::string printKit(const std::string &scenario, const std::string &out, const Options &options) {
  if (std::string why = checkPdfName(out); !why.empty()) return why;
  return writePdf(out, printPages(scenario, options));
}

bool hasBoardPicture(const std::string &scenario) {
  const game::GameEntry &g = game::gameOf(scenario);
  const KitEntry *k = findKit(g.name);
  return k && k->board;
}

std::string renderBoard(const std::string &scenario, const std::string &out, const BoardLook &look,
                        double width, double height) {
  const KitEntry &entry = entryOf(scenario);
  if (!entry.board)
    throw std::runtime_error(
        core::fill(core::tr("{game} has no board to draw alone"), {{"game", entry.game}}));
  // Once for its size, once more at the scale it is drawn at (its texts and lines follow the scale).
  const Picture sized = entry.board(scenario, look);
  draw::Caption caption = sized.caption;
  if (!look.pieces)
    for (draw::CaptionSide &side : caption.sides)
      side.pieces = -1; // the board without its pieces says nothing of them
  // The caption's band across the top; the board below it.
  const double top = draw::captionHeight(caption, width, height);
  const double below = height - top;
  const double margin = std::min(width, below) * 0.03;
  const double k =
      std::min((width - 2 * margin) / sized.area.width, (below - 2 * margin) / sized.area.height);
  BoardLook at = look;
  at.scale = k;
  const Picture pic = entry.board(scenario, at);
  draw::Transform t;
  t.scale_x = k;
  t.offset_x = (width - pic.area.width * k) / 2 - pic.area.x * k;
  if (pic.y_up) {
    t.scale_y = -k;
    t.offset_y = top + (below - pic.area.height * k) / 2 + (pic.area.y + pic.area.height) * k;
  } else {
    t.scale_y = k;
    t.offset_y = top + (below - pic.area.height * k) / 2 - pic.area.y * k;
  }
  draw::Scene over;
  draw::buildCaption(caption, width, height, look.paper, over);
  return draw::writePicture(out, *pic.scene, t, width, height,
                            look.paper ? draw::Color::white() : draw::Color(17, 23, 31), &over);
}

} // namespace amiraute::print
