#pragma once
/// The scenario editor (`amiraute edit SCENARIO`), on the same table as play: the game's own board
/// draws the scenario as it starts (the one match frame, as a preview), and the author points
/// instead of counting hexes — paints terrain from the legend's palette (brush or fill), toggles
/// the hexes of the game's lists (lighthouses) and the edges of its lists of hexsides (rivers),
/// places, drags, turns and removes each side's pieces, and sets the title, the description, the
/// sides' names, who moves first and the turn limit.
///
/// The YAML stays the source: every change is made in the author's text (core::YamlText), so a
/// comment written by hand, the order of keys and the layout of untouched parts survive a save.
/// Each change is checked at once with the same reader as `amiraute validate` (the faulty piece
/// outlined in red); saving a file with problems asks first, and so does replacing a file changed
/// on the disk since it was opened. F5 plays the scenario as it stands (hot-seat), F6 against the
/// computer; F5 again comes back to the editor where it was.
///
/// What the editor may change in a game's file is said by the game (game/Authoring.h); nothing
/// here names a game.
#include "core/I18n.h"
#include "core/YamlEdit.h"
#include "core/hex/Grid.h"
#include "draw/Scene.h"
#include "game/Registry.h"
#include "ui/Camera.h"
#include "ui/Chrome.h"
#include "ui/MatchFrame.h"
#include "ui/SceneRenderer.h"
#include "ui/View.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace amiraute::ui {

/// A table coordinate as an author writes it: to the tenth, no trailing zeros ("12", "6.5").
std::string tenthText(double v);

class Editor final : public View {
public:
  enum class Tool { Terrain, Set, Sides, Pieces, Scenario, Rules };
  /// The button over a test game that comes back to the editor.
  static constexpr const char *kBackLabel = N_("Back to the editor  F5");

  /// A piece of the file: side `side`'s `index`-th of the game's kind `kind`.
  struct PieceRef {
    int side = 0;
    int kind = 0;
    int index = 0;
    friend bool operator==(const PieceRef &, const PieceRef &) = default;
  };
  /// A piece as the file has it now.
  struct Piece {
    PieceRef ref;
    core::Hex hex;
    int facing = 0; ///< 0: the kind has no facing
    std::string label, type;
    std::vector<core::Hex> covers; ///< its hex first, then what stands behind it
    int line = 0;                  ///< its line in the file (from 1)
    bool free = false;             ///< placed anywhere on a table (x, y, heading), not on a hex
    double x = 0, y = 0;           ///< a free piece's place, in table units
    int heading = 0;               ///< a free piece's heading, degrees
  };

  /// Open `path` for editing; `seed` seeds the test games. Throws core::YamlError when the file
  /// cannot be read or is not YAML at all, or names no known game. A scenario with problems opens:
  /// they are listed, and fixing them is what the editor is for.
  Editor(std::string path, std::uint64_t seed);
  ~Editor() override;

  // ---- View -------------------------------------------------------------------------------------
  std::string title() const override;
  void resize(sf::Vector2u size) override;
  void handleEvent(const sf::Event &event, bool gui_mouse, bool gui_keyboard) override;
  void update(float dt) override;
  void drawTable(sf::RenderTarget &target) override;
  void drawGui(const GuiFonts &fonts) override;
  std::optional<std::string> takeScreenshotRequest() override;
  void screenshotSaved(const std::string &path, bool ok) override;
  int drawCalls() const override;
  void fit() override;
  void setStill(bool still) override { (void)still; }
  void holdComputer(bool held) override;
  bool mayClose() override;
  bool takeCloseRequest() override { return std::exchange(close_request_, false); }

