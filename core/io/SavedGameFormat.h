#pragma once

#include <string_view>

namespace adjutant {

/// The saved-game format: JSON lines, a header then one journal entry per
/// line. Described in docs/saved-game-format.md.
inline constexpr std::string_view kSavedGameFormatName = "adjutant-saved-game";
/// The version this program writes; it reads every version up to this one.
inline constexpr int kSavedGameFormatVersion = 1;
/// How saved-game files are named, so that tools recognise them by name.
inline constexpr std::string_view kSavedGameExtension = ".save.jsonl";

/// True if `path` is named like a saved game.
inline bool isSavedGameFileName(std::string_view path) {
    return path.size() >= kSavedGameExtension.size() &&
           path.substr(path.size() - kSavedGameExtension.size()) == kSavedGameExtension;
}

}  // namespace adjutant
