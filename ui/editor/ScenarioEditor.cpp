#include "ui/editor/ScenarioEditor.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QStringList>
#include <QTimer>
#include <optional>
#include <set>
#include <string>

#include "core/editor/OrderOfBattle.h"
#include "core/editor/ScenarioEdits.h"
#include "core/editor/ScenarioExport.h"
#include "core/rules/RulesetDefinition.h"
#include "ui/editor/CalibrateMapTool.h"
#include "ui/editor/CalibrationDialog.h"
#include "ui/editor/EditSelectTool.h"
#include "ui/editor/EditorMarksItem.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ImportProblemsBox.h"
#include "ui/editor/MoveMapTool.h"
#include "ui/editor/PencilTool.h"
#include "ui/editor/PlaceCrossingTool.h"
#include "ui/editor/PlaceUnitTool.h"
#include "ui/editor/ScenarioOutlines.h"
#include "ui/editor/ScenarioPropertiesDock.h"
#include "ui/editor/TraceColourTool.h"
#include "ui/editor/UnitPlacementDock.h"
#include "ui/editor/VictoryEditDock.h"
#include "ui/items/ObjectiveMarkOf.h"
#include "ui/items/ObjectiveMarksItem.h"
#include "ui/scene/MapPicture.h"
#include "ui/scene/TableScene.h"
#include "ui/tools/ToolEventRouter.h"
#include "ui/view/TableView.h"

