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

/// The player's own data folder: `$XDG_DATA_HOME/adjutant`, or
/// `~/.local/share/adjutant` (where QStandardPaths' GenericDataLocation puts
/// it too). House-rules rulesets go in its rulesets/, scenarios in scenarios/.
std::string userDataDir();

}  // namespace adjutant::app
