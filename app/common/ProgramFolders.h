#pragma once

#include <string>

namespace adjutant::app {

/// The folder of what Adjutant ships (rulesets/, scenarios/ with their maps,
/// and whatever else lies under resources/): `<prefix>/share/adjutant` when the
/// running program is installed as `<prefix>/bin/<program>`, otherwise the
/// source tree's resources/ folder the program was built from, so a program
/// run from its build folder finds the files being worked on.
std::string shippedResourceDir();

/// The same rule for a given program file, for tests: `<program>/../../share/adjutant`
/// when it holds rulesets/, else `fallback`.
std::string resourceDirBeside(const std::string& programPath, const std::string& fallback);

/// What a program run from a build folder knows of it, read from the file
/// `adjutant-build-tree.txt` that CMake writes at the top of every build folder
/// (found in the program's own folder or the nearest one above it). Read at
/// run time rather than compiled in, so that no object file holds the
/// checkout's path and two clones share one compiler cache. Empty members
/// when the program is not in a build folder.
struct BuildTree {
    std::string sourceDir;   // the source tree the folder builds
    std::string cliProgram;  // adjutant-cli in that folder
};
BuildTree buildTreeOf(const std::string& programPath);
/// The build tree of the running program (/proc/self/exe).
BuildTree buildTreeOfThisProgram();

/// The player's own data folder: `$XDG_DATA_HOME/adjutant`, or
/// `~/.local/share/adjutant` (where QStandardPaths' GenericDataLocation puts
/// it too). House-rules rulesets go in its rulesets/, scenarios in scenarios/.
std::string userDataDir();

}  // namespace adjutant::app
