#include "ui/files/ScenarioLibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>

#include "core/io/ScenarioReader.h"
#include "core/model/DisplayName.h"
#include "core/rules/RulesetRegistry.h"
#include "ui/session/VictoryText.h"

namespace adjutant::ui {

namespace {

QString firstProblem(const Diagnostics& diagnostics) {
    for (const Diagnostic& item : diagnostics.items()) {
        if (item.severity == Diagnostic::Severity::Error) {
            return QString::fromStdString(item.toString());
        }
    }
    return QCoreApplication::translate("ScenarioLibrary", "it could not be read");
}

QString rulesetName(const RulesetRegistry& rulesets, const std::string& id) {
    const RulesetDefinition* ruleset = rulesets.find(id);
    return QString::fromStdString(ruleset && !ruleset->name.empty() ? ruleset->name : id);
}

// What a player reads before choosing: the scenario's notes, paragraph by
// paragraph, and how its game is won.
QString briefingOf(const Scenario& scenario, const QString& title,
                   const RulesetDefinition* ruleset) {
    QString html = QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
    html += "<h4>" + QCoreApplication::translate("ScenarioLibrary", "How the game is won") +
            "</h4>" + victoryConditionsText(scenario, rulesBreakPoint(ruleset));
    const QStringList paragraphs =
        QString::fromStdString(scenario.notes).split('\n', Qt::SkipEmptyParts);
    if (!paragraphs.isEmpty()) {
        html += "<h4>" + QCoreApplication::translate("ScenarioLibrary", "Notes") + "</h4>";
        for (const QString& paragraph : paragraphs) {
            html += "<p>" + paragraph.toHtmlEscaped() + "</p>";
        }
    }
    return html;
}

QFileInfoList filesIn(const QString& folder, const QString& pattern) {
    if (folder.isEmpty()) {
        return {};
    }
    return QDir(folder).entryInfoList({pattern}, QDir::Files, QDir::Name);
}

}  // namespace

ScenarioLibrary ScenarioLibrary::scan(const UserFolders& folders, const RulesetRegistry& rulesets) {
    ScenarioLibrary library;
    for (const QString& folder : {folders.shippedScenarios(), folders.scenarios()}) {
        QList<LibraryEntry> found;
        for (const QFileInfo& file : filesIn(folder, QStringLiteral("*.scenario.json"))) {
            LibraryEntry entry;
            entry.path = file.absoluteFilePath();
            entry.origin = folders.originText(entry.path);
            Diagnostics diagnostics;
            const std::optional<Scenario> scenario =
                readScenarioFile(entry.path.toStdString(), rulesets, diagnostics);
            if (!scenario || diagnostics.hasErrors()) {
                entry.title = file.fileName();
                entry.problem = firstProblem(diagnostics);
                library.skipped << entry;
                continue;
            }
            entry.title =
                scenario->title.empty() ? file.fileName() : QString::fromStdString(scenario->title);
            entry.ruleset = rulesetName(rulesets, scenario->ruleset);
            entry.briefing = briefingOf(*scenario, entry.title, rulesets.find(scenario->ruleset));
            found << entry;
        }
        std::sort(found.begin(), found.end(), [](const LibraryEntry& a, const LibraryEntry& b) {
            return a.title.localeAwareCompare(b.title) < 0;
        });
        library.scenarios << found;
    }

    QStringList loaded;
    for (const RulesetDefinition* ruleset : rulesets.all()) {
        LibraryEntry entry;
        entry.path = QFileInfo(QString::fromStdString(ruleset->file)).absoluteFilePath();
        entry.title = QString::fromStdString(displayName(*ruleset));
        entry.origin = folders.originText(entry.path);
        library.rulesets << entry;
        loaded << entry.path;
    }
    std::stable_sort(library.rulesets.begin(), library.rulesets.end(),
                     [&](const LibraryEntry& a, const LibraryEntry& b) {
                         return folders.originOf(a.path) < folders.originOf(b.path);
                     });
    // A ruleset file that is not among those loaded was left out: say why.
    const QString shippedRulesets =
        folders.shipped.isEmpty() ? QString() : folders.shipped + QStringLiteral("/rulesets");
    for (const QString& folder : {shippedRulesets, folders.rulesets()}) {
        for (const QFileInfo& file : filesIn(folder, QStringLiteral("*.json"))) {
            if (loaded.contains(file.absoluteFilePath())) {
                continue;
            }
            LibraryEntry entry;
            entry.path = file.absoluteFilePath();
            entry.title = file.fileName();
            entry.origin = folders.originText(entry.path);
            Diagnostics diagnostics;
            const auto parsed = rulesets.parseFile(entry.path.toStdString(), diagnostics);
            if (parsed) {
                const RulesetDefinition* holder = rulesets.find(parsed->id);
                entry.problem = QCoreApplication::translate(
                                    "ScenarioLibrary",
                                    "its id \"%1\" is already taken by %2; a house-rules "
                                    "copy needs an id of its own")
                                    .arg(QString::fromStdString(parsed->id),
                                         holder ? QString::fromStdString(holder->file) : QString());
            } else {
                entry.problem = firstProblem(diagnostics);
            }
            library.skipped << entry;
        }
    }
    return library;
}

}  // namespace adjutant::ui
