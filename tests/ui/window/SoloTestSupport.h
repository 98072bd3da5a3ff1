#pragma once

// What the solo-play tests share: waiting for the computer in a window that
// runs its own timers, and finding text in the journal's model.

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <functional>

namespace adjutant::testing {

/// Runs the event loop until `done` or `milliseconds` have passed; true if done.
inline bool waitUntil(const std::function<bool()>& done, int milliseconds = 60000) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > milliseconds) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(1);
    }
    return true;
}

/// Every display text of a model's first column, depth first.
inline QStringList modelTexts(const QAbstractItemModel& model,
                              const QModelIndex& parent = QModelIndex()) {
    QStringList texts;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        texts << model.data(index, Qt::DisplayRole).toString();
        texts << modelTexts(model, index);
    }
    return texts;
}

}  // namespace adjutant::testing
