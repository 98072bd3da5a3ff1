#pragma once

#include <QGraphicsObject>
#include <QLineF>
#include <QPolygonF>
#include <vector>

#include "core/geometry/UnitLayout.h"

namespace adjutant::ui {

/// Where a unit would stand after the manoeuvre being dragged: its stands in
/// outline, green while the referee calls the manoeuvre legal, red when not.
class GhostUnitItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit GhostUnitItem(QGraphicsItem* parent = nullptr);

    void setLayout(const geometry::UnitLayout& layout);
    void setLegal(bool legal);
    bool legal() const { return legal_; }
    /// The footprint drawn, in table inches.
    const QPolygonF& footprint() const { return footprint_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    std::vector<QPolygonF> stands_;
    QPolygonF footprint_;
    QLineF front_;
    bool legal_ = true;
};

}  // namespace adjutant::ui
