#include "core/referee/tricorne/TricorneFirePlan.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "core/engine/GameState.h"
#include "core/geometry/Tolerance.h"
#include "core/model/DisplayName.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

constexpr std::array<std::string_view, 3> kBandNames{"short", "medium", "long"};

std::string inches(double value) {
    return formatRulesNumber(value) + " in";
}

// A6: under "movement and ranges only" the advance-and-fire distance stays as printed.
double scaledIfAllDistances(const TricorneContext& context, double tableInches) {
    return context.option("scaleConversion") == "movementAndRangesOnly"
               ? tableInches
               : context.scaled(tableInches);
}

// A39: a battery counts its guns as the scenario sets them, the standard base's
// guns if it sets none; a battalion-gun model counts one gun per crew figure (2.1).
int gunsOf(const TricorneContext& context, const Unit& unit, const UnitType& type) {
    if (unit.guns > 0) {
        return unit.guns;
    }
    if (type.battery) {
        return static_cast<int>(context.factor(context.tables().batteries, "gunsOnStandardBase"));
    }
    return unit.figures;
}

// The band of a weapon at a distance: inclusive upper limits (A33), in table
// inches for this figure scale (1.4); nullopt beyond long range (14.5).
std::optional<FireWeaponPart> partAt(const TricorneContext& context, const TricorneWeaponRow& row,
                                     int count, double distance) {
    double lower = 0;
    for (std::size_t i = 0; i < row.bands.size(); ++i) {
        const double limit = context.scaled(row.bands[i].maxRange);
        if (geometry::withinLimit(distance, limit)) {
            return FireWeaponPart{&row, count, i, row.bands[i].factor, limit, lower};
        }
        lower = limit;
    }
    return std::nullopt;
}

FirePlan& refuse(FirePlan& plan, std::string reason) {
    plan.check.allowed = false;
    plan.check.reason = std::move(reason);
    return plan;
}

// Who fires in an infantry unit (14.1): both ranks of a stationary line, the
// front rank of one that advanced, the faces of a square towards the target.
// Other formations (column of route) fire with their front rank: the source says
// nothing of them, and a column's depth cannot fire (engine choice).
void infantryFiring(const Unit& unit, bool advancing, const geometry::UnitLayout& layout,
                    const FireGeometrySurvey& survey, int& figures, std::vector<int>& ranks) {
    const int front = std::min(layout.frontRankFigures, unit.figures);
    switch (unit.formation) {
        case Formation::Square:
            figures = survey.figuresOnFacesInArc;
            for (const int face : survey.facesInArc) {
                ranks.push_back(layout.faces[static_cast<std::size_t>(face)].figures);
            }
            return;
        case Formation::SkirmishLine:
            figures = unit.figures;
            ranks = {unit.figures};
            return;
        case Formation::Line:
            if (!advancing) {
                figures = unit.figures;
                ranks = {front};
                if (unit.figures > front) {
                    ranks.push_back(unit.figures - front);
                }
                return;
            }
            break;
        default:
            break;
    }
    figures = front;
    ranks = {front};
}

std::string wheelText(const FireGeometrySurvey& survey) {
    if (!survey.wheelDegrees) {
        return "; no wheel brings it in";
    }
    const double degrees = *survey.wheelDegrees;
    return fmt::format("; wheel {} degrees {} ({} at the outer edge) to bring it in",
                       formatRulesNumber(std::abs(degrees)), degrees > 0 ? "right" : "left",
                       inches(std::round(survey.wheelDistance * 10) / 10));
}

}  // namespace

std::string fireBandName(std::size_t band) {
    return band < kBandNames.size() ? std::string(kBandNames[band]) : std::string("beyond long");
}

