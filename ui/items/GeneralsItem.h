#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <optional>
#include <vector>

namespace adjutant {
struct General;
struct Scenario;
}  // namespace adjutant

namespace adjutant::ui {

class ObjectiveMarksItem;

/// The generals of a scenario's sides (its `generals` lists) on the table: a
/// 1 inch round base in the side's colour, with the general's name beside it at
/// a size read at every zoom. The same item draws them in the editor, the game,
/// a replay and a report's pictures. Generals that a ruleset counts as units
/// (a unit of the general category) are units and drawn as such; ids are unique
/// across units and generals, so no figure is drawn twice.
class GeneralsItem : public QGraphicsItem {
  public:
    struct Figure {
        QString id;
        QString name;  // as the scenario has it; the table may shorten it
        QPointF at;    // table inches
        int side = 0;
    };

    GeneralsItem();

    /// Every general of every side, in the scenario's order.
    void setGenerals(const Scenario& scenario);
    /// The colours the table draws the sides in, by side index.
    void setSideColours(const QList<QColor>& colours);
    /// The table's size in inches: the names are kept on it.
    void setTable(QSizeF inches);
    /// The objectives' names, which lie where they are: the generals' go around them.
    void keepClearOf(const ObjectiveMarksItem* objectives) { objectives_ = objectives; }
    /// Thumbnails draw the bases without names, which would be smudges there.
    void setNamesShown(bool shown);

    const QList<Figure>& figures() const { return figures_; }
    QColor sideColour(int side) const;

    /// Where each general's name lies at `pixelsPerInch`, in pixels from the
    /// table's corner, in the order of figures(): under its base, above it or
    /// beside it, moved past the objectives' names and the generals' before
    /// it. The units' names are placed clear of these (TableScene::declutterNames).
    QList<QRectF> nameBoxes(double pixelsPerInch) const;

    /// The units' labels at `pixelsPerInch` needed the places of the names
    /// flagged in `yielded` (one flag per figure): each of those is put near
    /// its base clear of `unitsDrawn` (the units and their labels, pixels)
    /// where there is room within two lines of its own place, and is hidden
    /// at this zoom where there is none. At another zoom every name shows.
    void giveWay(const std::vector<bool>& yielded, const QList<QRectF>& unitsDrawn,
                 double pixelsPerInch);
    /// The names as drawn at this zoom: nameBoxes, with a name that gave way
    /// moved, or an empty box where it is hidden.
    QList<QRectF> shownNameBoxes(double pixelsPerInch) const;

    /// The general's name as shown at this zoom: whole from 20 pixels an inch,
    /// further off what he is called at a glance ("Howard", "Frederick II",
    /// "Charles of Lorraine"; one known by his post keeps the whole of it).
    static QString nameAtZoom(const QString& name, double pixelsPerInch);
    static QString nameAtZoom(const General& general, double pixelsPerInch);

    /// Radius of a general's round base, inches.
    static constexpr double kBaseRadius = 0.5;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    /// What no name may cover: the objectives' names and every general's base.
    QList<QRectF> takenAt(double pixelsPerInch) const;
    /// The figure's name at the place nearest its base clear of `placed`,
    /// moved at most `mostShift` pixels; nothing where there is none.
    std::optional<QRectF> placeName(const Figure& figure, double pixelsPerInch,
                                    const QList<QRectF>& placed, double mostShift) const;

    QList<Figure> figures_;
    QList<QColor> colours_;
    QSizeF table_;
    const ObjectiveMarksItem* objectives_ = nullptr;
    bool namesShown_ = true;
    QList<QRectF> shown_;  // shownNameBoxes at shownAt_
    double shownAt_ = 0;
};

}  // namespace adjutant::ui
