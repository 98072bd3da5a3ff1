#include "ui/tools/ToolEventRouter.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>

#include "ui/view/TableView.h"

namespace adjutant::ui {

ToolEventRouter::ToolEventRouter(TableView& view, QObject* parent) : QObject(parent), view_(view) {
    // The viewport receives the mouse, the view the keys; both go to the tool first.
    view_.viewport()->installEventFilter(this);
    view_.installEventFilter(this);
}

ToolEventRouter::~ToolEventRouter() {
    view_.viewport()->removeEventFilter(this);
    view_.removeEventFilter(this);
}

ToolMouseEvent ToolEventRouter::toolEvent(QEvent* event) const {
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

bool ToolEventRouter::routeMouse(QEvent* event) {
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
            return event->type() == QEvent::MouseButtonDblClick
                       ? tool_->mouseDoubleClick(toolEvent(event))
                       : tool_->mousePress(toolEvent(event));
        }
        case QEvent::MouseMove:
            // The view still sees every move: it reports the cursor's place.
            if (!panning_) {
                tool_->mouseMove(toolEvent(event));
            }
            return false;
        case QEvent::MouseButtonRelease:
            if (panning_) {
                panning_ = static_cast<QMouseEvent*>(event)->buttons() != Qt::NoButton;
                return false;
            }
            return tool_->mouseRelease(toolEvent(event));
        case QEvent::ContextMenu:
            if (contextMenuFirst_ && contextMenuFirst_(toolEvent(event))) {
                return true;
            }
            return tool_->contextMenu(toolEvent(event));
        default:
            return false;
    }
}

bool ToolEventRouter::eventFilter(QObject* watched, QEvent* event) {
    if (!tool_) {
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
            return tool_->keyPress(key);
        }
    }
    return false;
}

}  // namespace adjutant::ui
