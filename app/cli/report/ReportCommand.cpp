// adjutant-cli report SAVE --out FILE.pdf|.html: the battle's after-action
// report. The pictures of the table are drawn by the window's own scene
// (ui/scene), so this one subcommand needs Qt: it makes an application on the
// offscreen platform, never a window, and runs without a display.
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>

#include "app/cli/CliCommands.h"
#include "core/io/RecordedScenarioFolder.h"
#include "core/io/SavedGameReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"
#include "ui/report/ReportWriter.h"
#include "ui/window/Language.h"

namespace adjutant::cli {

namespace {

struct ReportOptions {
    std::string save;
    std::string out;
};

// The report was written, but its tables without the map (a warning says why).
constexpr int kReportWithoutMap = 3;

int runReport(const ReportOptions& options, const CliContext& context) {
    const QString out = QString::fromStdString(options.out);
    if (!out.endsWith(".pdf", Qt::CaseInsensitive) && !out.endsWith(".html", Qt::CaseInsensitive)) {
        std::cerr << options.out << ": error: the report is written as .pdf or .html\n";
        return 2;
    }
    Diagnostics loading;
    const RulesetRegistry rulesets = loadBuiltinRulesets(context.resourceDir, loading,
                                                         context.userRulesetDir, *context.rulesets);
    if (loading.hasErrors()) {
        std::cerr << "warning: some rulesets could not be loaded:\n" << loading.toString();
    }
    const std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees(*context.rulesets);
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees, *context.rulesets);
    Diagnostics diagnostics;
    std::optional<LoadedGame> loaded =
        loadSavedGameFile(options.save, rulesets, engines, diagnostics);
    std::cerr << diagnostics.toString();
    if (!loaded || !loaded->game || diagnostics.hasErrors()) {
        return 1;
    }
    // The scenario's map is found where the header says, when that folder
    // still holds the scenario; else beside the save.
    const QString scenarioFolder = QDir::cleanPath(QString::fromStdString(recordedScenarioFolder(
        QFileInfo(QString::fromStdString(options.save)).absolutePath().toStdString(),
        loaded->scenarioFolder, *loaded->game->setup().scenario)));
    // A report whose tables are drawn without their map is still worth
    // having, but a script must be able to tell it from a whole one.
    Diagnostics mapMissing;
    warnWhenSavedGameMapMissing(options.save, scenarioFolder.toStdString(),
                                *loaded->game->setup().scenario, mapMissing);
    std::cerr << mapMissing.toString();

    setenv("QT_QPA_PLATFORM", "offscreen", 1);
    static int argc = 1;
    static char name[] = "adjutant-cli";
    static char* argv[] = {name, nullptr};
    QApplication app(argc, argv);
    // The report is written in English (its plural forms come from a translation).
    ui::installTranslations(app, QStringLiteral("en"));
    const Game& game = *loaded->game;
    // The table's pictures without the map, or from a copy scaled down: said,
    // as the window says it, with the saved game's own warnings.
    if (const QString notice = ui::ReportWriter::mapNotice(game, scenarioFolder);
        !notice.isEmpty()) {
        std::cerr << options.save << ": warning: " << notice.toStdString() << '\n';
    }
    const QString error = ui::ReportWriter::write(
        game, engines.rulesetStates, referees->forState(game.state()), scenarioFolder, out);
    if (!error.isEmpty()) {
        std::cerr << error.toStdString() << '\n';
        return 1;
    }
    if (context.json) {
        std::cout << "{\"file\": \"" << options.out << "\", \"ok\": true}\n";
    } else {
        std::cout << options.out << ": the after-action report of " << game.setup().scenario->title
                  << '\n';
    }
    return mapMissing.items().empty() ? 0 : kReportWithoutMap;
}

}  // namespace

void addReportCommand(CLI::App& app, CliContext& context) {
    auto options = std::make_shared<ReportOptions>();
    CLI::App* command = app.add_subcommand(
        "report",
        "Write a saved game's after-action report: result, the table at the start and end, "
        "losses by bound, turning points and each bound in words");
    command->add_option("save", options->save, "saved game (*.save.jsonl)")->required();
    command->add_option("--out", options->out, "the report to write: FILE.pdf or FILE.html")
        ->required();
    command->add_flag("--json", context.json, "print the result as JSON");
    command->callback([options, &context] { context.exitCode = runReport(*options, context); });
}

}  // namespace adjutant::cli
