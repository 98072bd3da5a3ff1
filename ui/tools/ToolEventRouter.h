#pragma once

#include <QObject>
#include <functional>

#include "ui/tools/PointerTool.h"

class QEvent;

namespace adjutant::ui {

class TableView;

/// Hands a table view's mouse and key events, in table inches, to one tool at
/// a time. Panning (middle button, Space and drag) and the wheel stay the
/// view's: a drag that starts as a pan stays a pan until its button is up.
class ToolEventRouter : public QObject {
    Q_OBJECT

  public:
    ToolEventRouter(TableView& view, QObject* parent = nullptr);
    ~ToolEventRouter() override;

    /// The tool that receives the events from now on (nullptr: none).
    void setTool(PointerTool* tool) { tool_ = tool; }
    PointerTool* tool() const { return tool_; }
    /// Asked before the tool about a right-click (the arrows of waiting
    /// orders have their own menu); true: it was handled there.
    void setContextMenuFirst(std::function<bool(const ToolMouseEvent&)> handler) {
        contextMenuFirst_ = std::move(handler);
    }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    ToolMouseEvent toolEvent(QEvent* event) const;
    bool routeMouse(QEvent* event);

    TableView& view_;
    PointerTool* tool_ = nullptr;
    bool spaceHeld_ = false;
    bool panning_ = false;
    std::function<bool(const ToolMouseEvent&)> contextMenuFirst_;
};

}  // namespace adjutant::ui
