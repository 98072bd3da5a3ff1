#include "core/referee/BuiltinEngines.h"

#include <string>

#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/DeployUnitCommand.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/fireeffect/FireEffectGameState.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/referee/princes/PrincesGameState.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneReferee.h"

namespace adjutant {

namespace {

template <typename CommandType>
void registerRefereeCommand(CommandFactory& commands,
                            const std::shared_ptr<const RefereeRegistry>& referees) {
    commands.registerType(std::string(CommandType::kType),
                          [referees] { return std::make_unique<CommandType>(referees); });
}

}  // namespace

std::shared_ptr<const RefereeRegistry> makeBuiltinReferees() {
    auto referees = std::make_shared<RefereeRegistry>();
    referees->add(std::make_unique<TricorneReferee>());
    referees->add(std::make_unique<PrincesReferee>());
    referees->add(std::make_unique<FireEffectReferee>());
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

EngineRegistry makeBuiltinEngineRegistry(const std::shared_ptr<const RefereeRegistry>& referees) {
    EngineRegistry registry = makeCoreEngineRegistry();
    registerRefereeCommands(registry.commands, referees);
    registry.rulesetStates.registerEngine(std::string(kTricorneEngine), TricorneGameState::create,
                                          TricorneGameState::fromJson);
    registry.rulesetStates.registerEngine(std::string(kPrincesEngine), PrincesGameState::create,
                                          PrincesGameState::fromJson);
    registry.rulesetStates.registerEngine(
        std::string(kFireEffectEngine), FireEffectGameState::create, FireEffectGameState::fromJson);
    return registry;
}

}  // namespace adjutant
