#include "ui/editor/EditSelectTool.h"

#include <algorithm>

#include <QGraphicsItem>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLineF>
#include <QMenu>

#include "core/editor/ScenarioEdits.h"
#include "core/rules/RulesetDefinition.h"
#include "ui/editor/EditorMarksItem.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ScenarioOutlines.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"

namespace adjutant::ui {

namespace {

// How near a click must be to a line or a handle, in screen pixels.
constexpr double kPickPixels = 7.0;
// A press that moves less than this is a click, not a drag.
constexpr double kDragPixels = 3.0;

}  // namespace

QString EditSelectTool::hint() const {
    return tr(
        "Drag units, generals, outlines or their vertices; double-click an edge to add a "
        "vertex; Delete removes (a clicked vertex, or the selection); [ and ] turn a unit");
}

QString EditSelectTool::generalAt(QPointF table) const {
    for (const Side& side : session().scenario().sides) {
        for (const General& general : side.generals) {
            const QPointF at(general.pose.position.x, general.pose.position.y);
            if (QLineF(at, table).length() <= 0.6) {
                return QString::fromStdString(general.id);
            }
        }
    }
    return {};
}

bool EditSelectTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasScenario()) {
        return false;
    }
    const Scenario& scenario = session().scenario();
    const double tolerance = kPickPixels / event.pixelsPerInch;
    start_ = last_ = event.table;
    moved_ = false;
    drag_ = Drag::None;
    chosenVertex_.reset();
    if (const auto selected = session().selectedFeature()) {
        if (const auto vertex = outlines::vertexAt(scenario, *selected, event.table, tolerance)) {
            drag_ = Drag::Vertex;
            feature_ = *selected;
            vertex_ = *vertex;
            return true;
        }
    }
    QString piece = generalAt(event.table);
    if (piece.isEmpty()) {
        piece = unitAt(event.table);
    }
    if (!piece.isEmpty()) {
        session().selectPiece(piece);
        drag_ = Drag::Piece;
        piece_ = piece;
        return true;
    }
    if (const auto feature = outlines::featureAt(scenario, event.table, tolerance)) {
        session().selectFeature(feature);
        pickedAt_ = event.table;
        pickTolerance_ = tolerance;
        const std::size_t under = outlines::featuresAt(scenario, event.table, tolerance).size();
        emit message(under > 1 ? tr("%1 (1 of %2 here: Tab chooses the next)")
                                     .arg(outlines::describe(scenario, *feature))
                                     .arg(under)
                               : outlines::describe(scenario, *feature));
        drag_ = Drag::Feature;
        feature_ = *feature;
        return true;
    }
    session().selectFeature(std::nullopt);
    pickedAt_.reset();
    return true;
}

bool EditSelectTool::chooseNextOverlapping(bool forward) {
    if (!pickedAt_ || !session().hasScenario()) {
        return false;
    }
    const Scenario& scenario = session().scenario();
    const std::vector<FeatureRef> under =
        outlines::featuresAt(scenario, *pickedAt_, pickTolerance_);
    if (under.size() < 2) {
        return false;
    }
    const auto selected = session().selectedFeature();
    const auto at = selected ? std::find(under.begin(), under.end(), *selected) : under.end();
    const std::size_t count = under.size();
    std::size_t next = 0;
    if (at != under.end()) {
        const auto index = std::size_t(at - under.begin());
        next = forward ? (index + 1) % count : (index + count - 1) % count;
    }
    cancel();  // a vertex chosen on the outline left behind is no longer
    session().selectFeature(under[next]);
    emit message(tr("%1 (%2 of %3 here: Tab chooses the next)")
                     .arg(outlines::describe(scenario, under[next]))
                     .arg(next + 1)
                     .arg(count));
    return true;
}

bool EditSelectTool::mouseMove(const ToolMouseEvent& event) {
    if (drag_ == Drag::None || !(event.buttons & Qt::LeftButton)) {
        return false;
    }
    if (!moved_ && QLineF(start_, event.table).length() * event.pixelsPerInch < kDragPixels) {
        return true;
    }
    moved_ = true;
    if (drag_ == Drag::Vertex) {
        snappedPoint(event, feature_);  // shows the snap mark the preview uses
    }
    previewDrag(event.table);
    last_ = event.table;
    return true;
}

