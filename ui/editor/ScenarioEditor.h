#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

#include "core/editor/FeatureClipboard.h"
#include "core/editor/NewScenario.h"
#include "ui/editor/DrawOutlineTool.h"
#include "ui/files/UserFolders.h"

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QToolBar;

namespace adjutant {
class RulesetRegistry;
}

namespace adjutant::ui {

class CalibrateMapTool;
class EditSelectTool;
class EditorMarksItem;
class EditorSession;
class EditorTool;
class MoveMapTool;
class PencilTool;
class PlaceUnitTool;
class PlaceCrossingTool;
class TraceColourTool;
class ScenarioPropertiesDock;
class TableScene;
class TableSizeDialog;
class TableView;
class ToolEventRouter;
class UnitPlacementDock;
class VictoryEditDock;

/// The scenario editor: the workspace the main window shows in its edit mode.
/// It owns the scenario under edit (EditorSession), its own table scene and
/// view, the editor's tools (select and move, draw each kind of outline,
/// calibrate the map, place units), its docks (Scenario, Order of battle), a
/// tool bar and the Scenario menu's editing actions. The main window decides
/// when it is shown.
///
/// As in the main window, every action has an object name, and the file
/// operations exist without their dialogs for tests and scripts; each returns
/// every problem, or empty on success.
class ScenarioEditor : public QObject {
    Q_OBJECT

  public:
    ScenarioEditor(const RulesetRegistry& rulesets, QMainWindow& window);
    ~ScenarioEditor() override;

    // --- without dialogs ------------------------------------------------------
    QString newScenario(const NewScenarioSpec& spec);
    QString open(const QString& path);
    QString saveAs(const QString& path);
    /// Writes the scenario and its map into the new folder `folder`, to send
    /// to someone as a whole (exportScenarioFolder); the scenario's own file
    /// stays as it was.
    QString exportForSharing(const QString& folder);
    /// Adds the brigades and units of a CSV or JSON order of battle, laid out
    /// in their deployment zones.
    QString importOrderOfBattle(const QString& path);
    /// Puts an image (PNG, JPEG or SVG) under the table, stretched over it until calibrated.
    QString setMapImage(const QString& path);
    /// Makes the table `width` x `depth` inches as one edit (edits::resizeTable):
    /// refused, naming them, when anything would be off it.
    QString resizeTable(double width, double depth);
    /// Scenario > Table size...: opens the dialog (not waiting for it) with
    /// the table's size, and returns it.
    TableSizeDialog* openTableSize();
    /// The player's folders: a scenario is saved among their own, never
    /// among those shipped with the program.
    void setFolders(const UserFolders& folders) { folders_ = folders; }
    /// Where "Save scenario as" opens: beside the scenario last opened or
    /// saved, unless that is a shipped one; else the player's scenarios folder.
    QString saveFolder() const;

    // --- parts ------------------------------------------------------------------
    EditorSession& session() const { return *session_; }
    TableScene* scene() const { return scene_; }
    TableView* view() const { return view_; }
    QList<QDockWidget*> docks() const;
    QToolBar* toolBar() const { return toolBar_; }
    /// The actions the Scenario menu shows while editing.
    QList<QAction*> menuActions() const { return menuActions_; }
    /// The actions the Edit menu shows while editing: Copy and Paste of features.
    QList<QAction*> editActions() const { return editActions_; }
    QAction* action(const QString& objectName) const;
    EditorTool* activeTool() const { return active_; }
    EditSelectTool& selectTool() const { return *select_; }
    DrawOutlineTool& drawTool() const { return *draw_; }
    CalibrateMapTool& calibrateTool() const { return *calibrate_; }
    PlaceUnitTool& placeTool() const { return *place_; }
    PlaceCrossingTool& crossingTool() const { return *crossing_; }
    TraceColourTool& traceTool() const { return *trace_; }
    PencilTool& pencilTool() const { return *pencil_; }
    MoveMapTool& moveMapTool() const { return *moveMap_; }
    void activate(EditorTool* tool);
    /// Chooses the outline tool for a kind of outline.
    void draw(OutlineTarget target);
    /// Chooses the pencil for a kind of terrain area or line.
    void pencil(OutlineTarget target);

    // --- Copy and paste of features (Edit > Copy, Paste) ----------------------
    /// Copies the selected outline; returns why not, or empty.
    QString copySelection();
    /// Pastes the copied feature an inch down and right of it (or where it
    /// fits on the table) and selects the copy; returns why not, or empty.
    QString paste();

  signals:
    /// A line for the status bar.
    void message(const QString& text);
    /// The player asked to play the scenario; it has been saved to `path`.
    void playRequested(const QString& path);

  private:
    void createTools();
    void createActions();
    void createToolBar();
    void rebuildTable();
    void updateMarks();
    void updateActions();
    /// The tool bar's line on the scenario's validity: "Ready to save" or its
    /// problems, all of them in the tooltip.
    void updateStatus();
    void askCalibration(QPointF a, QPointF b);

    // The dialogs behind the actions.
    void chooseOpen();
    bool save();
    bool chooseSaveAs();
    void chooseExport();
    void chooseOrderOfBattle();
    void chooseMapImage();
    void showProblems();
    void playScenario();

    QMainWindow& window_;
    EditorSession* session_ = nullptr;
    TableScene* scene_ = nullptr;
    TableView* view_ = nullptr;
    EditorMarksItem* marks_ = nullptr;
    ToolEventRouter* router_ = nullptr;
    EditSelectTool* select_ = nullptr;
    DrawOutlineTool* draw_ = nullptr;
    CalibrateMapTool* calibrate_ = nullptr;
    PlaceUnitTool* place_ = nullptr;
    PlaceCrossingTool* crossing_ = nullptr;
    TraceColourTool* trace_ = nullptr;
    PencilTool* pencil_ = nullptr;
    MoveMapTool* moveMap_ = nullptr;
    EditorTool* active_ = nullptr;
    std::optional<CopiedFeature> copied_;
    ScenarioPropertiesDock* properties_ = nullptr;
    UnitPlacementDock* units_ = nullptr;
    VictoryEditDock* victory_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QActionGroup* toolActions_ = nullptr;
    QList<QAction*> menuActions_;
    QList<QAction*> editActions_;
    QLabel* status_ = nullptr;
    QString lastFolder_;
    QString mapNotice_;  // what the table last said of the map image, said once
    UserFolders folders_;
};

}  // namespace adjutant::ui
