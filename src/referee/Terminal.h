#pragma once
/// The terminal at a shared table: what the referee does so that a player's secrets stay his at a
/// keyboard everybody uses, and so that the terminal is left as it was found however the program
/// ends.
#include <iosfwd>
#include <optional>
#include <string>

namespace amiraute::referee {

/// Cursor home, erase the screen, erase the lines scrolled off it: what a secret leaves behind once
/// its seat has read it.
inline constexpr char kClearScreen[] = "\x1b[H\x1b[2J\x1b[3J";

/// From now on SIGINT, SIGTERM, SIGHUP and SIGQUIT leave the terminal as it is now: its settings
/// (echo, line mode) put back, a secret still on the screen wiped, the goodbye (setGoodbye)
/// written, then the program ends by the same signal, as a shell expects. Call it once the
/// terminal is as its user left it (before any hidden prompt); calling it again changes nothing.
void guardTerminal();
/// What a signal's way out says (where unsaved work is kept); empty: nothing.
void setGoodbye(const std::string &text);
/// Whether a seat's secret is on the screen now (a signal then wipes it before leaving).
void secretOnScreen(bool shown);

/// A line typed at the terminal without echo after `prompt` (a secret: speeds, written orders), or
/// nothing when stdin is not a terminal or is at its end. The secret is never printed back.
std::optional<std::string> readHidden(const std::string &prompt);

/// Write `prompt` and wait for Enter on `in`; what is typed meanwhile is not echoed when `in` is
/// the terminal. False at the end of input.
bool waitForEnter(const std::string &prompt, std::istream &in, std::ostream &out);

/// Show `text`, a secret of `seat`, to that seat alone at a terminal: ask the others to look away
/// and wait for Enter, show it, wait for Enter again, then clear the screen and its scrollback.
/// At the end of input the secret is not shown (or is cleared at once if it was).
void showSecret(const std::string &seat, const std::string &text, std::istream &in, std::ostream &out);

/// Echo off on the terminal until the next line is read (libedit then echoes what it reads
/// itself): what is typed ahead while the referee answers or thinks is not shown where it would
/// stay. Nothing when stdin is not a terminal.
void quietTerminal();
/// Put the terminal's settings back as guardTerminal found them (on leaving).
void restoreTerminal();

} // namespace amiraute::referee
