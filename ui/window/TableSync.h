#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <vector>

#include "core/ai/GameOutcome.h"
#include "core/engine/GameChange.h"

namespace adjutant::ui {

class GameSession;
class StatusBadgeItem;
class TableScene;

/// Keeps the table on screen equal to the session's game: shows the scenario
/// with the present state when a game is started or opened, re-syncs the units
/// a change names (with their status badges), and mirrors the selected unit
/// between the session and the scene in both directions.
class TableSync : public QObject {
    Q_OBJECT

  public:
    TableSync(GameSession& session, TableScene& scene, QObject* parent = nullptr);

    /// Shows the whole game again (a new game, or new side colours).
    void rebuild();
    /// Re-syncs every unit from the present state.
    void syncAllUnits();
    /// Marks the victory objectives on the table as `standing` holds them.
    void showObjectives(const GameOutcome& standing);
    /// The badge text shown on a unit ("" when it has none), for tests.
    QString badgeText(const QString& unitId) const;

  signals:
    /// The table was rebuilt for a new game (fit the view to it).
    void tableRebuilt();

  private:
    void onChanged(const GameChange& change);
    void syncUnit(const std::string& unitId);
    void showSelection(const QString& unitId);
    void takeSelectionFromScene();

    GameSession& session_;
    TableScene& scene_;
    QHash<QString, StatusBadgeItem*> badges_;
    std::vector<ObjectiveStanding> objectives_;  // as last shown
    bool mirroring_ = false;  // set while one side of the selection follows the other
};

}  // namespace adjutant::ui
