#include "ui/editor/CalibrateMapTool.h"

#include <QDir>
#include <QImageReader>

#include "core/editor/ScenarioEdits.h"
#include "ui/editor/EditorMarksItem.h"
#include "ui/editor/EditorSession.h"

namespace adjutant::ui {

QString CalibrateMapTool::hint() const {
    return tr("Calibrate the map: click two points a known distance apart");
}

QSizeF CalibrateMapTool::imageSize() const {
    if (!session().hasScenario() || !session().scenario().map) {
        return {};
    }
    const QString file = QString::fromStdString(session().scenario().map->file);
    const QString path = QDir(session().folder()).filePath(file);
    return QImageReader(path).size();
}

bool CalibrateMapTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasScenario()) {
        return false;
    }
    if (!session().scenario().map) {
        emit message(
            tr("The scenario has no map to calibrate: choose one under Scenario > Map image"));
        return true;
    }
    points_ << event.table;
    marks().setPreview(points_, false);
    if (points_.size() == 2) {
        const QPointF a = points_[0];
        const QPointF b = points_[1];
        emit pointsChosen(a, b);
    }
    return true;
}

bool CalibrateMapTool::mouseMove(const ToolMouseEvent& event) {
    if (points_.size() == 1) {
        marks().setPreview(QPolygonF() << points_[0] << event.table, false);
    }
    return false;
}

void CalibrateMapTool::cancel() {
    points_.clear();
    marks().setPreview({}, false);
}

QString CalibrateMapTool::calibrate(QPointF a, QPointF b, double distance, GroundUnit unit) {
    cancel();
    const RulesetDefinition* ruleset = session().ruleset();
    if (!session().hasScenario() || !session().scenario().map || !ruleset) {
        return tr("There is no map to calibrate.");
    }
    const Scenario& scenario = session().scenario();
    const QSizeF size = imageSize();
    if (size.isEmpty()) {
        return tr("The map image %1 cannot be read.")
            .arg(QString::fromStdString(scenario.map->file));
    }
    std::string error;
    const auto inches = groundToTableInches(distance, unit, *ruleset, scenario.figureScale, error);
    if (!inches) {
        return QString::fromStdString(error);
    }
    const auto map = calibrateMap(*scenario.map, scenario.table, size.width(), size.height(),
                                  Vec2{a.x(), a.y()}, Vec2{b.x(), b.y()}, *inches, error);
    if (!map) {
        return QString::fromStdString(error);
    }
    ScenarioEdit edit = edits::setMap(*map);
    edit.label = tr("Calibrate the map").toStdString();
    const QString refusal = session().apply(edit);
    emit message(refusal.isEmpty()
                     ? tr("Map calibrated: %1 in per pixel").arg(map->inchesPerPixel, 0, 'g', 4)
                     : refusal);
    return refusal;
}

}  // namespace adjutant::ui
