#include "core/referee/tricorne/TricorneDescriptor.h"

#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "core/referee/tricorne/TricorneUnitState.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

RulesetDescriptor tricorneDescriptor() {
    return describeRuleset<TricorneReferee, TricorneGameState, TricorneUnitState>(
        kTricorneEngine, "tricorne", "tricorne-tutorial", parseTricorneTables,
        {"musketeer", {"prussia", "austria"}, "SYW"});
}

}  // namespace adjutant
