// adjutant: the desktop program.
#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <cstdlib>
#include <iostream>

#include "core/rules/BuiltinRulesets.h"
#include "ui/window/MainWindow.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("Adjutant");
    QApplication::setOrganizationName("Adjutant");
    QApplication::setApplicationVersion("0.1.0");

    QCommandLineParser parser;
    parser.setApplicationDescription("A table manager for horse-and-musket miniature wargames");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("scenario", "A scenario file (*.scenario.json) to open");
    parser.process(app);

    const char* env = std::getenv("ADJUTANT_RESOURCES");
    const std::string resourceDir = env ? env : ADJUTANT_RESOURCE_DIR;

    adjutant::Diagnostics diagnostics;
    adjutant::RulesetRegistry rulesets = adjutant::loadBuiltinRulesets(resourceDir, diagnostics);
    if (diagnostics.hasErrors()) {
        // A broken house-rules file must not stop play with the others.
        std::cerr << diagnostics.toString();
    }

    adjutant::ui::MainWindow window(rulesets);
    window.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        const QString problems = window.openScenario(files.first());
        if (!problems.isEmpty()) {
            std::cerr << problems.toStdString();
            QMessageBox box(QMessageBox::Warning, "Cannot open scenario",
                            files.first() + " could not be opened.", QMessageBox::Ok, &window);
            box.setDetailedText(problems);
            box.exec();
        }
    }
    return app.exec();
}
