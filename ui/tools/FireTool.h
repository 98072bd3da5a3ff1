#pragma once

#include <QPointer>

#include "core/referee/RulesetReferee.h"
#include "ui/items/ArrowLineItem.h"
#include "ui/items/CalloutItem.h"
#include "ui/tools/TableTool.h"

namespace adjutant::ui {

class SelectionOverlays;

/// Gives fire orders: click the unit that fires, then the target. The
/// firer's arcs and range bands are drawn; over a target the line of fire
/// shows whether the sight is clear, and the referee's preview says the range
/// band and what the volley would do before any die (expected casualties with
/// the weapon total and factors), or why it may not fire. Clicking the target
/// again, or Enter, gives the order; Escape drops it.
class FireTool : public TableTool {
    Q_OBJECT

  public:
    FireTool(GameSession& session, TableScene& scene, SelectionOverlays& overlays,
             QObject* parent = nullptr);

    QString name() const override { return tr("&Fire"); }
    QString hint() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_F); }

    void deactivate() override;
    void cancel() override;
    bool mousePress(const ToolMouseEvent& event) override;
    bool mouseMove(const ToolMouseEvent& event) override;
    bool mouseRelease(const ToolMouseEvent& event) override;
    bool keyPress(QKeyEvent* event) override;

    /// Gives the order to the chosen target (Enter does the same).
    GameChange confirm();

    // What the tool shows now, for tests.
    const QString& firerId() const { return firerId_; }
    const QString& targetId() const { return targetId_; }
    bool awaitingConfirmation() const { return pending_; }
    const FirePreview& preview() const { return preview_; }
    QString calloutText() const;
    ArrowLineItem* lineOfFire() const { return line_; }

  private:
    void chooseFirer(const Unit& firer);
    void look(const Unit* target, QPointF cursor);
    QString describe(const Unit& firer, const Unit& target) const;
    void hideMarks();

    SelectionOverlays& overlays_;
    QString firerId_;
    QString targetId_;
    bool pending_ = false;
    FirePreview preview_;
    QPointer<ArrowLineItem> line_;
    QPointer<CalloutItem> callout_;
};

}  // namespace adjutant::ui
