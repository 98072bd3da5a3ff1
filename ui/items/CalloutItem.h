#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QString>
#include <QVector>

#include "ui/widgets/OddsChart.h"

namespace adjutant::ui {

/// A short text in a box beside a point of the table: the referee's verdict
/// near the cursor, a measured distance, a fire preview. It keeps its size on
/// screen at every zoom and sits just above and right of its point, where a
/// tooltip (which opens below the pointer) never covers it; near the edge of
/// the view it goes to the other side of its point, so it is always whole.
/// Under the text it can draw exact odds as a small bar chart (the fire and
/// charge tools).
class CalloutItem : public QGraphicsObject {
    Q_OBJECT

  public:
    /// Green for "legal", red for "not legal" with the reason, neutral for facts.
    enum class Tone { Info, Good, Bad };

    explicit CalloutItem(QGraphicsItem* parent = nullptr);

    void setText(const QString& text);
    const QString& text() const { return text_; }
    /// Odds drawn under the text, each under its title; none hides the chart.
    struct OddsBlock {
        QString title;
        QVector<OddsBar> bars;
    };
    void setOdds(QVector<OddsBlock> odds);
    const QVector<OddsBlock>& odds() const { return odds_; }
    void setTone(Tone tone);
    Tone tone() const { return tone_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Where the box goes, in pixels from its point, for a view of `view`
    /// pixels with the point at `point`: above right, else mirrored to stay
    /// in the view, and pushed in where it is larger than the room either side.
    QRectF boxIn(const QRectF& view, QPointF point) const;

  private:
    /// The text and the odds chart, from the top left of the box's inside,
    /// when the box may be at most `width` pixels wide inside.
    struct Layout {
        QRectF text;
        QRectF odds;  // below the text, empty without odds
        QSizeF size() const { return text.united(odds).size(); }
    };
    Layout layoutWithin(double width) const;
    void layOut();

    QString text_;
    QVector<OddsBlock> odds_;
    Tone tone_ = Tone::Info;
    QFont font_;
    Layout natural_;  // as wide as the words and odds want
};

}  // namespace adjutant::ui
