#pragma once

#include <QGraphicsItem>
#include <QList>
#include <QPolygonF>
#include <QString>

namespace adjutant::ui {

/// The scenario's objectives as the briefing names them, while it is read:
/// the one the player asked about stands out (its area outlined, or its point
/// ringed, in bright gold). Every objective is marked with its name by the
/// game's own marks (ObjectiveMarksItem). Outlines keep their size on screen.
class BriefingMarksItem : public QGraphicsItem {
  public:
    struct Mark {
        QString id;
        QString name;
        QPolygonF outline;  // one point, or an area
    };

    BriefingMarksItem();
    void setMarks(QList<Mark> marks);
    const QList<Mark>& marks() const { return marks_; }
    /// The objective to stand out (empty: none).
    void setHighlighted(const QString& id);
    const QString& highlighted() const { return highlighted_; }
    /// The part of the table a mark covers, or an empty rectangle.
    QRectF areaOf(const QString& id) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QList<Mark> marks_;
    QString highlighted_;
    QRectF bounds_;
};

}  // namespace adjutant::ui
