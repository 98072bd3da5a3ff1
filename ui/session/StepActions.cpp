#include "ui/session/StepActions.h"

#include <nlohmann/json.hpp>

#include "core/engine/commands/AdvanceStepCommand.h"
#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/ResolveStepCommand.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui::StepActions {

namespace {

// Builds the command from its saved-game JSON, as any widget would, and
// applies it; refusals are collected rather than shown one by one.
void applyOrder(GameSession& session, const nlohmann::json& json, DefaultOrdersReport& report) {
    std::string error;
    std::unique_ptr<Command> command = session.makeCommand(json, error);
    if (!command) {
        report.refused << QString::fromStdString(error);
        return;
    }
    const GameChange change = session.apply(std::move(command));
    if (change.accepted()) {
        ++report.given;
    } else {
        report.refused << QString::fromStdString(change.reason);
    }
}

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
    for (const ProposedCharge& order : referee->defaultCharges(session.state())) {
        if (given.charge(order.chargerId)) {
            continue;
        }
        applyOrder(session,
                   {{"type", std::string(ChargeOrderCommand::kType)},
                    {"charger", order.chargerId},
                    {"targets", order.targetIds}},
                   report);
    }
    for (const ProposedManoeuvre& order : referee->defaultManoeuvres(session.state())) {
        if (given.manoeuvre(order.unitId)) {
            continue;
        }
        applyOrder(session,
                   {{"type", std::string(ManoeuvreCommand::kType)}, {"manoeuvre", order.manoeuvre}},
                   report);
    }
    for (const ProposedFireOrder& order : referee->defaultFireOrders(session.state())) {
        if (given.fire(order.firerId)) {
            continue;
        }
        nlohmann::json command = {{"type", std::string(FireOrderCommand::kType)},
                                  {"firer", order.firerId},
                                  {"target", order.targetId}};
        if (!order.mode.empty()) {
            command["mode"] = order.mode;
        }
        applyOrder(session, command, report);
    }
    return report;
}

GameChange resolveStep(GameSession& session) {
    return applyStepCommand(session, ResolveStepCommand::kType);
}

GameChange nextStep(GameSession& session) {
    return applyStepCommand(session, AdvanceStepCommand::kType);
}

}  // namespace adjutant::ui::StepActions