  // ---- what a click does (the tests call these too) ---------------------------------------------
  const core::YamlText &document() const { return doc_; }
  const std::string &path() const { return path_; }
  /// Changed since it was opened or last saved.
  bool dirty() const { return doc_.text() != saved_; }
  /// What `amiraute validate` says of the text now (errors), and its warnings.
  const std::vector<core::YamlError> &problems() const { return problems_; }
  const std::vector<core::YamlError> &warnings() const { return warnings_; }
  bool hexMap() const { return columns_ > 0; }
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  /// The map's legend: symbol, terrain word, in the file's order.
  const std::vector<std::pair<char, std::string>> &legend() const { return legend_; }
  /// The terrain symbol at a hex ('\0' off the map).
  char terrainAt(core::Hex hex) const;
  std::vector<Piece> pieces() const;
  std::optional<Piece> pieceAt(core::Hex hex) const;
  /// The free piece (Haute Mer) nearest a point of the table, within a ship's reach.
  std::optional<Piece> pieceNear(draw::Point world) const;
  /// The game places its pieces anywhere on a table (x, y, heading), not on hexes.
  bool freePieces() const;
  /// The hexes listed under the game's list `set` (game::Authoring::sets).
  std::vector<core::Hex> setHexes(int set) const;
  /// A hexside: the two adjacent hexes it separates.
  using Side = std::pair<core::Hex, core::Hex>;
  /// The hexsides listed under the game's list `list` (game::Authoring::hexsides), as written.
  std::vector<Side> sideList(int list) const;
  /// The hexside a click at a window pixel toggles: the hex under it and its neighbour toward the
  /// pointer; nothing near a hex's centre or toward off the map.
  std::optional<Side> sideAtPixel(sf::Vector2f pixel) const;

  Tool tool() const { return tool_; }
  /// `set`: the list for Tool::Set (Authoring::sets) and Tool::Sides (Authoring::hexsides).
  void setTool(Tool tool, int set = 0);
  /// The terrain word the brush paints (one of the palette's), and fill instead of brush.
  void setBrush(const std::string &word, bool fill = false);
  /// The side, the kind and the type of the pieces a click on an empty hex adds.
  void setSide(int side);
  void setPieceType(const std::string &type);
  std::optional<PieceRef> selected() const { return selected_; }

  /// The tool at hand applied to `hex`, as a left click there does.
  void clickHex(core::Hex hex);
  void paint(core::Hex hex);
  void fillArea(core::Hex hex);
  void toggle(int set, core::Hex hex);
  /// The hexside between adjacent `a` and `b` added to the list `list`, or taken out (either order).
  void toggleSide(int list, core::Hex a, core::Hex b);
  void addPiece(core::Hex hex);
  void select(std::optional<PieceRef> piece) { selected_ = piece; }
  void movePiece(PieceRef piece, core::Hex hex);
  /// A free piece added at a point of the table, or moved there (to the tenth of a unit).
  void addPieceAt(draw::Point world);
  void movePieceTo(PieceRef piece, double x, double y);
  /// Turn a piece `by` steps: a hex facing (1–6) by one a step, a heading by 5° a step.
  void turnPiece(PieceRef piece, int by);
  /// Set a free piece's heading (degrees, written to the tenth).
  void headPieceTo(PieceRef piece, double heading);
  /// Where the selected free piece's turning handle stands (beyond its bow), if any.
  std::optional<draw::Point> turnHandle() const;
  void removePiece(PieceRef piece);
  void setPieceField(PieceRef piece, const std::string &key, const std::string &yaml);
  /// A value of the file's head: title, description, first, turn_limit (YAML text).
  void setValue(const core::YamlPath &path, const std::string &yaml);
  /// Rename side `side` (and `first:` with it when it named that side).
  void renameSide(int side, const std::string &name);
  /// The types a new piece of `kind` may take: the game's, then those the file defines itself.
  std::vector<std::string> pieceTypes(int kind) const;
  /// Rename a piece by its label key (a ship's name), and in the records that list it.
  void renamePiece(PieceRef piece, const std::string &name);
  /// A number of the piece's card (game::PieceNumber) set to `value`; 0 takes the key out.
  void setPieceNumber(PieceRef piece, const game::PieceNumber &number, int value);
  /// The record of kind `kind` as the form below the list `list` holds it, appended to the list.
  void addRecord(std::size_t list, std::size_t kind);
  /// Take out the item `index` of the list of records `list`.
  void removeRecord(std::size_t list, std::size_t index);
  /// The record form's values (for tests as for the panel).
  struct RecordForm {
    std::size_t kind = 0;
    std::string side;                         ///< "" : the first side
    std::vector<std::string> pieces;          ///< ticked, by label
    int count = 0;                            ///< 0: all of them
    std::map<std::string, std::string> words; ///< Word fields by key ("" : the first word)
    double area[4] = {0, 0, 4, 4};            ///< x, y, width, height
  };
  RecordForm &recordForm(std::size_t list);

