#pragma once

#include <QKeySequence>
#include <QObject>
#include <QString>

#include <optional>

#include "core/editor/FeatureRef.h"
#include "core/model/Vec2.h"
#include "ui/tools/PointerTool.h"

namespace adjutant {
struct ScenarioEdit;
}

namespace adjutant::ui {

class EditorMarksItem;
class EditorSession;
class TableScene;

/// One way of working on the scenario in the editor (select and move, draw an
/// outline, calibrate the map, place a unit). The editor's ToolEventRouter
/// hands the active tool the view's events in table inches; a tool changes the
/// scenario only through `session.apply`, so every change can be undone.
class EditorTool : public QObject, public PointerTool {
    Q_OBJECT

  public:
    EditorTool(EditorSession& session, TableScene& scene, EditorMarksItem& marks,
               QObject* parent = nullptr);

    virtual QString name() const = 0;
    virtual QString hint() const = 0;

    virtual void activate() {}
    /// Called when another tool is chosen: drops whatever is half done.
    virtual void deactivate() { cancel(); }
    virtual void cancel() {}

    /// Escape cancels; tools add their own keys.
    bool keyPress(QKeyEvent* event) override;

  signals:
    /// A line for the status bar: what the tool did, or why it could not.
    void message(const QString& text);

  protected:
    EditorSession& session() const { return session_; }
    TableScene& scene() const { return scene_; }
    EditorMarksItem& marks() const { return marks_; }

    /// The id of the unit under a point (the topmost), or empty.
    QString unitAt(QPointF table) const;
    /// A point kept on the table (clicks just beyond an edge land on it).
    Vec2 onTable(QPointF table) const;
    /// Where a vertex put down at the event's point goes: onto the nearest
    /// vertex, or else edge, of the terrain within kSnapPixels on screen (not
    /// onto `skip`), unless Shift is held; the snap mark shows it, or goes.
    Vec2 snappedPoint(const ToolMouseEvent& event, std::optional<FeatureRef> skip = std::nullopt);
    /// How near a vertex or an edge snaps, in screen pixels.
    static constexpr double kSnapPixels = 10.0;

    /// Applies an edit and reports a refusal in the status bar; true if made.
    bool applyEdit(const ScenarioEdit& edit);

  private:
    EditorSession& session_;
    TableScene& scene_;
    EditorMarksItem& marks_;
};

}  // namespace adjutant::ui
