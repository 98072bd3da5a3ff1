// What the War of Princes referee shows around the table: a unit's status rows,
// what the present step will do, the arcs and range bands of a unit (5.1, 5.4)
// with its charge distance and the move left, and a fire order looked at
// before the dice.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>

#include "core/geometry/Arc.h"
#include "core/model/EnumKeys.h"
#include "core/referee/ArcOverlay.h"
#include "core/referee/PlainText.h"
#include "core/referee/princes/PrincesChargePath.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesRefereeCharges.h"
#include "core/referee/princes/PrincesRefereeFire.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

namespace {

constexpr EnumKeys<PrincesMotion, 4> kMotionNames{{
    {PrincesMotion::Moving, "moving"},
    {PrincesMotion::Halted, "halted"},
    {PrincesMotion::Retiring, "retiring"},
    {PrincesMotion::Routing, "routing"},
}};

std::string motionName(PrincesMotion motion) {
    return std::string(keyIn(kMotionNames, motion, "halted"));
}

// Where the front-edge centre gets to in a charge along rays across the arc,
// each priced as the charge itself is (PrincesChargePath): the turn to face
// along the ray, then the ground. Display only: the declaration is the answer
// on a particular target. Returns the reach straight ahead.
double chargeRegion(const PrincesContext& context, const Unit& unit, const geometry::FrontArc& arc,
                    std::vector<Vec2>& region) {
    constexpr double kStepDegrees = 5.0;
    const double open = princesChargeDistanceInOpen(context, unit);
    if (open <= 0) {
        return 0;
    }
    const int side = std::max(1, static_cast<int>(std::ceil(arc.halfAngleDegrees / kStepDegrees)));
    const Vec2 from = unit.pose.position;
    double ahead = 0;
    region = {from};
    for (int i = -side; i <= side; ++i) {
        const double facing = unit.pose.facingDegrees + arc.halfAngleDegrees * i / side;
        const double along = princesChargeDistanceAlong(context, unit, facing, open);
        if (i == 0) {
            ahead = along;
        }
        region.push_back(from + Pose::directionOf(facing) * along);
    }
    return ahead;
}

// The reasons for one morale-after-fire test in plain words (7.3).
std::string moraleAfterFireWords(const PrincesContext& context, const Unit& unit,
                                 const std::vector<std::string>& triggers) {
    const std::string firedOn = context.arm(unit) == TroopCategory::Cavalry
                                    ? "it is cavalry fired on by artillery"
                                    : "it is militia fired on by artillery";
    std::string reasons;
    for (const std::string& trigger : triggers) {
        const std::string words =
            trigger == princes_trigger::kShootingCasualties ? std::string("it lost figures to fire")
            : trigger == princes_trigger::kFiredOnByArtillery ? firedOn
                                                              : std::string("it was fired on");
        reasons += (reasons.empty() ? "" : " and ") + std::string(words);
    }
    return "must test morale after fire: " + reasons;
}

// What resolving the step will do on its own: rallies, tests to charge or of
// morale, melee rounds and rout moves.
StepAgenda agendaOf(const PrincesContext& context, const SequenceStep& step) {
    const GameState& state = context.state();
    StepAgenda agenda;
    for (const Unit& unit : state.units()) {
        if (!context.active(unit)) {
            continue;
        }
        const PrincesUnitState& s = context.status(unit.id);
        const bool phasing = princes_steps::isPhasing(state, unit);
        if (step.id == "rallyAndReload" && phasing && s.routing) {
            agenda.push_back({unit.id, "must test to rally", "7.3"});
        } else if (step.id == "chargeInitiationTests" && phasing && !s.chargeTargets.empty()) {
            agenda.push_back({unit.id, "must test to initiate its charge", "7.3"});
        } else if (step.id == "moraleAfterFire" && !phasing) {
            for (const auto& test : princes_steps::moraleAfterFireTests(context, unit)) {
                agenda.push_back({unit.id, moraleAfterFireWords(context, unit, test), "7.3"});
            }
        } else if (step.id == "melee" && context.princes().inMelee(unit.id)) {
            agenda.push_back({unit.id, "fights a round of hand to hand", "6.3"});
        } else if (step.id == "moraleAfterMelee" && s.foughtMelee) {
            agenda.push_back({unit.id, "must test morale after melee", "7.3"});
        } else if (step.id == "movement" && phasing && s.routing) {
            agenda.push_back({unit.id, "makes its rout move", "7.2"});
        }
    }
    return agenda;
}

}  // namespace

