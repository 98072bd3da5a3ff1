#pragma once

#include <string>
#include <vector>

namespace adjutant {

/// The end of an "unknown name" message: the known name closest to the one
/// given when it is probably a misspelling ("did you mean \"musketeer\"?"),
/// otherwise the known names, shortened when there are many.
std::string expectedNameHint(const std::string& given, const std::vector<std::string>& known);

}  // namespace adjutant
