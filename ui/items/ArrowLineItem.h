#pragma once

#include <QGraphicsObject>
#include <QLineF>

namespace adjutant::ui {

/// An arrow across the table from one unit to another (a line of fire, a
/// charge): solid green when the referee allows it, dashed red when not.
class ArrowLineItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit ArrowLineItem(QGraphicsItem* parent = nullptr);

    void setLine(QPointF from, QPointF to, bool good);
    QLineF line() const { return line_; }
    bool good() const { return good_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QLineF line_;
    bool good_ = true;
};

}  // namespace adjutant::ui
