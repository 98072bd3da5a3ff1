#include "core/referee/DefaultPlay.h"

#include <fmt/format.h>

#include "core/engine/commands/AdvanceStepCommand.h"
#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/ResolveStepCommand.h"

namespace adjutant {

bool applyOrder(Game& game, std::unique_ptr<Command> command, DefaultPlayReport& report,
                const std::function<void()>& afterCommand) {
    const GameChange change = game.apply(std::move(command));
    if (change.kind == GameChange::Kind::Refused) {
        ++report.ordersRefused;
        return false;
    }
    ++report.commandsApplied;
    if (afterCommand) {
        afterCommand();
    }
    return true;
}

OrdersAlreadyGiven::OrdersAlreadyGiven(const Game& game, const RulesetReferee& referee) {
    for (const StandingOrder& order : referee.standingOrders(game.state())) {
        (order.kind == StandingOrder::Kind::Charge ? charges_ : fires_).insert(order.unitId);
    }
    for (std::size_t i = game.cursor(); i > 0; --i) {
        const Command& command = game.command(i - 1);
        if (command.type() == ResolveStepCommand::kType ||
            command.type() == AdvanceStepCommand::kType) {
            break;  // the step began there
        }
        if (const auto* manoeuvre = dynamic_cast<const ManoeuvreCommand*>(&command)) {
            manoeuvres_.insert(manoeuvre->unitId());
        }
    }
}

void forEachDefaultOrder(const Game& game, const RulesetReferee& referee,
                         const std::shared_ptr<const RefereeRegistry>& referees,
                         const std::function<bool(DefaultOrderKind, const std::string&)>& wanted,
                         const std::function<void(DefaultOrder)>& give) {
    for (ProposedCharge& order : referee.defaultCharges(game.state())) {
        if (wanted(DefaultOrderKind::Charge, order.chargerId)) {
            give({DefaultOrderKind::Charge,
                  order.chargerId,
                  {},
                  std::make_unique<ChargeOrderCommand>(referees, order.chargerId,
                                                       std::move(order.targetIds))});
        }
    }
    for (ProposedManoeuvre& order : referee.defaultManoeuvres(game.state())) {
        if (wanted(DefaultOrderKind::Manoeuvre, order.unitId)) {
            give({DefaultOrderKind::Manoeuvre,
                  order.unitId,
                  {},
                  std::make_unique<ManoeuvreCommand>(referees, std::move(order.manoeuvre))});
        }
    }
    for (const ProposedFireOrder& order : referee.defaultFireOrders(game.state())) {
        if (wanted(DefaultOrderKind::Fire, order.firerId)) {
            give({DefaultOrderKind::Fire, order.firerId, order.targetId,
                  std::make_unique<FireOrderCommand>(referees, order.firerId, order.targetId,
                                                     order.mode)});
        }
    }
}

bool OrdersAlreadyGiven::has(DefaultOrderKind kind, const std::string& unitId) const {
    switch (kind) {
        case DefaultOrderKind::Charge:
            return charge(unitId);
        case DefaultOrderKind::Manoeuvre:
            return manoeuvre(unitId);
        case DefaultOrderKind::Fire:
            return fire(unitId);
    }
    return false;
}

bool DefaultStepOrders::commands(const GameState& state, const std::string& unitId) const {
    if (!side_) {
        return true;
    }
    const Unit* unit = state.findUnit(unitId);
    return unit && unit->side == *side_;
}

void DefaultStepOrders::giveOrders(Game& game, DefaultPlayReport& report,
                                   const std::function<void()>& afterCommand) {
    const RulesetReferee* referee = referees_ ? referees_->forState(game.state()) : nullptr;
    if (!referee) {
        return;
    }
    const OrdersAlreadyGiven given(game, *referee);
    forEachDefaultOrder(
        game, *referee, referees_,
        [&](DefaultOrderKind kind, const std::string& unitId) {
            return commands(game.state(), unitId) && !given.has(kind, unitId);
        },
        [&](DefaultOrder order) {
            applyOrder(game, std::move(order.command), report, afterCommand);
        });
}

DefaultPlayReport playBounds(Game& game, const std::shared_ptr<const RefereeRegistry>& referees,
                             const std::vector<StepOrders*>& givers, int bounds,
                             const std::function<void()>& afterCommand,
                             const std::function<bool(const GameState&)>& stop) {
    DefaultPlayReport report;
    if (!referees || !referees->forState(game.state())) {
        report.error = fmt::format("ruleset \"{}\" has no referee", game.state().ruleset().id);
        return report;
    }
    const int lastBound = game.state().bound() + bounds - 1;
    while (game.state().bound() <= lastBound) {
        for (StepOrders* giver : givers) {
            giver->giveOrders(game, report, afterCommand);
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
            if (stop && stop(game.state())) {
                report.stoppedEarly = game.state().bound() <= lastBound;
                return report;
            }
        }
    }
    return report;
}

DefaultPlayReport playDefaultBounds(Game& game,
                                    const std::shared_ptr<const RefereeRegistry>& referees,
                                    int bounds, const std::function<void()>& afterCommand) {
    DefaultStepOrders both(referees);
    return playBounds(game, referees, {&both}, bounds, afterCommand);
}

}  // namespace adjutant
