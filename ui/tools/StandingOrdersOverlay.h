#pragma once

#include <QObject>
#include <QPointer>
#include <vector>

#include "core/engine/GameChange.h"
#include "core/referee/StandingOrder.h"
#include "ui/items/OrderArrowsItem.h"
#include "ui/tools/PointerTool.h"

namespace adjutant::ui {

class GameSession;
class TableScene;

/// The orders waiting for their step on the table: the referee's standing
/// orders (fire orders, declared charges) drawn as arrows and kept in step
/// with the game. A right-click on an arrow offers to take the order back
/// while its step has not been resolved, through the generic fire or charge
/// order with no target, so it can be undone like any command.
class StandingOrdersOverlay : public QObject {
    Q_OBJECT

  public:
    StandingOrdersOverlay(GameSession& session, TableScene& scene, QObject* parent = nullptr);

    /// Asks the referee again and redraws the arrows.
    void refresh();
    const std::vector<StandingOrder>& orders() const { return orders_; }
    OrderArrowsItem* item() const { return arrows_; }
    /// The order whose arrow lies under a point of the table, or null.
    const StandingOrder* orderAt(QPointF table, double pixelsPerInch) const;
    /// Takes the order back as a command; the change (refused with the reason).
    GameChange takeBack(const StandingOrder& order);
    /// The menu of the arrow under the cursor, if there is one: true when it was shown.
    bool contextMenu(const ToolMouseEvent& event);

  signals:
    void message(const QString& text);

  private:
    QPointF targetPoint(const std::string& id) const;

    GameSession& session_;
    TableScene& scene_;
    std::vector<StandingOrder> orders_;
    QPointer<OrderArrowsItem> arrows_;
};

}  // namespace adjutant::ui
