#include "ui/items/ObjectiveMarksItem.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "ui/scene/LabelPlacement.h"

namespace adjutant::ui {

namespace {

QPen cosmeticPen(const QColor& colour, double width, Qt::PenStyle style = Qt::SolidLine) {
    QPen pen(colour, width, style);
    pen.setCosmetic(true);
    return pen;
}

// A light side colour (white coats) would vanish on the map.
QColor inkOf(const QColor& colour) {
    return colour.lightness() > 150 ? colour.darker(300) : colour.darker(120);
}

// Where a mark's name goes: under its point, or under the middle of its area.
QPointF labelPlace(const ObjectiveMarksItem::Mark& mark) {
    return mark.outline.size() == 1 ? mark.outline[0] : mark.outline.boundingRect().center();
}

QFont labelFont() {
    QFont font;
    font.setBold(true);
    font.setPointSizeF(9);
    return font;
}

QString labelText(const ObjectiveMarksItem::Mark& mark) {
    return QStringLiteral("\u2605 ") + mark.label;
}

}  // namespace

class ObjectiveMarksItem::Labels : public QGraphicsItem {
  public:
    explicit Labels(const ObjectiveMarksItem& marks) : marks_(marks) {
        // Above the units and their names, under the tools' own marks.
        setZValue(12.0);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    // A label keeps its size on screen, so its reach in inches depends on the
    // zoom: the whole table is the honest bound.
    QRectF boundingRect() const override { return scene() ? scene()->sceneRect() : QRectF(); }
    void changed() {
        prepareGeometryChange();
        update();
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        const double pixels = std::max(painter->transform().m11(), 1e-6);
        const QList<QRectF> boxes = marks_.labelBoxes(pixels);
        // The labels keep their size on screen at every zoom: drawn in pixels.
        painter->save();
        painter->scale(1 / pixels, 1 / pixels);
        painter->setFont(labelFont());
        for (int i = 0; i < boxes.size(); ++i) {
            const Mark& mark = marks_.marks()[i];
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(255, 255, 255, 215));
            painter->drawRoundedRect(boxes[i], 3, 3);
            painter->setPen(inkOf(mark.colour));
            painter->drawText(boxes[i], Qt::AlignCenter, labelText(mark));
        }
        painter->restore();
    }

  private:
    const ObjectiveMarksItem& marks_;
};

ObjectiveMarksItem::ObjectiveMarksItem() : labels_(new Labels(*this)) {
    // Above the terrain and the map, below the units.
    setZValue(6.0);
    setAcceptedMouseButtons(Qt::NoButton);
}

ObjectiveMarksItem::~ObjectiveMarksItem() {
    delete labels_;  // leaves the scene with it
}

QGraphicsItem* ObjectiveMarksItem::labels() const {
    return labels_;
}

void ObjectiveMarksItem::setMarks(QList<Mark> marks) {
    prepareGeometryChange();
    marks_ = std::move(marks);
    bounds_ = QRectF();
    for (const Mark& mark : marks_) {
        const QRectF box = mark.outline.boundingRect().adjusted(-mark.reach - 4, -mark.reach - 4,
                                                                mark.reach + 4, mark.reach + 4);
        bounds_ = bounds_.united(box);
    }
    update();
    labels_->changed();
}

void ObjectiveMarksItem::setTable(QSizeF inches) {
    table_ = inches;
    labels_->changed();
}

QList<QRectF> ObjectiveMarksItem::labelBoxes(double pixelsPerInch) const {
    const QFontMetricsF metrics(labelFont());
    QList<QRectF> placed;  // so that two names never cover each other
    for (const Mark& mark : marks_) {
        const QRectF text = metrics.boundingRect(labelText(mark)).adjusted(-4, -2, 4, 2);
        const QPointF anchor = labelPlace(mark) * pixelsPerInch;
        QRectF at(anchor.x() - text.width() / 2, anchor.y() + 14, text.width(), text.height());
        if (!table_.isEmpty()) {
            const QRectF cloth(QPointF(0, 0), table_ * pixelsPerInch);
            at.moveLeft(std::clamp(at.left(), cloth.left(),
                                   std::max(cloth.left(), cloth.right() - at.width())));
            if (at.bottom() > cloth.bottom()) {
                at.moveBottom(anchor.y() - 14);  // above its point instead of below
            }
        }
        placed << clearOf(at, placed);
    }
    return placed;
}

QRectF ObjectiveMarksItem::boundingRect() const {
    return bounds_;
}

void ObjectiveMarksItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const double pixels = std::max(painter->transform().m11(), 1e-6);
    for (const Mark& mark : marks_) {
        QColor fill = mark.colour;
        fill.setAlpha(mark.held ? 55 : 35);
        painter->setBrush(fill);
        const QColor ink = inkOf(mark.colour);
        painter->setPen(cosmeticPen(ink, 2.5, Qt::DashLine));
        if (mark.outline.size() == 1) {
            const QPointF at = mark.outline[0];
            painter->drawEllipse(at, mark.reach, mark.reach);
            painter->setBrush(mark.colour);
            painter->setPen(cosmeticPen(Qt::black, 1.5));
            const double r = 6.0 / pixels;
            painter->drawEllipse(at, r, r);
        } else {
            painter->drawPolygon(mark.outline);
        }
    }
}

}  // namespace adjutant::ui