  // ---- the rules' options (ui/EditorRules.cpp) -------------------------------------------------
  /// Every option the game's scenario may set under `rules:`, as `amiraute list options` has them.
  const std::vector<game::NameLine> &ruleOptions() const;
  /// The option `key` as the file writes it (a scalar's text, a list or mapping in flow style), or
  /// nothing when the file leaves it at its default.
  std::optional<std::string> ruleValue(const std::string &key) const;
  /// Write `rules.KEY: yaml` (adding the key, or `rules:` itself, when missing): one undo step.
  void setRule(const std::string &key, const std::string &yaml, bool new_step = true);
  /// Take `rules.KEY` out: the option goes back to its default.
  void resetRule(const std::string &key);
  /// A card game's deck as printed (the `deck:` file, or the game's shipped one), before the
  /// scenario's counts; nothing when the game has no deck or it cannot be read.
  const core::cards::Deck *printedDeck() const;
  /// The copies of card `id` this scenario plays with (its count in `rules.counts`, else printed).
  int cardCount(const std::string &id) const;
  /// Set the copies of card `id`: the printed count takes the key out (and an empty `counts` too).
  void setCardCount(const std::string &id, int copies);

  void undo();
  void redo();
  /// Save to the file: false (and a question asked) when the text has problems or the file changed
  /// on the disk since; `force` saves anyway.
  bool save(bool force = false);
  /// Play the scenario as it stands: hot-seat, or the computer at the second side at `level`.
  bool testPlay(const std::string &level = "");
  void backToEditor();
  bool testing() const { return play_ != nullptr; }
  MatchFrame *testFrame() { return play_.get(); }
  MatchFrame *preview() { return preview_.get(); }

  /// A question the editor asks (save with problems, replace a file changed on the disk, quit
  /// without saving): its answers by label, the last one going back.
  struct Ask {
    std::string title, text;
    std::vector<std::string> answers;
    std::function<void(int)> then;
  };
  const std::optional<Ask> &question() const { return question_; }
  void answer(int index);
  const std::string &lastError() const { return error_; }
  const std::string &lastNotice() const { return notice_; }

  /// Where a control was drawn in the last frame, by label (tests click there).
  const BarControls &controls() const { return bar_; }
  /// The window pixel of a hex's centre.
  sf::Vector2f screenOf(core::Hex hex) const;
  /// The window pixel of a point of the table (world units).
  sf::Vector2f screenOf(draw::Point world) const;
  /// The window pixel of the middle of the hexside between adjacent `a` and `b`.
  sf::Vector2f screenOf(core::Hex a, core::Hex b) const;
  sf::FloatRect tableRect() const;
  float panelWidth() const;

private:
  /// A change of the text: one step of undo; refused (the text unchanged, the reason shown) when
  /// the document cannot take it.
  void change(const std::function<void()> &edit, bool new_step = true);
  void afterChange();
  /// Append to side `side_`'s list of kind `kind` the first of `make(count)`, count from `mine + 1`,
  /// whose label none of `labels` has, and select it.
  void appendPiece(int kind, int mine, const std::set<std::string> &labels,
                   const std::function<std::string(int count)> &make);
  /// Check the text with the game's reader and, when it reads, show the game as it would start.
  void revalidate();
  void readMap();
  std::string sideName(int side) const;
  /// The legend's symbol for a terrain word, added to the legend when it has none.
  char symbolFor(const std::string &word);
  std::optional<core::Hex> hexAtPixel(sf::Vector2f pixel) const;
  void buildOverlay(draw::Scene &out) const;

