#pragma once

#include <QList>
#include <QObject>

#include "ui/session/DistanceFormat.h"

class QAction;
class QActionGroup;

namespace adjutant::ui {

class ChargeTool;
class FireTool;
class GameSession;
class MeasureTool;
class SelectMoveTool;
class SelectionOverlays;
class StandingOrdersOverlay;
class TableScene;
class TableTool;
class TableView;
class ToolEventRouter;

/// The table tools and the selected unit's overlays, installed on a view:
/// owns the tools, offers one checkable action per tool (with its shortcut)
/// in an exclusive group and one toggle per overlay layer, and hands the
/// view's mouse and key events to the active tool. Panning (middle button,
/// Space and drag) and the wheel stay the view's.
///
/// Install: `auto* tools = new ToolBox(session, scene, view, window);` then
/// add `tools->toolActions()->actions()` to a menu or toolbar and
/// `tools->overlayActions()` to the View menu, and show `message` in the
/// status bar.
class ToolBox : public QObject {
    Q_OBJECT

  public:
    ToolBox(GameSession& session, TableScene& scene, TableView& view, QObject* parent = nullptr);
    ~ToolBox() override;

    QActionGroup* toolActions() const { return toolActions_; }
    QList<QAction*> overlayActions() const;

    TableTool* activeTool() const { return active_; }
    void activate(TableTool* tool);

    SelectionOverlays& overlays() const { return *overlays_; }
    /// The waiting orders drawn as arrows, each with a menu to take it back.
    StandingOrdersOverlay& orders() const { return *orders_; }
    SelectMoveTool& selectMoveTool() const { return *select_; }
    MeasureTool& measureTool() const { return *measure_; }
    ChargeTool& chargeTool() const { return *charge_; }
    FireTool& fireTool() const { return *fire_; }

    /// Lengths in centimetres instead of inches (paces stay the ruleset's).
    void setMetric(bool metric);

  signals:
    /// A line for the status bar: a tool's hint when chosen, a refusal with
    /// the referee's reason, an order given.
    void message(const QString& text);

  private:
    void addTool(TableTool* tool);
    void updateDistanceFormat();

    GameSession& session_;
    TableView& view_;
    SelectionOverlays* overlays_ = nullptr;
    StandingOrdersOverlay* orders_ = nullptr;
    SelectMoveTool* select_ = nullptr;
    MeasureTool* measure_ = nullptr;
    ChargeTool* charge_ = nullptr;
    FireTool* fire_ = nullptr;
    QList<TableTool*> tools_;
    QActionGroup* toolActions_ = nullptr;
    TableTool* active_ = nullptr;
    ToolEventRouter* router_ = nullptr;
    bool metric_ = false;
};

}  // namespace adjutant::ui