UnitDescription PrincesReferee::describeUnit(const GameState& state,
                                             const std::string& unitId) const {
    UnitDescription d = describeUnitGenerically(state, unitId);
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return d;
    }
    const PrincesContext context(state);
    if (context.withoutBayonets(*unit)) {
        d.add("Unit", "Without bayonets", "yes", "2.3");  // what it is, not a state it is in
    }
    const PrincesUnitState& s = context.status(unitId);
    d.add("Status", "Motion", motionName(s.motion()), "7.2");
    d.add("Status", "Disordered", yesNo(s.disordered), "4.6");
    d.add("Status", "Halt marker", yesNo(s.haltMarker()), "7.2");
    d.add("Status", "No firing", yesNo(s.noFireMarker), "7.2");
    if (context.weapon(*unit) == "rifle") {
        d.add("Status", "Rifles reloading",
              s.reloadingThisTurn ? "this turn" : (s.reloadTurns > 0 ? "next own turn" : "no"),
              "4.3");
    }
    d.add("Status", "In melee", yesNo(context.princes().inMelee(unitId)), "6.3");
    d.add("Status", "In cover", yesNo(context.inCover(*unit)), "7.4");
    if (s.offTable || s.gunLost) {
        d.add("Status", "Out of the game", s.gunLost ? "gun lost" : "yes", "7.2");
    }
    d.add("This turn", "Fired", yesNo(s.firedThisTurn), "5.4");
    if (!s.chargeTargets.empty()) {
        std::string targets;
        for (const std::string& id : s.chargeTargets) {
            targets += (targets.empty() ? "" : ", ") + nameOf(state, id);
        }
        d.add("This turn", "Charging", targets, "8.2");
    }
    // The base and modifiers a morale test would start from now, before the die.
    const PrincesMoraleInputs inputs = context.moraleInputs(*unit, {}, nullptr);
    Explanation morale{"Morale before the die", std::nullopt, "7.1", {}, {}};
    int total = context.rules().moraleBase(inputs.moraleClass);
    morale.add("Class " + inputs.moraleClass + " base", total, "2.2");
    for (const PrincesAppliedModifier& m : princesMoraleModifiers(context.rules(), inputs)) {
        morale.add(m.label, m.change, m.rule);
        total += m.change;
    }
    morale.value = total;
    d.morale = std::move(morale);
    return d;
}

StepAgenda PrincesReferee::stepAgenda(const GameState& state) const {
    return presentStepAgenda<PrincesContext>(state, agendaOf);
}

UnitOverlays PrincesReferee::overlays(const GameState& state, const std::string& unitId) const {
    UnitOverlays o;
    o.unitId = unitId;
    const Unit* unit = state.findUnit(unitId);
    const PrincesContext context(state);
    if (!unit || !context.active(*unit)) {
        return o;
    }
    const std::optional<geometry::FrontArc> front = outlineAndFrontArc(o, context, *unit);
    if (!front) {
        return o;
    }
    const geometry::FrontArc& arc = *front;
    std::vector<OverlayRangeBand> bands;
    const std::string weapon = context.weapon(*unit);
    auto ranges = context.rules().tables().ranges.find(weapon);
    if (ranges != context.rules().tables().ranges.end()) {
        for (const PrincesRangeBand& band : ranges->second.bands) {
            bands.push_back({weapon, band.band, band.from, band.to, {}});
        }
    }
    const PrincesUnitState& s = context.status(unitId);
    const PrincesMover mover = context.mover(*unit);
    const double left = std::max(0.0, 1.0 - s.spending.allowanceSpent);
    o.allowanceInches = princesRate(context.rules(), mover, unit->formation, false) * left;
    // The area itself comes from movementArea(), asked for the unit being moved.
    if (auto why = whyCannotAct(state, unitId)) {
        o.allowanceWhyNot = *why;
    }
    const auto& movement = context.rules().tables().movement;
    auto row = movement.find(std::string(troopCategoryKey(context.arm(*unit))));
    if (row == movement.end() || !row->second.chargeBonus) {
        o.chargeWhyNot = "artillery never charges (A4)";
    } else {
        o.chargeReachInches = chargeRegion(context, *unit, arc, o.chargeReach);
    }
    o.arcs.push_back(frontArcOverlay(arc, std::move(bands), o.chargeReachInches));
    o.note = fmt::format(
        "arc {} degrees either side of the front (5.4); bands of the {} (5.1); "
        "move left {}\" (4.2)",
        formatRulesNumber(arc.halfAngleDegrees), weapon.empty() ? "unit" : weapon,
        formatRulesNumber(std::round(o.allowanceInches * 10) / 10));
    return o;
}

