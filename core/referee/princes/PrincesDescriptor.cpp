#include "core/referee/princes/PrincesDescriptor.h"

#include "core/referee/princes/PrincesGameState.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/rules/princes/PrincesTables.h"

namespace adjutant {

RulesetDescriptor princesDescriptor() {
    return describeRuleset<PrincesReferee, PrincesGameState, PrincesUnitState>(
        kPrincesEngine, "princes", "princes-tutorial", parsePrincesTables,
        {"lineInfantry", {"british", "continental"}, "AWI"});
}

}  // namespace adjutant