namespace adjutant::ui {

ScenarioEditor::ScenarioEditor(const RulesetRegistry& rulesets, QMainWindow& window)
    : QObject(&window), window_(window) {
    session_ = new EditorSession(rulesets, this);
    scene_ = new TableScene(this);
    scene_->setMapFromAnywhere(true);
    view_ = new TableView;
    view_->setObjectName("editorView");
    view_->setScene(scene_);
    marks_ = new EditorMarksItem;
    scene_->addItem(marks_);
    router_ = new ToolEventRouter(*view_, this);
    properties_ = new ScenarioPropertiesDock(*session_, &window_);
    units_ = new UnitPlacementDock(*session_, &window_);
    victory_ = new VictoryEditDock(*session_, &window_);
    status_ = new QLabel;
    status_->setObjectName("editorStatus");
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    createTools();
    createActions();
    createToolBar();

    connect(session_, &EditorSession::scenarioReplaced, this, [this] {
        rebuildTable();
        QTimer::singleShot(0, view_, &TableView::fitTable);
    });
    connect(session_, &EditorSession::changed, this, &ScenarioEditor::rebuildTable);
    connect(session_, &EditorSession::selectionChanged, this, &ScenarioEditor::updateMarks);
    connect(session_, &EditorSession::fileStateChanged, this, &ScenarioEditor::updateActions);
    connect(session_, &EditorSession::refused, this,
            [this](const QString& reason) { emit message(tr("Refused: %1").arg(reason)); });
    connect(properties_, &ScenarioPropertiesDock::chooseMapRequested, this,
            &ScenarioEditor::chooseMapImage);
    connect(units_, &UnitPlacementDock::importRequested, this,
            &ScenarioEditor::chooseOrderOfBattle);
    connect(units_, &UnitPlacementDock::placeRequested, this, [this](const Unit& unit) {
        place_->setTemplate(unit);
        activate(place_);
    });
    connect(calibrate_, &CalibrateMapTool::pointsChosen, this, &ScenarioEditor::askCalibration);
    activate(select_);
}

ScenarioEditor::~ScenarioEditor() {
    delete router_;  // before the view it filters
    router_ = nullptr;
    delete view_;
}

void ScenarioEditor::createTools() {
    select_ = new EditSelectTool(*session_, *scene_, *marks_, this);
    draw_ = new DrawOutlineTool(*session_, *scene_, *marks_, this);
    calibrate_ = new CalibrateMapTool(*session_, *scene_, *marks_, this);
    place_ = new PlaceUnitTool(*session_, *scene_, *marks_, this);
    crossing_ = new PlaceCrossingTool(*session_, *scene_, *marks_, this);
    trace_ = new TraceColourTool(*session_, *scene_, *marks_, view_, this);
    pencil_ = new PencilTool(*session_, *scene_, *marks_, this);
    moveMap_ = new MoveMapTool(*session_, *scene_, *marks_, this);
    for (EditorTool* tool :
         {static_cast<EditorTool*>(select_), static_cast<EditorTool*>(draw_),
          static_cast<EditorTool*>(calibrate_), static_cast<EditorTool*>(place_),
          static_cast<EditorTool*>(crossing_), static_cast<EditorTool*>(trace_),
          static_cast<EditorTool*>(pencil_), static_cast<EditorTool*>(moveMap_)}) {
        connect(tool, &EditorTool::message, this, &ScenarioEditor::message);
    }
}

QList<QDockWidget*> ScenarioEditor::docks() const {
    return {properties_, units_, victory_};
}

void ScenarioEditor::activate(EditorTool* tool) {
    if (!tool || tool == active_) {
        return;
    }
    if (active_) {
        active_->deactivate();
    }
    active_ = tool;
    marks_->setSnapMark(std::nullopt);
    router_->setTool(tool);
    tool->activate();
    view_->viewport()->setCursor(tool == select_ ? Qt::ArrowCursor : Qt::CrossCursor);
    updateActions();
    emit message(tool->hint());
}

void ScenarioEditor::draw(OutlineTarget target) {
    draw_->setTarget(target);
    if (active_ == draw_) {
        emit message(draw_->hint());
    }
    activate(draw_);
    updateActions();
}

void ScenarioEditor::pencil(OutlineTarget target) {
    pencil_->setTarget(target);
    if (active_ == pencil_) {
        emit message(pencil_->hint());
    }
    activate(pencil_);
    updateActions();
}

QString ScenarioEditor::copySelection() {
    const auto selected = session_->hasScenario() ? session_->selectedFeature() : std::nullopt;
    if (!selected) {
        return tr("Select a terrain area, line, zone or objective to copy.");
    }
    copied_ = copyFeature(session_->scenario(), *selected);
    if (!copied_) {
        return tr("The selection could not be copied.");
    }
    emit message(tr("Copied %1").arg(outlines::describe(session_->scenario(), *selected)));
    updateActions();
    return {};
}

QString ScenarioEditor::paste() {
    if (!copied_ || !session_->hasScenario()) {
        return tr("Nothing has been copied yet.");
    }
    const Vec2 offset = pasteOffset(*copied_, session_->scenario().table, {1, 1});
    const ScenarioEdit edit = pasteFeature(*copied_, offset);
    const QString refusal = session_->apply(edit);
    if (!refusal.isEmpty()) {
        return refusal;
    }
    using Kind = FeatureRef::Kind;
    const Scenario& s = session_->scenario();
    const Kind kind = std::visit(
        [](const auto& feature) {
            using T = std::decay_t<decltype(feature)>;
            if constexpr (std::is_same_v<T, TerrainArea>) {
                return Kind::Area;
            } else if constexpr (std::is_same_v<T, LinearFeature>) {
                return Kind::Line;
            } else if constexpr (std::is_same_v<T, DeploymentZone>) {
                return Kind::Zone;
            } else {
                return Kind::Objective;
            }
        },
        *copied_);
    session_->selectFeature(FeatureRef{kind, outlines::count(s, kind) - 1});
    emit message(QString::fromStdString(edit.label));
    return {};
}

QString ScenarioEditor::newScenario(const NewScenarioSpec& spec) {
    const QString problem = session_->newScenario(spec);
    if (problem.isEmpty()) {
        activate(select_);
    }
    return problem;
}

QString ScenarioEditor::open(const QString& path) {
    const QString problem = session_->open(path);
    if (problem.isEmpty()) {
        lastFolder_ = QFileInfo(path).absolutePath();
        activate(select_);
    }
    return problem;
}

QString ScenarioEditor::saveAs(const QString& path) {
    const QString problem = session_->saveAs(path);
    if (problem.isEmpty()) {
        lastFolder_ = QFileInfo(path).absolutePath();
        emit message(tr("Scenario saved to %1").arg(QDir::toNativeSeparators(path)));
    }
    return problem;
}

QString ScenarioEditor::exportForSharing(const QString& folder) {
    if (!session_->hasScenario()) {
        return tr("Start or open a scenario first.");
    }
    std::string error;
    const std::string written =
        exportScenarioFolder(session_->scenario(), session_->folder().toStdString(),
                             folder.toStdString(), session_->rulesets(), error);
    if (!error.empty()) {
        return QString::fromStdString(error);
    }
    const QString where =
        QDir::toNativeSeparators(QFileInfo(QString::fromStdString(written)).absolutePath());
    emit message(
        session_->scenario().map
            ? tr("Scenario and map exported to the folder %1: send the whole folder").arg(where)
            : tr("Scenario exported to the folder %1: send the whole folder").arg(where));
    return {};
}

QString ScenarioEditor::importOrderOfBattle(const QString& path) {
    const RulesetDefinition* ruleset = session_->ruleset();
    if (!session_->hasScenario() || !ruleset) {
        return tr("Start or open a scenario first.");
    }
    Diagnostics diagnostics;
    const auto imported =
        importOrderOfBattleFile(path.toStdString(), session_->scenario(), *ruleset, diagnostics);
    if (!imported) {
        return importProblemsText(diagnostics);
    }
    const QString refusal = session_->apply(imported->edit);
    if (refusal.isEmpty()) {
        emit message(
            tr("Imported %1 units from %2").arg(imported->units).arg(QFileInfo(path).fileName()));
    }
    return refusal;
}

QString ScenarioEditor::setMapImage(const QString& path) {
    if (!session_->hasScenario()) {
        return tr("Start or open a scenario first.");
    }
    // Decoded whole before it is taken: a damaged file is refused here, with
    // the map as it was, rather than leave the table bare after.
    const MapPicture picture = readMapPicture(path);
    if (picture.image.isNull()) {
        const QString why = picture.problem.isEmpty()
                                ? tr("%1 is not there.").arg(QDir::toNativeSeparators(path))
                                : picture.problem;
        return tr("%1 The map was not changed.").arg(why);
    }
    // Relative to the scenario's folder when it has one; saving re-expresses it.
    const QString folder = session_->folder();
    const QString file =
        folder.isEmpty() ? QFileInfo(path).absoluteFilePath() : QDir(folder).relativeFilePath(path);
    MapImage map;
    map.file = file.toStdString();
    map.opacity = session_->scenario().map ? session_->scenario().map->opacity : 0.85;
    ScenarioEdit edit = edits::setMap(map);
    edit.label = tr("Set the map image").toStdString();
    return session_->apply(edit);
}

void ScenarioEditor::rebuildTable() {
    const RulesetDefinition* ruleset = session_->ruleset();
    if (!session_->hasScenario() || !ruleset) {
        return;
    }
    if (active_) {
        active_->cancel();
    }
    // The scene clears every item on a rebuild; the marks are kept and put back.
    scene_->removeItem(marks_);
    const Scenario& scenario = session_->scenario();
    scene_->showScenario(scenario, *ruleset, session_->folder());
    // A scan shown scaled down, or an image that cannot be decoded: said once
    // when it is chosen or the scenario opened, not at every edit after.
    if (scene_->mapNotice() != mapNotice_) {
        mapNotice_ = scene_->mapNotice();
        if (!mapNotice_.isEmpty()) {
            emit message(mapNotice_);
        }
    }
    // Every objective, as a game marks it before anyone holds it.
    QList<ObjectiveMarksItem::Mark> objectives;
    for (const Objective& objective : scenario.objectives) {
        objectives << objectiveMarkOf(scenario, objective);
    }
    scene_->objectiveMarks()->setMarks(std::move(objectives));
    scene_->addItem(marks_);
    updateMarks();
    updateActions();
    updateStatus();
}

void ScenarioEditor::updateMarks() {
    if (session_->hasScenario()) {
        marks_->show(session_->scenario(), session_->selectedFeature());
    }
}

void ScenarioEditor::updateStatus() {
    // Validating writes and reads the whole scenario: once per change is enough.
    const QString problems = session_->hasScenario() ? session_->problems() : QString();
    QString text;
    if (session_->hasScenario()) {
        const QStringList lines = problems.split('\n', Qt::SkipEmptyParts);
        text = lines.isEmpty()
                   ? tr("Ready to save")
                   : tr("%n problem(s), first: %1", nullptr, int(lines.size())).arg(lines.front());
    }
    status_->setText(text.size() > 90 ? text.left(88) + QString::fromUtf8("\u2026") : text);
    status_->setToolTip(problems);
}

void ScenarioEditor::askCalibration(QPointF a, QPointF b) {
    const RulesetDefinition* ruleset = session_->ruleset();
    auto* dialog = new CalibrationDialog(QLineF(a, b).length(),
                                         ruleset && ruleset->pacesPerInch > 0, &window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, a, b] {
        const QString problem = calibrate_->calibrate(a, b, dialog->distance(), dialog->unit());
        if (!problem.isEmpty()) {
            emit message(problem);
        }
    });
    connect(dialog, &QDialog::rejected, calibrate_, &CalibrateMapTool::cancel);
    dialog->open();
}

}  // namespace adjutant::ui
