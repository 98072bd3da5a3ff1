#include "ui/start/ScenarioThumbnail.h"

#include <QGraphicsItem>
#include <QPainter>

#include "core/model/Scenario.h"
#include "ui/items/GeneralsItem.h"
#include "ui/items/TerrainNamesItem.h"
#include "ui/items/UnitLabelsItem.h"
#include "ui/scene/TableScene.h"

namespace adjutant::ui {

QImage scenarioThumbnail(const Scenario& scenario, const RulesetDefinition& ruleset,
                         const QString& folder, QSize size, qreal devicePixelRatio) {
    const QSizeF table(scenario.table.width, scenario.table.height);
    if (table.isEmpty() || size.isEmpty()) {
        return {};
    }
    const QSize fitted = table.scaled(QSizeF(size), Qt::KeepAspectRatio).toSize();
    QImage image(fitted * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);

    TableScene scene;
    scene.showScenario(scenario, ruleset, folder);
    scene.setGridVisible(false);
    // Names at this size would be smudges over the units and the ground.
    for (QGraphicsItem* item : scene.items()) {
        if (dynamic_cast<UnitLabelsItem*>(item) != nullptr ||
            dynamic_cast<TerrainNamesItem*>(item) != nullptr) {
            item->setVisible(false);
        }
    }
    if (scene.generals()) {
        scene.generals()->setNamesShown(false);
    }
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(fitted)), QRectF(QPointF(0, 0), table),
                 Qt::IgnoreAspectRatio);
    return image;
}

}  // namespace adjutant::ui