void EditSelectTool::previewDrag(QPointF to) {
    const Scenario& scenario = session().scenario();
    const QPointF by = to - start_;
    switch (drag_) {
        case Drag::Piece:
            // The unit's outline where it would stand (a general: the point).
            if (UnitItem* item = scene().unitItem(piece_)) {
                marks().setPreview(item->shape().toFillPolygon().translated(by), true);
            } else {
                marks().setPreview(QPolygonF() << to, false);
            }
            break;
        case Drag::Vertex: {
            QPolygonF polygon = outlines::polygonOf(outlines::points(scenario, feature_));
            polygon[int(vertex_)] = to;
            if (const auto snap = marks().snapMark()) {
                polygon[int(vertex_)] = *snap;
            }
            marks().setPreview(polygon, outlines::isClosed(scenario, feature_));
            break;
        }
        case Drag::Feature:
            marks().setPreview(
                outlines::polygonOf(outlines::points(scenario, feature_)).translated(by),
                outlines::isClosed(scenario, feature_));
            break;
        case Drag::None:
            break;
    }
}

bool EditSelectTool::mouseRelease(const ToolMouseEvent& event) {
    if (drag_ == Drag::None || event.button != Qt::LeftButton) {
        return false;
    }
    const Drag drag = drag_;
    cancel();
    if (!moved_) {
        if (drag == Drag::Vertex) {
            chosenVertex_ = std::make_pair(feature_, vertex_);
            emit message(tr("Vertex %1 chosen: Delete removes it").arg(vertex_ + 1));
        }
        return true;
    }
    const Scenario& scenario = session().scenario();
    const QPointF by = event.table - start_;
    switch (drag) {
        case Drag::Piece: {
            int side = 0;
            if (const General* general =
                    pieces::findGeneral(scenario, piece_.toStdString(), &side)) {
                General moved = *general;
                moved.pose.position = moved.pose.position + Vec2{by.x(), by.y()};
                applyEdit(edits::setGeneral(side, moved));
            } else if (const Unit* unit = scenario.findUnit(piece_.toStdString())) {
                Pose pose = unit->pose;
                pose.position = pose.position + Vec2{by.x(), by.y()};
                applyEdit(edits::moveUnit(unit->id, pose));
            }
            break;
        }
        case Drag::Vertex:
            applyEdit(edits::moveVertex(feature_, vertex_, snappedPoint(event, feature_)));
            marks().setSnapMark(std::nullopt);
            break;
        case Drag::Feature:
            applyEdit(edits::moveFeature(feature_, Vec2{by.x(), by.y()}));
            break;
        case Drag::None:
            break;
    }
    return true;
}

bool EditSelectTool::mouseDoubleClick(const ToolMouseEvent& event) {
    const auto selected = session().selectedFeature();
    if (event.button != Qt::LeftButton || !selected || !session().hasScenario()) {
        return mousePress(event);
    }
    const double tolerance = kPickPixels / event.pixelsPerInch;
    const auto edge = outlines::edgeAt(session().scenario(), *selected, event.table, tolerance);
    if (!edge) {
        return mousePress(event);
    }
    applyEdit(edits::insertVertex(*selected, *edge + 1, onTable(event.table)));
    return true;
}

bool EditSelectTool::keyPress(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Delete:
        case Qt::Key_Backspace:
            deleteSelection();
            return true;
        case Qt::Key_BracketLeft:
            turnSelection(event->modifiers() & Qt::ShiftModifier ? -5.0 : -15.0);
            return true;
        case Qt::Key_BracketRight:
            turnSelection(event->modifiers() & Qt::ShiftModifier ? 5.0 : 15.0);
            return true;
        case Qt::Key_Tab:
            return chooseNextOverlapping(!(event->modifiers() & Qt::ShiftModifier));
        case Qt::Key_Backtab:
            return chooseNextOverlapping(false);
        default:
            return EditorTool::keyPress(event);
    }
}

void EditSelectTool::cancel() {
    drag_ = Drag::None;
    marks().setPreview({}, false);
    marks().setSnapMark(std::nullopt);
    // A change to the scenario may renumber the vertices.
    chosenVertex_.reset();
}

void EditSelectTool::deleteSelection() {
    if (!session().hasScenario()) {
        return;
    }
    const Scenario& scenario = session().scenario();
    if (const auto vertex = chosenVertex()) {
        const FeatureRef feature = chosenVertex_->first;
        chosenVertex_.reset();
        applyEdit(edits::deleteVertex(feature, *vertex));
        return;
    }
    if (const auto feature = session().selectedFeature()) {
        applyEdit(edits::deleteFeature(*feature));
        return;
    }
    const QString piece = session().selectedPiece();
    if (piece.isEmpty()) {
        return;
    }
    if (pieces::findGeneral(scenario, piece.toStdString())) {
        applyEdit(edits::removeGeneral(piece.toStdString()));
        return;
    }
    applyEdit(edits::removeUnit(piece.toStdString()));
}

std::optional<std::size_t> EditSelectTool::chosenVertex() const {
    if (!chosenVertex_ || session().selectedFeature() != chosenVertex_->first ||
        chosenVertex_->second >=
            outlines::points(session().scenario(), chosenVertex_->first).size()) {
        return std::nullopt;
    }
    return chosenVertex_->second;
}

