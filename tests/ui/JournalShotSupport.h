#pragma once

// Finding a shot that hit in the journal and opening its explanation, as a
// player reading it would arrange the window: shared by the screenshots of
// every ruleset.

#include <QDockWidget>
#include <QModelIndex>
#include <QSplitter>
#include <QTreeView>

#include "ui/docks/JournalDock.h"
#include "ui/docks/JournalModel.h"
#include "ui/docks/UnitInspectorDock.h"
#include "ui/window/MainWindow.h"

namespace adjutant::testing {

/// The latest resolution in the journal whose summary says a unit fires and
/// whose value (hits or casualties) is above zero; invalid if none.
inline QModelIndex latestHittingShot(const ui::JournalModel& model) {
    for (int row = model.rowCount() - 1; row >= 0; --row) {
        const QModelIndex command = model.index(row, 0);
        for (int i = 0; i < model.rowCount(command); ++i) {
            const QModelIndex child = model.index(i, 0, command);
            const QString value =
                child.siblingAtColumn(ui::JournalModel::kValueColumn).data().toString();
            if (child.data().toString().contains(" fires at ") && value.toInt() > 0) {
                return child;
            }
        }
    }
    return {};
}

/// Gives the journal room, opens `shot` with its whole explanation and
/// selects it so the detail pane shows it in full.
inline void openInJournal(ui::MainWindow& window, ui::JournalDock& journal,
                          const QModelIndex& shot) {
    window.resizeDocks({&journal}, {640}, Qt::Horizontal);
    if (auto* inspector = window.findChild<ui::UnitInspectorDock*>("unitInspectorDock")) {
        window.resizeDocks({inspector, &journal}, {150, 600}, Qt::Vertical);
    }
    if (auto* split = journal.findChild<QSplitter*>()) {
        split->setSizes({300, 260});
    }
    journal.raise();
    journal.view()->collapseAll();
    journal.view()->expand(shot.parent());
    journal.view()->expandRecursively(shot);
    journal.view()->setCurrentIndex(shot);
    journal.view()->scrollTo(shot, QAbstractItemView::PositionAtTop);
}

}  // namespace adjutant::testing
