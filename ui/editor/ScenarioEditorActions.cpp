// The scenario editor's actions, tool bar and the dialogs behind them.
#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QToolBar>
#include <QToolButton>

#include "ui/editor/CalibrateMapTool.h"
#include "ui/editor/EditSelectTool.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/FeatureNouns.h"
#include "ui/editor/ImportProblemsBox.h"
#include "ui/editor/MoveMapTool.h"
#include "ui/editor/PencilTool.h"
#include "ui/editor/PlaceCrossingTool.h"
#include "ui/editor/PlaceUnitTool.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/editor/TraceColourTool.h"
#include "ui/widgets/PlainText.h"

namespace adjutant::ui {

namespace {

// A function, not a constant: the words are looked up once the translation is installed.
QString scenarioFilter() {
    return QObject::tr("Scenarios (*.scenario.json);;All files (*)");
}

QAction* named(QAction* action, const QString& objectName) {
    action->setObjectName(objectName);
    return action;
}

}  // namespace

void ScenarioEditor::createActions() {
    const auto add = [this](const QString& text, const QString& objectName, auto slot) {
        auto* action = named(new QAction(text, this), objectName);
        connect(action, &QAction::triggered, this, slot);
        menuActions_ << action;
        return action;
    };
    add(tr("&Open scenario for editing..."), "openScenarioForEditing", [this] { chooseOpen(); });
    add(tr("&Save scenario"), "saveScenario", [this] { save(); })->setShortcut(QKeySequence::Save);
    add(tr("Save scenario &as..."), "saveScenarioAs", [this] {
        chooseSaveAs();
    })->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    add(tr("&Export scenario for sharing..."), "exportScenario", [this] { chooseExport(); });
    menuActions_ << named(new QAction(this), "separator1");
    menuActions_.back()->setSeparator(true);
    // The tool bar says "Undo" and "Redo" whatever is undone, so its buttons
    // never move; the menu and the tooltip name the edit.
    QAction* undo = add(tr("&Undo edit"), "editorUndo", [this] { session_->undo(); });
    undo->setShortcut(QKeySequence::Undo);
    undo->setIconText(tr("Undo"));
    QAction* redo = add(tr("&Redo edit"), "editorRedo", [this] { session_->redo(); });
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y))) {
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    }
    redo->setShortcuts(redoKeys);
    redo->setIconText(tr("Redo"));
    add(tr("&Delete selection\tDel"), "editorDelete", [this] { select_->deleteSelection(); });
    menuActions_ << named(new QAction(this), "separator2");
    menuActions_.back()->setSeparator(true);
    add(tr("&Import order of battle..."), "importOrderOfBattle", [this] {
        chooseOrderOfBattle();
    })->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    add(tr("Map &image..."), "chooseMapImage", [this] { chooseMapImage(); });
    add(tr("&Table size..."), "tableSize", [this] { openTableSize(); });
    add(tr("&Check scenario"), "checkScenario", [this] { showProblems(); });
    add(tr("&Play this scenario"), "playScenario", [this] { playScenario(); });

    // Copy and Paste belong in the window's Edit menu.
    const auto editAction = [this](const QString& text, const QString& objectName,
                                   QKeySequence::StandardKey key, auto slot) {
        auto* action = named(new QAction(text, this), objectName);
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        editActions_ << action;
    };
    editAction(tr("&Copy feature"), "editorCopy", QKeySequence::Copy, [this] {
        if (const QString problem = copySelection(); !problem.isEmpty()) {
            emit message(problem);
        }
    });
    editAction(tr("&Paste feature"), "editorPaste", QKeySequence::Paste, [this] {
        if (const QString problem = paste(); !problem.isEmpty()) {
            emit message(problem);
        }
    });

    toolActions_ = new QActionGroup(this);
    toolActions_->setExclusive(true);
    const auto tool = [this](const QString& text, const QString& objectName, QKeySequence key,
                             auto slot) {
        auto* action = named(new QAction(text, toolActions_), objectName);
        action->setCheckable(true);
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    tool(tr("&Select"), "editSelect", QKeySequence(Qt::Key_S), [this] {
        activate(select_);
    })->setChecked(true);
    using What = OutlineTarget::What;
    for (AreaKind kind : {AreaKind::Woods, AreaKind::Town, AreaKind::Marsh, AreaKind::Hill}) {
        const QString key = QString::fromUtf8(areaKindKey(kind));
        tool(tr("Draw %1").arg(areaKindNoun(kind)), "draw_" + key, {}, [this, kind] {
            OutlineTarget target;
            target.what = What::Area;
            target.area = kind;
            draw(target);
        });
    }
    for (LinearKind kind : {LinearKind::Hedge, LinearKind::Wall, LinearKind::Stream,
                            LinearKind::River, LinearKind::Ditch, LinearKind::Road}) {
        const QString key = QString::fromUtf8(linearKindKey(kind));
        tool(tr("Draw %1").arg(linearKindNoun(kind)), "draw_" + key, {}, [this, kind] {
            OutlineTarget target;
            target.what = What::Line;
            target.line = kind;
            draw(target);
        });
    }
    for (int side = 0; side < 2; ++side) {
        tool(tr("Deployment zone, side %1").arg(side + 1), QString("draw_zone%1").arg(side), {},
             [this, side] {
                 OutlineTarget target;
                 target.what = What::Zone;
                 target.side = side;
                 draw(target);
             });
    }
    tool(tr("&Objective"), "draw_objective", QKeySequence(Qt::Key_O), [this] {
        OutlineTarget target;
        target.what = What::Objective;
        draw(target);
    });
    tool(tr("&Trace by colour"), "traceColour", QKeySequence(Qt::Key_T),
         [this] { activate(trace_); });
    for (AreaKind kind : {AreaKind::Woods, AreaKind::Town, AreaKind::Marsh, AreaKind::Hill}) {
        const QString key = QString::fromUtf8(areaKindKey(kind));
        tool(tr("Pencil %1").arg(areaKindNoun(kind)), "pencil_" + key, {}, [this, kind] {
            OutlineTarget target;
            target.what = What::Area;
            target.area = kind;
            pencil(target);
        });
    }
    for (LinearKind kind : {LinearKind::Hedge, LinearKind::Wall, LinearKind::Stream,
                            LinearKind::River, LinearKind::Ditch, LinearKind::Road}) {
        const QString key = QString::fromUtf8(linearKindKey(kind));
        tool(tr("Pencil %1").arg(linearKindNoun(kind)), "pencil_" + key, {}, [this, kind] {
            OutlineTarget target;
            target.what = What::Line;
            target.line = kind;
            pencil(target);
        });
    }
    tool(tr("&Calibrate map"), "calibrateMap", QKeySequence(Qt::Key_K),
         [this] { activate(calibrate_); });
    tool(tr("&Move map"), "moveMap", QKeySequence(Qt::Key_G), [this] { activate(moveMap_); });
    tool(tr("&Place unit"), "placeUnit", QKeySequence(Qt::Key_P), [this] { activate(place_); });
    // A bridge or ford: one tool, told which it places.
    const auto crossingTool = [this](WaterCrossingKind kind) {
        return [this, kind] {
            crossing_->setKind(kind);
            if (active_ == crossing_) {
                emit message(crossing_->hint());  // the other kind: the same tool
                return;
            }
            activate(crossing_);
        };
    };
    tool(tr("Place &bridge"), "placeBridge", QKeySequence(Qt::Key_B),
         crossingTool(WaterCrossingKind::Bridge));
    tool(tr("Place &ford"), "placeFord", QKeySequence(Qt::Key_F),
         crossingTool(WaterCrossingKind::Ford));
}

