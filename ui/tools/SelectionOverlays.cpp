#include "ui/tools/SelectionOverlays.h"

#include <QAction>
#include <algorithm>

#include "ui/items/AllowanceOverlayItem.h"
#include "ui/items/ArcOverlayItem.h"
#include "ui/items/ReachOverlayItem.h"
#include "ui/items/TablePolygon.h"
#include "ui/items/ZoneOverlayItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/tools/SceneItems.h"

namespace adjutant::ui {

SelectionOverlays::SelectionOverlays(GameSession& session, TableScene& scene, QObject* parent)
    : QObject(parent), session_(session), scene_(scene) {
    struct Choice {
        Layer layer;
        QString text;
        QString tip;
        bool on;
    };
    const Choice choices[] = {
        {Layer::Arcs, tr("Firing &arcs and ranges"),
         tr("The selected unit's arc with its short, medium and long range bands"), true},
        {Layer::Reach, tr("Charge &reach"), tr("Where the selected unit can charge this bound"),
         false},
        {Layer::Allowance, tr("Movement &allowance"),
         tr("Where the selected unit can move with the move it has left"), true},
        {Layer::Zones, tr("&Flank and rear zones"),
         tr("Where an enemy stands on the selected unit's flanks or in its rear"), false},
    };
    for (const Choice& choice : choices) {
        auto* action = new QAction(choice.text, this);
        action->setCheckable(true);
        action->setChecked(choice.on);
        action->setStatusTip(choice.tip);
        connect(action, &QAction::toggled, this, [this] { updateVisibility(); });
        actions_[index(choice.layer)] = action;
    }
    connect(&session_, &GameSession::selectionChanged, this, &SelectionOverlays::showUnit);
    connect(&session_, &GameSession::changed, this, [this] { refresh(); });
    connect(&session_, &GameSession::viewReplaced, this, [this] { refresh(); });
    connect(&session_, &GameSession::gameReplaced, this, [this] {
        unitId_.clear();
        showUnit(session_.selectedUnit());
    });
}

void SelectionOverlays::setLayerVisible(Layer layer, bool visible) {
    action(layer)->setChecked(visible);
}

bool SelectionOverlays::layerVisible(Layer layer) const {
    return action(layer)->isChecked();
}

bool SelectionOverlays::shown(Layer layer) const {
    if (unitId_.isEmpty()) {
        return false;
    }
    // A tool at work shows what it needs and nothing else, so the table stays readable.
    const bool focused = std::find(forced_.begin(), forced_.end(), true) != forced_.end();
    return focused ? forced_[index(layer)] : layerVisible(layer);
}

void SelectionOverlays::force(Layer layer, bool forced) {
    forced_[index(layer)] = forced;
    updateVisibility();
}

void SelectionOverlays::setEmphasised(bool emphasised) {
    ensureItems();
    allowance_->setEmphasised(emphasised);
}

void SelectionOverlays::setAllowanceLeft(std::optional<double> inches) {
    if (inches == allowanceLeft_) {
        return;
    }
    allowanceLeft_ = inches;
    askAreaAgainIfItsMoveChanged();
    if (asked_) {
        fillItems();
    }
}

void SelectionOverlays::setMoveMode(const std::string& mode) {
    if (mode != moveMode_) {
        moveMode_ = mode;
        askAreaAgainIfItsMoveChanged();
    }
}

void SelectionOverlays::askAreaAgainIfItsMoveChanged() {
    if (!areaFromMoves_ || !areaAsked_) {
        return;
    }
    if (moveMode_ != areaMode_ ||
        allowanceLeft_.value_or(overlays_.allowanceInches) != areaReach_) {
        overlays_.allowance.clear();
        areaAsked_ = false;
        updateVisibility();
    }
}

void SelectionOverlays::showUnit(const QString& unitId) {
    if (unitId == unitId_ && asked_) {
        return;
    }
    unitId_ = unitId;
    asked_ = false;
    updateVisibility();
}

void SelectionOverlays::refresh() {
    asked_ = false;
    if (!unitId_.isEmpty() && session_.hasGame() &&
        !session_.state().findUnit(unitId_.toStdString())) {
        unitId_.clear();
    }
    updateVisibility();
}

void SelectionOverlays::ensureItems() {
    ensureItemIn(scene_, arcs_);
    ensureItemIn(scene_, reach_);
    ensureItemIn(scene_, allowance_);
    ensureItemIn(scene_, zones_);
}

void SelectionOverlays::updateVisibility() {
    ensureItems();
    bool any = false;
    for (std::size_t i = 0; i < kLayers; ++i) {
        any = any || shown(static_cast<Layer>(i));
    }
    // The referee is asked only when something is to be drawn, once per change.
    const RulesetReferee* referee = session_.hasGame() ? session_.referee() : nullptr;
    bool fill = false;
    if (any && !asked_) {
        overlays_ =
            referee ? referee->overlays(session_.state(), unitId_.toStdString()) : UnitOverlays{};
        inWindowLanguage(overlays_);
        asked_ = true;
        areaAsked_ = false;
        areaFromMoves_ = false;
        fill = true;
    }
    // The movement area costs the referee many judgements: asked for only
    // when it is to be drawn, where the overlays did not bring it.
    if (shown(Layer::Allowance) && asked_ && !areaAsked_) {
        areaAsked_ = true;
        if (referee && (overlays_.allowance.empty() || areaFromMoves_) &&
            overlays_.allowanceWhyNot.empty() && !overlays_.unitId.empty()) {
            areaMode_ = moveMode_;
            areaReach_ = allowanceLeft_.value_or(overlays_.allowanceInches);
            overlays_.allowance =
                referee->movementArea(session_.state(), overlays_.unitId, areaReach_, areaMode_);
            areaFromMoves_ = true;
            fill = true;
        }
    }
    if (fill) {
        fillItems();
    }
    arcs_->setVisible(shown(Layer::Arcs) && asked_);
    // "No move" and "No charge" say why while the player tries; over a unit
    // merely selected in another step they would only hide the table.
    const auto worthShowing = [this](Layer layer, const std::vector<Vec2>& region) {
        return shown(layer) && asked_ && (!region.empty() || forced_[index(layer)]);
    };
    reach_->setVisible(worthShowing(Layer::Reach, overlays_.chargeReach));
    allowance_->setVisible(worthShowing(Layer::Allowance, overlays_.allowance));
    zones_->setVisible(shown(Layer::Zones) && asked_);
}

void SelectionOverlays::inWindowLanguage(UnitOverlays& overlays) const {
    if (!session_.hasGame()) {
        return;
    }
    const GameState& state = session_.state();
    overlays.chargeWhyNot = RefereeLanguage::textStd(state, overlays.chargeWhyNot);
    overlays.allowanceWhyNot = RefereeLanguage::textStd(state, overlays.allowanceWhyNot);
    overlays.note = RefereeLanguage::textStd(state, overlays.note);
    for (OverlayArc& arc : overlays.arcs) {
        for (OverlayRangeBand& band : arc.bands) {
            band.weapon = RefereeLanguage::textStd(state, band.weapon);
            band.name = RefereeLanguage::textStd(state, band.name);
        }
    }
}

void SelectionOverlays::fillItems() {
    const UnitOverlays& o = overlays_;
    arcs_->setArcs(o.arcs, format_);

    const Unit* unit = session_.hasGame() ? session_.state().findUnit(o.unitId) : nullptr;
    const Vec2 at = unit ? unit->pose.position : Vec2{};
    QString allowance;
    QString allowanceWhyNot;
    if (!o.allowanceWhyNot.empty()) {
        allowance = tr("No move");
        allowanceWhyNot = QString::fromStdString(o.allowanceWhyNot);
    } else if (unit) {
        allowance =
            tr("Move left: %1").arg(format_.length(allowanceLeft_.value_or(o.allowanceInches)));
    }
    // The caption goes half right of straight ahead, clear of the band labels ahead.
    // With no region, beside the unit's rear rather than over it.
    const Vec2 allowanceAt = !o.allowance.empty()     ? o.allowance[o.allowance.size() / 8]
                             : o.footprint.size() > 2 ? o.footprint[2]
                                                      : at;
    allowance_->setRegion(o.allowance, allowance, allowanceAt, allowanceWhyNot);

    QString reach;
    QString reachWhyNot;
    if (!o.chargeWhyNot.empty()) {
        reach = tr("No charge");
        reachWhyNot = QString::fromStdString(o.chargeWhyNot);
    } else if (unit) {
        reach = tr("Charge reach %1").arg(format_.length(o.chargeReachInches));
    }
    const Vec2 reachAt = o.chargeReach.size() > 1 ? o.chargeReach[1]
                         : o.footprint.size() > 1 ? o.footprint[1]
                                                  : at;
    reach_->setRegion(o.chargeReach, reach, reachAt, reachWhyNot);

    QRectF table;
    if (session_.hasGame()) {
        const Table& t = session_.setup().scenario->table;
        table = QRectF(0, 0, t.width, t.height);
    }
    const QRectF unitBounds = toScenePolygon(o.footprint).boundingRect();
    zones_->setZones(o.leftFlank, o.rightFlank, o.rear, table, unitBounds);
}

}  // namespace adjutant::ui
