#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QPainterPath>
#include <QPen>
#include <QPolygonF>
#include <QString>
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

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
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
    QGraphicsSimpleTextItem* label_ = nullptr;
};

}  // namespace adjutant::ui
