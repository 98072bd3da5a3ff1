// What the Fire Effect referee shows around the table: a unit's status rows,
// what the present step will do, the arc and range bands of a unit in table
// inches converted from yards with the ground scale (3.1, 4.1, 5), the move
// left this half, and a fire order looked at before the dice.
#include <fmt/format.h>

#include <cmath>

#include "core/geometry/Arc.h"
#include "core/referee/ArcOverlay.h"
#include "core/referee/PlainText.h"
#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
#include "core/referee/fireeffect/FireEffectFireChances.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/referee/fireeffect/FireEffectRefereeCharges.h"
#include "core/referee/fireeffect/FireEffectRefereeFire.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

// The bands of the unit's weapon, measured in yards and drawn in table inches:
// small arms by its fire class, artillery and machine guns by their tables,
// each cut at the weapon's maximum.
std::vector<OverlayRangeBand> bandsOf(const FireEffectContext& context, const Unit& unit) {
    std::vector<OverlayRangeBand> bands;
    const FireEffectTables& tables = context.rules().tables();
    auto w = tables.weapons.find(context.weapon(unit));
    if (w == tables.weapons.end()) {
        return bands;
    }
    const double maximum = fireEffectMaximumRange(tables, w->second);
    const std::vector<FireEffectBand>* rows = nullptr;
    std::optional<double> longByAgreement;
    if (w->second.kind == "smallArms") {
        auto row = tables.smallArmsRanges.find(context.attributes(unit).fireClass);
        if (row == tables.smallArmsRanges.end()) {
            return bands;
        }
        rows = &row->second.bands;
        if (context.rules().option("jagerLongRange") != "600") {
            longByAgreement = row->second.longByAgreement;
        }
    } else {
        rows = w->second.kind == "artillery" ? &tables.artilleryHits : &tables.machineGunFire;
    }
    double from = 0;
    for (std::size_t i = 0; i < rows->size(); ++i) {
        const FireEffectBand& band = (*rows)[i];
        double to = std::min(band.to, maximum);
        if (i + 1 == rows->size() && longByAgreement) {
            to = std::min(*longByAgreement, maximum);
        }
        if (to > band.from && std::isfinite(to)) {
            // The table's key "pointBlank" is drawn "point blank".
            const double toInches = context.rules().toInches(to);
            // The weapon in the ruleset's words: the table shows it beside a band.
            bands.push_back({context.rules().definition().word("weapons", context.weapon(unit)),
                             spelledOut(band.band),
                             from,
                             toInches,
                             {}});
            from = toInches;
        }
    }
    return bands;
}

// What resolving the step will do on its own: broken troops checked or
// rallying, charges moving, morale tested after fire, hand to hand fought.
StepAgenda agendaOf(const FireEffectContext& context, const SequenceStep& step) {
    const GameState& state = context.state();
    StepAgenda agenda;
    const FireEffectGameState& fe = context.fe();
    for (const Unit& unit : state.units()) {
        const FireEffectUnitState& s = context.status(unit.id);
        const bool phasing = context.isPhasing(unit);
        if (step.id == "brokenTroops" && phasing && !s.brokenGroups.empty()) {
            agenda.push_back({unit.id, "its broken troops are checked or roll to rally", "8.2"});
        } else if (step.id == "movement" && phasing && s.hasCharge()) {
            agenda.push_back({unit.id, "charges " + s.charge.target, "9.3"});
        }
    }
    if (step.id == "moraleAfterFire") {
        for (const FireEffectVolley& v : fe.volleyLog) {
            if (v.casualties > 0) {
                agenda.push_back(
                    {v.target,
                     fmt::format("must test morale: lost {} to fire from {}", v.casualties,
                                 fireeffect_steps::nameOf(state, v.firer)),
                     "8.1"});
            }
        }
    }
    if (step.id == "handToHand") {
        for (const FireEffectContact& c : fe.contacts) {
            agenda.push_back(
                {c.attacker, "fights " + fireeffect_steps::nameOf(state, c.defender), "7"});
        }
    }
    return agenda;
}

}  // namespace

