#include "tests/rulesets/drill/DrillDescriptor.h"

#include <memory>

#include "tests/rulesets/drill/DrillGameState.h"
#include "tests/rulesets/drill/DrillReferee.h"
#include "tests/rulesets/drill/DrillTables.h"
#include "tests/support/TestPaths.h"

namespace adjutant {

RulesetDescriptor drillDescriptor() {
    // By hand rather than with describeRuleset: there is no unit state type
    // to read a status with.
    RulesetDescriptor descriptor;
    descriptor.engine = std::string(kDrillEngine);
    descriptor.shippedRuleset = "drill";
    descriptor.tutorial = "drill-tutorial";
    descriptor.resourceDir = std::string(testSourceDir()) + "/tests/rulesets/drill/resources";
    descriptor.readTables = parseDrillTables;
    descriptor.createState = DrillGameState::create;
    descriptor.readState = DrillGameState::fromJson;
    descriptor.checkUnitStatus = [](const JsonReader& status) {
        if (status.present() && !status.isObject()) {
            status.error("expected the unit's status as an object, found " +
                         JsonReader::describeType(status.node()));
        }
    };
    descriptor.makeReferee = [] { return std::make_unique<DrillReferee>(); };
    descriptor.bench = BenchArmy{"infantry", {"blue", "red"}, "drill"};
    return descriptor;
}

}  // namespace adjutant
