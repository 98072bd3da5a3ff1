#include "ui/session/StepActions.h"

#include <nlohmann/json.hpp>

#include "core/engine/commands/AdvanceStepCommand.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/ResolveStepCommand.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"

namespace adjutant::ui::StepActions {

namespace {

GameChange applyStepCommand(GameSession& session, std::string_view type) {
    std::string error;
    std::unique_ptr<Command> command =
        session.makeCommand(nlohmann::json{{"type", std::string(type)}}, error);
    if (!command) {
        return GameChange::refused(error);
    }
    return session.apply(std::move(command));
}

}  // namespace

bool hasReferee(const GameSession& session) {
    return session.hasGame() && session.referee() != nullptr;
}

DefaultOrdersReport giveDefaultOrders(GameSession& session) {
    DefaultOrdersReport report;
    if (!session.hasGame()) {
        report.error = QObject::tr("There is no game.");
        return report;
    }
    const RulesetReferee* referee = session.referee();
    if (!referee) {
        report.error = QObject::tr("The ruleset \"%1\" has no referee to propose orders.")
                           .arg(QString::fromStdString(session.state().ruleset().name));
        return report;
    }
    // Each kind is asked for once the previous kind is in, as the referee's
    // proposals depend on what has already been ordered; a unit the player has
    // already given an order of a kind keeps it.
    const OrdersAlreadyGiven given(session.game(), *referee);
    // In a game between two people a player orders their own side alone.
    const int onlySide = session.isTwoPlayer() ? session.screenSide() : -1;
    forEachDefaultOrder(
        session.game(), *referee, session.referees(),
        [&](DefaultOrderKind kind, const std::string& unitId) {
            const Unit* unit = session.game().state().findUnit(unitId);
            return !given.has(kind, unitId) && (onlySide < 0 || (unit && unit->side == onlySide));
        },
        [&](DefaultOrder order) {
            const GameChange change = session.apply(std::move(order.command));
            if (change.accepted()) {
                ++report.given;
            } else {
                report.refused << RefereeLanguage::text(session.state(), change.reason);
            }
        });
    return report;
}

GameChange resolveStep(GameSession& session) {
    return applyStepCommand(session, ResolveStepCommand::kType);
}

GameChange nextStep(GameSession& session) {
    return applyStepCommand(session, AdvanceStepCommand::kType);
}

}  // namespace adjutant::ui::StepActions
