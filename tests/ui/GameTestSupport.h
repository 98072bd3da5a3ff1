#pragma once

// What the session and main-window tests share: the rulesets, the default
// scenario (the one scripts/run opens), settings kept away from the user's,
// and the same game played headless for comparison.

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <memory>

#include "core/engine/Game.h"
#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/QtTestApp.h"

namespace adjutant::testing {

inline const RulesetRegistry& gameTestRulesets() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        return loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics);
    }();
    return registry;
}

inline QString tutorialScenario() {
    return QString(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json";
}

/// The test application, with QSettings in a fresh temporary folder, so that
/// recent files and display settings neither come from nor go to the user's.
inline QApplication& appWithPrivateSettings() {
    QApplication& app = qtTestApp();
    static QTemporaryDir folder;
    static const bool once = [] {
        QCoreApplication::setOrganizationName("AdjutantTests");
        QCoreApplication::setApplicationName("adjutant-ui-tests");
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder.path());
        return true;
    }();
    (void)once;
    QSettings().clear();
    return app;
}

/// A game on a scenario with a seed, built as adjutant-cli play builds it,
/// with the registries it needs kept alive beside it.
struct HeadlessGame {
    std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees();
    EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    std::unique_ptr<Game> game;

    HeadlessGame(const QString& scenarioPath, std::uint64_t seed) {
        Diagnostics diagnostics;
        std::optional<Scenario> scenario =
            readScenarioFile(scenarioPath.toStdString(), gameTestRulesets(), diagnostics);
        if (!scenario) {
            return;
        }
        auto setup = std::make_shared<GameSetup>();
        setup->ruleset = gameTestRulesets().find(scenario->ruleset);
        setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
        setup->seed = seed;
        game = std::make_unique<Game>(setup, engines.rulesetStates);
    }
};

}  // namespace adjutant::testing
