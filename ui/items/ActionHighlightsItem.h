#pragma once

#include <QGraphicsObject>
#include <QPolygonF>
#include <QVector>

namespace adjutant::ui {

/// Who may do what now, drawn over the table: a soft ring round every unit
/// that may be given the present step's order, and for the selected unit the
/// enemies it could fire at (red) and those within its charge reach (orange,
/// dashed). The outlines come from the referee; the item only draws.
class ActionHighlightsItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit ActionHighlightsItem(QGraphicsItem* parent = nullptr);

    void setOutlines(QVector<QPolygonF> mayAct, QVector<QPolygonF> fireTargets,
                     QVector<QPolygonF> chargeTargets);

    /// For tests: what is drawn.
    const QVector<QPolygonF>& mayAct() const { return mayAct_; }
    const QVector<QPolygonF>& fireTargets() const { return fireTargets_; }
    const QVector<QPolygonF>& chargeTargets() const { return chargeTargets_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QVector<QPolygonF> mayAct_;
    QVector<QPolygonF> fireTargets_;
    QVector<QPolygonF> chargeTargets_;
    QRectF bounds_;
};

}  // namespace adjutant::ui
