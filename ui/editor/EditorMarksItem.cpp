#include "ui/editor/EditorMarksItem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>
#include <optional>

#include "ui/editor/ScenarioOutlines.h"
#include "ui/items/ObjectiveMarksItem.h"
#include "ui/scene/LabelPlacement.h"
#include "ui/scene/TableScene.h"

namespace adjutant::ui {

namespace {

// What a general is called at a glance of the whole table: the surname
// ("Howard"), a monarch's name and number ("Frederick II"), a prince's name
// and land ("Charles of Lorraine"); a commander known by his post ("Commander
// of the second line") keeps the whole of it, as no one word of it says who.
QString shortName(const QString& name) {
    const QStringList words = name.split(' ', Qt::SkipEmptyParts);
    if (words.isEmpty() || !words.back().front().isUpper()) {
        return name;
    }
    static const QRegularExpression roman("^[IVX]+$");
    if (words.size() >= 2 && roman.match(words.back()).hasMatch()) {
        return words[words.size() - 2] + ' ' + words.back();
    }
    const qsizetype of = words.indexOf(QStringLiteral("of"));
    if (of >= 1) {
        return QStringList(words.mid(of - 1)).join(' ');
    }
    return words.back();
}

QFont nameFont() {
    QFont font;
    font.setPointSizeF(9);
    font.setBold(true);
    return font;
}

// Pens in screen pixels whatever the zoom.
QPen cosmetic(QColor colour, double width, Qt::PenStyle style = Qt::SolidLine) {
    QPen pen(colour, width, style);
    pen.setCosmetic(true);
    return pen;
}

}  // namespace

EditorMarksItem::EditorMarksItem() {
    setZValue(50);  // above terrain and units, below the tools' own marks
    setAcceptedMouseButtons(Qt::NoButton);
}

void EditorMarksItem::show(const Scenario& scenario, std::optional<FeatureRef> selected) {
    prepareGeometryChange();
    scenario_ = scenario;
    selected_ = selected;
    update();
}

void EditorMarksItem::setPreview(const QPolygonF& points, bool closed) {
    preview_ = points;
    previewClosed_ = closed;
    update();
}

void EditorMarksItem::setSnapMark(std::optional<QPointF> point) {
    if (point != snapMark_) {
        snapMark_ = point;
        update();
    }
}

QRectF EditorMarksItem::boundingRect() const {
    // Labels and handles reach a little beyond the table.
    return QRectF(-6, -6, scenario_.table.width + 12, scenario_.table.height + 12);
}

QColor EditorMarksItem::sideColour(int side) const {
    if (side >= 0 && side < int(scenario_.sides.size())) {
        const QColor colour(QString::fromStdString(scenario_.sides[std::size_t(side)].colour));
        if (colour.isValid()) {
            return colour;
        }
    }
    return Qt::darkGray;
}

QColor EditorMarksItem::inkOf(int side) const {
    // A light side colour (white coats) would vanish on the map: draw lines
    // and text in a dark shade of it instead.
    const QColor colour = sideColour(side);
    return colour.lightness() > 150 ? colour.darker(300) : colour;
}

void EditorMarksItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    paintZones(painter);
    paintGenerals(painter);
    paintSelection(painter);
    paintPreview(painter);
    paintSnapMark(painter);
}

void EditorMarksItem::paintZones(QPainter* painter) const {
    for (const DeploymentZone& zone : scenario_.deploymentZones) {
        QColor fill = sideColour(zone.side);
        fill.setAlpha(28);
        painter->setBrush(fill);
        painter->setPen(cosmetic(inkOf(zone.side), 2, Qt::DashLine));
        const QPolygonF polygon = outlines::polygonOf(zone.outline);
        painter->drawPolygon(polygon);
        if (!zone.name.empty() && !polygon.isEmpty()) {
            // Near the zone's table edge, clear of the units set out along its front.
            const QRectF box = polygon.boundingRect();
            const QPointF centre = box.center();
            const bool wide = box.width() >= box.height();
            const QPointF middle(scenario_.table.width / 2, scenario_.table.height / 2);
            QPointF at = centre;
            if (wide) {
                at = QPointF(box.left() + box.width() * 0.15,
                             centre.y() > middle.y() ? box.bottom() - 1.5 : box.top() + 1.5);
            } else {
                at = QPointF(centre.x() > middle.x() ? box.right() - 4 : box.left() + 4,
                             box.top() + box.height() * 0.1);
            }
            paintLabel(painter, at, QString::fromStdString(zone.name), inkOf(zone.side));
        }
    }
}

QString EditorMarksItem::generalName(const General& general, double pixelsPerInch) {
    // Zoomed out the short name is enough; closer, the full name.
    const QString name = QString::fromStdString(general.name);
    return pixelsPerInch >= 20.0 ? name : shortName(name);
}

