#pragma once

// The pieces every ruleset's manoeuvre form (the JSON ManoeuvreCommand carries)
// is read and written with, so that paths, formations and kinds are spelled
// and checked alike whichever ruleset the game plays.

#include <array>
#include <cstddef>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json/Diagnostics.h"
#include "core/json/JsonReader.h"
#include "core/model/EnumKeys.h"
#include "core/model/Formation.h"
#include "core/model/Pose.h"
#include "core/referee/Manoeuvre.h"

namespace adjutant {

/// A ruleset's manoeuvre kinds with the keys its JSON form spells them by, in
/// the order its messages list them.
template <typename Kind, std::size_t N>
using ManoeuvreKindKeys = EnumKeys<Kind, N>;

/// The key of `kind` in the table; "move" for a kind the table lacks.
template <typename Kind, std::size_t N>
std::string_view manoeuvreKindKeyIn(const ManoeuvreKindKeys<Kind, N>& kinds, Kind kind) {
    return keyIn(kinds, kind, "move");
}

/// The kind `key` names in the table; nothing when it names none.
template <typename Kind, std::size_t N>
std::optional<Kind> manoeuvreKindNamedIn(const ManoeuvreKindKeys<Kind, N>& kinds,
                                         std::string_view key) {
    return valueNamedIn(kinds, key);
}

/// The keys of the table as a message lists them: "a, b or c".
template <typename Kind, std::size_t N>
std::string manoeuvreKindList(const ManoeuvreKindKeys<Kind, N>& kinds) {
    std::string list;
    for (std::size_t i = 0; i < N; ++i) {
        if (i > 0) {
            list += i + 1 == N ? " or " : ", ";
        }
        list += kinds[i].second;
    }
    return list;
}

/// The optional "kind" member (default "move") read against the table; an
/// unknown key is an error that lists the known ones, and gives nothing.
template <typename Kind, std::size_t N>
std::optional<Kind> readManoeuvreKind(const JsonReader& json,
                                      const ManoeuvreKindKeys<Kind, N>& kinds) {
    const std::string key = json.optionalString("kind", "move");
    std::optional<Kind> kind = manoeuvreKindNamedIn(kinds, key);
    if (!kind) {
        json.errorAt("kind", "unknown manoeuvre kind '" + key + "' (expected " +
                                 manoeuvreKindList(kinds) + ")");
    }
    return kind;
}

/// A pose of a manoeuvre's path as every ruleset's manoeuvre form writes it:
/// {"position": [x, y], "facing": degrees}; problems go to the reader.
std::optional<Pose> readManoeuvrePose(const JsonReader& json);

/// The poses of a path's JSON array appended to `path`; false, with the
/// problem in the reader, when one cannot be read.
bool readManoeuvrePath(const std::vector<JsonReader>& poses, std::vector<Pose>& path);

/// A path as the manoeuvre forms write it: [{"position": [x, y], "facing": degrees}, ...].
nlohmann::json manoeuvrePathJson(const std::vector<Pose>& path);

/// The formation a formation change names under "formation"; nothing, with
/// the problem in the reader, when it is missing or names none.
std::optional<Formation> readManoeuvreFormation(const JsonReader& json);

/// The members every ruleset's manoeuvre form (a type with `unitId`, `kind`,
/// an optional `formation` and a `path` of poses) writes alike: "unitId",
/// "kind" as `kindKey`, "formation" when it names one and "path" when it has
/// one. The ruleset adds its own members.
template <typename Form>
nlohmann::json manoeuvreFormJson(const Form& form, std::string_view kindKey) {
    nlohmann::json json = {{"unitId", form.unitId}, {"kind", std::string(kindKey)}};
    if (form.formation) {
        json["formation"] = std::string(formationKey(*form.formation));
    }
    if (!form.path.empty()) {
        json["path"] = manoeuvrePathJson(form.path);
    }
    return json;
}

/// Starts reading a manoeuvre form: an object (members other than `members`
/// are warned of), its "unitId", its "kind" from the table and, when that is
/// `changeFormation`, its "formation". False, with the problem in the reader,
/// when the form cannot be read.
template <typename Form, typename Kind, std::size_t N>
bool readManoeuvreFormHead(const JsonReader& json, std::initializer_list<std::string_view> members,
                           const ManoeuvreKindKeys<Kind, N>& kinds, Kind changeFormation,
                           Form& form) {
    if (!json.isObject()) {
        json.error("expected a manoeuvre object");
        return false;
    }
    json.warnUnknownMembers(members);
    form.unitId = json.requireString("unitId");
    const std::optional<Kind> kind = readManoeuvreKind(json, kinds);
    if (!kind) {
        return false;
    }
    form.kind = *kind;
    if (form.kind == changeFormation) {
        form.formation = readManoeuvreFormation(json);
        if (!form.formation) {
            return false;
        }
    }
    return true;
}

/// Ends reading a manoeuvre form: its optional "path", which a manoeuvre that
/// `needsPath` (a move) must have. False, with the problem in the reader, when
/// the form cannot be read or names no unit.
template <typename Form>
bool readManoeuvreFormPath(const JsonReader& json, bool needsPath, Form& form) {
    if (!readManoeuvrePath(json.optionalArray("path"), form.path)) {
        return false;
    }
    if (needsPath && form.path.empty()) {
        json.errorAt("path", "a move needs at least one pose");
        return false;
    }
    return !form.unitId.empty();
}

/// Why a manoeuvre form could not be read, from the reader's diagnostics.
std::string manoeuvreReadFailure(const Diagnostics& diagnostics);

/// Reads a ruleset's manoeuvre form (a type with `static std::optional<Form>
/// fromJson(const JsonReader&)`) as the manoeuvre that holds it, which is what
/// every referee's readManoeuvre gives; nullptr, with the reason, when it
/// cannot be read.
template <typename Form>
ManoeuvrePtr readManoeuvreForm(const nlohmann::json& json, std::string& reason) {
    Diagnostics diagnostics;
    const JsonReader reader(json, "manoeuvre", diagnostics);
    std::optional<Form> form = Form::fromJson(reader);
    if (!form || diagnostics.hasErrors()) {
        reason = manoeuvreReadFailure(diagnostics);
        return nullptr;
    }
    return typedManoeuvre(std::move(*form));
}

}  // namespace adjutant
