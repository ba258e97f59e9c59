#include "core/Settings.h"

#include "core/Files.h"

#include <yaml-cpp/yaml.h>

#include <cstdlib>
#include <filesystem>

namespace amiraute::core {

namespace fs = std::filesystem;

std::string configFolder() {
  if (const char *dir = std::getenv("AMIRAUTE_CONFIG_DIR"); dir && *dir) return dir;
  if (const char *xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return (fs::path(xdg) / "amiraute").string();
  if (const char *home = std::getenv("HOME"); home && *home)
    return (fs::path(home) / ".config" / "amiraute").string();
  return (fs::temp_directory_path() / "amiraute-config").string();
}

namespace {

std::string settingsFile() { return (fs::path(configFolder()) / "settings.yaml").string(); }

} // namespace

std::string savedLanguage() {
  try {
    if (!fs::exists(settingsFile())) return "";
    const YAML::Node root = YAML::LoadFile(settingsFile());
    if (root.IsMap() && root["language"] && root["language"].IsScalar())
      return root["language"].as<std::string>();
  } catch (const std::exception &) {
    // An unreadable settings file is as no settings: the locale decides.
  }
  return "";
}

void saveLanguage(const std::string &code) {
  try {
    fs::create_directories(configFolder());
    writeFileAtomically(settingsFile(),
                        "# Amirauté remembers the language chosen on screen.\nlanguage: " + code + "\n");
  } catch (const std::exception &) {
    // Not remembered; nothing else is lost.
  }
}

} // namespace amiraute::core
