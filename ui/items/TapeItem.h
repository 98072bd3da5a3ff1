#pragma once

#include <QGraphicsObject>
#include <QPointF>
#include <QString>

namespace adjutant::ui {

class CalloutItem;

/// A measuring tape laid across the table between two points, with what it
/// measures written beside its middle.
class TapeItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit TapeItem(QGraphicsItem* parent = nullptr);

    void setTape(QPointF from, QPointF to, const QString& label);
    QPointF from() const { return from_; }
    QPointF to() const { return to_; }
    QString label() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QPointF from_, to_;
    CalloutItem* label_ = nullptr;
};

}  // namespace adjutant::ui
