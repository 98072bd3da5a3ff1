#include "ui/items/StatusBadgeItem.h"

#include <QFontMetricsF>
#include <QPainter>

#include "ui/items/UnitItem.h"

namespace adjutant::ui {

StatusBadgeItem::StatusBadgeItem(QGraphicsItem* unit) : QGraphicsItem(unit) {
    setFlag(QGraphicsItem::ItemIgnoresTransformations, true);
    // Above the units, so a badge is never hidden by a neighbour.
    setZValue(2.0);
    font_.setPointSizeF(7.5);
    font_.setBold(true);
    setVisible(false);
}

void StatusBadgeItem::setStatus(const QStringList& words, const QString& details) {
    prepareGeometryChange();
    // A few words keep neighbouring badges apart; the tooltip has them all.
    constexpr int kShown = 2;
    QStringList shown = words.mid(0, kShown);
    if (words.size() > kShown) {
        shown << QStringLiteral("+%1").arg(words.size() - kShown);
    }
    text_ = shown.join(QStringLiteral(" · "));
    setToolTip(details);
    const QFontMetricsF metrics(font_);
    const double width = metrics.horizontalAdvance(text_) + 8.0;
    const double height = metrics.height() + 2.0;
    box_ = QRectF(0.0, 0.0, width, height);
    // Behind the unit's name, so neither lies on a neighbour in contact.
    if (const auto* unit = dynamic_cast<const UnitItem*>(parentItem())) {
        unit->placeBehind(this, box_.size(), unit->nameDepthPixels());
    }
    setVisible(!text_.isEmpty());
    update();
}

QRectF StatusBadgeItem::boundingRect() const {
    return box_.adjusted(-1, -1, 1, 1);
}

void StatusBadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                            QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(QColor(90, 20, 10), 1.0));
    painter->setBrush(QColor(255, 236, 170, 235));
    painter->drawRoundedRect(box_, 3.0, 3.0);
    painter->setFont(font_);
    painter->setPen(QColor(90, 20, 10));
    painter->drawText(box_, Qt::AlignCenter, text_);
}

}  // namespace adjutant::ui
