#include "ui/items/StatusBadgeItem.h"

#include "ui/items/UnitItem.h"

namespace adjutant::ui {

StatusBadgeItem::StatusBadgeItem(QGraphicsItem* unit) : QGraphicsItem(unit) {
    setFlag(QGraphicsItem::ItemIgnoresTransformations, true);
    setFlag(QGraphicsItem::ItemHasNoContents, true);
    // Above the units, so a badge's tooltip is found before a neighbour's.
    setZValue(2.0);
    setVisible(false);
    if (auto* owner = dynamic_cast<UnitItem*>(unit)) {
        owner->setStatusBadge(this);
    }
}

void StatusBadgeItem::setStatus(const QStringList& words, const QString& details) {
    auto* unit = dynamic_cast<UnitItem*>(parentItem());
    const QRectF labelsBefore = unit != nullptr ? unit->labelsArea() : QRectF();
    prepareGeometryChange();
    // A few words keep neighbouring badges apart; the tooltip has them all.
    constexpr int kShown = 2;
    QStringList shown = words.mid(0, kShown);
    if (words.size() > kShown) {
        shown << QStringLiteral("+%1").arg(words.size() - kShown);
    }
    plate_.setText(shown.join(QStringLiteral(" · ")));
    setToolTip(details);
    setVisible(!plate_.isEmpty());
    // Under the unit's name, wherever its label lies.
    if (unit != nullptr) {
        unit->badgeChanged();
        unit->repaintLabels(labelsBefore);
    }
}

QPointF StatusBadgeItem::plateOffset() const {
    const auto* unit = dynamic_cast<const UnitItem*>(parentItem());
    return unit != nullptr ? unit->badgeOffset() : QPointF();
}

QRectF StatusBadgeItem::boundingRect() const {
    return plate_.bounds();
}

void StatusBadgeItem::paint(QPainter* /*painter*/, const QStyleOptionGraphicsItem* /*option*/,
                            QWidget* /*widget*/) {}

}  // namespace adjutant::ui
