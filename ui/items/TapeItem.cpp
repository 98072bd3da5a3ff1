#include "ui/items/TapeItem.h"

#include <QPainter>

#include "ui/items/CalloutItem.h"

namespace adjutant::ui {

TapeItem::TapeItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(50.0);
    setAcceptedMouseButtons(Qt::NoButton);
    label_ = new CalloutItem(this);
}

void TapeItem::setTape(QPointF from, QPointF to, const QString& label) {
    prepareGeometryChange();
    from_ = from;
    to_ = to;
    label_->setText(label);
    label_->setPos((from + to) / 2.0);
    update();
}

QString TapeItem::label() const {
    return label_->text();
}

QRectF TapeItem::boundingRect() const {
    return QRectF(from_, to_).normalized().adjusted(-2.0, -2.0, 2.0, 2.0);
}

void TapeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                     QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    // A dark edge under a bright tape, so it shows on cloth, woods and map alike.
    QPen under(QColor(20, 20, 20, 200), 5.0, Qt::SolidLine, Qt::RoundCap);
    under.setCosmetic(true);
    painter->setPen(under);
    painter->drawLine(from_, to_);
    QPen tape(QColor(255, 221, 64), 2.5, Qt::SolidLine, Qt::RoundCap);
    tape.setCosmetic(true);
    painter->setPen(tape);
    painter->drawLine(from_, to_);
    // The ends, as dots a few pixels across whatever the zoom.
    const double pixel = 1.0 / std::max(painter->worldTransform().m11(), 1e-6);
    painter->setBrush(QColor(255, 221, 64));
    painter->drawEllipse(from_, 3.0 * pixel, 3.0 * pixel);
    painter->drawEllipse(to_, 3.0 * pixel, 3.0 * pixel);
}

}  // namespace adjutant::ui
