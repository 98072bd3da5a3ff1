#include "ui/session/TurnSummary.h"

#include <QObject>

#include "core/match/Match.h"
#include "core/model/DisplayName.h"
#include "core/referee/RulesetReferee.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"

namespace adjutant::ui {

namespace {

QString sideName(const Scenario& scenario, int side) {
    if (side >= 0 && side < static_cast<int>(scenario.sides.size())) {
        const Side& s = scenario.sides[static_cast<std::size_t>(side)];
        return QString::fromStdString(displayName(s));
    }
    return QObject::tr("side %1").arg(side + 1);
}

// Who holds the initiative, in words, as the referee reports it.
QString initiativeText(const InitiativeReport& initiative, const Scenario& scenario) {
    if (!initiative.kept) {
        return {};
    }
    if (!initiative.decided) {
        return QObject::tr("not rolled yet (rolled when the first step is resolved)");
    }
    if (initiative.side < 0) {
        return QObject::tr("no free bounds owed: both sides act");
    }
    const QString name = sideName(scenario, initiative.side);
    if (initiative.freeBounds > 0) {
        return initiative.freeBounds == 1
                   ? QObject::tr("%1, one free bound still to come").arg(name)
                   : QObject::tr("%1, %2 free bounds still to come")
                         .arg(name)
                         .arg(initiative.freeBounds);
    }
    return QObject::tr("%1 moves first this bound").arg(name);
}

}  // namespace

QStringList TurnSummary::waitingLines() const {
    QStringList lines;
    const Step* step = currentStep();
    for (const SideWaiting& side : sides) {
        lines << QObject::tr("%1: %2 (%3 of %4 units may act)")
                     .arg(side.name, step ? step->name : QObject::tr("no step"))
                     .arg(side.mayAct)
                     .arg(side.units);
    }
    return lines;
}

TurnSummary TurnSummary::of(const GameSession& session) {
    TurnSummary summary;
    if (!session.hasGame()) {
        return summary;
    }
    const GameState& state = session.state();
    const Scenario& scenario = *state.setup().scenario;
    summary.valid = true;
    summary.bound = state.bound();
    for (const SequenceStep& step : state.ruleset().sequence) {
        summary.steps.push_back(
            {QString::fromStdString(step.id), RefereeLanguage::text(state, step.name),
             QString::fromStdString(step.rule), QString::fromStdString(step.number)});
    }
    summary.stepIndex = state.currentStep() ? static_cast<int>(state.stepIndex()) : -1;
    if (const RulesetReferee* judge = session.referee()) {
        const InitiativeReport initiative = judge->initiative(state);
        summary.initiative = initiativeText(initiative, scenario);
        // On one screen, free bounds leave the other player nothing to order
        // in most steps for a bound or more: said while it is so, so that
        // player watches the table rather than waits for a turn not yet due.
        if (session.isTwoPlayer() && session.onOneScreen() && initiative.kept &&
            initiative.decided && initiative.side >= 0 && initiative.freeBounds > 0 &&
            scenario.sides.size() == 2 && !session.match()->givesOrders(1 - initiative.side)) {
            summary.idleAtTheScreen =
                QObject::tr(
                    "%1 has no orders to give now, while %2 takes its free bounds (%n "
                    "still to come): watch the table together until the screen passes "
                    "to %1.",
                    "", initiative.freeBounds)
                    .arg(sideName(scenario, 1 - initiative.side),
                         sideName(scenario, initiative.side));
        }
    }
    if (const std::optional<int> phasing = state.phasingSide()) {
        summary.playerTurn = QObject::tr("%1, player turn %2 of %3")
                                 .arg(sideName(scenario, *phasing))
                                 .arg(state.playerTurn() + 1)
                                 .arg(scenario.sides.size());
    }

    const RulesetReferee* referee = session.referee();
    summary.sides.resize(static_cast<int>(scenario.sides.size()));
    for (int i = 0; i < summary.sides.size(); ++i) {
        summary.sides[i].name = sideName(scenario, i);
    }
    for (const Unit& unit : state.units()) {
        if (unit.side < 0 || unit.side >= summary.sides.size()) {
            continue;
        }
        SideWaiting& side = summary.sides[unit.side];
        ++side.units;
        const std::optional<std::string> why =
            referee ? referee->whyCannotAct(state, unit.id) : std::nullopt;
        if (why) {
            side.cannot << RefereeLanguage::text(state, *why);
        } else if (!referee && unit.side == state.sideToAct()) {
            ++side.mayAct;
        }
    }
    // With a referee, who may act is what its briefing of the step says (the
    // units that may be given the step's order now), so that the status bar,
    // the phase panel and the referee's own orders never disagree; without
    // one, the sides take turns as the game's side to act says.
    if (referee) {
        summary.briefing = referee->stepBriefing(state);
        // Shown as the window speaks; the ids and rules stay as they are.
        StepBriefing& briefing = summary.briefing;
        briefing.purpose = RefereeLanguage::textStd(state, briefing.purpose);
        briefing.nobodyWhy = RefereeLanguage::textStd(state, briefing.nobodyWhy);
        for (SideBriefing& side : briefing.sides) {
            side.why = RefereeLanguage::textStd(state, side.why);
        }
        for (const std::string& id : summary.briefing.unitsThatMayAct) {
            const Unit* unit = state.findUnit(id);
            if (unit && unit->side >= 0 && unit->side < summary.sides.size() &&
                !summary.briefing.nobodyCanAct) {
                ++summary.sides[unit->side].mayAct;
            }
        }
    }
    QStringList acting;
    for (const SideWaiting& side : summary.sides) {
        if (side.mayAct > 0) {
            acting << side.name;
        }
    }
    if (!referee) {
        summary.toAct = sideName(scenario, state.sideToAct());
    } else if (acting.size() == summary.sides.size() && acting.size() > 1) {
        summary.toAct = QObject::tr("both sides");
    } else if (acting.isEmpty()) {
        summary.toAct = QObject::tr("nobody");
    } else {
        summary.toAct = acting.join(QObject::tr(" and "));
    }
    return summary;
}

}  // namespace adjutant::ui
