#pragma once

#include <QGraphicsSimpleTextItem>

namespace adjutant::ui {

/// A unit's name on the table: dark text on a pale, half-clear plate, so it
/// reads on the dark cloth and on a light map alike.
class UnitNameItem : public QGraphicsSimpleTextItem {
  public:
    explicit UnitNameItem(QGraphicsItem* parent = nullptr);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    static constexpr double kPadding = 2.0;  // pixels around the text
};

}  // namespace adjutant::ui
