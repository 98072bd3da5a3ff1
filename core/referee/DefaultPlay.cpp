#include "core/referee/DefaultPlay.h"

#include <fmt/format.h>

#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/ResolveStepCommand.h"

namespace adjutant {

namespace {

bool applyOne(Game& game, std::unique_ptr<Command> command, DefaultPlayReport& report,
              const std::function<void()>& afterCommand) {
    const GameChange change = game.apply(std::move(command));
    if (change.kind == GameChange::Kind::Refused) {
        return false;
    }
    ++report.commandsApplied;
    if (afterCommand) {
        afterCommand();
    }
    return true;
}

}  // namespace

DefaultPlayReport playDefaultBounds(Game& game,
                                    const std::shared_ptr<const RefereeRegistry>& referees,
                                    int bounds, const std::function<void()>& afterCommand) {
    DefaultPlayReport report;
    const RulesetReferee* referee = referees ? referees->forState(game.state()) : nullptr;
    if (!referee) {
        report.error = fmt::format("ruleset \"{}\" has no referee", game.state().ruleset().id);
        return report;
    }
    const int lastBound = game.state().bound() + bounds - 1;
    while (game.state().bound() <= lastBound) {
        for (ProposedCharge& order : referee->defaultCharges(game.state())) {
            auto command = std::make_unique<ChargeOrderCommand>(referees, order.chargerId,
                                                                std::move(order.targetIds));
            if (!applyOne(game, std::move(command), report, afterCommand)) {
                ++report.ordersRefused;
            }
        }
        for (ProposedManoeuvre& order : referee->defaultManoeuvres(game.state())) {
            auto command = std::make_unique<ManoeuvreCommand>(referees, std::move(order.manoeuvre));
            if (!applyOne(game, std::move(command), report, afterCommand)) {
                ++report.ordersRefused;
            }
        }
        for (const ProposedFireOrder& order : referee->defaultFireOrders(game.state())) {
            auto command = std::make_unique<FireOrderCommand>(referees, order.firerId,
                                                              order.targetId, order.mode);
            if (!applyOne(game, std::move(command), report, afterCommand)) {
                ++report.ordersRefused;
            }
        }
        const int bound = game.state().bound();
        const GameChange change = game.apply(std::make_unique<ResolveStepCommand>(referees));
        if (change.kind == GameChange::Kind::Refused) {
            const SequenceStep* step = game.state().currentStep();
            report.error = fmt::format("bound {} step {} could not be resolved: {}", bound,
                                       step ? step->id : std::string("?"), change.reason);
            return report;
        }
        ++report.commandsApplied;
        if (afterCommand) {
            afterCommand();
        }
        if (game.state().bound() != bound) {
            ++report.boundsPlayed;
        }
    }
    return report;
}

}  // namespace adjutant
