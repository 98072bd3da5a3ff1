#include "ui/items/TerrainNamesItem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <set>

#include "ui/items/TerrainStyle.h"

namespace adjutant::ui {

namespace {

// Larger than the units' labels: a name marks a place a whole battle is fought over.
constexpr int kNamePixels = 14;

QFont nameFont(bool water) {
    QFont font;
    font.setPixelSize(kNamePixels);
    font.setBold(!water);
    font.setItalic(water);
    font.setLetterSpacing(QFont::AbsoluteSpacing, 0.5);
    return font;
}

QRectF boxAt(QPointF anchorPixels, const QString& text, bool water) {
    const QFontMetricsF metrics(nameFont(water));
    const double width = metrics.horizontalAdvance(text) + 6;
    const double height = metrics.height() + 2;
    return {anchorPixels.x() - width / 2, anchorPixels.y() - height / 2, width, height};
}

// A name by the table's edge (a wood cut by it) is moved in to lie whole on
// the cloth, as far as the cloth is wide enough.
QRectF onTheCloth(QRectF box, const QRectF& cloth) {
    box.moveLeft(std::max(cloth.left(), std::min(box.left(), cloth.right() - box.width())));
    box.moveTop(std::max(cloth.top(), std::min(box.top(), cloth.bottom() - box.height())));
    return box;
}

}  // namespace

QPointF areaNamePoint(const std::vector<Vec2>& outline) {
    // The centroid of the polygon; the mean of its points where it has no area.
    double twiceArea = 0;
    double cx = 0;
    double cy = 0;
    for (std::size_t i = 0, j = outline.size() - 1; i < outline.size(); j = i++) {
        const double cross = outline[j].x * outline[i].y - outline[i].x * outline[j].y;
        twiceArea += cross;
        cx += (outline[j].x + outline[i].x) * cross;
        cy += (outline[j].y + outline[i].y) * cross;
    }
    if (std::abs(twiceArea) < 1e-9) {
        Vec2 sum;
        for (const Vec2 p : outline) {
            sum = sum + p;
        }
        const double n = std::max<double>(1.0, static_cast<double>(outline.size()));
        return {sum.x / n, sum.y / n};
    }
    return {cx / (3 * twiceArea), cy / (3 * twiceArea)};
}

QPointF lineNamePoint(const std::vector<Vec2>& points) {
    double total = 0;
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        total += (points[i + 1] - points[i]).length();
    }
    double left = total / 2;
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        const double leg = (points[i + 1] - points[i]).length();
        if (leg >= left && leg > 0) {
            const Vec2 at = points[i] + (points[i + 1] - points[i]) * (left / leg);
            return {at.x, at.y};
        }
        left -= leg;
    }
    return points.empty() ? QPointF() : QPointF(points.front().x, points.front().y);
}

TerrainNamesItem::TerrainNamesItem(const Table& table) : table_(0, 0, table.width, table.height) {
    setAcceptedMouseButtons(Qt::NoButton);
    // Above the ground and its lines, under the units and the tools' overlays.
    setZValue(6.0);
    // A hill drawn as several contours under one name is named once, at its
    // highest contour.
    std::set<std::string> named;
    std::vector<const TerrainArea*> areas;
    for (const TerrainArea& area : table.areas) {
        areas.push_back(&area);
    }
    std::stable_sort(areas.begin(), areas.end(), [](const TerrainArea* a, const TerrainArea* b) {
        return a->level > b->level;
    });
    for (const TerrainArea* area : areas) {
        if (area->name.empty() || area->outline.size() < 3) {
            continue;
        }
        if (area->kind == AreaKind::Hill && !named.insert(area->name).second) {
            continue;
        }
        names_.push_back({areaNamePoint(area->outline), QString::fromStdString(area->name), false});
    }
    for (const LinearFeature& line : table.lines) {
        if (!line.name.empty() && line.points.size() >= 2) {
            names_.push_back({lineNamePoint(line.points), QString::fromStdString(line.name),
                              carriesWater(line.kind)});
        }
        for (const WaterCrossing& crossing : line.crossings) {
            if (!crossing.name.empty()) {
                // Beside the crossing, clear of the water it spans.
                names_.push_back({QPointF(crossing.point.x, crossing.point.y - 1.8),
                                  QString::fromStdString(crossing.name), false});
            }
        }
    }
}

QList<QPair<int, QRectF>> TerrainNamesItem::shownAt(double pixelsPerInch) const {
    // Greedy in their order (a hill's crest before its foot, areas before
    // lines): a name that would cover one already shown is left out at this
    // zoom, and comes back closer in.
    QList<QPair<int, QRectF>> shown;
    const bool sameZoom = std::abs(giveWayAt_ - pixelsPerInch) < 1e-9;
    for (int i = 0; i < names_.size(); ++i) {
        const QRectF box =
            onTheCloth(boxAt(names_[i].at * pixelsPerInch, names_[i].text, names_[i].water),
                       QRectF(table_.topLeft() * pixelsPerInch, table_.size() * pixelsPerInch));
        const bool covers = std::any_of(shown.begin(), shown.end(), [&](const auto& other) {
            return other.second.intersects(box);
        });
        const bool coversAUnit =
            sameZoom && std::any_of(giveWayTo_.begin(), giveWayTo_.end(),
                                    [&](const QRectF& other) { return other.intersects(box); });
        if (!covers && !coversAUnit) {
            shown.append({i, box});
        }
    }
    return shown;
}

QList<QRectF> TerrainNamesItem::labelBoxes(double pixelsPerInch) const {
    QList<QRectF> boxes;
    for (const auto& [index, box] : shownAt(pixelsPerInch)) {
        boxes << box;
    }
    return boxes;
}

void TerrainNamesItem::keepClearOf(QList<QRectF> boxes, double pixelsPerInch) {
    giveWayTo_ = std::move(boxes);
    giveWayAt_ = pixelsPerInch;
    update();
}

QRectF TerrainNamesItem::boundingRect() const {
    // Names are drawn in pixels, so at a small zoom one reaches far in inches.
    return scene() ? scene()->sceneRect() : table_;
}

void TerrainNamesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const double pixels = std::max(painter->transform().m11(), 1e-6);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->scale(1 / pixels, 1 / pixels);
    for (const auto& [index, box] : shownAt(pixels)) {
        const Name& name = names_[index];
        const QFont font = nameFont(name.water);
        const QFontMetricsF metrics(font);
        QPainterPath text;
        text.addText(box.left() + 3, box.top() + 1 + metrics.ascent(), font, name.text);
        // A halo the colour of paper, so the name reads over woods, water or a map.
        painter->strokePath(text, QPen(QColor(255, 252, 240, 220), 3.5, Qt::SolidLine, Qt::RoundCap,
                                       Qt::RoundJoin));
        painter->fillPath(text, TerrainStyle::nameInk(name.water));
    }
    painter->restore();
}

}  // namespace adjutant::ui
