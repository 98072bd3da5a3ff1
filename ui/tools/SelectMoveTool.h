#pragma once

#include <QList>
#include <QPointer>
#include <array>
#include <memory>
#include <vector>

#include "core/referee/RulesetReferee.h"
#include "ui/items/CalloutItem.h"
#include "ui/items/GhostUnitItem.h"
#include "ui/items/RotateHandleItem.h"
#include "ui/tools/OrderChoices.h"
#include "ui/tools/TableTool.h"

namespace adjutant::ui {

class SelectionOverlays;

/// Selects units and moves them under the rules. A click selects; dragging a
/// unit moves a ghost of it while the referee's verdict on the move shows by
/// the cursor and the move left is shaded; releasing makes the move if the
/// referee allows it, otherwise the unit stays and the reason is given.
/// Dragging one of the round handles at the front corners wheels the unit
/// about the other corner (with Shift: pivots about the centre of the front).
/// Where the rules give a choice of how to move (a pace, advancing to fire),
/// Tab steps through the referee's move modes. The right button offers what
/// the referee offers the unit (formations, turns, limbering, mounting ...)
/// and taking back its waiting orders, which Delete also does. The tool knows no ruleset: the
/// referee turns each drag into its own manoeuvre and is sent back what it offered.
///
/// Without a referee (a ruleset played by hand), moves are set-up moves.
class SelectMoveTool : public TableTool {
    Q_OBJECT

  public:
    SelectMoveTool(GameSession& session, TableScene& scene, SelectionOverlays& overlays,
                   QObject* parent = nullptr);

    QString name() const override { return tr("&Select and move"); }
    QString hint() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_S); }

    void activate() override;
    void deactivate() override;
    void cancel() override;
    bool mousePress(const ToolMouseEvent& event) override;
    bool mouseMove(const ToolMouseEvent& event) override;
    bool mouseRelease(const ToolMouseEvent& event) override;
    bool contextMenu(const ToolMouseEvent& event) override;
    bool keyPress(QKeyEvent* event) override;

    /// What the unit's context menu offers, each checked by the referee.
    QList<ManoeuvreChoice> manoeuvreChoices(const QString& unitId) const;
    GameChange applyChoice(const ManoeuvreChoice& choice);

    /// The referee's ways of moving the selected unit (empty: no choice) and
    /// the one a drag is made in.
    const std::vector<ManoeuvreMode>& moveModes() const { return modes_; }
    std::string moveModeId() const;
    /// Moves to the next move mode (Tab does the same); false with no choice.
    bool nextMoveMode();
    /// Takes back the selected unit's orders still waiting for their step (the
    /// Delete key does the same); false when it has none that may be.
    bool takeBackOrders();

    // What the drag shows now, for tests and the status bar.
    bool dragging() const { return drag_ == Drag::Move || drag_ == Drag::Turn; }
    const ManoeuvreVerdict& verdict() const { return verdict_; }
    QString calloutText() const;
    GhostUnitItem* ghost() const { return ghost_; }
    /// The handle positions of the selected unit (front-left, front-right).
    std::array<QPointF, 2> handlePositions() const { return handleAt_; }

  private:
    enum class Drag { None, Pending, Move, Turn };

    void placeHandles();
    void takeModesOf(const QString& unitId);
    int handleNear(const ToolMouseEvent& event) const;
    void showTrial(const ManoeuvreDrag& drag, QPointF cursor);
    QString trialText() const;
    void endDrag();
    /// The status bar's line on a manoeuvre of `unitId` just made, in the
    /// referee's words (`label`) and with what it says the unit moved (from
    /// `movedBefore`) and has left.
    void reportMove(const QString& unitId, const QString& name, const QString& label,
                    double movedBefore);
    /// What the referee says the unit has moved this bound or player turn.
    double movedSoFar(const QString& unitId) const;

    SelectionOverlays& overlays_;
    Drag drag_ = Drag::None;
    QString unitId_;
    QPointF pressAt_;
    QPointF cursor_;
    Pose startPose_;
    int handle_ = -1;  // 0 front-left, 1 front-right
    bool pivot_ = false;
    ManoeuvreDrag trialDrag_;         // the drag as measured, to ask again after Tab
    std::unique_ptr<Command> trial_;  // the command the drag would give
    QString trialLabel_;              // the referee's words for it
    bool trialMade_ = false;
    ManoeuvreVerdict verdict_;
    QString modesUnit_;  // the unit modes_ belong to
    std::vector<ManoeuvreMode> modes_;
    std::size_t modeIndex_ = 0;
    std::array<QPointF, 2> handleAt_{};
    bool handlesShown_ = false;
    bool active_ = false;
    QPointer<GhostUnitItem> ghost_;
    QPointer<CalloutItem> callout_;
    std::array<QPointer<RotateHandleItem>, 2> handles_;
};

}  // namespace adjutant::ui
