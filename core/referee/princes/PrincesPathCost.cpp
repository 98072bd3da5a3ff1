// What a measured path and a facing change cost against the allowance (4.2, 4.6,
// A8-A11), each expense a line of the explanation.
#include <fmt/format.h>
#include <algorithm>
#include <cmath>

#include "core/referee/princes/PrincesMovementSupport.h"

namespace adjutant::princes_movement {

namespace {

const PrincesTerrainEffect* terrainRow(const PrincesRules& rules, const std::string& kind) {
    auto it = rules.tables().terrain.find(kind);
    return it == rules.tables().terrain.end() ? nullptr : &it->second;
}

bool exempt(const PrincesMover& mover, const PrincesTerrainEffect& terrain) {
    return std::any_of(terrain.exemptTraits.begin(), terrain.exemptTraits.end(),
                       [&](const std::string& trait) { return hasTrait(mover, trait); });
}

bool disordersMover(const PrincesMover& mover, const PrincesTerrainEffect* terrain) {
    return terrain != nullptr && terrain->disorders && !exempt(mover, *terrain);
}

// A road helps only a move wholly along it, and under A10 (b) only a column.
bool roadApplies(const PrincesRules& rules, const PrincesPathMeasure& path, Formation formation,
                 Explanation& why) {
    const PrincesTerrainEffect* road = terrainRow(rules, "road");
    if (!path.entirelyOnRoad || road == nullptr || !road->negatesPenalties) {
        return false;
    }
    if (rules.optionIs("roadRequiresColumn", "yes") && !isColumnFormation(formation)) {
        why.add("Road not used", 0.0, princesRule(road->rule, "A10"),
                "only a column benefits from roads");
        return false;
    }
    return true;
}

void priceContours(const PrincesRules& rules, double rate, const PrincesPathMeasure& path,
                   PathPrice& price, Explanation& why) {
    const PrincesTerrainEffect* hill = terrainRow(rules, "hill");
    const bool uphillOnly = rules.optionIs("contourPenaltyUphillOnly", "yes");
    const int contours = uphillOnly ? path.contoursCrossedUphill : path.contoursCrossed;
    if (hill == nullptr || contours <= 0) {
        return;
    }
    const double distance = contours * hill->contourCost;
    const double cost = distance / rate;
    price.cost += cost;
    why.add(fmt::format("{} contour line{} {}", contours, contours == 1 ? "" : "s",
                        uphillOnly ? "climbed" : "crossed"),
            cost, princesRule(hill->rule, "A8"),
            fmt::format("{} of distance at {}", inches(distance), inches(rate)));
}

void priceObstacles(const PrincesRules& rules, const PrincesMover& mover,
                    const PrincesPathMeasure& path, bool halfRateWhole, PathPrice& price,
                    Explanation& why) {
    const int count = std::max(path.obstaclesCrossed, static_cast<int>(path.obstacleKinds.size()));
    for (int i = 0; i < count; ++i) {
        const std::string kind = i < static_cast<int>(path.obstacleKinds.size())
                                     ? path.obstacleKinds[static_cast<std::size_t>(i)]
                                     : std::string("hedge");
        const PrincesTerrainEffect* obstacle = terrainRow(rules, kind);
        if (obstacle == nullptr) {
            price.refusal = "no terrain row for a " + kind + " (4.6)";
            continue;
        }
        price.disorders = price.disorders || disordersMover(mover, obstacle);
        if (halfRateWhole) {
            continue;  // A9 (b): the half rate is the whole penalty
        }
        price.cost += obstacle->crossingCost;
        price.obstacleCost += obstacle->crossingCost;
        price.largestCrossing = std::max(price.largestCrossing, obstacle->crossingCost);
        ++price.obstacles;
        why.add("Crossing a " + kind, obstacle->crossingCost, princesRule(obstacle->rule, "A9"),
                disordersMover(mover, obstacle) ? "disorders" : "");
    }
}

}  // namespace

PathPrice pricePath(const PrincesRules& rules, const PrincesMover& mover, Formation formation,
                    double rate, const PrincesPathMeasure& path, Explanation& why) {
    PathPrice price;
    price.inches = path.openDistance + path.woodsDistance;
    const bool crosses = path.contoursCrossed > 0 || path.obstaclesCrossed > 0 ||
                         !path.obstacleKinds.empty() || !path.impassableWater.empty();
    if (price.inches <= kEpsilon && !crosses) {
        return price;
    }
    if (rate <= 0) {
        price.refusal = "may not move in " + formationLabel(formation) + " (4.1)";
        return price;
    }
    const std::string rateRule = mover.routing ? princesRule("4.1", "A21") : "4.1, 4.2";
    // Before the road: a road does not carry a unit over a river where it has
    // no bridge or ford.
    if (!path.impassableWater.empty()) {
        price.refusal = "it cannot cross " + path.impassableWater +
                        " there: a river is crossed only by a bridge or a ford (4.6, a proposed "
                        "reading)";
        return price;
    }
    if (roadApplies(rules, path, formation, why)) {
        price.cost = price.inches / rate;
        why.add("Along a road " + inches(price.inches), price.cost,
                princesRule(terrainRow(rules, "road")->rule, "A10"),
                fmt::format("at {}; every terrain penalty and disorder ignored", inches(rate)));
        return price;
    }
    const PrincesTerrainEffect* woods = terrainRow(rules, "woods");
    const double woodsFactor =
        woods != nullptr && woods->speedFactor > 0 ? 1.0 / woods->speedFactor : 1.0;
    const bool touches =
        path.woodsDistance > kEpsilon || path.obstaclesCrossed > 0 || !path.obstacleKinds.empty();
    const bool halfRateWhole = touches && rules.optionIs("obstaclePenalty", "halfMoveWhole");
    if (halfRateWhole) {
        price.cost += price.inches * woodsFactor / rate;
        why.add("Distance " + inches(price.inches) + " at half rate", price.cost,
                princesRule(woods != nullptr ? woods->rule : "4.6", "A9"),
                fmt::format("{} at {}: an obstacle or woods slows the whole move",
                            inches(price.inches), inches(rate / woodsFactor)));
    } else {
        if (path.openDistance > kEpsilon) {
            const double cost = path.openDistance / rate;
            price.cost += cost;
            why.add("Distance " + inches(path.openDistance), cost, rateRule,
                    fmt::format("at {} in {}", inches(rate), formationLabel(formation)));
        }
        if (path.woodsDistance > kEpsilon) {
            const double cost = path.woodsDistance * woodsFactor / rate;
            price.cost += cost;
            why.add("In woods " + inches(path.woodsDistance), cost,
                    princesRule(woods != nullptr ? woods->rule : "4.6", "A9"),
                    fmt::format("half speed: {} of allowance each inch at {}", inches(woodsFactor),
                                inches(rate)));
        }
    }
    if (path.woodsDistance > kEpsilon && disordersMover(mover, woods)) {
        price.disorders = true;
    }
    priceContours(rules, rate, path, price, why);
    priceObstacles(rules, mover, path, halfRateWhole, price, why);
    if (price.disorders) {
        why.add("Disordered by terrain", std::nullopt, "4.6", "woods or an obstacle");
    } else if (touches) {
        why.add("Not disordered", std::nullopt, "4.6", "light infantry and irregulars are exempt");
    }
    return price;
}

double priceFacing(const PrincesRules& rules, const PrincesTurnSpending& spent, double degrees,
                   Explanation& why) {
    degrees = std::fabs(degrees);
    if (degrees <= kEpsilon) {
        return 0;
    }
    const std::string rule = princesRule("4.2", "A11");
    if (rules.optionIs("facingCost", "perChange")) {
        const double cost = facingCostOf(rules, degrees);
        why.add(fmt::format("Facing change {}°", formatRulesNumber(degrees)), cost, rule,
                "each change charged on its own");
        return cost;
    }
    const double before = std::fabs(spent.facingTurnedDegrees);
    const double total = before + degrees;
    const double cost = facingCostOf(rules, total) - facingCostOf(rules, before);
    why.add(fmt::format("Facing change {}°", formatRulesNumber(degrees)), cost, rule,
            before > kEpsilon ? fmt::format("{}° this turn in all: {} of a move, {} already paid",
                                            formatRulesNumber(total),
                                            formatRulesNumber(facingCostOf(rules, total)),
                                            formatRulesNumber(facingCostOf(rules, before)))
                              : fmt::format("{}° this turn", formatRulesNumber(total)));
    return cost;
}

std::string obstacleRefusal(const PrincesRules& rules, const PathPrice& price,
                            double unspentBefore) {
    if (price.obstacles == 0) {
        return {};
    }
    // Every crossing needs the fraction unspent when it is made; the path's other
    // crossings are paid before the last one at best.
    const double needed =
        rules.tables().allowance.obstacleNeedsUnspent + price.obstacleCost - price.largestCrossing;
    if (unspentBefore + kEpsilon >= needed) {
        return {};
    }
    return fmt::format("crossing an obstacle needs {} of the move unspent, {} is left (4.2)",
                       formatRulesNumber(needed), formatRulesNumber(unspentBefore));
}

}  // namespace adjutant::princes_movement
