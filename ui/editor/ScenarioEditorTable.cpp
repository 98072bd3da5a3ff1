// The table after the New scenario wizard: Scenario > Table size.
#include <QMainWindow>

#include "core/editor/TableResize.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/editor/TableSizeDialog.h"
#include "ui/scene/TableScene.h"

namespace adjutant::ui {

QString ScenarioEditor::resizeTable(double width, double depth) {
    const RulesetDefinition* ruleset = session_->ruleset();
    if (!session_->hasScenario() || !ruleset) {
        return tr("Start or open a scenario first.");
    }
    // The map's size as its file gives it: a scan shown from a copy read
    // scaled down keeps the scale of its full size.
    const QSize full = scene_->mapPicture().fullSize;
    ScenarioEdit edit =
        edits::resizeTable(width, depth, *ruleset,
                           {static_cast<double>(full.width()), static_cast<double>(full.height())});
    edit.label = tr("Make the table %1 x %2 in").arg(width).arg(depth).toStdString();
    const QString refusal = session_->apply(edit);
    if (refusal.isEmpty()) {
        emit message(tr("The table is now %1 x %2 inches").arg(width).arg(depth));
    }
    return refusal;
}

TableSizeDialog* ScenarioEditor::openTableSize() {
    if (!session_->hasScenario()) {
        emit message(tr("Start or open a scenario first."));
        return nullptr;
    }
    const Table& table = session_->scenario().table;
    auto* dialog = new TableSizeDialog(
        table.width, table.height,
        [this](double width, double depth) { return resizeTable(width, depth); }, &window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

}  // namespace adjutant::ui
