#pragma once
/// Text that comes from outside (a typed command, a scenario, a hand-edited save) may hold any byte.
/// These helpers find what is not UTF-8 and show it safely, so no stray byte can abort the program
/// or reach a terminal raw.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace amiraute::core {

/// Offset of the first byte that does not belong to well-formed UTF-8 (overlong forms, surrogates
/// and code points past U+10FFFF included), or nothing when the whole text is UTF-8.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text);
inline bool isUtf8(std::string_view text) { return !firstInvalidUtf8(text); }

/// The text with every byte that is not UTF-8 written \xNN and every control character written
/// \n, \t, \r or \xNN: safe to print and to put in JSON. With `keep_lines`, line breaks and
/// tabs stay as they are (a multi-line answer).
std::string escapeForDisplay(std::string_view text, bool keep_lines = false);

} // namespace amiraute::core
