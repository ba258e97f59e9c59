#include "print/Options.h"

#include "core/I18n.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace amiraute::print {

namespace {

std::string lower(std::string s) {
  for (char &c : s)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string &s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

} // namespace

Paper a4() { return {"a4", 210, 297}; }
Paper letter() { return {"letter", 215.9, 279.4}; }
Paper a3() { return {"a3", 297, 420}; }

Paper paperNamed(const std::string &name) {
  const std::string n = lower(trim(name));
  if (n == "a4") return a4();
  if (n == "letter" || n == "us-letter") return letter();
  if (n == "a3") return a3();
  throw std::invalid_argument(
      core::fill(core::tr("unknown paper '{name}': a4, letter or a3"), {{"name", name}}));
}

Paper paperOfLocale(const std::string &locale) {
  // "en_US.UTF-8@euro": the territory is between '_' and '.' or '@'.
  const auto underscore = locale.find('_');
  if (underscore == std::string::npos) return a4();
  const std::string territory =
      locale.substr(underscore + 1, locale.find_first_of(".@", underscore) - underscore - 1);
  for (const char *t : {"US", "CA", "MX", "CL", "CO", "VE", "PH", "CR", "GT", "SV", "PR", "DO", "PA"})
    if (territory == t) return letter();
  return a4();
}

Paper defaultPaper() {
  for (const char *name : {"LC_PAPER", "LC_ALL", "LANG"})
    if (const char *v = std::getenv(name); v && *v) return paperOfLocale(v);
  return a4();
}

double Options::counterMm() const {
  // A square of side s fits in a flat-topped hex of flats F when s (1 + 1/sqrt 3) <= F.
  const double fit = hex_mm / (1 + 1 / std::sqrt(3.0));
  return std::floor((fit - 0.5) * 2) / 2;
}

const char *partWord(Part p) {
  switch (p) {
  case Part::Board: return "board";
  case Part::Counters: return "counters";
  case Part::Cards: return "cards";
  case Part::Rulers: return "rulers";
  case Part::Sheets: return "sheets";
  case Part::Reference: return "reference";
  }
  return "";
}

std::set<Part> partsNamed(const std::string &text) {
  std::set<Part> out;
  std::string word;
  const auto take = [&](const std::string &w) {
    const std::string n = lower(trim(w));
    if (n.empty()) return;
    for (Part p : {Part::Board, Part::Counters, Part::Cards, Part::Rulers, Part::Sheets, Part::Reference})
      if (n == partWord(p) || n + "s" == partWord(p) || n == std::string(partWord(p)) + "s") {
        out.insert(p);
        return;
      }
    throw std::invalid_argument(
        core::fill(core::tr("unknown part '{word}': board, counters, cards, rulers, sheets or reference"),
                   {{"word", w}}));
  };
  for (char c : text) {
    if (c == ',') {
      take(word);
      word.clear();
    } else {
      word += c;
    }
  }
  take(word);
  if (out.empty())
    throw std::invalid_argument(
        core::tr("name at least one part: board, counters, cards, rulers, sheets or reference"));
  return out;
}

std::pair<double, double> sizeNamed(const std::string &text) {
  double w = 0, h = 0;
  char x = 0, extra = 0;
  if (std::sscanf(text.c_str(), "%lf%c%lf%c", &w, &x, &h, &extra) != 3 || (x != 'x' && x != 'X') ||
      !std::isfinite(w) || !std::isfinite(h))
    throw std::invalid_argument(
        core::fill(core::tr("a size is WxH in millimetres, e.g. 63x88, not '{text}'"), {{"text", text}}));
  return {w, h};
}

void check(const Options &o) {
  const auto within = [](double v, double lo, double hi, const char *what) {
    if (!(v >= lo && v <= hi))
      throw std::invalid_argument(
          core::fill(core::tr("{what} must be from {low} to {high}, not {value}"),
                     {{"what", what}, {"low", number(lo)}, {"high", number(hi)}, {"value", number(v)}}));
  };
  within(o.hex_mm, 8, 60, "--hex-mm");
  within(o.ud_cm, 1, 10, "--ud-cm");
  within(o.margin_mm, 4, 30, "--margin-mm");
  within(o.overlap_mm, 3, 40, "--overlap-mm");
  within(o.card_width_mm, 30, 150, "card width");
  within(o.card_height_mm, 30, 200, "card height");
  within(o.cards_per_page, 1, 60, "--cards-per-page");
  if (o.parts.empty())
    throw std::invalid_argument(
        core::tr("name at least one part: board, counters, cards, rulers, sheets or reference"));
}

} // namespace amiraute::print
