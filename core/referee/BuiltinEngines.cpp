#include "core/referee/BuiltinEngines.h"

#include <string>

#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/DeployUnitCommand.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

namespace {

template <typename CommandType>
void registerRefereeCommand(CommandFactory& commands,
                            const std::shared_ptr<const RefereeRegistry>& referees) {
    commands.registerType(std::string(CommandType::kType),
                          [referees] { return std::make_unique<CommandType>(referees); });
}

}  // namespace

std::shared_ptr<const RefereeRegistry> makeBuiltinReferees(const RulesetDescriptors& rulesets) {
    auto referees = std::make_shared<RefereeRegistry>();
    for (const RulesetDescriptor& ruleset : rulesets.all()) {
        referees->add(ruleset.makeReferee());
    }
    return referees;
}

void registerRefereeCommands(CommandFactory& commands,
                             const std::shared_ptr<const RefereeRegistry>& referees) {
    registerRefereeCommand<ResolveStepCommand>(commands, referees);
    registerRefereeCommand<ManoeuvreCommand>(commands, referees);
    registerRefereeCommand<FireOrderCommand>(commands, referees);
    registerRefereeCommand<ChargeOrderCommand>(commands, referees);
    registerRefereeCommand<DeployUnitCommand>(commands, referees);
}

EngineRegistry makeBuiltinEngineRegistry(const std::shared_ptr<const RefereeRegistry>& referees,
                                         const RulesetDescriptors& rulesets) {
    EngineRegistry registry = makeCoreEngineRegistry();
    registerRefereeCommands(registry.commands, referees);
    for (const RulesetDescriptor& ruleset : rulesets.all()) {
        registry.rulesetStates.registerEngine(ruleset.engine, ruleset.createState,
                                              ruleset.readState);
    }
    return registry;
}

}  // namespace adjutant
