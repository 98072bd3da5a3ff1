#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QString>

namespace adjutant::ui {

/// A short text in a box beside a point of the table: the referee's verdict
/// near the cursor, a measured distance, a fire preview. It keeps its size on
/// screen at every zoom and sits just above and right of its point, where a
/// tooltip (which opens below the pointer) never covers it; near the edge of
/// the view it goes to the other side of its point, so it is always whole.
class CalloutItem : public QGraphicsObject {
    Q_OBJECT

  public:
    /// Green for "legal", red for "not legal" with the reason, neutral for facts.
    enum class Tone { Info, Good, Bad };

    explicit CalloutItem(QGraphicsItem* parent = nullptr);

    void setText(const QString& text);
    const QString& text() const { return text_; }
    void setTone(Tone tone);
    Tone tone() const { return tone_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Where the box goes, in pixels from its point, for a view of `view`
    /// pixels with the point at `point`: above right, else mirrored to stay
    /// in the view, and pushed in where it is larger than the room either side.
    QRectF boxIn(const QRectF& view, QPointF point) const;

  private:
    /// The text's size wrapped to at most `width` pixels.
    QSizeF textSizeWithin(double width) const;

    QString text_;
    Tone tone_ = Tone::Info;
    QFont font_;
    QRectF textRect_;
};

}  // namespace adjutant::ui
