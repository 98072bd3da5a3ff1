#pragma once

#include <QPoint>
#include <QPointF>

class QKeyEvent;

namespace adjutant::ui {

/// One mouse event as a table tool sees it: where on the table (inches), the
/// button that changed and those held, the modifiers, where on screen (for a
/// menu) and the zoom (so that a tool can judge "near" in screen pixels).
struct ToolMouseEvent {
    QPointF table;
    Qt::MouseButton button = Qt::NoButton;
    Qt::MouseButtons buttons = Qt::NoButton;
    Qt::KeyboardModifiers modifiers = Qt::NoModifier;
    QPoint screen;
    double pixelsPerInch = 10.0;
};

/// What a ToolEventRouter hands a view's events to: the game's table tools and
/// the scenario editor's tools alike. Each handler returns true when it used
/// the event, and the view then does nothing more with it.
class PointerTool {
  public:
    virtual ~PointerTool() = default;

    virtual bool mousePress(const ToolMouseEvent& /*event*/) { return false; }
    virtual bool mouseMove(const ToolMouseEvent& /*event*/) { return false; }
    virtual bool mouseRelease(const ToolMouseEvent& /*event*/) { return false; }
    virtual bool mouseDoubleClick(const ToolMouseEvent& event) { return mousePress(event); }
    virtual bool keyPress(QKeyEvent* /*event*/) { return false; }
    virtual bool contextMenu(const ToolMouseEvent& /*event*/) { return false; }
};

}  // namespace adjutant::ui
