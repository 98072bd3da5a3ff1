// The desktop program with the rulesets it is given: the shipped ones in
// adjutant, and more in a test build (tests/rulesets/).
#include "app/gui/WindowProgram.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QScreen>
#include <iostream>
#include <string>

#include "app/common/ProgramFolders.h"
#include "app/common/TopLevelGuard.h"
#include "app/gui/GuardedApplication.h"
#include "core/json/WriterLock.h"
#include "core/referee/BuiltinRulesets.h"
#include "ui/files/UserFolders.h"
#include "ui/widgets/PlainText.h"
#include "ui/window/ApplicationLook.h"
#include "ui/window/FileKindText.h"
#include "ui/window/Language.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ProblemText.h"
#include "ui/window/ScreenRoom.h"

namespace {

// The options, for the window and for --help and --version alike.
void describeOptions(QCommandLineParser& parser, const QCommandLineOption& seed) {
    parser.setApplicationDescription("A table manager for horse-and-musket miniature wargames");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        "file", "A scenario (*.scenario.json) to start a new game on, or a saved game to open");
    parser.addOption(seed);
}

const QCommandLineOption& seedOption() {
    static const QCommandLineOption option(
        "seed", "Seed of a new game's dice (default: a fresh one each game)", "N");
    return option;
}

// --help and --version are answered without a window, so they work where
// there is no display (a terminal over ssh, a package's build).
bool asksOnlyForHelpOrVersion(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--help" || word == "-h" || word == "-?" || word == "--help-all" ||
            word == "--version" || word == "-v") {
            return true;
        }
    }
    return false;
}

int answerHelpOrVersion(int& argc, char** argv) {
    QCoreApplication core(argc, argv);
    QCoreApplication::setApplicationName("Adjutant");
    QCoreApplication::setApplicationVersion(ADJUTANT_VERSION);
    QCommandLineParser parser;
    describeOptions(parser, seedOption());
    parser.process(core);  // prints the help or the version and ends the program
    return 0;
}

int runWindow(int& argc, char** argv, const adjutant::RulesetDescriptors& descriptors) {
    adjutant::app::GuardedApplication app(argc, argv);
    QApplication::setApplicationName("Adjutant");
    // How another program refused a saved game this window writes names it.
    adjutant::setWriterName("Adjutant (the window)");
    QApplication::setOrganizationName("Adjutant");
    QApplication::setApplicationVersion(ADJUTANT_VERSION);
    QApplication::setDesktopFileName(QStringLiteral(ADJUTANT_APP_ID));
    QApplication::setWindowIcon(adjutant::ui::applicationIcon());
    adjutant::ui::installTranslations(app);

    QCommandLineParser parser;
    describeOptions(parser, seedOption());
    parser.process(app);

    // Installed: beside the program in <prefix>/share/adjutant; in a build: the source tree's.
    const std::string resourceDir = adjutant::app::shippedResourceDir();
    const adjutant::ui::UserFolders folders =
        adjutant::ui::UserFolders::standard(QString::fromStdString(resourceDir));

    // Their engines read the ruleset files, their referees play.
    adjutant::Diagnostics diagnostics;
    adjutant::RulesetRegistry rulesets = adjutant::loadBuiltinRulesets(
        resourceDir, diagnostics, folders.rulesets().toStdString(), descriptors);
    if (diagnostics.hasErrors()) {
        // A broken house-rules file must not stop play with the others: it is
        // skipped, and the player is told which file and why once the window is up.
        std::cerr << diagnostics.toString();
    }

    adjutant::ui::MainWindow window(rulesets, descriptors);
    window.setFolders(folders);
    // On a small screen (a 1366 x 768 laptop) the table needs all of it.
    const QSize screen = adjutant::ui::roomOn(window.screen(), QSize());
    if (screen.isValid() && (screen.width() < 1440 || screen.height() < 900)) {
        window.resize(screen);
        window.showMaximized();
    } else {
        window.show();
    }

    // Without a file, the start page.
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        return app.exec();
    }
    const QString file = files.first();
    QString problems;
    if (file.endsWith(".scenario.json", Qt::CaseInsensitive)) {
        quint64 seed = 0;  // a fresh one
        if (parser.isSet(seedOption())) {
            bool ok = false;
            seed = parser.value(seedOption()).toULongLong(&ok);
            if (!ok || seed == 0) {
                std::cerr << "--seed: expected a whole number from 1, found \""
                          << parser.value(seedOption()).toStdString() << "\"\n";
                return 2;
            }
        }
        problems = window.startGame(file, {}, seed);
    } else {
        problems = window.openFile(file);
    }
    const QString loadProblems = QString::fromStdString(diagnostics.toString());
    const QString skipped = adjutant::ui::skippedRulesetsText(loadProblems);
    if (!skipped.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, adjutant::ui::skippedRulesetsTitle(), skipped,
                        QMessageBox::Ok, &window);
        box.setDetailedText(loadProblems);
        adjutant::ui::makeTextsPlain(&box);
        box.exec();
    }
    if (!problems.isEmpty()) {
        std::cerr << problems.toStdString() << '\n';
        // The window's own words for it, in the window's language.
        QMessageBox box(
            QMessageBox::Warning,
            QCoreApplication::translate("adjutant::ui::MainWindow", "Cannot open the file"),
            adjutant::ui::refusalText(file, problems), QMessageBox::Ok, &window);
        box.setDetailedText(problems);
        adjutant::ui::makeTextsPlain(&box);
        box.exec();
    }
    return app.exec();
}

}  // namespace

namespace adjutant::app {

int runAdjutantWindow(int& argc, char** argv, const RulesetDescriptors& rulesets) {
    // What the event loop's guard cannot catch: a fault while the window is
    // made or a file opened before the loop runs.
    if (asksOnlyForHelpOrVersion(argc, argv)) {
        return answerHelpOrVersion(argc, argv);
    }
    return runGuarded(
        "adjutant", [&] { return runWindow(argc, argv, rulesets); }, std::cerr);
}

}  // namespace adjutant::app
