#include "tests/rulesets/drill/DrillFire.h"

#include <fmt/format.h>

#include <cmath>
#include <map>

#include "core/dice/ExactOdds.h"
#include "core/rules/Explanation.h"
#include "core/rules/PlainWords.h"
#include "tests/rulesets/drill/DrillReferee.h"
#include "tests/rulesets/drill/DrillTables.h"

namespace adjutant {

namespace {

constexpr const char* kFireRule = "2";

// One unit's shot, worked out before any figure is taken away (2).
struct DrillShot {
    std::string firer;
    std::string target;
    bool hit = false;
};

std::string inches(double distance) {
    return formatRulesNumber(std::round(distance * 10) / 10);
}

}  // namespace

double drillDistance(const Unit& a, const Unit& b) {
    return std::hypot(a.pose.position.x - b.pose.position.x, a.pose.position.y - b.pose.position.y);
}

const Unit* nearestDrillEnemy(const GameState& state, const Unit& unit) {
    const Unit* nearest = nullptr;
    double best = 0;
    for (const Unit& other : state.units()) {
        if (other.side == unit.side || other.figures <= 0) {
            continue;
        }
        const double distance = drillDistance(unit, other);
        if (nearest == nullptr || distance < best) {
            nearest = &other;
            best = distance;
        }
    }
    return nearest;
}

const Unit* drillFireTarget(const GameState& state, const Unit& firer) {
    if (firer.figures <= 0) {
        return nullptr;
    }
    const Unit* target = nearestDrillEnemy(state, firer);
    if (target == nullptr ||
        drillDistance(firer, *target) > drillTables(state.ruleset()).rangeInches) {
        return nullptr;
    }
    return target;
}

std::vector<Resolution> resolveDrillFiring(GameState& state, DiceSource& dice) {
    const DrillTables& tables = drillTables(state.ruleset());
    std::vector<Resolution> done;
    std::vector<DrillShot> shots;
    for (const Unit& firer : state.units()) {
        const Unit* target = drillFireTarget(state, firer);
        if (target == nullptr) {
            continue;
        }
        const double distance = drillDistance(firer, *target);
        const int die = dice.roll(fmt::format("fire: {} at {}", firer.name, target->name));
        const bool hit = die >= tables.hitsOn;
        Explanation why{"Fire",
                        std::nullopt,
                        kFireRule,
                        hit ? "a hit: the target loses one figure" : "no hit",
                        {}};
        why.add("Distance to the nearest enemy (inches)", distance, kFireRule,
                fmt::format("within the range of {} inches", inches(tables.rangeInches)));
        why.add("Die", die, kFireRule, fmt::format("hits on {} or more", tables.hitsOn));
        why.add("Figures lost", hit ? 1 : 0, kFireRule);
        done.push_back(
            makeResolution(state, "fire", {firer.id, target->id},
                           fmt::format("{} fires at {} ({} inches): {}", firer.name, target->name,
                                       inches(distance), hit ? "a hit, one figure lost" : "no hit"),
                           std::move(why), &dice));
        shots.push_back({firer.id, target->id, hit});
    }
    // Fire is simultaneous (2): the figures go only once every unit has fired.
    for (const DrillShot& shot : shots) {
        if (!shot.hit) {
            continue;
        }
        if (auto target = state.editUnit(shot.target); target && target->figures > 0) {
            --target->figures;
        }
    }
    return done;
}

std::vector<RulesOdds> DrillReferee::unitOdds(const GameState& state,
                                              const std::string& unitId) const {
    const Unit* unit = state.findUnit(unitId);
    if (unit == nullptr || unit->figures <= 0) {
        return {};
    }
    int firers = 0;
    for (const Unit& enemy : state.units()) {
        if (enemy.side != unit->side && drillFireTarget(state, enemy) == unit) {
            ++firers;
        }
    }
    if (firers == 0) {
        return {};
    }
    const int hitsOn = drillTables(state.ruleset()).hitsOn;
    const std::optional<Odds> odds = enumerateOdds([&](DiceSource& dice) {
        int hits = 0;
        for (int i = 0; i < firers; ++i) {
            hits += dice.roll("fire") >= hitsOn ? 1 : 0;
        }
        return nlohmann::json(hits);
    });
    if (!odds) {
        return {};
    }
    RulesOdds out;
    out.title = fmt::format("{} under fire in the next firing step: figures lost", unit->name);
    out.rule = kFireRule;
    out.outcomes = *odds;
    for (const OddsOutcome& outcome : out.outcomes) {
        const int lost = outcome.value.get<int>();
        out.labels.push_back(lost == 1 ? std::string("1 figure lost")
                                       : fmt::format("{} figures lost", lost));
    }
    return {out};
}

}  // namespace adjutant
