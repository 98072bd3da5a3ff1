#include "core/referee/fireeffect/FireEffectBrokenTargets.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <tuple>
#include <utility>

namespace adjutant {

namespace {

constexpr std::string_view kMarker = "/broken-";

}  // namespace

std::string fireEffectBrokenGroupId(const std::string& unitId, std::size_t index) {
    return fmt::format("{}{}{}", unitId, kMarker, index + 1);
}

std::optional<FireEffectBrokenGroupRef> parseFireEffectBrokenGroupId(std::string_view id) {
    const std::size_t at = id.rfind(kMarker);
    if (at == std::string_view::npos || at == 0) {
        return std::nullopt;
    }
    const std::string_view number = id.substr(at + kMarker.size());
    std::size_t n = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), n);
    if (error != std::errc() || end != number.data() + number.size() || n == 0) {
        return std::nullopt;
    }
    return FireEffectBrokenGroupRef{std::string(id.substr(0, at)), n - 1};
}

std::optional<Unit> fireEffectBrokenGroupStandIn(const FireEffectContext& context,
                                                 const std::string& id) {
    const std::optional<FireEffectBrokenGroupRef> ref = parseFireEffectBrokenGroupId(id);
    if (!ref) {
        return std::nullopt;
    }
    const Unit* parent = context.state().findUnit(ref->unitId);
    if (!parent || context.isGun(*parent)) {
        return std::nullopt;
    }
    const auto& groups = context.status(parent->id).brokenGroups;
    if (ref->index >= groups.size() || groups[ref->index].figures <= 0) {
        return std::nullopt;
    }
    const FireEffectBrokenGroup& group = groups[ref->index];
    Unit standIn = *parent;
    standIn.id = id;
    standIn.name = fmt::format("{} broken figures of {}", group.figures, parent->name);
    standIn.figures = group.figures;
    standIn.startFigures = group.figures;
    standIn.status = nlohmann::json::object();
    // A crowd running for the rear: it faces its own rear, in open order or as a
    // dense column as the option reads it (8.2 [P]).
    standIn.formation = context.rules().optionIs("brokenGroupAsTarget", "column")
                            ? Formation::MarchColumn
                            : Formation::SkirmishLine;
    standIn.pose = Pose{group.position, Pose::bearingOf(context.rearOf(parent->side))};
    return standIn;
}

std::optional<Unit> fireEffectTarget(const FireEffectContext& context, const std::string& id) {
    if (const Unit* unit = context.state().findUnit(id)) {
        return *unit;
    }
    return fireEffectBrokenGroupStandIn(context, id);
}

std::vector<Unit> fireEffectEnemyBrokenGroups(const FireEffectContext& context, const Unit& unit) {
    // Only units with broken groups are looked at (few, and none at the start
    // of a game); ties are put in the game's order, then the groups' order.
    const GameState& state = context.state();
    std::vector<std::tuple<double, std::size_t, std::size_t, Unit>> keyed;
    for (const auto& [id, status] : context.fe().units) {
        const auto position = status.brokenGroups.empty() ? std::nullopt : state.positionOf(id);
        if (!position || state.units()[*position].side == unit.side) {
            continue;
        }
        for (std::size_t i = 0; i < status.brokenGroups.size(); ++i) {
            if (auto standIn =
                    fireEffectBrokenGroupStandIn(context, fireEffectBrokenGroupId(id, i))) {
                const double d = context.distanceInches(unit, *standIn);
                keyed.emplace_back(d, *position, i, std::move(*standIn));
            }
        }
    }
    std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
        return std::tie(std::get<0>(a), std::get<1>(a), std::get<2>(a)) <
               std::tie(std::get<0>(b), std::get<1>(b), std::get<2>(b));
    });
    std::vector<Unit> out;
    for (auto& entry : keyed) {
        out.push_back(std::move(std::get<3>(entry)));
    }
    return out;
}

FireEffectBrokenGroup* fireEffectBrokenGroup(GameState& state, const std::string& id) {
    const std::optional<FireEffectBrokenGroupRef> ref = parseFireEffectBrokenGroupId(id);
    if (!ref || !state.findUnit(ref->unitId)) {
        return nullptr;
    }
    FireEffectGameState& fe = fireEffectState(state);
    auto found = fe.units.find(ref->unitId);
    if (found == fe.units.end() || ref->index >= found->second.brokenGroups.size()) {
        return nullptr;
    }
    return &found->second.brokenGroups[ref->index];
}

void removeFireEffectBrokenFigures(GameState& state, const std::string& id, int figures) {
    if (FireEffectBrokenGroup* group = fireEffectBrokenGroup(state, id); group && figures > 0) {
        group->figures = std::max(0, group->figures - figures);
    }
}

void pruneFireEffectBrokenGroups(GameState& state) {
    for (auto& [id, status] : fireEffectState(state).units) {
        auto& groups = status.brokenGroups;
        groups.erase(std::remove_if(groups.begin(), groups.end(),
                                    [](const FireEffectBrokenGroup& g) { return g.figures <= 0; }),
                     groups.end());
    }
}

}  // namespace adjutant
