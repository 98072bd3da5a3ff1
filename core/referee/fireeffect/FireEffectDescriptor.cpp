#include "core/referee/fireeffect/FireEffectDescriptor.h"

#include "core/referee/fireeffect/FireEffectGameState.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/rules/fireeffect/FireEffectTables.h"

namespace adjutant {

RulesetDescriptor fireEffectDescriptor() {
    return describeRuleset<FireEffectReferee, FireEffectGameState, FireEffectUnitState>(
        kFireEffectEngine, "fire-effect-1870", "fire-effect-tutorial", parseFireEffectTables,
        {"lineInfantryBreech", {"prussia", "france"}, "1870"});
}

}  // namespace adjutant
