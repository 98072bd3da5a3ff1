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
/// the weapon total and factors), or why it may not fire. Where the rules let
/// the player choose how the unit fires (a gun's ball or canister), Tab steps
/// through the referee's fire modes and the preview follows. Clicking the
/// target again, or Enter, gives the order; Escape drops it.
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
    /// The referee's fire modes against the present target (empty: no choice).
    const std::vector<FireMode>& modes() const { return modes_; }
    /// The chosen mode's id, empty when there is no choice.
    std::string modeId() const;
    /// Moves to the next fire mode (Tab does the same); false when there is no choice.
    bool nextMode();
    QString calloutText() const;
    /// The exact odds the callout draws under its text (empty when none).
    QVector<CalloutItem::OddsBlock> calloutOdds() const;
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
    std::vector<FireMode> modes_;
    std::size_t modeIndex_ = 0;
    QPointF cursor_;  // where the callout stands
    QPointer<ArrowLineItem> line_;
    QPointer<CalloutItem> callout_;
};

}  // namespace adjutant::ui