QAction* ScenarioEditor::action(const QString& objectName) const {
    for (QAction* a : menuActions_ + editActions_ + toolActions_->actions()) {
        if (a->objectName() == objectName) {
            return a;
        }
    }
    return nullptr;
}

void ScenarioEditor::createToolBar() {
    toolBar_ = new QToolBar(tr("Scenario editor"), &window_);
    toolBar_->setObjectName("editorToolBar");
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolBar_->setMovable(false);
    toolBar_->addAction(action("editSelect"));
    // The many kinds of terrain share one button with a menu.
    auto* terrain = new QToolButton(toolBar_);
    terrain->setObjectName("terrainButton");
    terrain->setText(tr("Terrain"));
    terrain->setPopupMode(QToolButton::InstantPopup);
    auto* terrainMenu = new QMenu(terrain);
    for (const char* key : {"woods", "town", "marsh", "hill"}) {
        terrainMenu->addAction(action(QString("draw_") + key));
    }
    terrainMenu->addSeparator();
    for (const char* key : {"hedge", "wall", "stream", "river", "ditch", "road"}) {
        terrainMenu->addAction(action(QString("draw_") + key));
    }
    terrainMenu->addSeparator();
    terrainMenu->addAction(action("placeBridge"));
    terrainMenu->addAction(action("placeFord"));
    terrain->setMenu(terrainMenu);
    toolBar_->addWidget(terrain);
    toolBar_->addAction(action("traceColour"));
    // The pencil draws the same kinds freehand.
    auto* pencil = new QToolButton(toolBar_);
    pencil->setObjectName("pencilButton");
    pencil->setText(tr("Pencil"));
    pencil->setPopupMode(QToolButton::InstantPopup);
    auto* pencilMenu = new QMenu(pencil);
    for (const char* key : {"woods", "town", "marsh", "hill"}) {
        pencilMenu->addAction(action(QString("pencil_") + key));
    }
    pencilMenu->addSeparator();
    for (const char* key : {"hedge", "wall", "stream", "river", "ditch", "road"}) {
        pencilMenu->addAction(action(QString("pencil_") + key));
    }
    pencil->setMenu(pencilMenu);
    toolBar_->addWidget(pencil);
    auto* zones = new QToolButton(toolBar_);
    zones->setText(tr("Deployment"));
    zones->setPopupMode(QToolButton::InstantPopup);
    auto* zoneMenu = new QMenu(zones);
    zoneMenu->addAction(action("draw_zone0"));
    zoneMenu->addAction(action("draw_zone1"));
    zones->setMenu(zoneMenu);
    toolBar_->addWidget(zones);
    toolBar_->addAction(action("draw_objective"));
    toolBar_->addAction(action("calibrateMap"));
    toolBar_->addAction(action("moveMap"));
    toolBar_->addAction(action("placeUnit"));
    toolBar_->addSeparator();
    toolBar_->addAction(action("editorUndo"));
    toolBar_->addAction(action("editorRedo"));
    toolBar_->addAction(action("saveScenario"));
    toolBar_->addAction(action("playScenario"));
    toolBar_->addSeparator();
    toolBar_->addWidget(status_);
}

