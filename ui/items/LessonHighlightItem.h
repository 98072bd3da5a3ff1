#pragma once

#include <QGraphicsObject>
#include <QPolygonF>
#include <QString>
#include <QVector>

namespace adjutant {
class GameState;
class RulesetReferee;
struct LessonHighlight;
}  // namespace adjutant

namespace adjutant::ui {

/// What a lesson step points at on the table: units outlined, areas shaded,
/// units' arcs and range bands drawn, and a tape with its length. Every outline
/// comes from the referee (RulesetReferee::overlays), so the table shows what
/// the rules see; the item only draws.
class LessonHighlightItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit LessonHighlightItem(QGraphicsItem* parent = nullptr);

    /// Shows a step's highlight in the game as it stands (nothing: hides it).
    void setHighlight(const LessonHighlight* highlight, const GameState& state,
                      const RulesetReferee* referee);
    void clear();

    /// For tests: what is drawn.
    const QVector<QPolygonF>& unitOutlines() const { return units_; }
    const QVector<QPolygonF>& areas() const { return areas_; }
    const QVector<QPolygonF>& arcs() const { return arcs_; }
    bool hasTape() const { return hasTape_; }
    QString tapeLabel() const { return tapeLabel_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QVector<QPolygonF> units_;
    QVector<QPolygonF> areas_;
    QVector<QPolygonF> arcs_;   // wedges
    QVector<QPolygonF> bands_;  // range bands inside them
    bool hasTape_ = false;
    QPointF tapeFrom_, tapeTo_;
    QString tapeLabel_;
    QRectF bounds_;
};

}  // namespace adjutant::ui
