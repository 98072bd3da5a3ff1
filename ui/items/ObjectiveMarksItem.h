#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QPolygonF>
#include <QSizeF>
#include <QString>

namespace adjutant::ui {

/// The scenario's objectives on the game's table: each drawn as its area, or
/// as a circle of the distance at which a unit holds it, in the colour of the
/// side holding it (gold while nobody does), with its name and its value.
/// The areas lie under the units; the names are a second item (`labels()`,
/// to be added to the scene beside this one) above the units and their
/// names, so that an objective in the middle of a line is still read.
class ObjectiveMarksItem : public QGraphicsItem {
  public:
    struct Mark {
        QPolygonF outline;  // one point, or an area
        double reach = 0;   // inches around the point or outline that count
        QString label;      // "Leuthen village (5)"
        QColor colour;      // the holder's, or gold
        bool held = false;
    };

    ObjectiveMarksItem();
    ~ObjectiveMarksItem() override;
    /// The names, to be added to the same scene; they go with this item.
    QGraphicsItem* labels() const;
    void setMarks(QList<Mark> marks);
    /// The table's size in inches: each name is kept on it (an objective on
    /// the edge would otherwise put half its name off the cloth, where the
    /// view fitted to the table cuts it off).
    void setTable(QSizeF inches);
    const QList<Mark>& marks() const { return marks_; }
    /// Where each name's box lies on screen at `pixelsPerInch`, in pixels from
    /// the table's corner: under its point or area, moved down past the names
    /// before it. The units' names are placed clear of these.
    QList<QRectF> labelBoxes(double pixelsPerInch) const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    class Labels;
    QList<Mark> marks_;
    QRectF bounds_;
    QSizeF table_;  // empty: names are not kept on a table
    Labels* labels_ = nullptr;
};

}  // namespace adjutant::ui
