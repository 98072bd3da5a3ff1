#pragma once

// What the two-player window tests share: a window with folders of its own,
// games between two people started as Game > New two-player game starts them,
// and the orders a side gives from the Game menu.

#include <QAction>
#include <QPushButton>
#include <QTemporaryDir>
#include <memory>

#include "core/match/Match.h"
#include "core/referee/RulesetReferee.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/session/GameSession.h"
#include "ui/twoplayer/HandOverCover.h"
#include "ui/twoplayer/TwoPlayerDialog.h"
#include "ui/window/MainWindow.h"

namespace adjutant::testing {

inline QString scenarioNamed(const char* name) {
    return QString(adjutant::testResourceDir()) + "/scenarios/" + name + ".scenario.json";
}

/// A main window whose games are kept in a folder of the test's own.
struct TwoPlayerWindow {
    QTemporaryDir games;
    std::unique_ptr<ui::MainWindow> window;

    TwoPlayerWindow() {
        appWithPrivateSettings();
        window = std::make_unique<ui::MainWindow>(gameTestRulesets());
        window->setFolders(ui::UserFolders{adjutant::testResourceDir(), {}, games.path()});
    }
    ui::GameSession& session() const { return window->session(); }
    const Match& match() const { return *session().match(); }

    /// Starts a game of `scenario` the way the dialog's Start does.
    QString start(const char* scenario, ui::TwoPlayerChoice::Way way, int side = 0,
                  bool hiddenSetUp = false) {
        ui::TwoPlayerChoice choice;
        choice.way = way;
        choice.scenarioPath = scenarioNamed(scenario);
        choice.side = side;
        choice.hiddenSetUp = hiddenSetUp;
        return window->startTwoPlayerGame(choice);
    }

    /// The player of the side the cover names takes the screen (its button).
    int takeScreen() const {
        ui::HandOverCover* cover = window->handOverCover();
        auto* take = cover->findChild<QPushButton*>(QStringLiteral("takeScreen"));
        const int side = cover->side();
        take->click();
        return side;
    }

    void trigger(const char* action) const {
        window->action(QString::fromLatin1(action))->trigger();
    }
    bool enabled(const char* action) const {
        return window->action(QString::fromLatin1(action))->isEnabled();
    }
};

}  // namespace adjutant::testing
