#include "core/referee/tricorne/TricorneMoraleFactors.h"

#include <algorithm>
#include <cmath>

#include "core/engine/GameState.h"
#include "core/geometry/Aspect.h"
#include "core/geometry/Contact.h"
#include "core/geometry/Distance.h"
#include "core/geometry/TerrainQueries.h"
#include "core/referee/PlainText.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"
#include "core/referee/tricorne/TricorneObstacles.h"

namespace adjutant {

namespace {

// Collects the terms of the PMS in order, each with the row it comes from.
class PmsSum {
  public:
    PmsSum(const TricorneContext& context, Explanation* why) : context_(context), why_(why) {}

    void add(const std::string& key, const std::string& label, double times = 1.0,
             const std::string& note = {}) {
        auto it = context_.tables().moraleFactors.find(key);
        if (it == context_.tables().moraleFactors.end()) {
            return;
        }
        const double value = it->second.valueFor(context_.choices()) * times;
        if (value == 0.0) {
            return;  // a reading that gives the row no value (A40 pairInOrder)
        }
        total_ += value;
        if (why_) {
            why_->add(label, value, it->second.rule, note);
        }
    }

    int total() const { return static_cast<int>(std::lround(total_)); }
    void addBase(double value) { total_ += value; }

  private:
    const TricorneContext& context_;
    Explanation* why_;
    double total_ = 0;
};

bool hasMarker(const TricorneUnitState& status, const char* cause, std::string* source) {
    for (const MoraleTrigger& trigger : status.thisBound.moraleTriggers) {
        if (trigger.cause == cause) {
            if (source) {
                *source = trigger.source;
            }
            return true;
        }
    }
    return false;
}

// 15.4 "attacked in the flank or rear": an enemy in base contact off the unit's
// front (A44), or a charge declared from there (the marker trigger).
std::string flankAttacker(const TricorneContext& context, const Unit& unit) {
    std::string source;
    if (hasMarker(context.status(unit), kAttackedInFlankMarker, &source)) {
        return source.empty() ? std::string("?") : source;
    }
    const auto layout = context.layout(unit);
    if (!layout) {
        return {};
    }
    for (const Unit* other : unitsInContactWith(context, unit)) {
        if (other->side == unit.side) {
            continue;
        }
        const auto theirs = footprintOf(context, *other);
        if (theirs && geometry::aspectOf(*layout, *theirs) != geometry::Aspect::Front) {
            return other->id;
        }
    }
    return {};
}

}  // namespace

std::string moraleClassOf(const TricorneContext& context, const Unit& unit) {
    if (!unit.moraleClass.empty()) {
        return unit.moraleClass;
    }
    const UnitType* type = context.state().ruleset().findUnitType(unit.type);
    return type ? type->moraleClass : std::string{};
}

int presentMoraleStatus(const TricorneContext& context, const std::string& unitId,
                        Explanation* why) {
    const Unit* unit = context.unit(unitId);
    if (why) {
        *why = Explanation{"Present morale status", std::nullopt, "15.4", {}, {}};
    }
    if (!unit) {
        return 0;
    }
    const TricorneUnitState& status = context.status(unitId);
    const TricorneTroopType* troop = context.troop(*unit);
    PmsSum sum(context, why);

    const std::string moraleClass = moraleClassOf(context, *unit);
    auto base = context.tables().unitMorale.find(moraleClass);
    if (base != context.tables().unitMorale.end()) {
        const double value = base->second.valueFor(context.choices());
        sum.addBase(value);
        if (why) {
            why->add("Unit morale (" + context.word("classes", moraleClass) + ")", value,
                     base->second.rule);
        }
    }

    // Generals: in base contact +2, else within 3 inches +1; never both (A43).
    const auto footprint = footprintOf(context, *unit);
    std::string inContactWith = status.attachedGeneral;
    std::string nearby;
    if (footprint) {
        const TricorneFactor* near = nullptr;
        if (auto it = context.tables().moraleFactors.find("generalNearby");
            it != context.tables().moraleFactors.end()) {
            near = &it->second;
        }
        for (const auto& [id, general] : generalFootprints(context, unit->side)) {
            if (inContactWith.empty() && geometry::inContact(general, *footprint)) {
                inContactWith = id;
            } else if (nearby.empty() && near && near->distance &&
                       geometry::withinLimit(geometry::distanceBetween(general, *footprint),
                                             scaledRuleDistance(context, *near->distance))) {
                nearby = id;
            }
        }
    }
    if (!inContactWith.empty()) {
        sum.add("generalInContact", "General with the unit", 1.0,
                why ? nameOf(context.state(), inContactWith) : std::string());
    } else if (!nearby.empty()) {
        sum.add("generalNearby", "General within reach", 1.0,
                why ? nameOf(context.state(), nearby) : std::string());
    }

    if (inHardCover(context, *unit)) {
        sum.add("inHardCover", "Unit in hard cover");
    }
    if (auto it = context.tables().moraleFactors.find("nationalBonus");
        it != context.tables().moraleFactors.end()) {
        const auto& nations = it->second.nations;
        if (std::find(nations.begin(), nations.end(), unit->nation) != nations.end()) {
            sum.add("nationalBonus", "National troops", 1.0,
                    why ? context.word("nations", unit->nation) : std::string());
        }
    }
    if (status.casualtiesThisGame > 0) {
        sum.add("perCasualty", "Casualties this game", status.casualtiesThisGame,
                std::to_string(status.casualtiesThisGame) + " lost");
    }
    if (troop && troop->category == TroopCategory::Cavalry && status.continuousMeleeBounds > 0) {
        sum.add("perBoundContinuousCavalryMelee", "Bounds in continuous melee",
                status.continuousMeleeBounds,
                std::to_string(status.continuousMeleeBounds) + " bounds");
    }
    // One line of the table, -1 at most however many of its conditions hold (A43).
    if (status.shaken || status.thisBound.retired ||
        hasMarker(status, kBrokenThroughMarker, nullptr)) {
        const char* which = status.shaken              ? "shaken"
                            : status.thisBound.retired ? "retired this bound"
                                                       : "ranks broken through by cavalry";
        sum.add("shakenRetiredOrBrokenThrough", "Shaken, retired or broken through", 1.0, which);
    }
    if (const std::string attacker = flankAttacker(context, *unit); !attacker.empty()) {
        sum.add("attackedInFlankOrRear", "Attacked in the flank or rear", 1.0,
                why && attacker != "?" ? "by " + nameOf(context.state(), attacker) : std::string());
    }
    if (status.thisBound.retreated) {
        sum.add("retreatedThisBound", "Retreated this bound");
    }
    if (status.thisBound.routed) {
        sum.add("routedThisBound", "Routed this bound");
    }
    if (status.lastBound.routed) {
        sum.add("routedLastBound", "Routed last bound");
    }
    if (why) {
        why->value = sum.total();
    }
    return sum.total();
}

}  // namespace adjutant
