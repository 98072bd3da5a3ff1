#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/Formation.h"
#include "core/model/Pose.h"

namespace adjutant {

class JsonReader;

/// A Fire Effect manoeuvre in the JSON form ManoeuvreCommand carries
/// (docs/ruleset-format.md, "Fire Effect manoeuvres"):
///
///     {"unitId": "pr-ir-1", "kind": "move", "pace": "march",
///      "path": [{"position": [28, 36], "facing": 0}, ...]}
///     {"unitId": "pr-ir-1", "kind": "changeFormation", "formation": "line", "path": [...]}
///     {"unitId": "pr-battery", "kind": "limber"}   // also unlimber, mount, dismount,
///                                                  // lieDown, rise
///
/// `pace` is a pace of the unit's `movementRates` row (march, advancingFiring,
/// quickMarch; walk, trot, gallop, extendedGallop; slowTrot); it defaults to
/// the row's first ordinary pace. `path` lists the poses the centre of the
/// front edge passes through, the last where the unit ends; after a formation
/// change, limbering or mounting the path is moved in the new state. Charges
/// are declared, not manoeuvred (9.2).
struct FireEffectManoeuvreOrder {
    enum class Kind { Move, ChangeFormation, Limber, Unlimber, Mount, Dismount, LieDown, Rise };
    std::string unitId;
    Kind kind = Kind::Move;
    std::optional<Formation> formation;  // changeFormation
    std::string pace;                    // empty: the mover's default pace
    std::vector<Pose> path;

    nlohmann::json toJson() const;
    /// Reads an order; problems go to the reader and give nothing.
    static std::optional<FireEffectManoeuvreOrder> fromJson(const JsonReader& json);
};

std::string_view fireEffectManoeuvreKindKey(FireEffectManoeuvreOrder::Kind kind);

}  // namespace adjutant
