#pragma once

#include <QDockWidget>
#include <QHash>
#include <QString>

#include "core/engine/GameChange.h"

class QTreeWidget;
class QTreeWidgetItem;

namespace adjutant {
struct Unit;
}

namespace adjutant::ui {

class GameSession;

/// The two armies as a tree: each side, its brigades (with their generals and
/// objectives) and their units, with each unit's figures and formation.
/// Choosing a unit selects it on the table, and the tree follows the
/// selection made anywhere else.
class OrderOfBattleDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit OrderOfBattleDock(GameSession& session, QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    /// The row of a unit, or nullptr.
    QTreeWidgetItem* unitItem(const QString& unitId) const { return units_.value(unitId); }

  private:
    void rebuild();
    void onChanged(const GameChange& change);
    void syncUnitRow(QTreeWidgetItem* item, const Unit& unit);
    void followSelection(const QString& unitId);
    void selectFromTree();

    GameSession& session_;
    QTreeWidget* tree_ = nullptr;
    QHash<QString, QTreeWidgetItem*> units_;
    bool following_ = false;  // the tree is being set from the session's selection
};

}  // namespace adjutant::ui
