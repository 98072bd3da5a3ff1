#include "ui/start/BriefingText.h"

#include <QLocale>
#include <QObject>
#include <QRegularExpression>
#include <QStringList>
#include <cmath>

#include "core/model/Scenario.h"
#include "ui/start/ScenarioCard.h"
#include "ui/start/ScenarioFacts.h"

namespace adjutant::ui {

namespace {

QString escaped(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

QString taskWords(const Brigade& brigade, const Scenario& scenario) {
    QString objective;
    for (const Objective& each : scenario.objectives) {
        if (each.id == brigade.objectiveId) {
            objective =
                QStringLiteral("<a href=\"objective:%1\">%2</a>")
                    .arg(escaped(each.id), escaped(each.name.empty() ? each.id : each.name));
        }
    }
    switch (brigade.task) {
        case BrigadeTask::None:
            return objective;
        case BrigadeTask::Hold:
            return objective.isEmpty() ? QObject::tr("hold its ground")
                                       : QObject::tr("hold %1").arg(objective);
        case BrigadeTask::HoldLeftFlank:
            return QObject::tr("hold the left flank");
        case BrigadeTask::HoldRightFlank:
            return QObject::tr("hold the right flank");
        case BrigadeTask::AttackLeftFlank:
            return QObject::tr("attack the enemy's left flank");
        case BrigadeTask::AttackRightFlank:
            return QObject::tr("attack the enemy's right flank");
        case BrigadeTask::Capture:
            return objective.isEmpty() ? QObject::tr("capture its objective")
                                       : QObject::tr("capture %1").arg(objective);
        case BrigadeTask::Attack:
            return objective.isEmpty() ? QObject::tr("attack")
                                       : QObject::tr("attack towards %1").arg(objective);
    }
    return objective;
}

QString sideOrders(const Scenario& scenario, int side) {
    const Side& found = scenario.sides[static_cast<std::size_t>(side)];
    QString html;
    for (const Brigade& brigade : found.brigades) {
        QString line = QStringLiteral("<b>%1</b>")
                           .arg(escaped(brigade.name.empty() ? brigade.id : brigade.name));
        const QString task = taskWords(brigade, scenario);
        if (!brigade.objective.empty()) {
            line += QStringLiteral(": %1").arg(escaped(brigade.objective));
        } else if (!task.isEmpty()) {
            line += QStringLiteral(": %1").arg(task);
        }
        if (!brigade.orders.empty()) {
            line += QStringLiteral("<br>%1").arg(escaped(brigade.orders));
        }
        if (!brigade.objective.empty() && !task.isEmpty()) {
            line += QStringLiteral("<br><i>%1</i>").arg(QObject::tr("Task: %1").arg(task));
        }
        html += QStringLiteral("<li>%1</li>").arg(line);
    }
    if (html.isEmpty()) {
        return QStringLiteral("<p>%1</p>").arg(QObject::tr("No written orders."));
    }
    return QStringLiteral("<ul>%1</ul>").arg(html);
}

}  // namespace

// What an objective counts for in the victory conditions: its points, or
// nothing where the scenario's conditions leave it out (its brigades' orders
// still name it).
QString objectiveWorth(const Scenario& scenario, const Objective& objective) {
    for (const VictoryObjective& scored : scenario.victory.objectives) {
        if (scored.objectiveId == objective.id) {
            const bool whole = std::abs(scored.value - std::round(scored.value)) < 0.05;
            const QString value = QLocale().toString(scored.value, 'f', whole ? 0 : 1);
            return value == QStringLiteral("1") ? QObject::tr("1 point")
                                                : QObject::tr("%1 points").arg(value);
        }
    }
    return scenario.victory.given ? QObject::tr("scores nothing") : QString();
}

QString notesHtml(const QString& notes) {
    static const QRegularExpression heading(QStringLiteral("^([A-Z][A-Z ,'-]+)\\.\\s+"));
    QString html;
    for (const QString& paragraph : notes.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts)) {
        QString text = paragraph.simplified();
        const QRegularExpressionMatch match = heading.match(text);
        if (match.hasMatch()) {
            // "THE FIELD AND THE SCALE." -> "The field and the scale"
            QString title = match.captured(1).toLower();
            title[0] = title[0].toUpper();
            html += QStringLiteral("<h4>%1</h4>").arg(title.toHtmlEscaped());
            text = text.mid(match.capturedLength());
        }
        html += QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
    }
    return html;
}

QString briefingHtml(const Scenario& scenario, const RulesetDefinition* ruleset,
                     const SidePlayers& players, const QString& victory) {
    const ScenarioFacts facts = ScenarioFacts::of(scenario, ruleset);
    QString html = QStringLiteral("<h2>%1</h2>").arg(facts.title.toHtmlEscaped());
    QStringList about{facts.rulesetName};
    if (!facts.period.isEmpty()) {
        about << facts.period;
    }
    html += QStringLiteral("<p>%1<br>%2</p>")
                .arg(about.join(QStringLiteral(" · ")).toHtmlEscaped(),
                     QObject::tr("%1 · table %2").arg(facts.forces, facts.table).toHtmlEscaped());

    html += QStringLiteral("<h3>%1</h3><ul>").arg(QObject::tr("Who plays"));
    for (int side = 0; side < static_cast<int>(scenario.sides.size()); ++side) {
        const std::optional<CommanderSettings> player =
            side < static_cast<int>(players.size()) ? players[static_cast<std::size_t>(side)]
                                                    : std::nullopt;
        html += QStringLiteral("<li><b>%1</b>: %2</li>")
                    .arg(sideName(scenario, side).toHtmlEscaped(),
                         playerChoiceText(player).toHtmlEscaped());
    }
    html += QStringLiteral("</ul>");

    if (!scenario.objectives.empty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(QObject::tr("Objectives"));
        for (const Objective& objective : scenario.objectives) {
            const QString worth = objectiveWorth(scenario, objective);
            html += QStringLiteral("<li><a href=\"objective:%1\">%2</a>%3</li>")
                        .arg(escaped(objective.id),
                             escaped(objective.name.empty() ? objective.id : objective.name),
                             worth.isEmpty() ? QString() : QStringLiteral(": ") + worth);
        }
        html += QStringLiteral("</ul><p><i>%1</i></p>")
                    .arg(QObject::tr("Click an objective to see it on the table."));
    }
    if (!victory.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>%2").arg(QObject::tr("How the battle is won"), victory);
    }
    for (int side = 0; side < static_cast<int>(scenario.sides.size()); ++side) {
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(QObject::tr("Orders of %1").arg(sideName(scenario, side)).toHtmlEscaped());
        html += sideOrders(scenario, side);
    }
    if (!scenario.notes.empty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(QObject::tr("The battle"));
        html += notesHtml(QString::fromStdString(scenario.notes));
    }
    return html;
}

}  // namespace adjutant::ui
