#include "ui/start/ScenarioFacts.h"

#include <QLocale>
#include <QObject>
#include <QRegularExpression>
#include <cmath>

#include "core/model/Scenario.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant::ui {

namespace {

QString inches(double value) {
    // In the window's language: "2,5" in German, as its spin boxes show it.
    return std::abs(value - std::round(value)) < 0.05 ? QLocale().toString(std::lround(value))
                                                      : QLocale().toString(value, 'f', 1);
}

QString tableWords(const Table& table) {
    const QString size = QObject::tr("%1 × %2 in").arg(inches(table.width), inches(table.height));
    const bool wholeFeet =
        std::fmod(table.width, 12.0) == 0.0 && std::fmod(table.height, 12.0) == 0.0;
    if (!wholeFeet) {
        return size;
    }
    return QObject::tr("%1 (%2 × %3 ft)")
        .arg(size)
        .arg(std::lround(table.width / 12.0))
        .arg(std::lround(table.height / 12.0));
}

QString forcesWords(const QList<int>& counts) {
    if (counts.size() == 2 && counts[0] == counts[1]) {
        return counts[0] == 1 ? QObject::tr("1 unit a side")
                              : QObject::tr("%1 units a side").arg(counts[0]);
    }
    QStringList numbers;
    for (int count : counts) {
        numbers << QString::number(count);
    }
    return QObject::tr("%1 units against %2")
        .arg(numbers.mid(0, numbers.size() - 1).join(QStringLiteral(", ")),
             numbers.value(numbers.size() - 1));
}

}  // namespace

QString periodName(const RulesetDefinition* ruleset, const QString& key) {
    if (ruleset) {
        const auto found = ruleset->periodNames.find(key.toStdString());
        if (found != ruleset->periodNames.end() && !found->second.empty()) {
            return QString::fromStdString(found->second);
        }
    }
    return key;
}

QString sideName(const Scenario& scenario, int side) {
    if (side < 0 || side >= static_cast<int>(scenario.sides.size())) {
        return QObject::tr("Side %1").arg(side + 1);
    }
    const Side& found = scenario.sides[static_cast<std::size_t>(side)];
    return QString::fromStdString(found.name.empty() ? found.id : found.name);
}

QString scenarioSummary(const Scenario& scenario, int most) {
    if (!scenario.summary.empty()) {
        return QString::fromStdString(scenario.summary).simplified();
    }
    QString text = QString::fromStdString(scenario.notes).section(QStringLiteral("\n\n"), 0, 0);
    // A heading in capitals opens some notes ("HISTORY. In the winter ...").
    static const QRegularExpression heading(QStringLiteral("^[A-Z][A-Z ,'-]+\\.\\s+"));
    text = text.remove(heading).simplified();
    if (text.size() <= most) {
        return text;
    }
    // Whole sentences while they fit, at least the first one cut at a word.
    static const QRegularExpression sentenceEnd(QStringLiteral("[.!?](\\s|$)"));
    int cut = -1;
    for (auto match = sentenceEnd.globalMatch(text); match.hasNext();) {
        const int end = static_cast<int>(match.next().capturedStart()) + 1;
        if (end > most) {
            break;
        }
        cut = end;
    }
    if (cut > 0) {
        return text.left(cut);
    }
    const int space = text.lastIndexOf(QLatin1Char(' '), most);
    return text.left(space > 0 ? space : most) + QString::fromUtf8("\u2026");
}

ScenarioFacts ScenarioFacts::of(const Scenario& scenario, const RulesetDefinition* ruleset) {
    ScenarioFacts facts;
    facts.title = QString::fromStdString(scenario.title);
    facts.rulesetName = QString::fromStdString(ruleset ? ruleset->name : scenario.ruleset);
    const QString period = periodName(ruleset, QString::fromStdString(scenario.period));
    if (!period.isEmpty() && scenario.year > 0 &&
        !period.contains(QString::number(scenario.year))) {
        facts.period = QObject::tr("%1, %2").arg(period).arg(scenario.year);
    } else {
        facts.period =
            period.isEmpty() && scenario.year > 0 ? QString::number(scenario.year) : period;
    }
    for (int side = 0; side < static_cast<int>(scenario.sides.size()); ++side) {
        facts.sideNames << sideName(scenario, side);
        facts.unitsPerSide << 0;
    }
    for (const Unit& unit : scenario.units) {
        if (unit.side >= 0 && unit.side < facts.unitsPerSide.size()) {
            ++facts.unitsPerSide[unit.side];
        }
    }
    facts.forces = forcesWords(facts.unitsPerSide);
    facts.table = tableWords(scenario.table);
    facts.summary = scenarioSummary(scenario);
    return facts;
}

}  // namespace adjutant::ui
