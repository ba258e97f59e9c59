#pragma once
/// What the program remembers between sessions for the person using it (not the game): the
/// language chosen on screen. In $XDG_CONFIG_HOME/amiraute/settings.yaml (~/.config/… by default;
/// AMIRAUTE_CONFIG_DIR overrides it, for tests).
#include <string>

namespace amiraute::core {

/// The folder of the settings file.
std::string configFolder();
/// The language saved last ("fr", "en"), or "" when none was.
std::string savedLanguage();
/// Remember `code` as the language (written atomically; a failure is silent: nothing is lost but
/// the preference).
void saveLanguage(const std::string &code);

} // namespace amiraute::core