QList<QRectF> EditorMarksItem::generalNameBoxes(double pixelsPerInch) const {
    QList<QRectF> placed;
    if (const auto* table = qobject_cast<const TableScene*>(scene());
        table && table->objectiveMarks()) {
        placed = table->objectiveMarks()->labelBoxes(pixelsPerInch);
    }
    const qsizetype objectives = placed.size();
    const QRectF cloth(0, 0, scenario_.table.width * pixelsPerInch,
                       scenario_.table.height * pixelsPerInch);
    const QFontMetricsF metrics(nameFont());
    for (const Side& side : scenario_.sides) {
        for (const General& general : side.generals) {
            QRectF box =
                metrics.boundingRect(generalName(general, pixelsPerInch)).adjusted(-3, -1, 3, 1);
            // Under the 1 inch base, above it, or beside it right or left,
            // each moved down or up past the names already placed: the place
            // that must be moved least, and never off the cloth, so that a
            // name is not stacked far from its base and read as another
            // general's.
            const QPointF base =
                QPointF(general.pose.position.x, general.pose.position.y) * pixelsPerInch;
            const double down = 0.5 * pixelsPerInch + box.height() / 2 + 2;
            const double aside = 0.5 * pixelsPerInch + box.width() / 2 + 2;
            std::optional<QRectF> best;
            double bestShift = 0;
            for (const QPointF& centre : {base + QPointF(0, down), base - QPointF(0, down),
                                          base + QPointF(aside, 0), base - QPointF(aside, 0)}) {
                box.moveCenter(centre);
                box.moveLeft(
                    std::clamp(box.left(), 0.0, std::max(0.0, cloth.right() - box.width())));
                for (const bool upwards : {false, true}) {
                    const QRectF cleared = clearOf(box, placed, upwards);
                    const double shift = std::abs(cleared.top() - box.top());
                    if (cloth.contains(cleared) && (!best || shift < bestShift)) {
                        best = cleared;
                        bestShift = shift;
                    }
                }
            }
            placed << best.value_or(box);
        }
    }
    return placed.mid(objectives);
}

void EditorMarksItem::paintGenerals(QPainter* painter) const {
    for (std::size_t s = 0; s < scenario_.sides.size(); ++s) {
        for (const General& general : scenario_.sides[s].generals) {
            const QPointF at(general.pose.position.x, general.pose.position.y);
            const double r = 0.5;  // a 1 inch round base
            painter->setPen(cosmetic(Qt::black, 1.2));
            painter->setBrush(sideColour(int(s)));
            painter->drawEllipse(at, r, r);
        }
    }
    // The names in pixels, where the units' names were placed around them.
    const double pixels = std::max(painter->transform().m11(), 1e-6);
    const QList<QRectF> boxes = generalNameBoxes(pixels);
    painter->save();
    painter->scale(1 / pixels, 1 / pixels);
    painter->setFont(nameFont());
    qsizetype i = 0;
    for (const Side& side : scenario_.sides) {
        for (const General& general : side.generals) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(255, 255, 255, 190));
            painter->drawRoundedRect(boxes[i], 3, 3);
            painter->setPen(Qt::black);
            painter->drawText(boxes[i], Qt::AlignCenter, generalName(general, pixels));
            ++i;
        }
    }
    painter->restore();
}

void EditorMarksItem::paintSelection(QPainter* painter) const {
    if (!selected_) {
        return;
    }
    const QPolygonF polygon = outlines::polygonOf(outlines::points(scenario_, *selected_));
    painter->setBrush(Qt::NoBrush);
    painter->setPen(cosmetic(QColor(20, 110, 230), 2.5));
    if (outlines::isClosed(scenario_, *selected_)) {
        painter->drawPolygon(polygon);
    } else {
        painter->drawPolyline(polygon);
    }
    const double half = kHandlePixels / 2 / std::max(painter->transform().m11(), 1e-6);
    painter->setPen(cosmetic(QColor(20, 110, 230), 1.5));
    painter->setBrush(Qt::white);
    for (const QPointF& p : polygon) {
        painter->drawRect(QRectF(p.x() - half, p.y() - half, 2 * half, 2 * half));
    }
}

void EditorMarksItem::paintPreview(QPainter* painter) const {
    if (preview_.isEmpty()) {
        return;
    }
    painter->setBrush(Qt::NoBrush);
    painter->setPen(cosmetic(QColor(200, 30, 30), 2, Qt::DashLine));
    if (previewClosed_ && preview_.size() >= 3) {
        painter->drawPolygon(preview_);
    } else {
        painter->drawPolyline(preview_);
    }
    const double r = 3.5 / std::max(painter->transform().m11(), 1e-6);
    painter->setBrush(QColor(200, 30, 30));
    for (const QPointF& p : preview_) {
        painter->drawEllipse(p, r, r);
    }
}

void EditorMarksItem::paintSnapMark(QPainter* painter) const {
    if (!snapMark_) {
        return;
    }
    // A ring a little larger than a handle, in a colour no terrain uses.
    const double r = kHandlePixels * 0.8 / std::max(painter->transform().m11(), 1e-6);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(cosmetic(QColor(230, 0, 200), 2.5));
    painter->drawEllipse(*snapMark_, r, r);
    painter->drawLine(*snapMark_ - QPointF(r / 2, 0), *snapMark_ + QPointF(r / 2, 0));
    painter->drawLine(*snapMark_ - QPointF(0, r / 2), *snapMark_ + QPointF(0, r / 2));
}

void EditorMarksItem::paintLabel(QPainter* painter, QPointF at, const QString& text,
                                 QColor colour) const {
    const QPointF screen = painter->transform().map(at);
    // Kept on the cloth, where the view fitted to the table shows it whole.
    const QRectF cloth =
        painter->transform().mapRect(QRectF(0, 0, scenario_.table.width, scenario_.table.height));
    painter->save();
    painter->resetTransform();
    painter->setFont(nameFont());
    const QFontMetricsF metrics(nameFont());
    QRectF box = metrics.boundingRect(text).adjusted(-3, -1, 3, 1);
    box.moveCenter(screen);
    box.moveLeft(
        std::clamp(box.left(), cloth.left(), std::max(cloth.left(), cloth.right() - box.width())));
    box.moveTop(
        std::clamp(box.top(), cloth.top(), std::max(cloth.top(), cloth.bottom() - box.height())));
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 190));
    painter->drawRoundedRect(box, 3, 3);
    painter->setPen(colour);
    painter->drawText(box, Qt::AlignCenter, text);
    painter->restore();
}

}  // namespace adjutant::ui
