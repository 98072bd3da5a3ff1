#include "ui/scene/TableScene.h"

#include <algorithm>

#include <QDir>
#include <QFileInfo>
#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsRectItem>
#include <QPainter>
#include <QPixmap>
#include <cmath>

#include "core/geometry/UnitLayout.h"
#include "core/model/DisplayName.h"
#include "core/rules/UnitLayoutSpec.h"
#include "ui/items/GeneralsItem.h"
#include "ui/items/ObjectiveMarksItem.h"
#include "ui/items/SideColours.h"
#include "ui/items/TerrainNamesItem.h"
#include "ui/items/TerrainStyle.h"
#include "ui/items/UnitBodiesItem.h"
#include "ui/items/UnitItem.h"
#include "ui/items/UnitLabelsItem.h"
#include "ui/items/WaterCrossingShape.h"
#include "ui/scene/LabelPlacement.h"
#include "ui/scene/TableDetail.h"
#include "ui/widgets/PlainText.h"

namespace adjutant::ui {

namespace {

QPolygonF toPolygon(const std::vector<Vec2>& points) {
    QPolygonF polygon;
    for (const Vec2& p : points) {
        polygon << QPointF(p.x, p.y);
    }
    return polygon;
}

// A margin of floor around the table, so its edges are visible when fitted.
constexpr double kMarginInches = 3.0;

}  // namespace

TableScene::TableScene(QObject* parent) : QGraphicsScene(parent) {
    // Items on the table rarely move (a unit on a command, an overlay on a
    // selection), and a redraw of the whole view asked the BSP tree for every
    // item and sorted them, a fifth of the frame; without an index the items
    // are already in drawing order, and finding the few under the cursor by
    // going through them all is still quick.
    setItemIndexMethod(QGraphicsScene::NoIndex);
}

void TableScene::showScenario(const Scenario& scenario, const RulesetDefinition& ruleset,
                              const QString& scenarioFolder) {
    clear();
    units_.clear();
    generals_ = nullptr;
    mapItem_ = nullptr;
    scenario_ = scenario;
    ruleset_ = &ruleset;
    shownColours_ = tableSideColours(scenario_, sideColours_);
    setSceneRect(-kMarginInches, -kMarginInches, scenario.table.width + 2 * kMarginInches,
                 scenario.table.height + 2 * kMarginInches);
    addTable();
    addMap(scenarioFolder);
    addTerrain();
    objectiveMarks_ = new ObjectiveMarksItem;
    objectiveMarks_->setTable(QSizeF(scenario.table.width, scenario.table.height));
    addItem(objectiveMarks_);
    addItem(objectiveMarks_->labels());
    generals_ = new GeneralsItem;
    generals_->setGenerals(scenario_);
    generals_->setSideColours(shownColours_);
    generals_->keepClearOf(objectiveMarks_);
    addItem(generals_);
    // Added before the units, so that at the same z their names lie above it.
    auto* bodies = new UnitBodiesItem;
    bodies->setArea(sceneRect());
    bodies->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    addItem(bodies);
    // Added after the units, at their z: names and badges lie above every stand.
    // Each is a small pixmap already; kept as one more pixmap the size of the
    // view they would save a little on a full redraw, but cost a big pixmap
    // made afresh at each zoom, and in an export one covering their whole
    // reach around the table.
    auto* labels = new UnitLabelsItem;
    labels->setArea(sceneRect());
    for (const Unit& unit : scenario_.units) {
        auto* item = new UnitItem(QString::fromStdString(unit.id));
        addItem(item);
        item->setBodies(bodies);
        bodies->addUnit(item);
        item->setLabels(labels);
        labels->addUnit(item);
        units_.insert(item->unitId(), item);
        syncUnit(unit);
    }
    addItem(labels);
}

void TableScene::syncUnit(const Unit& unit) {
    if (!ruleset_) {
        return;
    }
    UnitPicture picture;
    if (const auto spec = layoutSpecFor(unit, *ruleset_, scenario_.figureScale)) {
        picture.layout = geometry::layoutUnit(*spec, unit.pose);
    }
    syncUnit(unit, picture);
}

void TableScene::syncUnit(const Unit& unit, const UnitPicture& picture) {
    UnitItem* item = unitItem(QString::fromStdString(unit.id));
    if (!item || !ruleset_) {
        return;
    }
    if (!picture.layout) {
        item->setVisible(false);
        return;
    }
    UnitItem::Appearance appearance;
    appearance.name = QString::fromStdString(displayName(unit));
    appearance.shortName = QString::fromStdString(unit.shortName);
    const UnitType* type = ruleset_->findUnitType(unit.type);
    appearance.arm = type ? type->arm : TroopCategory::Infantry;
    appearance.sideColour = sideColour(unit.side);
    appearance.layout = *picture.layout;
    for (const DetachedGroup& group : picture.detached) {
        appearance.detached.push_back(group.layout);
    }
    item->sync(appearance);
    item->setVisible(true);
    namesDirty_ = true;
}

void TableScene::declutterNames(double pixelsPerInch) {
    namesDirty_ = false;
    namesScale_ = pixelsPerInch;
    // Labels ignore the view's scale: on screen each is its own box at its
    // anchor point times the zoom, so they are placed in pixels. In the order
    // of battle, so that a label keeps its place while units elsewhere move.
    std::vector<UnitItem*> items;
    std::vector<LabelRequest> requests;
    items.reserve(scenario_.units.size());
    requests.reserve(scenario_.units.size());
    const bool overview = pixelsPerInch < TableDetail::kOverviewBelowPixelsPerInch;
    for (const Unit& unit : scenario_.units) {
        UnitItem* item = unitItem(QString::fromStdString(unit.id));
        if (!item || !item->isVisible()) {
            continue;
        }
        LabelRequest request;
        request.body = QRectF(item->body().footprint.boundingRect().topLeft() * pixelsPerInch,
                              item->body().footprint.boundingRect().size() * pixelsPerInch);
        request.rearCentre = item->rearCentre() * pixelsPerInch;
        request.frontCentre = item->frontCentre() * pixelsPerInch;
        request.backwards = item->backwards();
        request.full = item->labelSize(LabelPlace::Text::Full);
        request.brief = item->labelSize(LabelPlace::Text::Brief);
        items.push_back(item);
        requests.push_back(request);
    }
    const QRectF table(0.0, 0.0, scenario_.table.width * pixelsPerInch,
                       scenario_.table.height * pixelsPerInch);
    // Clear of the objectives' names, which lie above the units, and of the
    // generals' unless a unit would have no name for them. Terrain names give
    // way to the units instead (below).
    std::vector<QRectF> taken;
    if (objectiveMarks_) {
        for (const QRectF& box : objectiveMarks_->labelBoxes(pixelsPerInch)) {
            taken.push_back(box);
        }
    }
    const LabelsAroundNames placed =
        placeLabelsAround(requests, table, !overview, taken,
                          generals_ ? generals_->nameBoxes(pixelsPerInch) : QList<QRectF>());
    QList<QRectF> unitsDrawn;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const LabelPlace& place = placed.places[i];
        items[i]->setLabelPlace(place.text, place.box.topLeft() - requests[i].rearCentre);
        unitsDrawn << requests[i].body << place.box;
    }
    if (generals_) {
        generals_->giveWay(placed.yielded, unitsDrawn, pixelsPerInch);
    }
    if (terrainNames_) {
        terrainNames_->keepClearOf(std::move(unitsDrawn), pixelsPerInch);
    }
}

