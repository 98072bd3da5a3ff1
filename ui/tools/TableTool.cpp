#include "ui/tools/TableTool.h"

#include <QKeyEvent>

#include "core/model/DisplayName.h"
#include "core/referee/RulesetReferee.h"
#include "core/rules/UnitLayoutSpec.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

TableTool::TableTool(GameSession& session, TableScene& scene, QObject* parent)
    : QObject(parent), session_(session), scene_(scene) {}

bool TableTool::keyPress(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        cancel();
        return true;
    }
    return false;
}

const RulesetReferee* TableTool::referee() const {
    return session_.hasGame() ? session_.referee() : nullptr;
}

const Unit* TableTool::unitAt(QPointF table) const {
    if (!session_.hasGame()) {
        return nullptr;
    }
    // Items come topmost first; overlays and labels are not units.
    for (QGraphicsItem* item : scene_.items(table, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        auto* unitItem = dynamic_cast<UnitItem*>(item);
        if (unitItem && unitItem->isVisible()) {
            if (const Unit* found = unit(unitItem->unitId())) {
                return found;
            }
        }
    }
    return nullptr;
}

const Unit* TableTool::unit(const QString& unitId) const {
    if (!session_.hasGame() || unitId.isEmpty()) {
        return nullptr;
    }
    return session_.state().findUnit(unitId.toStdString());
}

std::optional<geometry::UnitLayout> TableTool::layoutAt(const Unit& unit, const Pose& pose) const {
    if (!session_.hasGame()) {
        return std::nullopt;
    }
    // Laid out as the referee lays it out (unformed, reforming), as the table draws it.
    if (const RulesetReferee* judge = referee()) {
        return judge->layoutAt(session_.state(), unit.id, pose);
    }
    const GameSetup& setup = session_.setup();
    const auto spec = layoutSpecFor(unit, *setup.ruleset, setup.scenario->figureScale);
    if (!spec) {
        return std::nullopt;
    }
    return geometry::layoutUnit(*spec, pose);
}

QString TableTool::nameOf(const Unit& unit) {
    return QString::fromStdString(displayName(unit));
}

}  // namespace adjutant::ui
