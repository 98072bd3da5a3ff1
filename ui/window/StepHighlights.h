#pragma once

#include <QObject>
#include <QPointer>

class QAction;

namespace adjutant::ui {

class ActionHighlightsItem;
class GameSession;
class TableScene;

/// Keeps the table's "who may act" marks up to date: the units the referee
/// says may be given the present step's order, and for the selected unit the
/// enemies it could fire at and those within its charge reach. A checkable
/// action (View > Show who may act) turns the marks on and off.
class StepHighlights : public QObject {
    Q_OBJECT

  public:
    StepHighlights(GameSession& session, TableScene& scene, QObject* parent = nullptr);

    QAction* action() const { return action_; }
    /// Asks the referee again and redraws (after any change, selection or new table).
    void refresh();
    ActionHighlightsItem* item() const;

  private:
    GameSession& session_;
    TableScene& scene_;
    QAction* action_ = nullptr;
    QPointer<ActionHighlightsItem> item_;  // in the scene; a new table deletes it
};

}  // namespace adjutant::ui
