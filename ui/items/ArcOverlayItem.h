#pragma once

#include <QGraphicsObject>
#include <QPainterPath>
#include <QPolygonF>
#include <vector>

#include "core/referee/RulesetReferee.h"
#include "ui/session/DistanceFormat.h"

class QGraphicsSimpleTextItem;

namespace adjutant::ui {

/// A unit's arcs with their short, medium and long range bands, as the
/// referee gives them: each band a ring of its own colour (the short band
/// strongest), the arc's sides dashed, and the band limits written straight
/// ahead of the first face. A second weapon (battalion guns) is drawn
/// beneath the first with outlines only.
class ArcOverlayItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit ArcOverlayItem(QGraphicsItem* parent = nullptr);

    /// The band limits are written as `format` gives them (inches, or yards
    /// for a ruleset written in yards).
    void setArcs(const std::vector<OverlayArc>& arcs, const DistanceFormat& format);
    bool isEmpty() const { return rings_.empty() && wedges_.empty(); }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    struct Ring {
        QPainterPath path;  // the band minus the band inside it
        int band = 0;       // 0 short, 1 medium, 2 long
        bool firstWeapon = true;
    };

    std::vector<Ring> rings_;
    std::vector<QPolygonF> wedges_;
    std::vector<QGraphicsSimpleTextItem*> labels_;
    QRectF bounds_;
};

}  // namespace adjutant::ui
