#include "ui/session/VictoryText.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

#include "core/model/DisplayName.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant::ui {

namespace {

// The words of this file, under one name for the translators.
class VictoryText {
    Q_DECLARE_TR_FUNCTIONS(VictoryText)
};

QString sideName(const Scenario& scenario, int side) {
    if (side < 0 || side >= static_cast<int>(scenario.sides.size())) {
        return VictoryText::tr("neither side");
    }
    const Side& s = scenario.sides[static_cast<std::size_t>(side)];
    return (s.name.empty() ? QString::fromStdString(s.id) : QString::fromStdString(s.name))
        .toHtmlEscaped();
}

QString number(double value) {
    // In the window's language: "0,5 Punkte" in German, as its spin boxes show it.
    return std::abs(value - std::round(value)) < 0.05 ? QLocale().toString(std::lround(value))
                                                      : QLocale().toString(value, 'f', 1);
}

// "1 point", "3 points", "2.5 points" (English and German need no more
// than one and the others).
QString points(double value) {
    return number(value) == QStringLiteral("1") ? VictoryText::tr("1 point")
                                                : VictoryText::tr("%1 points").arg(number(value));
}

QString percent(double fraction) {
    return QString::number(std::lround(fraction * 100)) + "%";
}

QString objectiveName(const Scenario& scenario, const std::string& id) {
    for (const Objective& objective : scenario.objectives) {
        if (objective.id == id) {
            return QString::fromStdString(displayName(objective)).toHtmlEscaped();
        }
    }
    return QString::fromStdString(id).toHtmlEscaped();
}

QString whoScores(const Scenario& scenario, const VictoryObjective& objective) {
    if (objective.holder < 0) {
        return VictoryText::tr("whichever side holds it alone");
    }
    return VictoryText::tr("%1 must hold it; if it does not, %2 scores it")
        .arg(sideName(scenario, objective.holder), sideName(scenario, 1 - objective.holder));
}

QString whenJudged(int byBound) {
    return byBound > 0 ? VictoryText::tr("at the end of bound %1").arg(byBound)
                       : VictoryText::tr("at the end of the game");
}

}  // namespace

std::optional<double> rulesBreakPoint(const RulesetDefinition* ruleset) {
    return ruleset ? std::optional<double>(ruleset->armyBreaksAtLoss) : std::nullopt;
}

QString victoryConditionsText(const Scenario& scenario, std::optional<double> rulesBreakPoint) {
    const VictoryConditions& victory = scenario.victory;
    QString html =
        "<p>" + VictoryText::tr("The game lasts <b>%1 bounds</b>, unless an army breaks first.")
                    .arg(victory.bounds);
    html += "</p><ul>";
    for (int side = 0; side < 2 && side < static_cast<int>(scenario.sides.size()); ++side) {
        const std::optional<double> point =
            victory.breakPoint[side] ? victory.breakPoint[side] : rulesBreakPoint;
        html += "<li>" +
                (point ? VictoryText::tr("%1 breaks when it has lost %2 of its figures.")
                             .arg(sideName(scenario, side), percent(*point))
                       : VictoryText::tr("%1 breaks when it has lost the share the rules set.")
                             .arg(sideName(scenario, side))) +
                "</li>";
    }
    html += "</ul>";
    if (!victory.objectives.empty()) {
        html += "<p>" +
                VictoryText::tr(
                    "Objectives (a side holds one with a unit in action within %1 inches "
                    "and no enemy there):")
                    .arg(number(victory.holdDistance)) +
                "</p><ul>";
        for (const VictoryObjective& objective : victory.objectives) {
            html += "<li><b>" + objectiveName(scenario, objective.objectiveId) + "</b>: " +
                    VictoryText::tr("%1, judged %2; %3.")
                        .arg(points(objective.value), whenJudged(objective.byBound),
                             whoScores(scenario, objective)) +
                    "</li>";
        }
        html += "</ul>";
    }
    html += "<p>";
    const double rateA = victory.lossPercentPerPointOf(0);
    const double rateB = victory.lossPercentPerPointOf(1);
    if (rateA == rateB) {
        if (rateA > 0) {
            html += VictoryText::tr("Each %1% of the enemy's army lost scores a point. ")
                        .arg(number(rateA));
        }
    } else {
        // An attacker's losses may count for less than the defender's.
        for (int side = 0; side < 2; ++side) {
            const double rate = side == 0 ? rateA : rateB;
            html +=
                rate > 0
                    ? VictoryText::tr("%1 scores a point for each %2% of the enemy's army lost. ")
                          .arg(sideName(scenario, side), number(rate))
                    : VictoryText::tr("%1 scores nothing for the enemy's losses. ")
                          .arg(sideName(scenario, side));
        }
    }
    html += victory.drawMargin > 0 ? VictoryText::tr("At the end a lead of more than %1 wins")
                                         .arg(points(victory.drawMargin))
                                   : VictoryText::tr("At the end the side ahead on points wins");
    html += victory.decisiveMargin > 0
                ? VictoryText::tr(
                      ", and a lead of %1 or more wins decisively, as breaking the enemy does.")
                      .arg(number(victory.decisiveMargin))
                : VictoryText::tr("; only breaking the enemy's army wins decisively.");
    html += "</p>";
    return html;
}

