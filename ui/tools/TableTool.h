#pragma once

#include <QKeySequence>
#include <QObject>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/engine/GameChange.h"
#include "core/geometry/UnitLayout.h"
#include "core/model/Unit.h"
#include "ui/session/DistanceFormat.h"
#include "ui/tools/PointerTool.h"

class QKeyEvent;

namespace adjutant {
class RulesetReferee;
}

namespace adjutant::ui {

class GameSession;
class TableScene;

/// A way of working on the table (select and move, measure, charge, fire).
/// The ToolBox hands the active tool the view's mouse and key events in table
/// inches; a tool that uses an event returns true, and the view then does
/// nothing more with it. Tools decide no rules question: they ask the
/// session's referee and change the game only through `session.apply`.
class TableTool : public QObject, public PointerTool {
    Q_OBJECT

  public:
    TableTool(GameSession& session, TableScene& scene, QObject* parent = nullptr);

    /// The tool's name in menus and its one-line hint for the status bar.
    virtual QString name() const = 0;
    virtual QString hint() const = 0;
    virtual QKeySequence shortcut() const = 0;

    virtual void activate() {}
    /// Called when another tool is chosen: drops whatever is half done.
    virtual void deactivate() { cancel(); }
    /// Drops a drag or a choice under way and its marks on the table.
    virtual void cancel() {}

    /// Escape cancels; tools add their own keys.
    bool keyPress(QKeyEvent* event) override;

    void setDistanceFormat(const DistanceFormat& format) { distanceFormat_ = format; }
    const DistanceFormat& distanceFormat() const { return distanceFormat_; }

  signals:
    /// Something to tell the player in the status bar (a refusal and its
    /// reason, what was ordered).
    void message(const QString& text);

  protected:
    GameSession& session() const { return session_; }
    TableScene& scene() const { return scene_; }
    /// The referee of the game, or nullptr (no game, or a ruleset without one).
    const RulesetReferee* referee() const;

    /// The unit drawn under a point of the table (the topmost), from the
    /// present state; nullptr over open ground.
    const Unit* unitAt(QPointF table) const;
    const Unit* unit(const QString& unitId) const;
    /// A unit's stands at a pose, laid out as the table draws them (by the
    /// referee, with the unit's present status).
    std::optional<geometry::UnitLayout> layoutAt(const Unit& unit, const Pose& pose) const;
    std::optional<geometry::UnitLayout> layoutOf(const Unit& unit) const {
        return layoutAt(unit, unit.pose);
    }
    static QString nameOf(const Unit& unit);

  private:
    GameSession& session_;
    TableScene& scene_;
    DistanceFormat distanceFormat_;
};

}  // namespace adjutant::ui
