#pragma once

#include <QColor>
#include <QList>
#include <QString>

namespace adjutant::ui {

/// The player's display preferences, kept with QSettings between sessions.
struct DisplaySettings {
    /// Figure scale for a new game whose scenario names none ("" = the
    /// scenario reader's own default).
    QString defaultFigureScale;
    /// Distances shown in centimetres instead of inches.
    bool metric = false;
    /// A colour per side, by side index; an invalid colour keeps the scenario's.
    QList<QColor> sideColours{QColor(), QColor()};
    /// The size of all text, the table's names included, against the usual (1).
    double textScale = 1.0;
    /// A step in which nobody has anything to decide is resolved as soon as
    /// the game reaches it (not in lessons, nor for a computer's side).
    bool passStepsWithNothingToDecide = false;

    static DisplaySettings load();
    void save() const;

    bool operator==(const DisplaySettings&) const = default;
};

}  // namespace adjutant::ui