void EditSelectTool::turnSelection(double degrees) {
    if (!session().hasScenario()) {
        return;
    }
    const Scenario& scenario = session().scenario();
    const QString piece = session().selectedPiece();
    int side = 0;
    if (const General* general = pieces::findGeneral(scenario, piece.toStdString(), &side)) {
        General turned = *general;
        turned.pose.facingDegrees = Pose::normalizeBearing(turned.pose.facingDegrees + degrees);
        applyEdit(edits::setGeneral(side, turned));
    } else if (const Unit* unit = scenario.findUnit(piece.toStdString())) {
        Pose pose = unit->pose;
        pose.facingDegrees = Pose::normalizeBearing(pose.facingDegrees + degrees);
        applyEdit(edits::moveUnit(unit->id, pose));
    }
}

bool EditSelectTool::contextMenu(const ToolMouseEvent& event) {
    if (!session().hasScenario()) {
        return false;
    }
    const Scenario& scenario = session().scenario();
    const double tolerance = kPickPixels / event.pixelsPerInch;
    if (const auto selected = session().selectedFeature()) {
        if (const auto vertex = outlines::vertexAt(scenario, *selected, event.table, tolerance)) {
            showFeatureMenu(*selected, vertex, event.screen);
            return true;
        }
    }
    const QString unit = unitAt(event.table);
    if (!unit.isEmpty()) {
        session().selectPiece(unit);
        showUnitMenu(unit, event.screen);
        return true;
    }
    if (const auto feature = outlines::featureAt(scenario, event.table, tolerance)) {
        session().selectFeature(feature);
        showFeatureMenu(*feature, std::nullopt, event.screen);
        return true;
    }
    return false;
}

void EditSelectTool::showUnitMenu(const QString& unitId, QPoint screen) {
    const Unit* unit = session().scenario().findUnit(unitId.toStdString());
    const RulesetDefinition* ruleset = session().ruleset();
    if (!unit) {
        return;
    }
    QMenu menu;
    QMenu* formations = menu.addMenu(tr("Formation"));
    const UnitType* type = ruleset ? ruleset->findUnitType(unit->type) : nullptr;
    for (Formation formation : type ? type->formations : std::vector<Formation>{}) {
        QAction* action = formations->addAction(QString::fromUtf8(formationName(formation)));
        action->setCheckable(true);
        action->setChecked(formation == unit->formation);
        const std::string id = unit->id;
        connect(action, &QAction::triggered, this,
                [this, id, formation] { applyEdit(edits::setUnitFormation(id, formation)); });
    }
    menu.addAction(tr("Turn left 15\u00b0\t["), this, [this] { turnSelection(-15); });
    menu.addAction(tr("Turn right 15\u00b0\t]"), this, [this] { turnSelection(15); });
    menu.addAction(tr("Face about"), this, [this] { turnSelection(180); });
    menu.addSeparator();
    menu.addAction(tr("Remove unit\tDel"), this, [this] { deleteSelection(); });
    menu.exec(screen);
}

void EditSelectTool::showFeatureMenu(FeatureRef feature, std::optional<std::size_t> vertex,
                                     QPoint screen) {
    const Scenario& scenario = session().scenario();
    QMenu menu;
    if (vertex) {
        menu.addAction(tr("Delete vertex"), this, [this, feature, vertex] {
            applyEdit(edits::deleteVertex(feature, *vertex));
        });
    }
    menu.addAction(tr("Rename..."), this, [this, feature] {
        bool ok = false;
        const QString name = QInputDialog::getText(
            nullptr, tr("Rename"), outlines::describe(session().scenario(), feature),
            QLineEdit::Normal, {}, &ok);
        if (ok) {
            applyEdit(edits::renameFeature(feature, name.toStdString()));
        }
    });
    if (feature.kind == FeatureRef::Kind::Area &&
        scenario.table.areas.at(feature.index).kind == AreaKind::Hill) {
        const int level = scenario.table.areas.at(feature.index).level;
        menu.addAction(tr("Raise contour level (now %1)").arg(level), this, [this, feature, level] {
            applyEdit(edits::setHillLevel(feature.index, level + 1));
        });
        if (level > 1) {
            menu.addAction(tr("Lower contour level"), this, [this, feature, level] {
                applyEdit(edits::setHillLevel(feature.index, level - 1));
            });
        }
    }
    menu.addSeparator();
    menu.addAction(tr("Delete %1\tDel").arg(outlines::describe(scenario, feature)), this,
                   [this, feature] { applyEdit(edits::deleteFeature(feature)); });
    menu.exec(screen);
}

}  // namespace adjutant::ui
