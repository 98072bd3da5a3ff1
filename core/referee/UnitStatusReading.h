#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/json/JsonReader.h"

namespace adjutant {

/// A unit's status from JSON already checked (a scenario the reader has
/// checked, a saved state): `Status::read` with its problems left unsaid,
/// reading as far as it can and trusting none of the types. What every
/// ruleset's `Status::fromJson` does.
template <typename Status>
Status unitStatusFromCheckedJson(const nlohmann::json& json) {
    Diagnostics ignored;
    return Status::read(JsonReader(json, std::string(), ignored));
}

}  // namespace adjutant
