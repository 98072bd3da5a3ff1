#pragma once

// Checks on the diagnostics a reader gives, shared by the tests of every file
// format that names where a problem is.

#include <string>

#include "core/json/Diagnostics.h"

namespace adjutant::testing {

/// True if some error sits at `location` and its message contains `text`.
inline bool hasError(const Diagnostics& diagnostics, const std::string& location,
                     const std::string& text) {
    for (const Diagnostic& d : diagnostics.items()) {
        if (d.severity == Diagnostic::Severity::Error && d.location == location &&
            d.message.find(text) != std::string::npos) {
            return true;
        }
    }
    return false;
}

}  // namespace adjutant::testing
