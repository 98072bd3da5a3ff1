#pragma once

#include <QGraphicsObject>
#include <QLineF>
#include <QString>
#include <QVector>

namespace adjutant::ui {

/// The orders waiting for their step, drawn on the table: a fire order as a
/// thin arrow from the firer to its target, a declared charge as a broad
/// arrow from the charger to the unit it charges. Each can be found under a
/// point, for the menu that takes it back.
class OrderArrowsItem : public QGraphicsObject {
    Q_OBJECT

  public:
    struct Arrow {
        enum class Kind { Fire, Charge };
        Kind kind = Kind::Fire;
        QLineF line;     // table inches, from the unit to its target
        QString tip;     // "IR Kaiser fires at 2nd Foot", for the tooltip
        int order = -1;  // the order's index in what the overlay was given
    };

    explicit OrderArrowsItem(QGraphicsItem* parent = nullptr);

    void setArrows(QVector<Arrow> arrows);
    const QVector<Arrow>& arrows() const { return arrows_; }
    /// The arrow nearest `point` within `reach` inches of its line, or null.
    const Arrow* arrowAt(QPointF point, double reach) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QVector<Arrow> arrows_;
    QRectF bounds_;
};

}  // namespace adjutant::ui
