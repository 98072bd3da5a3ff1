// How the main window shares its room: the panels beside the table in one
// column on a small screen or on both sides on a large one, "table first"
// with the panels hidden to a strip of buttons, and the size of the text.
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QResizeEvent>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>
#include <algorithm>

#include "ui/docks/BriefingDock.h"
#include "ui/docks/LessonsDock.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/items/LabelPlate.h"
#include "ui/session/GameSession.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"
#include "ui/window/TableSync.h"

namespace adjutant::ui {

namespace {

int within(double value, int least, int most) {
    return std::clamp(static_cast<int>(value), least, most);
}

}  // namespace

void MainWindow::createLayoutActions(QMenu* view) {
    QAction* tableFirst = view->addAction(tr("&Table first"));
    tableFirst->setObjectName(QStringLiteral("tableFirst"));
    tableFirst->setCheckable(true);
    tableFirst->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    tableFirst->setToolTip(tr("Hide the panels to a strip of buttons at the edge of the table"));
    connect(tableFirst, &QAction::toggled, this, &MainWindow::setTableFirst);
    QAction* reset = view->addAction(tr("&Reset the panels"), this,
                                     [this] { arrangeDocks(width() < kCompactBelowWidth); });
    reset->setObjectName(QStringLiteral("resetPanels"));
    reset->setToolTip(tr("Put every panel back where it belongs for this window's size"));

    panelStrip_ = new QToolBar(tr("Panels"), this);
    panelStrip_->setObjectName(QStringLiteral("panelStrip"));
    panelStrip_->setOrientation(Qt::Vertical);
    panelStrip_->setMovable(false);
    panelStrip_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addToolBar(Qt::RightToolBarArea, panelStrip_);
    panelStrip_->hide();
}

void MainWindow::arrangeDocks(bool compact) {
    compactDocks_ = compact;
    auto* inspector = findChild<QDockWidget*>(QStringLiteral("unitInspectorDock"));
    auto* journal = findChild<QDockWidget*>(QStringLiteral("journalDock"));
    auto* dice = findChild<QDockWidget*>(QStringLiteral("diceTrayDock"));
    auto* order = findChild<QDockWidget*>(QStringLiteral("orderOfBattleDock"));
    auto* victory = findChild<QDockWidget*>(QStringLiteral("victoryDock"));
    const QList<QDockWidget*> moved{phaseTracker_, briefing_, inspector, journal,
                                    dice,          order,     victory,   lessons_};
    if (moved.contains(nullptr)) {
        return;
    }
    // Moving a panel hides it: which were hidden is kept.
    QList<QDockWidget*> hidden;
    for (QDockWidget* dock : moved) {
        if (dock->isHidden()) {
            hidden << dock;
        }
        removeDockWidget(dock);
    }
    const Qt::DockWidgetArea phaseArea = compact ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea;
    addDockWidget(phaseArea, phaseTracker_, Qt::Vertical);
    tabifyDockWidget(phaseTracker_, briefing_);
    addDockWidget(Qt::RightDockWidgetArea, inspector, Qt::Vertical);
    if (compact) {
        // One column: the unit, the journal, the dice, the forces and how the
        // game stands share the room under the phase as tabs, each with the
        // whole height.
        tabifyDockWidget(inspector, journal);
    } else {
        // How the game is won and how it stands, under the phase.
        addDockWidget(Qt::LeftDockWidgetArea, victory, Qt::Vertical);
        addDockWidget(Qt::RightDockWidgetArea, journal, Qt::Vertical);
    }
    tabifyDockWidget(journal, dice);
    tabifyDockWidget(dice, order);
    if (compact) {
        tabifyDockWidget(order, victory);
    }
    tabifyDockWidget(victory, lessons_);
    const bool shown = page_ == Page::Table && !tableFirst_;
    for (QDockWidget* dock : moved) {
        dock->setVisible(shown && !hidden.contains(dock));
    }
    (waitingToBegin_ ? static_cast<QDockWidget*>(briefing_) : phaseTracker_)->raise();
    journal->raise();

    // Hidden docks are neither tabbed nor sized: done again when the table
    // shows them.
    docksNeedSizing_ = true;
    if (shown) {
        sizeDocks();
        // Docks shown a moment ago are laid out only when the events reach
        // them, which can undo the shares just given: given again then.
        QTimer::singleShot(0, this, [this] {
            if (page_ == Page::Table && !tableFirst_) {
                sizeDocks();
            }
        });
    }
}

void MainWindow::sizeDocks() {
    auto* inspector = findChild<QDockWidget*>(QStringLiteral("unitInspectorDock"));
    auto* journal = findChild<QDockWidget*>(QStringLiteral("journalDock"));
    auto* victory = findChild<QDockWidget*>(QStringLiteral("victoryDock"));
    if (!inspector || !journal || !victory) {
        return;
    }
    docksNeedSizing_ = false;
    // A tab gives its panel's whole name, never "Jo…": where the tabs do not
    // fit their column, the bar scrolls.
    for (QTabBar* bar : findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        bar->setElideMode(Qt::ElideNone);
        bar->setUsesScrollButtons(true);
    }
    // Widths in proportion to the window, the text size taken into account.
    const double text = std::clamp(settings_.textScale, 1.0, 1.3);
    const int high = std::max(400, height());
    if (compactDocks_) {
        const int column = within(width() * 0.28 * text, 250, 360);
        resizeDocks({phaseTracker_}, {column}, Qt::Horizontal);
        resizeDocks({phaseTracker_, journal}, {high * 45 / 100, high * 55 / 100}, Qt::Vertical);
    } else {
        // The briefing, read before the battle begins, is given more room.
        const int left = waitingToBegin_ ? std::min(kBriefingWidth, width() / 3)
                                         : within(width() * 0.17 * text, 220, 320);
        const int right = within(width() * 0.24 * text, 280, 420);
        resizeDocks({phaseTracker_, inspector}, {left, right}, Qt::Horizontal);
        resizeDocks({phaseTracker_, victory}, {high * 62 / 100, high * 38 / 100}, Qt::Vertical);
        resizeDocks({inspector, journal}, {high * 40 / 100, high * 60 / 100}, Qt::Vertical);
    }
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    const bool compact = width() < kCompactBelowWidth;
    if (compact != compactDocks_) {
        arrangeDocks(compact);
    }
}

void MainWindow::setTableFirst(bool tableFirst) {
    if (tableFirst == tableFirst_) {
        return;
    }
    const bool table = page_ == Page::Table;
    if (tableFirst) {
        docksBeforeTableFirst_.clear();
        for (QDockWidget* dock : docks_) {
            if (table ? !dock->isHidden() : docksShownBeforeEditing_.contains(dock)) {
                docksBeforeTableFirst_ << dock;
            }
            dock->hide();
        }
        docksShownBeforeEditing_.clear();
        // A button for every panel, each showing or hiding it beside the table.
        panelStrip_->clear();
        for (QDockWidget* dock : docks_) {
            panelStrip_->addAction(dock->toggleViewAction());
        }
    }
    tableFirst_ = tableFirst;
    if (!tableFirst) {
        for (QDockWidget* dock : docks_) {
            dock->hide();
        }
        if (table) {
            for (QDockWidget* dock : docksBeforeTableFirst_) {
                dock->show();
            }
            if (docksNeedSizing_) {
                arrangeDocks(compactDocks_);
            }
        } else {
            docksShownBeforeEditing_ = docksBeforeTableFirst_;
        }
    }
    panelStrip_->setVisible(tableFirst && table);
    if (QAction* toggle = action(QStringLiteral("tableFirst")); toggle->isChecked() != tableFirst) {
        toggle->setChecked(tableFirst);
    }
    // The table takes the room it was given.
    QTimer::singleShot(0, view_, &TableView::fitTable);
}

void MainWindow::applyTextSize(double scale) {
    // The size the program started with is the usual one.
    static const QFont usual = QApplication::font();
    QFont font = usual;
    if (usual.pointSizeF() > 0) {
        font.setPointSizeF(usual.pointSizeF() * scale);
    } else if (usual.pixelSize() > 0) {
        font.setPixelSize(std::max(1, static_cast<int>(usual.pixelSize() * scale)));
    }
    if (QApplication::font() != font) {
        QApplication::setFont(font);
    }
    LabelPlate::setTextScale(scale);
}

}  // namespace adjutant::ui
