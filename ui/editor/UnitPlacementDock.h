#pragma once

#include <QDockWidget>

#include "core/model/Scenario.h"

class QComboBox;
class QLineEdit;
class QSpinBox;
class QTreeWidget;

namespace adjutant::ui {

class EditorSession;

/// The order of battle in the editor: every side, brigade, general and unit
/// (choosing one selects it on the table), a button to import an order of
/// battle from a file, and a form for a new unit whose size defaults to, and
/// is capped by, the ruleset's unit-size table for its nation and type.
class UnitPlacementDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit UnitPlacementDock(EditorSession& session, QWidget* parent = nullptr);

    /// The unit the form describes (no pose yet), or nothing when incomplete.
    std::optional<Unit> unitFromForm() const;

  signals:
    void importRequested();
    /// "Place on table" was pressed with a complete unit.
    void placeRequested(const adjutant::Unit& unit);

  private:
    void refresh();
    void refreshTree();
    void refreshChoices();
    void refreshSize();
    /// Asks for a brigade's name and, optionally, its general's.
    void addBrigade();
    General generalFor(const Brigade& brigade, const QString& name) const;

    EditorSession& session_;
    QTreeWidget* tree_ = nullptr;
    QComboBox* side_ = nullptr;
    QComboBox* brigade_ = nullptr;
    QComboBox* type_ = nullptr;
    QComboBox* nation_ = nullptr;
    QComboBox* formation_ = nullptr;
    QSpinBox* figures_ = nullptr;
    QSpinBox* guns_ = nullptr;
    QLineEdit* name_ = nullptr;
    QLineEdit* id_ = nullptr;
    bool refreshing_ = false;
};

}  // namespace adjutant::ui
