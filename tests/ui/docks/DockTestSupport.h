#pragma once

// What the dock tests share: the rulesets, a GameSession on the default
// scenario (the one scripts/run opens), and playing steps through the session
// with the referee's default orders, as adjutant-cli play does.

#include <gtest/gtest.h>

#include <QString>
#include <functional>
#include <ostream>
#include <string>

#include "core/engine/StateHash.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/Resolution.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/RulesetReferee.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/QtTestApp.h"
#include "ui/session/GameSession.h"

// Readable QStrings in the messages of failed expectations.
inline void PrintTo(const QString& text, std::ostream* out) {
    *out << '"' << text.toStdString() << '"';
}

namespace adjutant::testing {

inline const RulesetRegistry& dockTestRulesets() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        return loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics);
    }();
    return registry;
}

inline QString defaultScenarioPath() {
    return QString(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json";
}

/// Applies one command given as JSON through the session; fails the test if
/// it cannot be built. Returns the change (refused or not).
inline GameChange applyJson(ui::GameSession& session, const nlohmann::json& json) {
    std::string error;
    std::unique_ptr<Command> command = session.makeCommand(json, error);
    EXPECT_NE(command, nullptr) << error;
    return session.apply(std::move(command));
}

/// Gives the referee's default charges, manoeuvres and fire orders for the
/// present step (refused ones are left out, as DefaultPlay does).
inline void giveDefaultOrders(ui::GameSession& session) {
    const RulesetReferee& referee = *session.referee();
    for (const ProposedCharge& order : referee.defaultCharges(session.state())) {
        applyJson(
            session,
            {{"type", "chargeOrder"}, {"charger", order.chargerId}, {"targets", order.targetIds}});
    }
    for (const ProposedManoeuvre& order : referee.defaultManoeuvres(session.state())) {
        session.apply(std::make_unique<ManoeuvreCommand>(session.referees(), order.manoeuvre));
    }
    for (const ProposedFireOrder& order : referee.defaultFireOrders(session.state())) {
        applyJson(session, {{"type", "fireOrder"},
                            {"firer", order.firerId},
                            {"target", order.targetId},
                            {"mode", order.mode}});
    }
}

/// Gives the default orders, then resolves the present step.
inline GameChange playDefaultStep(ui::GameSession& session) {
    giveDefaultOrders(session);
    return applyJson(session, {{"type", "resolveStep"}});
}

/// The resolutions of the latest command, if it resolved a step.
inline const std::vector<Resolution>* latestResolutions(const ui::GameSession& session) {
    const Game& game = session.game();
    if (game.cursor() == 0) {
        return nullptr;
    }
    const auto* resolve = dynamic_cast<const ResolveStepCommand*>(&game.command(game.cursor() - 1));
    return resolve ? &resolve->resolutions() : nullptr;
}

/// Plays default steps until a resolution of this kind appears (at most
/// `maxSteps`); returns it, or nullptr.
inline const Resolution* playUntilResolution(ui::GameSession& session, const std::string& kind,
                                             int maxSteps = 80) {
    for (int i = 0; i < maxSteps; ++i) {
        const GameChange change = playDefaultStep(session);
        if (!change.accepted()) {
            ADD_FAILURE() << change.reason;
            return nullptr;
        }
        if (const auto* resolutions = latestResolutions(session)) {
            for (const Resolution& resolution : *resolutions) {
                if (resolution.kind == kind) {
                    return &resolution;
                }
            }
        }
    }
    return nullptr;
}

}  // namespace adjutant::testing
