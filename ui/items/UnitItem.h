#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QLineF>
#include <QPainterPath>
#include <QPen>
#include <QPolygonF>
#include <QString>
#include <QVector>
#include <vector>

#include "core/geometry/UnitLayout.h"

class QGraphicsSimpleTextItem;

namespace adjutant::ui {

/// A unit on the table, drawn as its stands in the present formation. The item
/// keeps no rules state: it holds the unit's id and is re-synced from the model
/// whenever the unit changes.
class UnitItem : public QGraphicsObject {
    Q_OBJECT

  public:
    /// What the item draws; filled in by the scene from the model and geometry.
    struct Appearance {
        QString name;
        QString arm;  // "infantry", "cavalry", "artillery", "machineGun"
        QColor sideColour;
        geometry::UnitLayout layout;
    };

    explicit UnitItem(QString unitId, QGraphicsItem* parent = nullptr);

    const QString& unitId() const { return unitId_; }
    void sync(const Appearance& appearance);

    /// Places a child that ignores the view's scale (a name, a badge) just
    /// behind the unit's rear edge, whichever way the unit faces, so text
    /// never lies between units in contact; `pixelsBack` stacks it behind
    /// what is already there. `size` is the child's box in pixels, its
    /// top-left at the child's origin.
    void placeBehind(QGraphicsItem* child, QSizeF size, double pixelsBack) const;
    /// How far the name reaches back from the rear edge, in pixels.
    double nameDepthPixels() const;

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    void makeArmSymbol();
    void paintArmSymbol(QPainter* painter) const;

    QString unitId_;
    Appearance appearance_;
    // Every stand as one path, and the pens made once per sync: a thousand
    // units are painted each time the zoom changes, so paint() only draws.
    QPainterPath stands_;
    QPolygonF footprint_;
    QPen outlinePen_;
    QPen frontPen_;
    QPen symbolPen_;
    QVector<QLineF> symbolLines_;
    double symbolDisc_ = 0.0;  // radius in inches of an artillery disc; 0 for lines
    QGraphicsSimpleTextItem* label_ = nullptr;
    QPointF rearCentre_;
    QPointF backwards_{0.0, 1.0};  // unit vector from the front towards the rear
};

}  // namespace adjutant::ui
