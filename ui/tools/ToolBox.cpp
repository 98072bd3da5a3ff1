#include "ui/tools/ToolBox.h"

#include <QAction>
#include <QActionGroup>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>

#include "ui/session/GameSession.h"
#include "ui/tools/ChargeTool.h"
#include "ui/tools/FireTool.h"
#include "ui/tools/MeasureTool.h"
#include "ui/tools/SelectMoveTool.h"
#include "ui/tools/SelectionOverlays.h"
#include "ui/view/TableView.h"

namespace adjutant::ui {

ToolBox::ToolBox(GameSession& session, TableScene& scene, TableView& view, QObject* parent)
    : QObject(parent), session_(session), view_(view) {
    overlays_ = new SelectionOverlays(session, scene, this);
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
    // The viewport receives the mouse, the view the keys; both go to the tool first.
    view_.viewport()->installEventFilter(this);
    view_.installEventFilter(this);
    activate(select_);
}

ToolBox::~ToolBox() {
    view_.viewport()->removeEventFilter(this);
    view_.removeEventFilter(this);
}

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
    const double paces =
        session_.hasGame() ? DistanceFormat::pacesPerTableInch(
                                 *session_.setup().ruleset, session_.setup().scenario->figureScale)
                           : 0.0;
    const DistanceFormat format(metric_, paces);
    for (TableTool* tool : tools_) {
        tool->setDistanceFormat(format);
    }
    overlays_->setDistanceFormat(format);
}

ToolMouseEvent ToolBox::toolEvent(QEvent* event) const {
    ToolMouseEvent e;
    e.pixelsPerInch = view_.pixelsPerInch() > 0 ? view_.pixelsPerInch() : 1.0;
    if (event->type() == QEvent::ContextMenu) {
        auto* menu = static_cast<QContextMenuEvent*>(event);
        e.table = view_.mapToScene(menu->pos());
        e.screen = menu->globalPos();
        e.modifiers = menu->modifiers();
        return e;
    }
    auto* mouse = static_cast<QMouseEvent*>(event);
    e.table = view_.mapToScene(mouse->position().toPoint());
    e.button = mouse->button();
    e.buttons = mouse->buttons();
    e.modifiers = mouse->modifiers();
    e.screen = mouse->globalPosition().toPoint();
    return e;
}

bool ToolBox::routeMouse(QEvent* event) {
    switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick: {
            auto* mouse = static_cast<QMouseEvent*>(event);
            if (mouse->button() == Qt::MiddleButton ||
                (spaceHeld_ && mouse->button() == Qt::LeftButton)) {
                panning_ = true;  // the view's
                return false;
            }
            view_.setFocus(Qt::MouseFocusReason);
            return active_->mousePress(toolEvent(event));
        }
        case QEvent::MouseMove:
            // The view still sees every move: it reports the cursor's place.
            if (!panning_) {
                active_->mouseMove(toolEvent(event));
            }
            return false;
        case QEvent::MouseButtonRelease:
            if (panning_) {
                panning_ = static_cast<QMouseEvent*>(event)->buttons() != Qt::NoButton;
                return false;
            }
            return active_->mouseRelease(toolEvent(event));
        case QEvent::ContextMenu:
            return active_->contextMenu(toolEvent(event));
        default:
            return false;
    }
}

bool ToolBox::eventFilter(QObject* watched, QEvent* event) {
    if (!active_) {
        return false;
    }
    if (watched == view_.viewport()) {
        return routeMouse(event);
    }
    if (watched != &view_) {
        return false;
    }
    if (event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Space && !key->isAutoRepeat()) {
            spaceHeld_ = event->type() == QEvent::KeyPress;
            return false;  // the view pans with it
        }
        if (event->type() == QEvent::KeyPress) {
            return active_->keyPress(key);
        }
    }
    return false;
}

}  // namespace adjutant::ui
