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
    const auto* unit = dynamic_cast<const UnitItem*>(parentItem());
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
    // Behind the unit's name, so neither lies on a neighbour in contact.
    if (unit != nullptr) {
        offset_ = unit->offsetBehind(plate_.size(), unit->nameDepthPixels());
        unit->placeBehind(this, plate_.size(), unit->nameDepthPixels());
    }
    setVisible(!plate_.isEmpty());
    if (unit != nullptr) {
        unit->repaintLabels(labelsBefore);
    }
}

QRectF StatusBadgeItem::boundingRect() const {
    return plate_.bounds();
}

void StatusBadgeItem::paint(QPainter* /*painter*/, const QStyleOptionGraphicsItem* /*option*/,
                            QWidget* /*widget*/) {}

}  // namespace adjutant::ui
