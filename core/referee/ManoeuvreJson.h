#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/json/JsonReader.h"
#include "core/model/Pose.h"

namespace adjutant {

/// A pose of a manoeuvre's path as every ruleset's manoeuvre form writes it:
/// {"position": [x, y], "facing": degrees}; problems go to the reader.
std::optional<Pose> readManoeuvrePose(const JsonReader& json);

/// Why a manoeuvre form could not be read, from the reader's diagnostics.
std::string manoeuvreReadFailure(const Diagnostics& diagnostics);

/// Reads a ruleset's manoeuvre form (a type with `static std::optional<Form>
/// fromJson(const JsonReader&)`); nothing, with the reason, when it cannot be read.
template <typename Form>
std::optional<Form> readManoeuvreForm(const nlohmann::json& json, std::string& reason) {
    Diagnostics diagnostics;
    const JsonReader reader(json, "manoeuvre", diagnostics);
    std::optional<Form> form = Form::fromJson(reader);
    if (!form || diagnostics.hasErrors()) {
        reason = manoeuvreReadFailure(diagnostics);
        return std::nullopt;
    }
    return form;
}

}  // namespace adjutant
