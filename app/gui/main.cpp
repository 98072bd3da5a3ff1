// adjutant: the desktop program.
//
//   adjutant                        a new game on the tutorial scenario
//   adjutant FILE.scenario.json     a new game on that scenario
//   adjutant FILE.save.jsonl        the saved game, replayed to where it was left
#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QMessageBox>
#include <QScreen>
#include <cstdlib>
#include <iostream>

#include "core/rules/BuiltinRulesets.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ProblemText.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("Adjutant");
    QApplication::setOrganizationName("Adjutant");
    QApplication::setApplicationVersion("0.1.0");

    QCommandLineParser parser;
    parser.setApplicationDescription("A table manager for horse-and-musket miniature wargames");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        "file", "A scenario (*.scenario.json) to start a new game on, or a saved game to open");
    const QCommandLineOption seedOption(
        "seed", "Seed of a new game's dice (default: a fresh one each game)", "N");
    parser.addOption(seedOption);
    parser.process(app);

    const char* env = std::getenv("ADJUTANT_RESOURCES");
    const std::string resourceDir = env ? env : ADJUTANT_RESOURCE_DIR;

    adjutant::Diagnostics diagnostics;
    adjutant::RulesetRegistry rulesets = adjutant::loadBuiltinRulesets(resourceDir, diagnostics);
    // A broken house-rules file must not stop play with the others: it is
    // skipped, and the player is told which file and why once the window is up.
    QString skipped;
    QStringList skippedFiles;
    if (diagnostics.hasErrors()) {
        std::cerr << diagnostics.toString();
        for (const adjutant::Diagnostic& item : diagnostics.items()) {
            if (item.severity == adjutant::Diagnostic::Severity::Error) {
                const QString file = QFileInfo(QString::fromStdString(item.file)).fileName();
                if (!skippedFiles.contains(file)) {
                    skippedFiles << file;
                }
            }
        }
        skipped = QString::fromStdString(diagnostics.toString());
    }

    adjutant::ui::MainWindow window(rulesets);
    // On a small screen (a 1366 x 768 laptop) the table needs all of it.
    const QSize screen = window.screen() ? window.screen()->availableSize() : QSize();
    if (screen.isValid() && (screen.width() < 1440 || screen.height() < 900)) {
        window.resize(screen);
        window.showMaximized();
    } else {
        window.show();
    }

    // The default is the scenario scripts/run starts on.
    const QStringList files = parser.positionalArguments();
    const QString file = files.isEmpty() ? QString::fromStdString(resourceDir) +
                                               "/scenarios/tricorne-tutorial.scenario.json"
                                         : files.first();
    QString problems;
    if (parser.isSet(seedOption) && file.endsWith(".scenario.json", Qt::CaseInsensitive)) {
        bool ok = false;
        const quint64 seed = parser.value(seedOption).toULongLong(&ok);
        if (!ok) {
            std::cerr << "--seed: expected a whole number, found \""
                      << parser.value(seedOption).toStdString() << "\"\n";
            return 2;
        }
        problems = window.newGame(file, seed);
    } else {
        problems = window.openFile(file);
    }
    if (!skipped.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, "Rulesets skipped",
                        QString("%1 could not be loaded and %2 skipped: %3 The other rulesets "
                                "are ready to play.")
                            .arg(skippedFiles.join(", "), skippedFiles.size() == 1 ? "is" : "are",
                                 adjutant::ui::firstReason(skipped) + '.'),
                        QMessageBox::Ok, &window);
        box.setDetailedText(skipped);
        box.exec();
    }
    if (!problems.isEmpty()) {
        std::cerr << problems.toStdString() << '\n';
        QMessageBox box(QMessageBox::Warning, "Cannot open the file",
                        adjutant::ui::refusedFileText(QFileInfo(file).fileName(), problems),
                        QMessageBox::Ok, &window);
        box.setDetailedText(problems);
        box.exec();
    }
    return app.exec();
}
