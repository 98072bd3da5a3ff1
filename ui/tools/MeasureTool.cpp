#include "ui/tools/MeasureTool.h"

#include "core/geometry/Distance.h"
#include "ui/items/TablePolygon.h"
#include "ui/items/TapeItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/tools/TapeEnds.h"

namespace adjutant::ui {

MeasureTool::MeasureTool(GameSession& session, TableScene& scene, QObject* parent)
    : TableTool(session, scene, parent) {
    connect(&session, &GameSession::gameReplaced, this, [this] { cancel(); });
}

QString MeasureTool::hint() const {
    return tr("Drag to measure; from or to a unit the tape runs from its nearest edge");
}

void MeasureTool::cancel() {
    measuring_ = false;
    distance_.reset();
    if (tape_) {
        tape_->setVisible(false);
    }
}

QString MeasureTool::label() const {
    return tape_ && tape_->isVisible() ? tape_->label() : QString();
}

bool MeasureTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasGame()) {
        return false;
    }
    measuring_ = true;
    start_ = event.table;
    const Unit* from = unitAt(event.table);
    startUnit_ = from ? from->id : std::string();
    measureTo(event.table);
    return true;
}

bool MeasureTool::mouseMove(const ToolMouseEvent& event) {
    if (!measuring_) {
        return false;
    }
    measureTo(event.table);
    return true;
}

bool MeasureTool::mouseRelease(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !measuring_) {
        return false;
    }
    measureTo(event.table);
    measuring_ = false;
    return true;
}

void MeasureTool::measureTo(QPointF end) {
    // Each end is a unit's footprint or a point (an outline of one corner).
    struct End {
        std::vector<Vec2> outline;
        QString name;
    };
    auto endAt = [&](QPointF point, const Unit* onUnit) {
        if (onUnit) {
            if (const auto layout = layoutOf(*onUnit)) {
                return End{layout->footprint, nameOf(*onUnit)};
            }
        }
        return End{{Vec2{point.x(), point.y()}}, QString()};
    };
    const Unit* fromUnit = unit(QString::fromStdString(startUnit_));
    const Unit* toUnit = unitAt(end);
    if (toUnit && fromUnit && toUnit->id == fromUnit->id) {
        toUnit = nullptr;  // still over the unit it started from: measure to the cursor
    }
    const End a = endAt(start_, fromUnit);
    const End b = endAt(end, toUnit);
    distance_ = geometry::distanceBetween(a.outline, b.outline);
    const TapeEnds ends = tapeEnds(a.outline, b.outline);

    const QString length = distanceFormat().lengthWithGround(*distance_);
    QString text = length;
    if (!a.name.isEmpty() || !b.name.isEmpty()) {
        text = tr("%1 to %2\n%3")
                   .arg(a.name.isEmpty() ? tr("here") : a.name,
                        b.name.isEmpty() ? tr("here") : b.name, length);
    }
    if (!tape_ || tape_->scene() != &scene()) {
        tape_ = new TapeItem();
        scene().addItem(tape_);
    }
    tape_->setTape(toScenePoint(ends.from), toScenePoint(ends.to), text);
    tape_->setVisible(true);
}

}  // namespace adjutant::ui
