#pragma once

#include <QString>

#include "core/json/Diagnostics.h"

class QMessageBox;
class QWidget;

namespace adjutant::ui {

/// The problems of an imported file as one list: the file named once above
/// them, one a line in the file's order (line 9 before line 10, a JSON
/// pointer's members likewise), each once however many checks found it.
QString importProblemsText(const Diagnostics& diagnostics);

/// The box that says why an order of battle was not imported. `problems` is
/// ScenarioEditor::importOrderOfBattle's list: the file named on its first
/// line, then one problem a line. The box says in one sentence how many
/// problems the file has, shows the first few, and holds the whole list in
/// its details, where it can be scrolled and copied, rather than as a box as
/// tall as the list. Its texts are plain: the problems quote the file.
QMessageBox* importProblemsBox(QWidget* parent, const QString& path, const QString& problems);

}  // namespace adjutant::ui
