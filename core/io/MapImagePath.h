#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace adjutant {

/// A scenario is shared as its folder: the file and the pictures beside it.
/// Its map image must lie in that folder (or below it), so that a scenario
/// passed to another player never reaches into their files, and a report
/// made from a game never carries a picture of the player's own files away.

/// Empty when `file`, as written in a scenario's `map.file`, names a place
/// inside the scenario's folder by its words alone; otherwise why it does
/// not ("named by an absolute path", "outside the scenario's folder"),
/// for a sentence naming the file and the field.
std::string mapPathOutsideReason(std::string_view file);

/// The map image `file` of a scenario in `folder`, with every link in it
/// followed, when it is a regular file inside `folder` (itself with its links
/// followed); nothing when it lies outside, is not there or is not a file.
/// This is the one check before the program reads a map image's bytes.
std::optional<std::string> mapImageInsideFolder(const std::string& folder, std::string_view file);

/// True when `file` exists (through links) but resolves outside `folder`:
/// a link planted inside the folder that points elsewhere.
bool mapImageLeadsOutside(const std::string& folder, std::string_view file);

}  // namespace adjutant
