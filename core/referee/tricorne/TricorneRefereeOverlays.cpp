// The Tricorne referee's answers for the table overlays: a unit's arcs with
// their range bands (14.2, 14.5, A33, A34), charge reach (9.5), movement
// allowance (13.1-13.6) and flank and rear zones (A44); and the fire preview.

#include <fmt/format.h>

#include <algorithm>

#include "core/engine/GameState.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneChargeReach.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFirePlan.h"
#include "core/referee/tricorne/TricorneFirePreview.h"
#include "core/referee/tricorne/TricorneMovement.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "core/referee/tricorne/TricorneOverlayShapes.h"
#include "core/referee/tricorne/TricorneReachRegion.h"
#include "core/referee/tricorne/TricorneReferee.h"

namespace adjutant {

namespace {

constexpr const char* kMovementStep = "movement";
constexpr const char* kChargeStep = "declareCharges";

// The weapons a unit fires with: its own, and battalion guns with infantry (14.3).
std::vector<const TricorneWeaponRow*> weaponsOf(const TricorneContext& context, const Unit& unit) {
    std::vector<const TricorneWeaponRow*> rows;
    const UnitType* type = context.state().ruleset().findUnitType(unit.type);
    if (!type) {
        return rows;
    }
    if (const TricorneWeaponRow* own = context.tables().weaponRow(type->weapon)) {
        rows.push_back(own);
    }
    if (unit.battalionGuns && unit.battalionGuns->count > 0) {
        const TricorneWeaponRow* guns = context.tables().weaponRow(unit.battalionGuns->weapon);
        if (guns && std::find(rows.begin(), rows.end(), guns) == rows.end()) {
            rows.push_back(guns);
        }
    }
    return rows;
}

OverlayArc arcOf(const TricorneContext& context, const geometry::Face& face, double halfAngle,
                 const std::vector<const TricorneWeaponRow*>& weapons, double chargeReach) {
    OverlayArc arc;
    arc.faceLeft = face.left;
    arc.faceRight = face.right;
    arc.halfAngleDegrees = halfAngle;
    double depth = chargeReach;
    for (const TricorneWeaponRow* row : weapons) {
        double lower = 0;
        for (std::size_t i = 0; i < row->bands.size(); ++i) {
            // Bands are in the tables' inches, converted for the figure scale (1.4).
            const double limit = context.scaled(row->bands[i].maxRange);
            arc.bands.push_back(OverlayRangeBand{row->name, fireBandName(i), lower, limit,
                                                 arcWithinDistance(face, halfAngle, limit)});
            lower = limit;
            depth = std::max(depth, limit);
        }
    }
    arc.wedge = arcWedge(face, halfAngle, depth);
    return arc;
}

void addMovement(const TricorneContext& context, const Unit& unit, UnitOverlays& out) {
    out.allowanceInches = movementAllowance(context, unit);
    const TricornePace pace = tricornePace(context, unit);
    if (auto why = whyCannotAct(context, unit.id, kMovementStep)) {
        out.allowanceWhyNot = *why;
    } else if (!pace.whyNot.empty()) {
        out.allowanceWhyNot = pace.whyNot;
    } else if (context.status(unit).mustHoldPosition) {
        out.allowanceWhyNot = unit.name + " must hold its position for the rest of the game (15.5)";
    }
    if (out.allowanceWhyNot.empty()) {
        out.allowance = movementRegion(context, unit, out.allowanceInches);
    }
}

void addCharge(const TricorneContext& context, const Unit& unit, const geometry::UnitLayout& layout,
               double halfAngle, UnitOverlays& out) {
    const ChargeReach reach = chargeReachOf(context, unit);
    out.chargeReachInches = reach.inches;
    if (auto why = whyCannotAct(context, unit.id, kChargeStep)) {
        out.chargeWhyNot = *why;
    } else if (!reach.whyNot.empty()) {
        out.chargeWhyNot = reach.whyNot;
    } else {
        out.chargeReach = chargeRegion(context, unit, reach.inches, layout.frontage, halfAngle);
    }
}

}  // namespace

UnitOverlays TricorneReferee::overlays(const GameState& state, const std::string& unitId) const {
    UnitOverlays out;
    out.unitId = unitId;
    const TricorneContext context(state);
    const Unit* unit = context.unit(unitId);
    if (!unit) {
        out.note = "there is no unit '" + unitId + "'";
        return out;
    }
    const auto layout = context.layout(*unit);
    if (!layout || context.status(unitId).offTable) {
        out.note = unit->name + " is not on the table";
        return out;
    }
    out.footprint = layout->footprint;
    const double halfAngle = context.factor(context.tables().fireGeometry, "arcHalfAngleDegrees");
    addMovement(context, *unit, out);
    addCharge(context, *unit, *layout, halfAngle, out);

    const TricorneTroopType* troop = context.troop(*unit);
    const bool general = troop && troop->category == TroopCategory::General;
    const auto weapons = weaponsOf(context, *unit);
    if (!general && (!weapons.empty() || out.chargeReachInches > 0)) {
        // A square fires from every face (14.1.4); other formations from the front.
        for (const geometry::Face& face : layout->faces) {
            out.arcs.push_back(arcOf(context, face, halfAngle, weapons, out.chargeReachInches));
        }
    }
    if (layout->formation != Formation::Square) {
        const Table& table = state.setup().scenario->table;
        const FlankAndRearZones zones =
            flankAndRearZones(layout->footprint, table.width + table.height);
        out.leftFlank = zones.leftFlank;
        out.rightFlank = zones.rightFlank;
        out.rear = zones.rear;
    }
    out.note = fmt::format(
        "Arc of {}° each side of straight ahead (A34); bands measured from the face, nearest "
        "point to nearest point (A33). Move and charge regions: where the front-edge centre gets "
        "along straight rays, the ground priced as a move (13.6); other units are not counted.",
        formatRulesNumber(halfAngle));
    return out;
}

FirePreview TricorneReferee::previewFire(const GameState& state, const std::string& firerId,
                                         const std::string& targetId,
                                         const std::string& mode) const {
    FirePreview preview = previewTricorneFire(TricorneContext(state), firerId, targetId);
    const std::optional<std::string> refusal = refuseFireOrder(state, firerId, targetId, mode);
    preview.legal = !refusal.has_value();
    if (refusal) {
        preview.reason = *refusal;
    }
    if (preview.canFire) {
        preview.working.push_back(fmt::format("Weapon {} + factors {} = {} before the die (14.4)",
                                              formatRulesNumber(preview.weaponTotal),
                                              formatRulesNumber(preview.factorTotal),
                                              formatRulesNumber(preview.totalBeforeDie)));
    }
    return preview;
}

}  // namespace adjutant