FirePreview PrincesReferee::previewFire(const GameState& state, const std::string& firerId,
                                        const std::string& targetId,
                                        const std::string& mode) const {
    FirePreview preview;
    const Unit* firer = state.findUnit(firerId);
    const Unit* target = state.findUnit(targetId);
    if (!firer || !target) {
        preview.reason = "no such unit";
        return preview;
    }
    const PrincesContext context(state);
    const PrincesFireCheck check = checkPrincesFire(context, *firer, *target, false);
    const std::optional<std::string> refusal = refuseFireOrder(state, firerId, targetId, mode);
    preview.legal = !refusal.has_value();
    preview.reason = refusal.value_or("");
    preview.canFire = check.allowed;
    preview.inArc = check.inArc;
    preview.sightClear = check.sightClear;
    preview.sightBlockedBy = check.sightBlockedBy;
    preview.sightFrom = check.from;
    preview.sightTo = check.seen;
    preview.distance = check.distance;
    preview.band = check.band;
    if (!check.allowed) {
        return preview;
    }
    // The chance of each number of hits: each die hits on the threshold or less.
    const PrincesFireInputs inputs =
        princesFireInputs(context, *firer, *target, check.distance, false, mode);
    struct NoDice : DiceSource {
        int nextValue(std::string_view) override { return 6; }
    } sixes;
    const PrincesFireResult worked = resolvePrincesFire(context.rules(), inputs, sixes);
    const double p = std::clamp((worked.threshold - worked.dieModifier) / 6.0, 0.0, 1.0);
    const int dice = worked.tableThreshold ? worked.dice : 0;
    std::vector<double> chances(static_cast<std::size_t>(dice) + 1, 0.0);
    chances[0] = 1.0;
    for (int d = 0; d < dice; ++d) {
        for (int k = d + 1; k > 0; --k) {
            chances[static_cast<std::size_t>(k)] = chances[static_cast<std::size_t>(k)] * (1 - p) +
                                                   chances[static_cast<std::size_t>(k - 1)] * p;
        }
        chances[0] *= 1 - p;
    }
    preview.casualtyChances = chances;
    preview.expectedCasualties = dice * p;
    preview.totalBeforeDie = worked.threshold;
    // Each die hits on the threshold or less (5.1, A13): the working is the
    // dice thrown and what each needs, not a total of factors.
    if (dice == 0) {
        preview.working.push_back(
            fmt::format("No hit possible at {} range against this target (5.1)", check.band));
    } else {
        const int needs = worked.threshold - worked.dieModifier;
        // Ball is thrown by the gun, canister and small arms by the figures; a
        // gun's dice with no figures counted are its own, never "0 figures".
        const bool byGuns = worked.firingFigures == 0;
        const std::string from =
            byGuns
                ? (inputs.guns == 1 ? std::string("the gun") : fmt::format("{} guns", inputs.guns))
                : fmt::format("{} {}", worked.firingFigures,
                              worked.firingFigures == 1 ? "figure" : "figures");
        preview.working.push_back(fmt::format("{} {} from {}, each hitting on {} (5.1, 5.2)", dice,
                                              dice == 1 ? "die" : "dice", from,
                                              needs <= 0   ? std::string("nothing")
                                              : needs >= 6 ? std::string("any roll")
                                              : needs == 1 ? std::string("a 1")
                                                           : fmt::format("1 to {}", needs)));
        if (worked.tableThreshold && worked.modifierTotal != 0) {
            preview.working.push_back(fmt::format("Hit table {} {:+d} for the modifiers = {}",
                                                  *worked.tableThreshold, worked.modifierTotal,
                                                  worked.threshold));
        }
    }
    preview.explanation = worked.explanation;
    // Up to the dice: the rolls the working-out threw are no part of the preview.
    for (Explanation& child : preview.explanation.children) {
        if (child.label == "Dice") {
            child.children.clear();
        }
    }
    preview.explanation.value = preview.expectedCasualties;
    preview.explanation.note = fmt::format("{} dice hitting on {} or less: {:.2f} hits expected",
                                           dice, worked.threshold, preview.expectedCasualties);
    return preview;
}

}  // namespace adjutant
