#pragma once

#include <QPointer>
#include <optional>
#include <string>

#include "ui/items/ArrowLineItem.h"
#include "ui/items/CalloutItem.h"
#include "ui/tools/TableTool.h"

namespace adjutant::ui {

class SelectionOverlays;

/// Declares charges: drag from the charger onto the unit it charges. While
/// dragging, the charger's reach is drawn and the referee says by the cursor
/// whether the charge may be declared or why not; releasing on the target
/// declares it with a charge order (steps 1 to 7 carry it out).
class ChargeTool : public TableTool {
    Q_OBJECT

  public:
    ChargeTool(GameSession& session, TableScene& scene, SelectionOverlays& overlays,
               QObject* parent = nullptr);

    QString name() const override { return tr("&Charge"); }
    QString hint() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_C); }

    void cancel() override;
    bool mousePress(const ToolMouseEvent& event) override;
    bool mouseMove(const ToolMouseEvent& event) override;
    bool mouseRelease(const ToolMouseEvent& event) override;

    // What the drag shows now, for tests.
    const QString& chargerId() const { return chargerId_; }
    const QString& targetId() const { return targetId_; }
    /// The referee's refusal of the charge on the unit under the cursor
    /// (nothing: it may be declared); unset when not over a target.
    const std::optional<std::string>& refusal() const { return refusal_; }
    QString calloutText() const;
    /// The exact odds the callout draws under its text (empty when none).
    QVector<CalloutItem::OddsBlock> calloutOdds() const;

  private:
    void judge(QPointF cursor);
    void hideMarks();

    SelectionOverlays& overlays_;
    QString chargerId_;
    QString targetId_;
    std::optional<std::string> refusal_;
    QPointer<ArrowLineItem> arrow_;
    QPointer<CalloutItem> callout_;
};

}  // namespace adjutant::ui
