// Game > House rules...: the readings of the rules the game in progress is
// played by, read-only (a game's readings never change: fair to both players
// and replayable), with a way to start the scenario anew with other readings
// through the same questions as every new game (HouseRulesDialog).
#include <QDir>
#include <QFileInfo>

#include "core/io/ScenarioReader.h"
#include "ui/session/GameSession.h"
#include "ui/window/HouseRulesDialog.h"
#include "ui/window/MainWindow.h"

namespace adjutant::ui {

namespace {

/// The scenario file a game was started from: the one in the game's scenario
/// folder with its title and ruleset; empty when there is none.
QString scenarioFileOf(const GameSession& session, const RulesetRegistry& rulesets) {
    const Scenario& scenario = *session.setup().scenario;
    const QDir folder(session.scenarioFolder());
    for (const QFileInfo& file :
         folder.entryInfoList({QStringLiteral("*.scenario.json")}, QDir::Files, QDir::Name)) {
        Diagnostics ignored;
        const std::optional<Scenario> candidate =
            readScenarioFile(file.absoluteFilePath().toStdString(), rulesets, ignored);
        if (candidate && candidate->title == scenario.title &&
            candidate->ruleset == scenario.ruleset) {
            return file.absoluteFilePath();
        }
    }
    return {};
}

}  // namespace

void MainWindow::showHouseRules() {
    if (!session_->hasGame() || !session_->setup().ruleset || !session_->setup().scenario) {
        return;
    }
    const GameSetup& setup = session_->setup();
    auto* dialog =
        new HouseRulesDialog(*setup.ruleset, setup.scenario->options, setup.options, false, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &HouseRulesDialog::ruleRequested, this, &MainWindow::showRule);
    const std::map<std::string, std::string> readings = setup.options;
    const bool twoPlayer = session_->isTwoPlayer();
    connect(dialog, &HouseRulesDialog::startAnewRequested, this, [this, readings, twoPlayer] {
        const QString path = scenarioFileOf(*session_, rulesets_);
        if (path.isEmpty()) {
            showProblem(tr("Cannot start the scenario anew"),
                        tr("The scenario's file is no longer in %1; start it from the start "
                           "page (File > New game...).")
                            .arg(QDir::toNativeSeparators(session_->scenarioFolder())),
                        {});
            return;
        }
        // The same questions as every new game: who plays, and the game in hand.
        if (twoPlayer) {
            chooseTwoPlayerGame(path, readings);
            return;
        }
        if (!maySetGameAside()) {
            return;
        }
        startGameWithPlayers(path, readings);
    });
    // Not modal: the rules reference its links open can be read beside it, and
    // tests and scripts find it (findChild).
    dialog->show();
    dialog->raise();
}

}  // namespace adjutant::ui
