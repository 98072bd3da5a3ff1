#include "core/referee/tricorne/TricorneMeleeEngagement.h"

#include <algorithm>
#include <boost/pending/disjoint_sets.hpp>
#include <cstdint>
#include <set>
#include <unordered_set>
#include <utility>

#include "core/engine/GameState.h"
#include "core/geometry/Aspect.h"
#include "core/referee/UnitIdList.h"
#include "core/referee/tricorne/TricorneMeleeGeometry.h"

namespace adjutant {

namespace {

// A44.5: a charge is judged where the charger stood when it was declared.
bool declaredOnFlankOrRear(const TricorneContext& context, const Unit& charger,
                           const TricorneUnitState& s, const Unit& target) {
    const geometry::UnitLayout* theirs = context.cachedLayout(target);
    if (!theirs) {
        return false;
    }
    const auto layout = context.layoutAt(
        charger,
        Pose{{s.thisBound.chargeFromX, s.thisBound.chargeFromY}, s.thisBound.chargeFromFacing});
    return layout && geometry::aspectOf(*theirs, layout->footprint) != geometry::Aspect::Front;
}

// Why a unit in contact does not fight (12.6), or empty when it fights.
std::string avoidanceOf(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    if (unit.formation == Formation::SkirmishLine) {
        // 12.6: in hard cover they stay where they are, and so fight.
        if (!inHardCover(context, unit)) {
            return "skirmishersFallBack";
        }
    }
    if (troop && troop->category == TroopCategory::Artillery) {
        const double refuge = context.factor(context.tables().charges, "artilleryRefugeNear");
        const bool refugeNear =
            !nearestFriendlyInfantry(context, unit, context.scaled(refuge)).empty();
        if (refugeNear || context.option("artilleryMeleeRefuge") != "fightWithGuns") {
            return "crewFallsBack";
        }
    }
    return {};
}

}  // namespace

const ChargeImpetus* findCharge(const std::vector<ChargeImpetus>& charges,
                                const std::string& unitId) {
    for (const ChargeImpetus& charge : charges) {
        if (charge.unitId == unitId) {
            return &charge;
        }
    }
    return nullptr;
}

ChargeList::ChargeList(std::vector<ChargeImpetus> charges) : charges_(std::move(charges)) {
    for (std::size_t i = 0; i < charges_.size(); ++i) {
        firstOf_.try_emplace(charges_[i].unitId, i);
    }
}

ChargeList::ChargeList(std::initializer_list<ChargeImpetus> charges)
    : ChargeList(std::vector<ChargeImpetus>(charges)) {}

const ChargeImpetus* ChargeList::find(const std::string& unitId) const {
    auto it = firstOf_.find(unitId);
    return it == firstOf_.end() ? nullptr : &charges_[it->second];
}

std::size_t ChargeList::rankOf(const std::string& unitId) const {
    auto it = firstOf_.find(unitId);
    return it == firstOf_.end() ? charges_.size() : it->second;
}

const ChargeImpetus* findCharge(const ChargeList& charges, const std::string& unitId) {
    return charges.find(unitId);
}

std::vector<ChargeImpetus> chargesOfThisBound(const TricorneContext& context) {
    // The charges are put in order through (order, index) pairs and each is
    // moved once into its place: sorting the charges themselves moved each of
    // them some log n times, through memory a large army's charges no longer
    // fit in the cache. Ties keep the order they were found in, as before.
    std::vector<ChargeImpetus> found;
    std::vector<std::pair<int, std::size_t>> ordered;
    for (const Unit& unit : context.state().units()) {
        const TricorneUnitState& s = context.status(unit);
        if (s.thisBound.chargeTargets.empty() && !s.thisBound.counterCharging) {
            continue;
        }
        ChargeImpetus charge;
        charge.unitId = unit.id;
        charge.counterCharge = s.thisBound.chargeTargets.empty() && s.thisBound.counterCharging;
        charge.targets = s.thisBound.chargeTargets;
        if (charge.counterCharge && !s.thisBound.chargeResponseTo.empty()) {
            charge.targets = {s.thisBound.chargeResponseTo};
        }
        charge.keepsChargingFactor =
            !charge.counterCharge || s.thisBound.counterChargeChargingFactor;
        charge.impetusLost = s.thisBound.chargeImpetusLost;
        charge.impetusLostBecause = s.thisBound.chargeImpetusLostBecause;
        charge.unformedWhenCharged =
            s.thisBound.inMelee ? s.thisBound.unformedBeforeMelee : s.unformed;
        charge.fireCasualties = s.thisBound.chargeCasualties;
        if (!charge.counterCharge) {
            for (const std::string& targetId : s.thisBound.chargeTargets) {
                const Unit* target = context.unit(targetId);
                if (target && declaredOnFlankOrRear(context, unit, s, *target)) {
                    charge.flankOrRearTargets.push_back(targetId);
                }
            }
        }
        // Counter-chargers after the chargers they answer (A49: declaration order).
        const int order =
            s.thisBound.chargeDeclaredOrder > 0 ? s.thisBound.chargeDeclaredOrder : 1000000;
        ordered.emplace_back(order, found.size());
        found.push_back(std::move(charge));
    }
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<ChargeImpetus> charges;
    charges.reserve(found.size());
    for (const auto& [order, index] : ordered) {
        charges.push_back(std::move(found[index]));
    }
    return charges;
}

MeleeSituation findMelees(const TricorneContext& context, const ChargeList& charges) {
    MeleeSituation situation;
    const auto charged = [&](const std::string& id) { return charges.find(id) != nullptr; };
    // Units are named by their place in the state's list while the contacts
    // are grouped, so that the disjoint sets are flat arrays over places.
    const std::vector<Unit>& units = context.state().units();
    const auto placeOf = [&](const Unit& unit) {
        return static_cast<std::size_t>(&unit - units.data());
    };
    std::vector<MeleePair> pairs;
    std::vector<std::pair<std::size_t, std::size_t>> pairPlaces;  // first, second
    std::unordered_set<std::uint64_t> seen;
    std::set<std::string> avoiders;
    for (const Unit& unit : units) {
        const TricorneUnitState& s = context.status(unit);
        if (s.riddenDown) {
            continue;  // 9.2: it plays no further part
        }
        const std::size_t here = placeOf(unit);
        for (const Unit* enemy : enemiesTouching(context, unit)) {
            const TricorneUnitState& e = context.status(*enemy);
            const std::size_t there = placeOf(*enemy);
            const auto [low, high] = std::minmax(here, there);
            const std::uint64_t key = static_cast<std::uint64_t>(low) * units.size() + high;
            if (e.riddenDown || contains(s.thisBound.meleeOpponents, enemy->id) ||
                !seen.insert(key).second) {
                continue;
            }
            const std::string mineAvoids = avoidanceOf(context, unit);
            const std::string theirsAvoids = avoidanceOf(context, *enemy);
            if (!mineAvoids.empty() || !theirsAvoids.empty()) {
                if (!mineAvoids.empty() && avoiders.insert(unit.id).second) {
                    situation.avoiding.push_back({unit.id, enemy->id, mineAvoids});
                }
                if (!theirsAvoids.empty() && avoiders.insert(enemy->id).second) {
                    situation.avoiding.push_back({enemy->id, unit.id, theirsAvoids});
                }
                continue;
            }
            MeleePair pair;
            // The charger strikes first in the record (its die is thrown first).
            const bool enemyCharged = charged(enemy->id) && !charged(unit.id);
            pair.first = enemyCharged ? enemy->id : unit.id;
            pair.second = enemyCharged ? unit.id : enemy->id;
            pair.continuing = contains(s.lastBound.meleeOpponents, enemy->id) ||
                              contains(e.lastBound.meleeOpponents, unit.id);
            pairs.push_back(std::move(pair));
            pairPlaces.emplace_back(enemyCharged ? there : here, enemyCharged ? here : there);
        }
    }

    // Group the pairs into engagements: units joined by any chain of contacts.
    boost::disjoint_sets_with_storage<> joined(units.size());
    std::vector<bool> inPair(units.size(), false);
    for (const auto& [first, second] : pairPlaces) {
        joined.union_set(first, second);
        inPair[first] = true;
        inPair[second] = true;
    }
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::vector<std::size_t> engagementOf(units.size(), kNone);   // by root
    for (std::size_t place = 0; place < units.size(); ++place) {  // scenario order
        if (!inPair[place]) {
            continue;
        }
        std::size_t& engagement = engagementOf[joined.find_set(place)];
        if (engagement == kNone) {
            engagement = situation.engagements.size();
            situation.engagements.emplace_back();
        }
        situation.engagements[engagement].units.push_back(units[place].id);
    }
    // Pairs in the order of the charges (A49), then the rest in scenario order.
    std::vector<std::size_t> order(pairs.size());
    std::vector<std::size_t> rank(pairs.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
        rank[i] = charges.rankOf(pairs[i].first);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return rank[a] < rank[b]; });
    for (const std::size_t i : order) {
        situation.engagements[engagementOf[joined.find_set(pairPlaces[i].first)]].pairs.push_back(
            std::move(pairs[i]));
    }
    return situation;
}

}  // namespace adjutant
