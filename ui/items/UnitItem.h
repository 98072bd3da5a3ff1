#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QLineF>
#include <QPainterPath>
#include <QPen>
#include <QPointer>
#include <QPolygonF>
#include <QString>
#include <QVector>
#include <vector>

#include "core/geometry/UnitLayout.h"
#include "core/model/TroopCategory.h"
#include "ui/items/LabelPlate.h"
#include "ui/scene/LabelPlacement.h"

namespace adjutant::ui {

class StatusBadgeItem;
class UnitBodiesItem;
class UnitLabelsItem;

/// A unit on the table: its stands in the present formation. The item keeps
/// no rules state: it holds the unit's id and is re-synced from the model
/// whenever the unit changes. It is what the tools pick and select, and the
/// parent of the unit's status badge; its stands are drawn, with every other
/// unit's, by the scene's UnitBodiesItem, and its name and badge by the scene's
/// UnitLabelsItem.
class UnitItem : public QGraphicsObject {
    Q_OBJECT

  public:
    /// What the item draws; filled in by the scene from the model and geometry.
    struct Appearance {
        QString name;
        /// What the table shows where the name does not fit; empty: made from the name.
        QString shortName;
        TroopCategory arm = TroopCategory::Infantry;
        QColor sideColour;
        geometry::UnitLayout layout;
        /// Troops standing apart from the unit (broken groups): drawn faded
        /// beside it, never picked as the unit.
        std::vector<geometry::UnitLayout> detached;
    };

    /// The unit's stands as they are painted, made once per sync so that a
    /// redraw of a thousand units only draws.
    struct Body {
        QPainterPath stands;         // every stand, for any facing
        QVector<QRectF> standRects;  // the same stands, when `square`
        bool square = false;         // the stands' edges run along the table's axes
        QPolygonF footprint;
        QLineF front;
        QColor fill;
        QPen outlinePen;
        QPen frontPen;
        QPen symbolPen;
        QVector<QLineF> symbolLines;
        QPointF symbolCentre;
        double symbolDisc = 0.0;  // radius in inches of an artillery disc; 0 for lines
        double depth = 0.0;       // front to rear, in inches
        QPainterPath detached;    // the stands of groups standing apart, if any
        QPen detachedPen;
        QColor detachedFill;
    };

    explicit UnitItem(QString unitId, QGraphicsItem* parent = nullptr);

    const QString& unitId() const { return unitId_; }
    void sync(const Appearance& appearance);
    const Body& body() const { return body_; }
    /// The item that draws this unit's stands; told when they need repainting.
    void setBodies(UnitBodiesItem* bodies);
    /// The item that draws this unit's name and badge; told when they change.
    void setLabels(UnitLabelsItem* labels);

    /// The unit's name as drawn on the table, in screen pixels at every zoom.
    const LabelPlate& namePlate() const { return name_; }
    /// Its short name, drawn where the whole name does not fit or the table is
    /// seen from far off.
    const LabelPlate& shortPlate() const { return short_; }
    /// Which of the two is drawn (the scene places every unit's label so that
    /// none overlaps another), or nullptr when neither is.
    const LabelPlate* shownName() const;
    LabelPlace::Text labelText() const { return labelText_; }
    bool nameShown() const { return labelText_ != LabelPlace::Text::None; }
    /// Shows the whole name just behind the unit (true), as before any
    /// placing, or no name (false).
    void setNameShown(bool shown);
    /// Puts the label (`text`, with the badge under it) with its box's
    /// top-left at `blockTopLeft`, in pixels from the rear centre.
    void setLabelPlace(LabelPlace::Text text, QPointF blockTopLeft);
    /// The label's box with `text`: the name and, under it, the badge, in pixels.
    QSizeF labelSize(LabelPlace::Text text) const;
    /// The label's box as placed, in pixels from the rear centre (empty with no name).
    QRectF labelBox() const;
    /// The middle of the unit's rear edge, in scene inches: names and badges
    /// are placed from it, in pixels.
    QPointF rearCentre() const { return rearCentre_; }
    /// The middle of its front edge, in scene inches.
    QPointF frontCentre() const { return frontCentre_; }
    /// Unit vector from the front towards the rear, on the table.
    QPointF backwards() const { return backwards_; }
    /// Where the shown name plate's box lies, in pixels from the rear centre.
    QPointF nameOffset() const { return nameOffset_; }
    /// Where the badge's box lies, in pixels from the rear centre.
    QPointF badgeOffset() const { return badgeOffset_; }
    /// The unit's status badge, once it has one (it registers itself).
    const StatusBadgeItem* statusBadge() const { return badge_; }
    void setStatusBadge(StatusBadgeItem* badge);
    /// The badge's text changed: the label is laid out again where it is.
    void badgeChanged();
    /// The part of the scene the name and badge may cover at any zoom painted
    /// so far; empty without a labels item.
    QRectF labelsArea() const;
    /// Repaints the labels over `area` (from labelsArea() before a change) and
    /// where they are now.
    void repaintLabels(const QRectF& area) const;

    /// Where a box of `size` pixels goes (its top-left, in pixels from the
    /// rear centre) to lie just behind the unit's rear edge, whichever way the
    /// unit faces, so text never lies between units in contact.
    QPointF offsetBehind(QSizeF size) const;

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    /// Draws nothing: the stands are drawn by UnitBodiesItem.
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

  private:
    void makeBody(const Appearance& appearance);
    void makeArmSymbol();
    void repaintBody(const QRectF& area) const;

    QString unitId_;
    Appearance appearance_;
    Body body_;
    QPointer<UnitBodiesItem> bodies_;
    QPointer<UnitLabelsItem> labels_;
    void layOutLabel();

    LabelPlate name_{LabelPlate::Look::Name};
    LabelPlate short_{LabelPlate::Look::Name};
    LabelPlace::Text labelText_ = LabelPlace::Text::Full;
    bool labelPlaced_ = false;  // placed by the scene, not just behind the unit
    QPointF labelTopLeft_;      // the whole label's box, pixels from the rear centre
    QPointF nameOffset_;
    QPointF badgeOffset_;
    StatusBadgeItem* badge_ = nullptr;
    QPointF rearCentre_;
    QPointF frontCentre_;
    QPointF backwards_{0.0, 1.0};  // unit vector from the front towards the rear
};

}  // namespace adjutant::ui
