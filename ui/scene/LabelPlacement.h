#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <vector>

namespace adjutant::ui {

/// One unit's label to place, everything in pixels on the screen.
struct LabelRequest {
    QRectF body;          // the bounds of the unit's footprint
    QPointF rearCentre;   // the middle of its rear edge
    QPointF frontCentre;  // the middle of its front edge
    QPointF backwards;    // unit vector from the front towards the rear
    QSizeF full;          // the label with the whole name; empty: none to try
    QSizeF brief;         // the label with the short name
};

/// Where a unit's label went.
struct LabelPlace {
    enum class Text { None, Full, Brief };
    Text text = Text::None;
    QRectF box;  // pixels; empty when None
};

/// Places the units' labels so that no two overlap and each lies inside
/// `area` (the table), preferring the whole name where it fits, then the
/// short one, each first just behind the unit (so text never lies between
/// units in contact), then in front, beside, above or below it, and last
/// over the unit itself; among the places free of other labels it takes the
/// first that covers the fewest other units. Units are placed in order, so
/// the earlier win a contested place; where whole names so taken would leave
/// a unit no place, every short name is placed first and the whole names
/// only where they then fit. A label with no free place is left out (None),
/// which happens only on a table too crowded for even the short names at
/// this zoom.
/// `taken` are boxes already on the table (the objectives' names) that no
/// unit's label may cover.
std::vector<LabelPlace> placeLabels(const std::vector<LabelRequest>& units, const QRectF& area,
                                    bool fullNames, const std::vector<QRectF>& taken = {});

/// The units' labels placed as by placeLabels, and which of some other names
/// (the generals') gave way to them.
struct LabelsAroundNames {
    std::vector<LabelPlace> places;
    std::vector<bool> yielded;  // one per name: hidden at this zoom
};

/// Places the units' labels clear of `taken` and of `names` where every unit
/// then finds a place; where some unit would not, the names that stand in a
/// unit's way give way to it (yielded), and the rest are still kept clear
/// of: the units are what is played, and a name that gave way comes back
/// closer in.
LabelsAroundNames placeLabelsAround(const std::vector<LabelRequest>& units, const QRectF& area,
                                    bool fullNames, const std::vector<QRectF>& taken,
                                    const QList<QRectF>& names);

/// `box` moved down (or up), a step of its own height at a time, until it
/// covers none of `placed`: names stacked by their points (the objectives',
/// the editor's generals') rather than over one another.
QRectF clearOf(QRectF box, const QList<QRectF>& placed, bool upwards = false);

}  // namespace adjutant::ui