UnitDescription FireEffectReferee::describeUnit(const GameState& state,
                                                const std::string& unitId) const {
    UnitDescription d = describeUnitGenerically(state, unitId);
    const Unit* unit = state.findUnit(unitId);
    const FireEffectContext context(state);
    if (!unit) {
        // A broken group named as a target ("UNIT/broken-N", 7.4, 8.2).
        if (const std::optional<Unit> group = fireEffectBrokenGroupStandIn(context, unitId)) {
            const auto ref = parseFireEffectBrokenGroupId(unitId);
            const FireEffectBrokenGroup& g = context.status(ref->unitId).brokenGroups[ref->index];
            d.unitId = unitId;
            d.name = group->name;
            d.add("Broken group", "Of", fireeffect_steps::nameOf(state, ref->unitId), "8.1");
            d.add("Broken group", "Figures", std::to_string(g.figures), "8.1");
            d.add("Broken group", "State", fireEffectBrokenStateKey(g.state), "8.2");
            d.add("Broken group", "Fired at as", std::string(formationName(group->formation)),
                  "8.2");
            d.add("Broken group", "Cover", context.cover(*group), "3.4");
        }
        return d;
    }
    const FireEffectUnitState& s = context.status(unitId);
    d.add("Status", "Morale grade", state.ruleset().word("classes", context.grade(*unit)), "8.1");
    d.add("Status", "Cover", context.cover(*unit), "3.4");
    if (context.arm(*unit) == TroopCategory::Cavalry) {
        d.add("Status", "Mounted", yesNo(!s.dismounted), "B28");
    }
    if (s.prone) {
        d.add("Status", "Lying down", "yes", "3.4");
    }
    if (context.isGun(*unit)) {
        d.add("Status", "Guns silenced", std::to_string(s.gunsSilenced), "4.3");
    }
    for (std::size_t i = 0; i < s.brokenGroups.size(); ++i) {
        const FireEffectBrokenGroup& group = s.brokenGroups[i];
        // With the id fire orders and charges name it by (7.4, F13).
        d.add("Broken groups",
              fmt::format("{} figures ({})", group.figures, fireEffectBrokenGroupId(unitId, i)),
              fireEffectBrokenStateKey(group.state), "8.2");
    }
    if (s.offTable) {
        d.add("Status", "Out of the game", "fled off the table", "7.3");
    }
    d.add("This half", "Fired", yesNo(s.fired), "3.7");
    if (s.hasCharge()) {
        d.add("This half", "Charging", nameOf(state, s.charge.target), "9.2");
    }
    for (const auto& [pace, moves] : s.paceHistory) {
        std::string list;
        for (int move : moves) {
            list += (list.empty() ? "" : ", ") + std::to_string(move);
        }
        d.add("Limited paces", spelledOut(pace), "moves " + list, "6.2");
    }
    return d;
}

StepAgenda FireEffectReferee::stepAgenda(const GameState& state) const {
    return presentStepAgenda<FireEffectContext>(state, agendaOf);
}

UnitOverlays FireEffectReferee::overlays(const GameState& state, const std::string& unitId) const {
    UnitOverlays o;
    o.unitId = unitId;
    const FireEffectContext context(state);
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        // A broken group: only its outline where it stands; it neither fires nor charges.
        if (const std::optional<Unit> group = fireEffectBrokenGroupStandIn(context, unitId)) {
            if (auto placed = context.layout(*group)) {
                o.footprint = placed->footprint;
                o.note = group->name + ": broken, fleeing or checked (8.2)";
            }
        }
        return o;
    }
    const std::optional<geometry::FrontArc> arc = outlineAndFrontArc(o, context, *unit);
    if (!arc) {
        return o;
    }
    const FireEffectChargeReach reach = fireEffectChargeReach(context, *unit);
    if (reach.whyNot.empty()) {
        o.chargeReachInches = context.rules().toInches(reach.yards);
        o.chargeReach = arcWedge(*arc, o.chargeReachInches);
    } else {
        o.chargeWhyNot = reach.whyNot;
    }
    o.arcs.push_back(frontArcOverlay(*arc, bandsOf(context, *unit), o.chargeReachInches));
    // The move left this half at the pace of its last move (its ordinary pace
    // before it has moved), the same figure the unit panel gives.
    o.allowanceInches = unitMovement(state, unitId).leftInches;
    if (auto why = whyCannotAct(state, unitId)) {
        o.allowanceWhyNot = *why;
    }
    o.note = fmt::format("bands in yards at {} yds to the inch (1); arc {} degrees each side (3.2)",
                         formatRulesNumber(context.rules().yardsPerInch()),
                         formatRulesNumber(arc->halfAngleDegrees));
    return o;
}

