#pragma once

#include <QGraphicsItem>
#include <QString>

#include "ui/items/LabelPlate.h"

namespace adjutant::ui {

/// A small label on a unit saying what state it is in ("Shaken · Unformed"),
/// in screen pixels so it stays readable at every zoom, just behind the unit's
/// name. It is a child of the unit's item, so it moves and disappears with it,
/// and it is hidden when there is nothing to say. The item gives the badge its
/// place and its tooltip; its plate is drawn, with every other unit's name and
/// badge, by the scene's UnitLabelsItem.
class StatusBadgeItem : public QGraphicsItem {
  public:
    explicit StatusBadgeItem(QGraphicsItem* unit);

    /// Sets the words (the first two are shown, then "+n") and the longer text
    /// of the tooltip, and places the badge behind the unit's present outline
    /// (call after the unit was re-synced).
    void setStatus(const QStringList& words, const QString& details);
    const QString& text() const { return plate_.text(); }

    /// The badge as drawn; its box's top-left lies at plateOffset(), in
    /// pixels from the unit's rear centre (under the unit's name, where the
    /// scene placed its label).
    const LabelPlate& plate() const { return plate_; }
    QPointF plateOffset() const;

    QRectF boundingRect() const override;
    /// Draws nothing: the plate is drawn by UnitLabelsItem.
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    LabelPlate plate_{LabelPlate::Look::Badge};
};

}  // namespace adjutant::ui
