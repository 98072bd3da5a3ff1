#include "core/engine/EngineRegistry.h"

#include <memory>
#include <string>

#include "core/engine/commands/AdvanceStepCommand.h"
#include "core/engine/commands/ChangeFormationCommand.h"
#include "core/engine/commands/EditUnitCommand.h"
#include "core/engine/commands/MoveUnitCommand.h"
#include "core/engine/commands/OrderNotCarriedOutCommand.h"
#include "core/engine/commands/RollDiceCommand.h"
#include "core/engine/commands/SeedDiceCommand.h"

namespace adjutant {

namespace {

template <typename CommandType>
void registerCommand(CommandFactory& commands) {
    commands.registerType(std::string(CommandType::kType),
                          [] { return std::make_unique<CommandType>(); });
}

}  // namespace

void registerCoreCommands(CommandFactory& commands) {
    registerCommand<MoveUnitCommand>(commands);
    registerCommand<ChangeFormationCommand>(commands);
    registerCommand<EditUnitCommand>(commands);
    registerCommand<AdvanceStepCommand>(commands);
    registerCommand<RollDiceCommand>(commands);
    registerCommand<SeedDiceCommand>(commands);
    registerCommand<OrderNotCarriedOutCommand>(commands);
}

EngineRegistry makeCoreEngineRegistry() {
    EngineRegistry registry;
    registerCoreCommands(registry.commands);
    return registry;
}

}  // namespace adjutant
