#pragma once

#include <QList>
#include <QPointer>
#include <array>
#include <nlohmann/json.hpp>

#include "core/referee/RulesetReferee.h"
#include "ui/items/CalloutItem.h"
#include "ui/items/GhostUnitItem.h"
#include "ui/items/RotateHandleItem.h"
#include "ui/tools/TableTool.h"

namespace adjutant::ui {

class SelectionOverlays;

/// One manoeuvre offered on a unit's context menu (a formation, a turn,
/// limbering), with the referee's verdict on it now.
struct ManoeuvreChoice {
    QString label;
    nlohmann::json command;  // the command's JSON, ready for session.makeCommand
    bool legal = false;
    QString reason;  // why not, when not legal
};

/// Selects units and moves them under the rules. A click selects; dragging a
/// unit moves a ghost of it while the referee's verdict on the move shows by
/// the cursor and the move left is shaded; releasing makes the move if the
/// referee allows it, otherwise the unit stays and the reason is given.
/// Dragging one of the round handles at the front corners wheels the unit
/// about the other corner (with Shift: pivots about the centre of the front).
/// The right button offers formation changes, turns and limbering.
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

    /// What the unit's context menu offers, each checked by the referee.
    QList<ManoeuvreChoice> manoeuvreChoices(const QString& unitId) const;
    GameChange applyChoice(const ManoeuvreChoice& choice);

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
    int handleNear(const ToolMouseEvent& event) const;
    void showTrial(const nlohmann::json& manoeuvre, const Pose& pose, QPointF cursor);
    void endDrag();
    nlohmann::json commandFor(const nlohmann::json& manoeuvre) const;

    SelectionOverlays& overlays_;
    Drag drag_ = Drag::None;
    QString unitId_;
    QPointF pressAt_;
    Pose startPose_;
    int handle_ = -1;  // 0 front-left, 1 front-right
    bool pivot_ = false;
    nlohmann::json trial_;  // the manoeuvre being dragged
    Pose trialPose_;        // where it would leave the unit
    bool trialMade_ = false;
    ManoeuvreVerdict verdict_;
    std::array<QPointF, 2> handleAt_{};
    bool handlesShown_ = false;
    bool active_ = false;
    QPointer<GhostUnitItem> ghost_;
    QPointer<CalloutItem> callout_;
    std::array<QPointer<RotateHandleItem>, 2> handles_;
};

}  // namespace adjutant::ui
