#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QLineF>
#include <QPainterPath>
#include <QPen>
#include <QPointer>
#include <QPolygonF>
#include <QString>
#include <QVector>
#include <vector>

#include "core/geometry/UnitLayout.h"

class QGraphicsSimpleTextItem;

namespace adjutant::ui {

class UnitBodiesItem;

/// A unit on the table: its stands in the present formation. The item keeps
/// no rules state: it holds the unit's id and is re-synced from the model
/// whenever the unit changes. It is what the tools pick and select, and the
/// parent of the unit's name and badge; its stands are drawn, with every other
/// unit's, by the scene's UnitBodiesItem.
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

    /// The unit's stands as they are painted, made once per sync so that a
    /// redraw of a thousand units only draws.
    struct Body {
        QPainterPath stands;         // every stand, for any facing
        QVector<QRectF> standRects;  // the same stands, when `square`
        bool square = false;         // the stands' edges run along the table's axes
        QPolygonF footprint;
        QLineF front;
        QColor fill;
        QPen outlinePen;
        QPen frontPen;
        QPen symbolPen;
        QVector<QLineF> symbolLines;
        QPointF symbolCentre;
        double symbolDisc = 0.0;  // radius in inches of an artillery disc; 0 for lines
        double depth = 0.0;       // front to rear, in inches
    };

    explicit UnitItem(QString unitId, QGraphicsItem* parent = nullptr);

    const QString& unitId() const { return unitId_; }
    /// The unit's name on the table (shown or hidden by the scene's decluttering).
    QGraphicsItem* nameLabel() const { return label_; }
    void sync(const Appearance& appearance);
    const Body& body() const { return body_; }
    /// The item that draws this unit's stands; told when they need repainting.
    void setBodies(UnitBodiesItem* bodies);

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
    /// Draws nothing: the stands are drawn by UnitBodiesItem.
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

  private:
    void makeBody(const Appearance& appearance);
    void makeArmSymbol();
    void repaintBody(const QRectF& area) const;

    QString unitId_;
    Appearance appearance_;
    Body body_;
    QPointer<UnitBodiesItem> bodies_;
    QGraphicsSimpleTextItem* label_ = nullptr;
    QPointF rearCentre_;
    QPointF backwards_{0.0, 1.0};  // unit vector from the front towards the rear
};

}  // namespace adjutant::ui