UnitItem* TableScene::unitItem(const QString& unitId) const {
    return units_.value(unitId);
}

void TableScene::setGridVisible(bool visible) {
    gridVisible_ = visible;
    update();
}

void TableScene::addTable() {
    auto* cloth = addRect(QRectF(0, 0, scenario_.table.width, scenario_.table.height),
                          QPen(Qt::NoPen), QBrush(TerrainStyle::tableColour()));
    cloth->setZValue(-10);
}

void TableScene::addMap(const QString& scenarioFolder) {
    mapNotice_.clear();
    const QString path = mapPicturePath(scenario_, scenarioFolder, mapFromAnywhere_);
    if (path.isEmpty()) {
        return;  // none, outside the folder or not there: the scenario's reader says which
    }
    const QDateTime stamp = QFileInfo(path).lastModified();
    if (path != mapPath_ || stamp != mapStamp_) {
        mapPicture_ = readMapPicture(path);
        mapPixmap_ = QPixmap::fromImage(mapPicture_.image);
        mapPicture_.image = QImage();  // the pixmap holds the pixels from here on
        mapPath_ = path;
        mapStamp_ = stamp;
    }
    mapNotice_ = mapPicture_.problem.isEmpty() ? mapPicture_.note : mapPicture_.problem;
    if (mapPixmap_.isNull()) {
        return;  // the table still shows, and mapNotice says why it is bare
    }
    const MapImage& map = *scenario_.map;
    auto* item = addPixmap(mapPixmap_);
    mapItem_ = item;
    item->setTransformationMode(Qt::SmoothTransformation);
    item->setOpacity(map.opacity);
    item->setPos(map.topLeft.x, map.topLeft.y);
    if (map.inchesPerPixel > 0) {
        // Calibrated on the full image: a copy read scaled covers the same inches.
        item->setScale(mapPicture_.inchesPerPixelRead(map.inchesPerPixel));
    } else {
        item->setTransform(QTransform::fromScale(scenario_.table.width / mapPixmap_.width(),
                                                 scenario_.table.height / mapPixmap_.height()));
    }
    item->setZValue(-5);
}

