#include "core/referee/tricorne/TricorneManoeuvre.h"

#include "core/json/JsonReader.h"
#include "core/referee/ManoeuvreJson.h"

namespace adjutant {

namespace {

using Kind = TricorneManoeuvre::Kind;

constexpr ManoeuvreKindKeys<Kind, 8> kKinds{{
    std::pair{Kind::Move, std::string_view("move")},
    std::pair{Kind::Wheel, std::string_view("wheel")},
    std::pair{Kind::Turn, std::string_view("turn")},
    std::pair{Kind::ChangeFormation, std::string_view("changeFormation")},
    std::pair{Kind::Limber, std::string_view("limber")},
    std::pair{Kind::Unlimber, std::string_view("unlimber")},
    std::pair{Kind::Pivot, std::string_view("pivot")},
    std::pair{Kind::Reform, std::string_view("reform")},
}};

}  // namespace

std::string_view manoeuvreKindKey(Kind kind) {
    return manoeuvreKindKeyIn(kKinds, kind);
}

std::optional<Kind> manoeuvreKindFromKey(std::string_view key) {
    return manoeuvreKindNamedIn(kKinds, key);
}

nlohmann::json TricorneManoeuvre::toJson() const {
    nlohmann::json json = {{"unitId", unitId}, {"kind", std::string(manoeuvreKindKey(kind))}};
    switch (kind) {
        case Kind::Move:
            json["path"] = manoeuvrePathJson(path);
            json["thenFire"] = thenFire;
            break;
        case Kind::Wheel:
        case Kind::Turn:
        case Kind::Pivot:
            json["angle"] = angleDegrees;
            json["thenFire"] = thenFire;
            break;
        case Kind::ChangeFormation:
            json["formation"] = std::string(formationKey(formation));
            break;
        case Kind::Limber:
        case Kind::Unlimber:
        case Kind::Reform:
            break;
    }
    return json;
}

std::optional<TricorneManoeuvre> TricorneManoeuvre::fromJson(const JsonReader& json) {
    if (!json.isObject()) {
        json.error("expected a manoeuvre as an object");
        return std::nullopt;
    }
    TricorneManoeuvre m;
    // "unitId" as the situation files write it; "unit" is accepted too.
    m.unitId = json.has("unit") ? json.requireString("unit") : json.requireString("unitId");
    const std::string kindKey = json.requireString("kind");
    const auto kind = manoeuvreKindFromKey(kindKey);
    if (!kind) {
        json.errorAt("kind", "unknown manoeuvre kind '" + kindKey + "'");
        return std::nullopt;
    }
    m.kind = *kind;
    m.thenFire = json.optionalBool("thenFire", false);
    m.angleDegrees = json.optionalNumber("angle", 0.0);
    if (m.kind == Kind::Move) {
        if (!readManoeuvrePath(json.requireArray("path"), m.path)) {
            return std::nullopt;
        }
        if (m.path.empty()) {
            json.errorAt("path", "a move needs at least one pose");
            return std::nullopt;
        }
    }
    if (m.kind == Kind::ChangeFormation) {
        const std::optional<Formation> formation = readManoeuvreFormation(json);
        if (!formation) {
            return std::nullopt;
        }
        m.formation = *formation;
    }
    if (m.unitId.empty()) {
        return std::nullopt;
    }
    return m;
}

}  // namespace adjutant
