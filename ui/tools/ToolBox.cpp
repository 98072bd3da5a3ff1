#include "ui/tools/ToolBox.h"

#include <QAction>
#include <QActionGroup>

#include "ui/session/GameSession.h"
#include "ui/tools/ChargeTool.h"
#include "ui/tools/FireTool.h"
#include "ui/tools/MeasureTool.h"
#include "ui/tools/SelectMoveTool.h"
#include "ui/tools/SelectionOverlays.h"
#include "ui/tools/StandingOrdersOverlay.h"
#include "ui/tools/ToolEventRouter.h"
#include "ui/view/TableView.h"

namespace adjutant::ui {

ToolBox::ToolBox(GameSession& session, TableScene& scene, TableView& view, QObject* parent)
    : QObject(parent), session_(session), view_(view) {
    overlays_ = new SelectionOverlays(session, scene, this);
    orders_ = new StandingOrdersOverlay(session, scene, this);
    connect(orders_, &StandingOrdersOverlay::message, this, &ToolBox::message);
    select_ = new SelectMoveTool(session, scene, *overlays_, this);
    measure_ = new MeasureTool(session, scene, this);
    charge_ = new ChargeTool(session, scene, *overlays_, this);
    fire_ = new FireTool(session, scene, *overlays_, this);
    toolActions_ = new QActionGroup(this);
    toolActions_->setExclusive(true);
    for (TableTool* tool : {static_cast<TableTool*>(select_), static_cast<TableTool*>(measure_),
                            static_cast<TableTool*>(charge_), static_cast<TableTool*>(fire_)}) {
        addTool(tool);
    }
    connect(&session_, &GameSession::gameReplaced, this, &ToolBox::updateDistanceFormat);
    updateDistanceFormat();
    router_ = new ToolEventRouter(view_, this);
    router_->setContextMenuFirst(
        [this](const ToolMouseEvent& event) { return orders_->contextMenu(event); });
    activate(select_);
}

ToolBox::~ToolBox() = default;

void ToolBox::addTool(TableTool* tool) {
    auto* action = new QAction(tool->name(), toolActions_);
    action->setCheckable(true);
    action->setShortcut(tool->shortcut());
    action->setStatusTip(tool->hint());
    action->setToolTip(QString("%1 (%2)").arg(QString(tool->name()).remove('&'),
                                              tool->shortcut().toString(QKeySequence::NativeText)));
    connect(action, &QAction::triggered, this, [this, tool] { activate(tool); });
    connect(tool, &TableTool::message, this, &ToolBox::message);
    tools_ << tool;
}

QList<QAction*> ToolBox::overlayActions() const {
    return {overlays_->action(SelectionOverlays::Layer::Arcs),
            overlays_->action(SelectionOverlays::Layer::Reach),
            overlays_->action(SelectionOverlays::Layer::Allowance),
            overlays_->action(SelectionOverlays::Layer::Zones)};
}

void ToolBox::activate(TableTool* tool) {
    if (!tool || tool == active_) {
        return;
    }
    if (active_) {
        active_->deactivate();
    }
    active_ = tool;
    router_->setTool(tool);
    active_->activate();
    toolActions_->actions().at(static_cast<int>(tools_.indexOf(tool)))->setChecked(true);
    view_.viewport()->setCursor(tool == select_ ? Qt::ArrowCursor : Qt::CrossCursor);
    emit message(tool->hint());
}

void ToolBox::setMetric(bool metric) {
    metric_ = metric;
    updateDistanceFormat();
}

void ToolBox::updateDistanceFormat() {
    const GroundScale ground =
        session_.hasGame() ? GroundScale::of(session_.setup()) : GroundScale{};
    const DistanceFormat format(metric_, ground);
    for (TableTool* tool : tools_) {
        tool->setDistanceFormat(format);
    }
    overlays_->setDistanceFormat(format);
}

}  // namespace adjutant::ui