namespace {

QString resultText(const Scenario& scenario, const GameOutcome& outcome) {
    const QString who = sideName(scenario, outcome.winner);
    if (outcome.undecidable) {
        return VictoryText::tr("<b>no result</b>: a side has no units, so no battle was fought");
    }
    if (outcome.winner < 0) {
        return VictoryText::tr("a <b>draw</b>");
    }
    return outcome.result == GameResult::Decisive
               ? VictoryText::tr("<b>%1 wins decisively</b>").arg(who)
               : VictoryText::tr("<b>%1 wins by a narrow margin</b>").arg(who);
}

}  // namespace

QString victoryStandingText(const Scenario& scenario, const GameOutcome& standing,
                            const GameOutcome* ifEndedNow) {
    QString html = "<ul>";
    for (int side = 0; side < 2; ++side) {
        const ArmyStanding& army = standing.armies[static_cast<std::size_t>(side)];
        html += "<li>" +
                VictoryText::tr("%1 has lost %2 of its figures (it breaks at %3)%4; its score: %5.")
                    .arg(sideName(scenario, side), percent(army.lossFraction()),
                         percent(army.breakPoint),
                         army.broken ? VictoryText::tr(" and is <b>broken</b>") : QString(),
                         points(standing.points[static_cast<std::size_t>(side)])) +
                "</li>";
    }
    for (const ObjectiveStanding& objective : standing.objectives) {
        const QString name = QString::fromStdString(objective.name).toHtmlEscaped();
        if (objective.judged) {
            html +=
                "<li>" +
                VictoryText::tr("%1: judged, %2 to %3.")
                    .arg(name, points(objective.value), sideName(scenario, objective.scoredBy)) +
                "</li>";
        } else {
            html += "<li>" +
                    VictoryText::tr("%1: held by %2 now.")
                        .arg(name, sideName(scenario, objective.heldNow)) +
                    "</li>";
        }
    }
    html += "</ul><p>";
    QString result;
    if (standing.decided || standing.final) {
        result = VictoryText::tr("The game is over: %1.").arg(resultText(scenario, standing));
    } else {
        result = VictoryText::tr("Bound %1 of %2.").arg(standing.bound).arg(standing.lastBound);
        if (ifEndedNow) {
            result +=
                " " +
                VictoryText::tr("If it ended now: %1.").arg(resultText(scenario, *ifEndedNow));
        }
    }
    html += result + "</p>";
    return html;
}

}  // namespace adjutant::ui