  void guiBar(const GuiFonts &fonts);
  void guiPanel(const GuiFonts &fonts);
  void guiTerrain();
  void guiSet();
  void guiPieces();
  void guiScenario();
  void guiRules();
  void guiRuleList(const std::vector<game::NameLine> &options);
  void guiCardCounts(const game::NameLine &option);
  void guiProblems();
  void guiQuestion(const GuiFonts &fonts);
  void guiBackButton();
  void guiHelp(const GuiFonts &fonts);

  std::string path_;
  const game::GameEntry *entry_ = nullptr;
  std::uint64_t seed_;
  core::YamlText doc_;
  std::string saved_; ///< the text as last saved (or opened)
  std::string disk_;  ///< the file as this editor last read or wrote it
  std::vector<std::string> undo_, redo_;
  std::vector<core::YamlError> problems_, warnings_;
  std::vector<std::string> rows_text_;
  std::vector<std::pair<char, std::string>> legend_;
  int columns_ = 0, rows_ = 0;

  std::unique_ptr<MatchFrame> preview_;
  std::unique_ptr<MatchFrame> play_;
  Camera camera_;
  bool camera_set_ = false;
  AutoFit auto_fit_; ///< a resize fits the map again until the author pans or zooms
  Navigation nav_;
  std::unique_ptr<SceneRenderer> renderer_;
  draw::Scene overlay_;
  sf::Vector2u window_{1600, 1000};
  BarControls bar_;

  Tool tool_ = Tool::Scenario;
  int set_ = 0;
  std::string brush_;
  bool fill_ = false;
  int side_ = 0, kind_ = 0;
  std::string type_;
  std::optional<PieceRef> selected_;
  std::optional<core::Hex> hovered_;
  bool painting_ = false;
  std::optional<PieceRef> dragging_;
  core::Hex grabbed_;      ///< where the dragged piece was taken
  draw::Point grabbed_at_; ///< where a free piece was taken
  std::string level_ = "normal";
  std::string error_, notice_;
  std::optional<Ask> question_;
  bool close_request_ = false;
  bool help_ = false;
  std::optional<std::string> shot_;
  /// Texts of the scenario panel being typed (applied when the field is left).
  std::string title_edit_, description_edit_;
  std::vector<std::string> side_edits_;
  std::map<std::size_t, RecordForm> record_forms_;
  /// The free piece whose handle is being dragged, and the heading it points to now.
  std::optional<PieceRef> turning_;
  std::optional<double> turn_to_;
  bool shift_ = false; ///< Shift held: a handle turns freely, not by 5°
  void guiRecords();
  void guiPieceNumbers(const Piece &piece);
  /// The options (read once) and the printed deck (read again when `deck:` changes).
  mutable std::optional<std::vector<game::NameLine>> options_;
  mutable std::optional<core::cards::Deck> printed_deck_;
  mutable std::optional<std::string> printed_deck_key_;
  std::string rule_typing_; ///< the option whose number is being typed (one undo step for it)
  // The hexside tool (EditorSides.cpp).
  std::optional<Side> hovered_side_;
  std::optional<bool> side_stroke_; ///< a drag of the hexside tool: adding (true) or taking out
  void markSide(int list, Side side, bool present, bool new_step);
  bool sidesEvent(const sf::Event &e, bool gui_mouse); ///< true: the event was the tool's
  void buildSidesOverlay(draw::Scene &out) const;
  void guiSides();
};

} // namespace amiraute::ui
