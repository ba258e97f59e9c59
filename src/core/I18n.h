#pragma once
/// Every sentence a person reads (screen, referee, rulings, log) goes through tr(): the English
/// text is the key (a gettext msgid), the translation comes from po/<lang>.po. Placeholders are
/// named so that a translation may put them in another order: fill(tr("{ship} moves {n} UD"), ...).
/// What scripts read (JSON keys, command words, clause ids, CCRR hexes) is never translated.
///
/// Catalogue: gettext domain "amiraute", po/fr.po compiled at build time. After adding or
/// changing sentences, run tools/i18n-update (extracts, merges po/fr.po) and translate the new
/// entries; the ctest i18n_catalogue fails while one is missing.
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace amiraute::core {

/// The translation of an English sentence in the current language (the sentence itself in
/// English, or when no translation is known). The pointer stays valid for the program's life.
const char *tr(const char *english);
/// Singular or plural form for `n`, translated: trn("{n} die", "{n} dice", n).
const char *trn(const char *singular, const char *plural, long n);
/// Marks a string for extraction without translating it here (static tables); call tr() on it
/// where it is shown.
#define N_(text) text

/// Replace each {name} in `pattern` by its value; unknown names are left as they are.
std::string fill(std::string_view pattern,
                 std::initializer_list<std::pair<std::string_view, std::string>> values);

/// A whole number as a person reads it in the current language, thousands grouped: 1500 is
/// "1,500" in English and "1 500" in French (a narrow no-break space, U+202F). For the screen
/// and the referee's sentences only; JSON and saved files keep plain digits.
std::string grouped(long long n);
/// A number with `decimals` digits after the mark (rounded), grouped as grouped(): 1234.5 is
/// "1,234.5" in English and "1 234,5" in French.
std::string decimal(double value, int decimals);

/// Switch the language: "en", "fr", or "" to follow the locale (LANG, LC_ALL, LC_MESSAGES).
/// Returns false (and keeps the current language) when `code` is unknown.
bool setLanguage(const std::string &code);
/// The current language code ("en" or "fr").
std::string language();
/// The folder the French catalogue is read from (<folder>/fr/LC_MESSAGES/amiraute.mo).
std::string catalogueFolder();

} // namespace amiraute::core
