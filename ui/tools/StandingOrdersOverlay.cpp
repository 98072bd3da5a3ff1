#include "ui/tools/StandingOrdersOverlay.h"

#include <QMenu>

#include "core/model/DisplayName.h"
#include "core/referee/RulesetReferee.h"
#include "ui/items/TablePolygon.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/tools/OrderChoices.h"
#include "ui/tools/SceneItems.h"

namespace adjutant::ui {

namespace {

// How near the cursor must come to an arrow to pick it, in screen pixels.
constexpr double kPickPixels = 6.0;

QString nameOf(const GameSession& session, const std::string& id) {
    const Unit* unit = session.state().findUnit(id);
    return QString::fromStdString(unit ? displayName(*unit) : id);
}

}  // namespace

StandingOrdersOverlay::StandingOrdersOverlay(GameSession& session, TableScene& scene,
                                             QObject* parent)
    : QObject(parent), session_(session), scene_(scene) {
    connect(&session_, &GameSession::changed, this, [this] { refresh(); });
    connect(&session_, &GameSession::viewReplaced, this, [this] { refresh(); });
    connect(&session_, &GameSession::gameReplaced, this, [this] { refresh(); });
}

QPointF StandingOrdersOverlay::targetPoint(const std::string& id) const {
    const RulesetReferee* referee = session_.referee();
    const GameState& state = session_.state();
    if (const Unit* unit = state.findUnit(id)) {
        const UnitPicture picture = referee->picture(state, unit->id);
        return toScenePoint(picture.layout ? picture.layout->centre() : unit->pose.position);
    }
    // A target standing apart from its unit (a broken group): found among the
    // groups the referee pictures beside the units.
    for (const Unit& unit : state.units()) {
        if (id.rfind(unit.id + "/", 0) != 0) {
            continue;
        }
        for (const DetachedGroup& group : referee->picture(state, unit.id).detached) {
            if (group.id == id) {
                return toScenePoint(group.layout.centre());
            }
        }
    }
    return {};
}

void StandingOrdersOverlay::refresh() {
    orders_.clear();
    QVector<OrderArrowsItem::Arrow> arrows;
    const RulesetReferee* referee = session_.hasGame() ? session_.referee() : nullptr;
    if (referee) {
        orders_ = referee->standingOrders(session_.state());
    }
    for (std::size_t i = 0; i < orders_.size(); ++i) {
        const StandingOrder& order = orders_[i];
        const Unit* unit = session_.state().findUnit(order.unitId);
        if (!unit) {
            continue;
        }
        const bool charge = order.kind == StandingOrder::Kind::Charge;
        for (const std::string& target : order.targetIds) {
            OrderArrowsItem::Arrow arrow;
            arrow.kind =
                charge ? OrderArrowsItem::Arrow::Kind::Charge : OrderArrowsItem::Arrow::Kind::Fire;
            arrow.line = QLineF(toScenePoint(unit->pose.position), targetPoint(target));
            arrow.tip = (charge ? tr("%1 charges %2") : tr("%1 fires at %2"))
                            .arg(nameOf(session_, order.unitId), nameOf(session_, target));
            arrow.order = static_cast<int>(i);
            arrows << arrow;
        }
    }
    if (arrows.isEmpty() && !arrows_) {
        return;
    }
    OrderArrowsItem* item = ensureItemIn(scene_, arrows_);
    item->setArrows(arrows);
    item->setVisible(!arrows.isEmpty());
}

const StandingOrder* StandingOrdersOverlay::orderAt(QPointF table, double pixelsPerInch) const {
    if (!arrows_ || !arrows_->isVisible() || arrows_->scene() != &scene_) {
        return nullptr;
    }
    const OrderArrowsItem::Arrow* arrow =
        arrows_->arrowAt(table, kPickPixels / std::max(pixelsPerInch, 1e-6));
    if (!arrow || arrow->order < 0 || static_cast<std::size_t>(arrow->order) >= orders_.size()) {
        return nullptr;
    }
    return &orders_[static_cast<std::size_t>(arrow->order)];
}

GameChange StandingOrdersOverlay::takeBack(const StandingOrder& order) {
    const ManoeuvreChoice choice = takeBackChoice(session_, order);
    if (!choice.legal) {
        return GameChange::refused(choice.reason.toStdString());
    }
    const GameChange change = session_.apply(choice.command->clone());
    emit message(change.accepted() ? choice.label
                                   : RefereeLanguage::text(session_.state(), change.reason));
    return change;
}

bool StandingOrdersOverlay::contextMenu(const ToolMouseEvent& event) {
    const StandingOrder* found = orderAt(event.table, event.pixelsPerInch);
    if (!found) {
        return false;
    }
    const StandingOrder order = *found;
    const ManoeuvreChoice choice = takeBackChoice(session_, order);
    QMenu menu;
    menu.setObjectName(QStringLiteral("orderMenu"));
    menu.setToolTipsVisible(true);
    menu.addSection(nameOf(session_, order.unitId));
    QAction* action =
        menu.addAction(choice.legal ? choice.label : tr("%1 (not now)").arg(choice.label));
    action->setEnabled(choice.legal);
    action->setToolTip(choice.reason);
    if (menu.exec(event.screen) == action) {
        takeBack(order);
    }
    return true;
}

}  // namespace adjutant::ui
