#pragma once

#include <nlohmann/json.hpp>

#include "core/json/Diagnostics.h"

namespace adjutant::cli {

/// The diagnostics as `--json` prints them: a list of {severity, file,
/// location, message}, for scripts that read `validate` and `replay`.
nlohmann::json diagnosticsJson(const Diagnostics& diagnostics);

}  // namespace adjutant::cli