void TableScene::addTerrain() {
    for (const TerrainArea& area : scenario_.table.areas) {
        auto* item = addPolygon(toPolygon(area.outline), TerrainStyle::areaPen(area.kind),
                                TerrainStyle::areaBrush(area.kind, area.level));
        // Terrain never changes in a game: each piece is drawn once per zoom
        // into a pixmap, rather than filled and stroked (antialiased, through
        // Qt's stroker) at every redraw. Each keeps its own item, so overlays
        // still lie between the levels of terrain as before.
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        item->setZValue(TerrainStyle::areaZ(area.kind, area.level));
        item->setToolTip(plainToolTip(QString::fromStdString(area.name)));
    }
    for (const LinearFeature& line : scenario_.table.lines) {
        QPainterPath path;
        const QPolygonF points = toPolygon(line.points);
        if (points.isEmpty()) {
            continue;
        }
        path.addPolygon(points);
        auto* item = addPath(path, TerrainStyle::linePen(line.kind));
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        item->setZValue(TerrainStyle::lineZ(line.kind));
        item->setToolTip(QString::fromStdString(line.name));
        for (const WaterCrossing& crossing : line.crossings) {
            auto* place = addPath(waterCrossingShape(line, crossing),
                                  TerrainStyle::crossingPen(crossing.kind),
                                  TerrainStyle::crossingBrush(crossing.kind));
            place->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
            place->setZValue(TerrainStyle::lineZ(line.kind) + 0.6);
            place->setToolTip(QString::fromStdString(crossing.name));
        }
    }
    terrainNames_ = new TerrainNamesItem(scenario_.table);
    addItem(terrainNames_);
}

void TableScene::setSideColours(const QList<QColor>& colours) {
    sideColours_ = colours;
    shownColours_ = tableSideColours(scenario_, sideColours_);
    if (generals_) {
        generals_->setSideColours(shownColours_);
    }
}

QColor TableScene::sideColour(int side) const {
    return shownColours_.value(side, QColor(Qt::gray));
}

void TableScene::drawForeground(QPainter* painter, const QRectF& rect) {
    if (!gridVisible_) {
        return;
    }
    // A light grid every 6 inches (half a foot), the spacing players measure in.
    const QColor colour(255, 255, 255, 40);
    const QRectF table(0, 0, scenario_.table.width, scenario_.table.height);
    const QRectF visible = rect.intersected(table);
    const double step = 6.0;
    const QTransform world = painter->worldTransform();
    painter->save();
    if (world.type() <= QTransform::TxScale) {
        // Along the screen's axes each line is a column or a row of whole
        // pixels, filled as a rectangle: Qt's cheapest way to put a
        // half-clear line on the screen, where drawing it as a line cost
        // as much as all the terrain.
        painter->setWorldTransform(QTransform());
        const QRectF pixels = world.mapRect(visible);
        const double top = std::round(pixels.top());
        const double left = std::round(pixels.left());
        const double height = std::round(pixels.bottom()) - top;
        const double width = std::round(pixels.right()) - left;
        for (double x = std::ceil(visible.left() / step) * step; x <= visible.right(); x += step) {
            const double column = std::round(world.map(QPointF(x, 0.0)).x());
            painter->fillRect(QRectF(column, top, 1.0, height), colour);
        }
        for (double y = std::ceil(visible.top() / step) * step; y <= visible.bottom(); y += step) {
            const double row = std::round(world.map(QPointF(0.0, y)).y());
            painter->fillRect(QRectF(left, row, width, 1.0), colour);
        }
    } else {
        QPen pen(colour, 1.0);
        pen.setCosmetic(true);
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(pen);
        for (double x = std::ceil(visible.left() / step) * step; x <= visible.right(); x += step) {
            painter->drawLine(QPointF(x, visible.top()), QPointF(x, visible.bottom()));
        }
        for (double y = std::ceil(visible.top() / step) * step; y <= visible.bottom(); y += step) {
            painter->drawLine(QPointF(visible.left(), y), QPointF(visible.right(), y));
        }
    }
    painter->restore();
}

}  // namespace adjutant::ui