FirePlan planFire(const TricorneContext& context, const FireRequest& request) {
    FirePlan plan;
    FireCheck& check = plan.check;
    const Unit* firer = context.unit(request.firerId);
    const Unit* target = context.unit(request.targetId);
    if (!firer) {
        return refuse(plan, fmt::format("there is no unit '{}'", request.firerId));
    }
    if (!target) {
        return refuse(plan, fmt::format("there is no unit '{}'", request.targetId));
    }
    const std::string& f = plan.firerName = displayName(*firer);
    const std::string& t = plan.targetName = displayName(*target);
    const RulesetDefinition& ruleset = context.state().ruleset();
    const TricorneTables& tables = context.tables();
    const UnitType* type = ruleset.findUnitType(firer->type);
    const UnitType* targetType = ruleset.findUnitType(target->type);
    const TricorneTroopType* troop = context.troop(*firer);
    const TricorneTroopType* targetTroop = context.troop(*target);
    if (!type || !troop || !targetType) {
        return refuse(plan, fmt::format("{} or {} has a unit type the tables lack", f, t));
    }
    if (firer->side == target->side) {
        return refuse(plan, fmt::format("{} cannot fire at {}, a unit of its own side", f, t));
    }
    const TricorneUnitState& fs = context.status(*firer);
    const TricorneUnitState& ts = context.status(*target);
    plan.targetIsBattery = targetType->battery;
    plan.targetStrength =
        targetType->battery ? gunsOf(context, *target, *targetType) : target->figures;
    if (fs.offTable || ts.offTable) {
        return refuse(plan, fmt::format("{} is off the table", fs.offTable ? f : t));
    }
    if (plan.targetStrength <= 0) {
        return refuse(plan, fmt::format("{} has nothing left to hit", t));
    }

    const bool infantry = isFoot(troop->category);
    const bool artillery = troop->category == TroopCategory::Artillery;
    const TricorneWeaponRow* mainRow = tables.weaponRow(type->weapon);
    const TricorneWeaponRow* attachedRow = nullptr;
    int attachedCount = 0;
    if (infantry && firer->battalionGuns && firer->battalionGuns->count > 0) {
        attachedRow = tables.weaponRow(firer->battalionGuns->weapon);
        attachedCount = firer->battalionGuns->count;
    }
    if (!mainRow) {
        return refuse(plan, fmt::format("{} has no firearm: {} do not fire in these rules (14.1)",
                                        f, troopCategoryName(troop->category)));
    }

    // --- the sequence of play and the unit's state (8.9, 9.3, 9.5, 13.5, 14.1) ----
    if (fs.riddenDown) {
        return refuse(plan, fmt::format("{} was ridden down and takes no further part (9.2)", f));
    }
    if (fs.thisBound.firedInResponse) {
        return refuse(plan,
                      request.responseFire
                          ? fmt::format("{} has already fired in response this bound (8.9)", f)
                          : fmt::format("{} fired in the response phase and may not fire "
                                        "again (8.9)",
                                        f));
    }
    if (fs.thisBound.fired) {
        return refuse(plan, fmt::format("{} has already fired this bound (8.9)", f));
    }
    if (fs.reformingBoundsLeft > 0) {
        return refuse(plan, fmt::format("{} is reforming and may not fire (14.1)", f));
    }
    if (firer->formation == Formation::Square && fs.squareFormedBound > 0 &&
        fs.squareFormedBound == context.state().bound()) {
        return refuse(plan,
                      fmt::format("{} is forming square this bound and may not fire (9.3)", f));
    }
    if (infantry && fs.thisBound.movedInChargePhase && !request.responseFire) {
        return refuse(plan,
                      fmt::format("{} charged this bound; charging infantry never fire (9.5)", f));
    }
    if (artillery) {
        if (fs.limbered || firer->formation == Formation::Limbered || fs.limberingBoundsLeft > 0) {
            return refuse(plan, fmt::format("{} is limbered and cannot fire (13.7)", f));
        }
        if (fs.guns != GunsState::Manned) {
            return refuse(plan, fmt::format("the crew of {} is away from its guns (10.1)", f));
        }
        if (fs.thisBound.mayNotFire) {
            return refuse(plan, fmt::format("the crew of {} has just returned to its guns and may "
                                            "not fire until next bound (12.6)",
                                            f));
        }
        auto cls = tables.artilleryClasses.find(troop->artilleryClass);
        if (cls != tables.artilleryClasses.end() && fs.thisBound.pivoted > 0) {
            const auto& limit = cls->second.pivotWithFireDegrees;
            if (limit && fs.thisBound.pivoted > *limit + geometry::kAngleTolerance) {
                return refuse(plan,
                              fmt::format("{} pivoted {} degrees this bound; {} guns may fire "
                                          "only after a pivot of up to {} degrees (13.7)",
                                          f, formatRulesNumber(fs.thisBound.pivoted),
                                          troop->artilleryClass, formatRulesNumber(*limit)));
            }
            if (cls->second.pivotFireEffect) {
                check.halfEffect = true;
                plan.halfEffectMultiplier = *cls->second.pivotFireEffect;
            }
        }
    }
    const bool advancing = infantry && fs.thisBound.advanced > geometry::kDistanceTolerance;
    if (advancing) {
        const double allowed = scaledIfAllDistances(
            context, tables.advanceAndFire.distanceFor(troop->category, firer->nation));
        if (!geometry::withinLimit(fs.thisBound.advanced, allowed)) {
            return refuse(plan,
                          fmt::format("{} advanced {} this bound and may advance no more than "
                                      "{} and still fire (13.3)",
                                      f, inches(fs.thisBound.advanced), inches(allowed)));
        }
    }

    // --- the ground (A33, A34, A35, A47) -------------------------------------------
    const auto firerLayout = context.layout(*firer);
    const auto targetLayout = context.layout(*target);
    if (!firerLayout || !targetLayout) {
        return refuse(plan, fmt::format("{} or {} cannot be laid out on the table", f, t));
    }
    const FireGeometrySurvey survey =
        surveyFire(context, *firer, *firerLayout, *target, *targetLayout);
    check.measuredDistance = survey.distance;
    check.inArc = survey.inArc;
    check.wheelDegrees = survey.wheelDegrees;
    check.wheelDistance = survey.wheelDistance;
    check.sightClear = survey.sightClear;
    check.fireType = survey.fire.type;
    check.cover = survey.cover;
    double distance = request.atDistance.value_or(survey.distance);
    check.distance = distance;

    int figures = 0;
    std::vector<int> ranks;
    if (infantry) {
        infantryFiring(*firer, advancing, *firerLayout, survey, figures, ranks);
    }
    const int guns = artillery ? gunsOf(context, *firer, *type) : 0;
    const int mainCount = infantry ? figures : guns;
    // Battalion guns go back with a battalion that retires or retreats and do not
    // fire that bound (2.1.6); they are lost with a routed one.
    const bool attachedMayFire = attachedRow && !fs.thisBound.retired && !fs.thisBound.retreated &&
                                 fs.guns == GunsState::Manned;

    auto main = partAt(context, *mainRow, mainCount, distance);
    auto attached =
        attachedMayFire ? partAt(context, *attachedRow, attachedCount, distance) : std::nullopt;
    if (!main && !attached) {
        const TricorneWeaponRow* longest = mainRow;
        if (attachedMayFire && attachedRow->longRange() > mainRow->longRange()) {
            longest = attachedRow;
        }
        const double longRange = context.scaled(longest->longRange());
        std::string ranges = fmt::format("{} long range {}", mainRow->name,
                                         inches(context.scaled(mainRow->longRange())));
        if (longest != mainRow) {
            ranges += fmt::format(", {} long range {}", longest->name, inches(longRange));
        }
        if (!request.atDistance) {
            return refuse(plan, fmt::format("target beyond long range: {} in, {} (14.5)",
                                            numberPast(distance, longRange), ranges));
        }
        if (context.option("responseFireBeyondRange") != "atMaximumRange") {
            check.noEffect = true;
            return refuse(plan, fmt::format("response fire at {} is beyond {}: no effect (A14)",
                                            inches(distance), ranges));
        }
        // A14's other reading: the fire takes effect at the longest range.
        distance = check.distance = longRange;
        main = partAt(context, *mainRow, mainCount, distance);
        attached =
            attachedMayFire ? partAt(context, *attachedRow, attachedCount, distance) : std::nullopt;
    }
    const FireWeaponPart& decisive = main ? *main : *attached;
    check.weaponRow = decisive.row->key;
    check.band = fireBandName(decisive.band);
    check.gunsAlone = !main && attached;

    if (!survey.inArc) {
        return refuse(plan, fmt::format("target outside the {} degree arc (14.2){}",
                                        formatRulesNumber(context.factor(tables.fireGeometry,
                                                                         "arcHalfAngleDegrees")),
                                        wheelText(survey)));
    }
    if (!request.atDistance && !survey.sightClear) {
        return refuse(plan, fmt::format("no line of sight: {} blocks the line of fire (A47)",
                                        survey.sightBlockedBy));
    }
    if (main && infantry && figures <= 0) {
        return refuse(plan, fmt::format("no figures of {} face the target (14.1)", f));
    }

    if (main) {
        plan.parts.push_back(*main);
    }
    if (attached) {
        plan.parts.push_back(*attached);
    }
    check.figuresFiring = main && infantry ? figures : 0;
    check.gunsFiring = artillery ? guns : (attached ? attachedCount : 0);

    FireFactorInputs& in = plan.factors;
    in.firerNation = firer->nation;
    in.infantryFigures = check.figuresFiring;
    in.firingRanks = check.figuresFiring > 0 ? ranks : std::vector<int>{};
    in.guns = check.gunsFiring;
    in.advancing = advancing;
    in.shaken = fs.shaken;
    in.unformed = fs.unformed;
    in.retiredThisBound = fs.thisBound.retired;
    in.retreatedLastBound = fs.lastBound.retreated;
    in.routedLastBound = fs.lastBound.routed;
    in.firstVolleyFired = fs.firstVolleyFired;
    in.targetFormation = target->formation;
    if (targetTroop) {
        in.targetCategory = targetTroop->category;
    }
    in.targetNation = target->nation;
    in.fireType = survey.fire.type;
    in.cover = survey.cover;
    in.coverName = survey.coverName;

    check.allowed = true;
    return plan;
}

}  // namespace adjutant
