#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/model/Formation.h"
#include "core/model/Pose.h"

namespace adjutant {

class JsonReader;

/// One voluntary move order of step 8, as a player gives it (Tricorne and
/// Musket 13). The engine checks it with `checkManoeuvre` and carries it out
/// with `applyManoeuvre`; a unit may be given several in one bound as long as
/// their costs fit its allowance.
struct TricorneManoeuvre {
    std::string unitId;
    enum class Kind { Move, Wheel, Turn, ChangeFormation, Limber, Unlimber, Pivot, Reform };
    Kind kind = Kind::Move;
    /// Move: poses the front-edge centre passes through, the last one the
    /// destination. A change of facing between two poses is a wheel on the way.
    std::vector<Pose> path;
    /// Wheel (+ clockwise, about a front corner), Turn (90, 180, -90), Pivot
    /// (about the centre of the front edge), in degrees.
    double angleDegrees = 0;
    Formation formation{};  // ChangeFormation
    bool thenFire = false;  // advance and fire (13.3)

    nlohmann::json toJson() const;
    /// Reads an order; reports problems through the reader and returns nullopt.
    static std::optional<TricorneManoeuvre> fromJson(const JsonReader& json);
};

/// The key used for a manoeuvre kind in JSON, e.g. "changeFormation".
std::string_view manoeuvreKindKey(TricorneManoeuvre::Kind kind);
std::optional<TricorneManoeuvre::Kind> manoeuvreKindFromKey(std::string_view key);

}  // namespace adjutant
