// adjutant: the desktop program.
//
//   adjutant                        a new game on the tutorial scenario
//   adjutant FILE.scenario.json     a new game on that scenario
//   adjutant FILE.save.jsonl        the saved game, replayed to where it was left
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QScreen>
#include <iostream>

#include "app/common/ProgramFolders.h"
#include "core/rules/BuiltinRulesets.h"
#include "ui/files/UserFolders.h"
#include "ui/window/ApplicationLook.h"
#include "ui/window/Language.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ProblemText.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("Adjutant");
    QApplication::setOrganizationName("Adjutant");
    QApplication::setApplicationVersion(ADJUTANT_VERSION);
    QApplication::setDesktopFileName(QStringLiteral(ADJUTANT_APP_ID));
    QApplication::setWindowIcon(adjutant::ui::applicationIcon());
    adjutant::ui::installTranslations(app);

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

    // Installed: beside the program in <prefix>/share/adjutant; in a build: the source tree's.
    const std::string resourceDir = adjutant::app::shippedResourceDir();
    const adjutant::ui::UserFolders folders =
        adjutant::ui::UserFolders::standard(QString::fromStdString(resourceDir));

    adjutant::Diagnostics diagnostics;
    adjutant::RulesetRegistry rulesets =
        adjutant::loadBuiltinRulesets(resourceDir, diagnostics, folders.rulesets().toStdString());
    if (diagnostics.hasErrors()) {
        // A broken house-rules file must not stop play with the others: it is
        // skipped, and the player is told which file and why once the window is up.
        std::cerr << diagnostics.toString();
    }

    adjutant::ui::MainWindow window(rulesets);
    window.setFolders(folders);
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
    const QString loadProblems = QString::fromStdString(diagnostics.toString());
    const QString skipped = adjutant::ui::skippedRulesetsText(loadProblems);
    if (!skipped.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, adjutant::ui::skippedRulesetsTitle(), skipped,
                        QMessageBox::Ok, &window);
        box.setDetailedText(loadProblems);
        box.exec();
    }
    if (!problems.isEmpty()) {
        std::cerr << problems.toStdString() << '\n';
        // The window's own words for it, in the window's language.
        QMessageBox box(
            QMessageBox::Warning,
            QCoreApplication::translate("adjutant::ui::MainWindow", "Cannot open the file"),
            adjutant::ui::refusedFileText(QFileInfo(file).fileName(), problems), QMessageBox::Ok,
            &window);
        box.setDetailedText(problems);
        box.exec();
    }
    return app.exec();
}