void ScenarioEditor::updateActions() {
    const bool has = session_->hasScenario();
    for (QAction* a : menuActions_ + editActions_ + toolActions_->actions()) {
        if (a->objectName() != "openScenarioForEditing") {
            a->setEnabled(has);
        }
    }
    action("editorUndo")->setEnabled(session_->canUndo());
    action("editorRedo")->setEnabled(session_->canRedo());
    action("editorUndo")
        ->setText(has && session_->canUndo()
                      ? tr("&Undo %1").arg(QString::fromStdString(session_->draft().undoLabel()))
                      : tr("&Undo edit"));
    action("editorRedo")
        ->setText(has && session_->canRedo()
                      ? tr("&Redo %1").arg(QString::fromStdString(session_->draft().redoLabel()))
                      : tr("&Redo edit"));
    for (const char* name : {"editorUndo", "editorRedo"}) {
        action(name)->setToolTip(action(name)->text().remove(QLatin1Char('&')));
    }
    // Keep the checked tool in step when a tool was chosen in code.
    if (active_ == select_) {
        action("editSelect")->setChecked(true);
    } else if (active_ == calibrate_) {
        action("calibrateMap")->setChecked(true);
    } else if (active_ == place_) {
        action("placeUnit")->setChecked(true);
    } else if (active_ == crossing_) {
        action(crossing_->kind() == WaterCrossingKind::Bridge ? "placeBridge" : "placeFord")
            ->setChecked(true);
    } else if (active_ == trace_) {
        action("traceColour")->setChecked(true);
    } else if (active_ == moveMap_) {
        action("moveMap")->setChecked(true);
    }
    action("editorPaste")->setEnabled(has && copied_.has_value());
}

