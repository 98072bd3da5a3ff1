#pragma once

#include <QGraphicsObject>

namespace adjutant::ui {

/// A round handle at a front corner of the selected unit: dragging it wheels
/// the unit about the other corner. It keeps its size on screen.
class RotateHandleItem : public QGraphicsObject {
    Q_OBJECT

  public:
    /// Radius in screen pixels, also how near the cursor must come to grab it.
    static constexpr double kRadius = 6.0;

    explicit RotateHandleItem(QGraphicsItem* parent = nullptr);

    void setHot(bool hot);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    bool hot_ = false;
};

}  // namespace adjutant::ui