FirePreview FireEffectReferee::previewFire(const GameState& state, const std::string& firerId,
                                           const std::string& targetId,
                                           const std::string& mode) const {
    FirePreview preview;
    const Unit* firer = state.findUnit(firerId);
    const FireEffectContext context(state);
    const std::optional<Unit> target = fireEffectTarget(context, targetId);
    if (!firer || !target) {
        preview.reason = "no such unit";
        return preview;
    }
    const FireEffectFireCheck check = checkFireEffectFire(context, *firer, *target);
    const std::optional<std::string> refusal = refuseFireOrder(state, firerId, targetId, mode);
    preview.legal = !refusal.has_value();
    preview.reason = refusal.value_or(std::string());
    preview.canFire = check.allowed;
    preview.inArc = check.inArc;
    preview.sightClear = check.sightClear;
    preview.sightFrom = firer->pose.position;
    if (auto placed = context.layout(*target)) {
        preview.sightTo = placed->centre();
    }
    preview.distance = context.rules().toInches(check.yards);
    preview.band = check.band;
    // The band as words ("point blank"); preview.band keeps the table's key.
    preview.explanation = Explanation{"Fire preview", check.yards, "3", spelledOut(check.band), {}};
    preview.explanation.add("Range (yds)", check.yards, "3.1");
    if (!check.allowed) {
        preview.explanation.note = check.reason;
        return preview;
    }
    // Every die the volley may throw, run through the procedure: exact chances
    // (mass fire, guns; a large individual fire throws too many dice to list).
    preview.casualtyChances = fireEffectResultChances([&](DiceSource& dice) {
        return resolveFireEffectVolley(context, *firer, *target, check.yards, mode, dice)
            .casualties;
    });
    for (std::size_t n = 0; n < preview.casualtyChances.size(); ++n) {
        preview.expectedCasualties += static_cast<double>(n) * preview.casualtyChances[n];
    }
    if (!preview.casualtyChances.empty()) {
        preview.explanation.add("Expected casualties", preview.expectedCasualties, "3.3");
    }
    // The working in the rules' own terms: the method, the range in yards and
    // its band, and the chance of hitting at all.
    const std::string method = check.kind == "artillery"    ? "Artillery fire (4)"
                               : check.kind == "machineGun" ? "Machine-gun fire (5)"
                               : mode == "individual"       ? "Individual fire (3.3)"
                               : mode == "group"            ? "Group fire (3.3)"
                                                            : "Mass fire (3.3)";
    preview.working.push_back(fmt::format("{} at {} yds, {} range (3.1)", method,
                                          formatRulesNumber(std::round(check.yards)), check.band));
    if ((check.kind == "artillery" || check.kind == "machineGun") && context.isGun(*target)) {
        // A gun fired on by guns loses no figures; a shell only silences it on
        // the effect die as thrown (4.3, 5), so the chance that matters is that.
        const std::vector<double> silenced = fireEffectResultChances([&](DiceSource& dice) {
            return resolveFireEffectVolley(context, *firer, *target, check.yards, mode, dice)
                .gunsSilenced;
        });
        if (!silenced.empty()) {
            preview.working.push_back(
                fmt::format("A gun fired on by guns loses no figures; chance of silencing a gun: "
                            "{:.0f}% (4.3)",
                            100.0 * (1.0 - silenced.front())));
        }
    } else if (!preview.casualtyChances.empty()) {
        preview.working.push_back(fmt::format("Chance of at least one casualty: {:.0f}%",
                                              100.0 * (1.0 - preview.casualtyChances.front())));
    }
    return preview;
}

}  // namespace adjutant
