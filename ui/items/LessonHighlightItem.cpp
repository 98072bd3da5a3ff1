#include "ui/items/LessonHighlightItem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <cmath>

#include "core/engine/GameState.h"
#include "core/lesson/Lesson.h"
#include "core/referee/RulesetReferee.h"
#include "core/rules/Explanation.h"
#include "ui/items/TablePolygon.h"

namespace adjutant::ui {

namespace {

const QColor kHighlight(230, 120, 0);

QPointF tapeEnd(const LessonTapeEnd& end, const GameState& state) {
    if (end.point) {
        return toScenePoint(*end.point);
    }
    const Unit* unit = state.findUnit(end.unitId);
    return unit ? toScenePoint(unit->pose.position) : QPointF();
}

}  // namespace

LessonHighlightItem::LessonHighlightItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setObjectName(QStringLiteral("lessonHighlight"));
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(32.0);  // over the units, under the tools' ghosts and callouts
}

void LessonHighlightItem::clear() {
    prepareGeometryChange();
    units_.clear();
    areas_.clear();
    arcs_.clear();
    bands_.clear();
    hasTape_ = false;
    tapeLabel_.clear();
    bounds_ = {};
    update();
}

void LessonHighlightItem::setHighlight(const LessonHighlight* highlight, const GameState& state,
                                       const RulesetReferee* referee) {
    clear();
    if (!highlight) {
        return;
    }
    prepareGeometryChange();
    for (const std::string& id : highlight->units) {
        if (referee) {
            units_.append(toScenePolygon(referee->overlays(state, id).footprint));
        }
    }
    for (const std::vector<Vec2>& area : highlight->areas) {
        areas_.append(toScenePolygon(area));
    }
    for (const std::string& id : highlight->arcs) {
        if (!referee) {
            continue;
        }
        for (const OverlayArc& arc : referee->overlays(state, id).arcs) {
            arcs_.append(toScenePolygon(arc.wedge));
            for (const OverlayRangeBand& band : arc.bands) {
                bands_.append(toScenePolygon(band.within));
            }
        }
    }
    if (highlight->tape) {
        hasTape_ = true;
        tapeFrom_ = tapeEnd(highlight->tape->first, state);
        tapeTo_ = tapeEnd(highlight->tape->second, state);
        const double inches = std::hypot(tapeTo_.x() - tapeFrom_.x(), tapeTo_.y() - tapeFrom_.y());
        tapeLabel_ = QStringLiteral("%1 in").arg(
            QString::fromStdString(formatRulesNumber(std::round(inches * 10) / 10)));
    }
    QRectF bounds;
    for (const auto* list : {&units_, &areas_, &arcs_}) {
        for (const QPolygonF& polygon : *list) {
            bounds = bounds.united(polygon.boundingRect());
        }
    }
    if (hasTape_) {
        bounds = bounds.united(QRectF(tapeFrom_, tapeTo_).normalized());
    }
    // Room for the pens and the tape's label, which keep their size on screen.
    bounds_ = bounds.adjusted(-3, -3, 3, 3);
    update();
}

QRectF LessonHighlightItem::boundingRect() const {
    return bounds_;
}

void LessonHighlightItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                                QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    QColor band = kHighlight;
    band.setAlpha(28);
    painter->setPen(Qt::NoPen);
    for (const QPolygonF& polygon : bands_) {
        painter->setBrush(band);
        painter->drawPolygon(polygon);
    }
    QPen dashed(kHighlight, 2.0, Qt::DashLine);
    dashed.setCosmetic(true);
    QColor areaFill = kHighlight;
    areaFill.setAlpha(50);
    painter->setPen(dashed);
    painter->setBrush(areaFill);
    for (const QPolygonF& polygon : areas_) {
        painter->drawPolygon(polygon);
    }
    painter->setBrush(Qt::NoBrush);
    for (const QPolygonF& polygon : arcs_) {
        painter->drawPolygon(polygon);
    }
    QPen outline(kHighlight, 4.0);
    outline.setCosmetic(true);
    outline.setJoinStyle(Qt::RoundJoin);
    painter->setPen(outline);
    for (const QPolygonF& polygon : units_) {
        painter->drawPolygon(polygon);
    }
    if (hasTape_) {
        QPen tape(QColor(40, 40, 40), 2.5);
        tape.setCosmetic(true);
        painter->setPen(tape);
        painter->drawLine(tapeFrom_, tapeTo_);
        // The label keeps its size on screen, whatever the zoom.
        const QTransform device = painter->deviceTransform();
        const QPointF middle = device.map((tapeFrom_ + tapeTo_) / 2);
        painter->save();
        painter->resetTransform();
        QFont font = painter->font();
        font.setBold(true);
        painter->setFont(font);
        const QRectF text = painter->fontMetrics().boundingRect(tapeLabel_).adjusted(-4, -2, 4, 2);
        const QRectF box(middle + QPointF(6, -text.height() - 4), text.size());
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 250, 230));
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(QColor(40, 40, 40));
        painter->drawText(box, Qt::AlignCenter, tapeLabel_);
        painter->restore();
    }
}

}  // namespace adjutant::ui