void ScenarioEditor::chooseOpen() {
    const QString path = QFileDialog::getOpenFileName(&window_, tr("Open scenario for editing"),
                                                      lastFolder_, scenarioFilter());
    if (path.isEmpty()) {
        return;
    }
    const QString problem = open(path);
    if (!problem.isEmpty()) {
        warnPlainly(&window_, tr("The scenario cannot be opened"), problem);
    }
}

bool ScenarioEditor::save() {
    if (session_->filePath().isEmpty()) {
        return chooseSaveAs();
    }
    const QString problem = saveAs(session_->filePath());
    if (!problem.isEmpty()) {
        warnPlainly(&window_, tr("The scenario was not saved"), problem);
    }
    return problem.isEmpty();
}

QString ScenarioEditor::saveFolder() const {
    if (!lastFolder_.isEmpty() &&
        folders_.originOf(lastFolder_ + QStringLiteral("/x")) != UserFolders::Origin::Shipped) {
        return lastFolder_;
    }
    // Made when first offered, so the dialog opens in it rather than beside it.
    if (const QString own = folders_.scenarios(); !own.isEmpty() && QDir().mkpath(own)) {
        return own;
    }
    return QDir::homePath();
}

bool ScenarioEditor::chooseSaveAs() {
    QString path = QFileDialog::getSaveFileName(&window_, tr("Save scenario as"), saveFolder(),
                                                scenarioFilter());
    if (path.isEmpty()) {
        return false;
    }
    if (!path.endsWith(".json")) {
        path += ".scenario.json";
    }
    const QString problem = saveAs(path);
    if (!problem.isEmpty()) {
        warnPlainly(&window_, tr("The scenario was not saved"),
                    tr("Nothing was written: the scenario has problems to fix "
                       "first.\n\n%1")
                        .arg(problem));
    }
    return problem.isEmpty();
}

void ScenarioEditor::chooseExport() {
    // The name of a new folder is asked for as a file's is: the export makes it.
    const QString folder =
        QFileDialog::getSaveFileName(&window_, tr("Export scenario for sharing: name a new folder"),
                                     saveFolder(), QString(), nullptr, QFileDialog::ShowDirsOnly);
    if (folder.isEmpty()) {
        return;
    }
    const QString problem = exportForSharing(folder);
    if (!problem.isEmpty()) {
        warnPlainly(&window_, tr("The scenario was not exported"), problem);
    }
}

void ScenarioEditor::chooseOrderOfBattle() {
    const QString path =
        QFileDialog::getOpenFileName(&window_, tr("Import order of battle"), lastFolder_,
                                     tr("Orders of battle (*.csv *.json);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    const QString problems = importOrderOfBattle(path);
    if (!problems.isEmpty()) {
        QMessageBox* box = importProblemsBox(&window_, path, problems);
        box->exec();
        delete box;
    }
}

void ScenarioEditor::chooseMapImage() {
    const QString path =
        QFileDialog::getOpenFileName(&window_, tr("Map image"), lastFolder_,
                                     tr("Images (*.png *.jpg *.jpeg *.svg);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    const QString problem = setMapImage(path);
    if (!problem.isEmpty()) {
        warnPlainly(&window_, tr("The map was not set"), problem);
    } else {
        emit message(tr("Map set: calibrate it with the Calibrate map tool (K)"));
    }
}

void ScenarioEditor::showProblems() {
    const QString problems = session_->problems();
    if (problems.isEmpty()) {
        QMessageBox::information(&window_, tr("Check scenario"),
                                 tr("The scenario is valid and ready to save and play."));
    } else {
        warnPlainly(&window_, tr("Check scenario"), problems);
    }
}

void ScenarioEditor::playScenario() {
    if (!save()) {
        return;
    }
    emit playRequested(session_->filePath());
}

}  // namespace adjutant::ui
