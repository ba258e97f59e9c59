#pragma once
/// How a kit is printed: the paper, the size of a hex and of a UD, which parts, the cards' size.
/// Every value a person types is read here, with a sentence saying what is wrong when it is bad.
#include "print/Kit.h"

#include <set>
#include <string>

namespace amiraute::print {

/// A sheet of paper, portrait, in millimetres.
struct Paper {
  std::string name; ///< "a4", "letter", "a3"
  double width_mm = 210;
  double height_mm = 297;
  friend bool operator==(const Paper &, const Paper &) = default;
};

/// The papers a kit is printed on: A4, US Letter, A3.
Paper a4();
Paper letter();
Paper a3();
/// The paper called `name` ("a4", "A4", "letter", "a3"); std::invalid_argument naming the known ones.
Paper paperNamed(const std::string &name);
/// The paper of a locale name ("en_US.UTF-8", "fr_FR"): Letter in the Americas that use it (the US,
/// Canada, Mexico and a few others), A4 everywhere else, and for "C" or nothing.
Paper paperOfLocale(const std::string &locale);
/// The paper of this environment's locale: LC_PAPER, else LC_ALL, else LANG.
Paper defaultPaper();

struct Options {
  Paper paper = a4();
  double margin_mm = 10;     ///< white border every printer leaves alone
  double hex_mm = 19;        ///< a hex across its flats, the classic wargame hex
  double ud_cm = 4;          ///< Haute Mer: one UD on the table (HM: the players' choice, 2 or 4 cm)
  double overlap_mm = 10;    ///< the strip a tile shares with its neighbour
  int cards_per_page = 9;    ///< at most this many cards on a page
  double card_width_mm = 63; ///< poker size
  double card_height_mm = 88;
  std::set<Part> parts{Part::Board, Part::Counters, Part::Cards, Part::Rulers, Part::Sheets, Part::Reference};

  bool wants(Part p) const { return parts.contains(p); }
  /// The side of a square counter that sits inside a hex (the largest square a hex holds,
  /// rounded down to half a millimetre, less a little play).
  double counterMm() const;
};

/// The parts named by `text` ("board,counters"; the words of --only); std::invalid_argument for an
/// unknown word, naming the known ones.
std::set<Part> partsNamed(const std::string &text);
/// The word of a part ("board").
const char *partWord(Part p);
/// WxH in millimetres ("63x88"); std::invalid_argument when it is not one.
std::pair<double, double> sizeNamed(const std::string &text);
/// Every value within reason (a hex from 8 to 60 mm, a UD from 1 to 10 cm, margins, cards on a
/// page); std::invalid_argument saying which is not.
void check(const Options &options);

} // namespace amiraute::print
