#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant {
struct RulesetDefinition;
struct Scenario;
}  // namespace adjutant

namespace adjutant::ui {

/// What a player is told about a scenario before choosing it, in plain
/// words: the start page's cards and the briefing read the same facts.
struct ScenarioFacts {
    QString title;
    QString rulesetName;  // the ruleset's own name, or its id when it is unknown
    /// "Seven Years' War, 1757": the ruleset's name for the period and the year.
    QString period;
    /// "4 units a side" or "30 units against 19".
    QString forces;
    /// "72 × 48 in (6 × 4 ft)".
    QString table;
    /// One or two sentences: the scenario's summary, or the opening of its notes.
    QString summary;
    QStringList sideNames;
    QList<int> unitsPerSide;

    static ScenarioFacts of(const Scenario& scenario, const RulesetDefinition* ruleset);
};

/// The name a ruleset gives a period key ("SYW" -> "Seven Years' War"), or
/// the key itself where it gives none.
QString periodName(const RulesetDefinition* ruleset, const QString& key);

/// The scenario's summary when it has one; otherwise the first sentences of
/// its notes (after a heading in capitals, "HISTORY."), about `most` characters.
QString scenarioSummary(const Scenario& scenario, int most = 260);

/// A side's display name (its name, or its id without one).
QString sideName(const Scenario& scenario, int side);

}  // namespace adjutant::ui
