#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace adjutant::ui {

/// One autosave left in the autosave folder: a game that was never saved and
/// was not closed normally.
struct Autosave {
    QString path;
    QString title;  // the scenario's title, from the saved game's header
    QDateTime changed;
    int entries = 0;  // journal lines after the header
};

/// The autosaves in `folder`, newest first. A file whose header cannot be read
/// is listed with its file name as the title, so it can still be removed.
QList<Autosave> listAutosaves(const QString& folder);

}  // namespace adjutant::ui
