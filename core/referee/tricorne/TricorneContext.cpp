#include "core/referee/tricorne/TricorneContext.h"

#include <functional>
#include <stdexcept>

#include "core/engine/GameState.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/tricorne/TricorneLayoutMemo.h"
#include "core/referee/tricorne/TricorneTablesOf.h"

namespace adjutant {

const TricorneTables& tricorneTablesOf(const GameState& state) {
    const auto* tables = dynamic_cast<const TricorneTables*>(state.ruleset().typedTables.get());
    if (!tables) {
        throw std::logic_error("the ruleset has no Tricorne and Musket tables");
    }
    return *tables;
}

TricorneContext::TricorneContext(const GameState& state)
    : state_(state),
      tables_(tricorneTablesOf(state)),
      tricorne_(tricorneState(state)),
      cache_(tricorne_.cache(state)) {}

const TricorneStateCache& TricorneContext::spatial() const {
    return tricorne_.cache(state_);
}

const std::string& TricorneContext::option(std::string_view optionId) const {
    static const std::string none;
    auto it = choices().find(optionId);
    return it == choices().end() ? none : it->second;
}

const TricorneUnitState& TricorneContext::status(const Unit& unit) const {
    if (const auto position = positionOf(unit)) {
        return cache_.statusAt(tricorne_, *position, unit.id);
    }
    return tricorne_.unit(unit.id);
}

const TricorneUnitState& TricorneContext::status(const std::string& id) const {
    return tricorne_.unit(id);
}

const Unit* TricorneContext::unit(const std::string& id) const {
    return state_.findUnit(id);
}

const TricorneTroopType* TricorneContext::troop(const Unit& unit) const {
    // A unit of the state: the type looked up when the cache was built (the
    // cache checks the unit's type is still that one; no sync is needed).
    if (const auto position = positionOf(unit)) {
        if (const TricorneTroopType* known = cache_.troopAt(*position, unit.type)) {
            return known;
        }
    }
    return tables_.troopType(unit.type);
}

geometry::UnitLayoutRef TricorneContext::layout(const Unit& unit) const {
    if (positionOf(unit)) {
        return geometry::UnitLayoutRef::borrow(cachedLayout(unit));
    }
    // A unit at a trial pose: the same shapes come back many times a step.
    return layoutWith(unit, tricorneCohesion(tricorne_, unit.id));
}

geometry::UnitLayoutRef TricorneContext::layoutWith(const Unit& unit, Cohesion cohesion) const {
    return cache_.trialLayouts().layoutOf(state_, unit, cohesion);
}

geometry::UnitLayoutRef TricorneContext::layoutAt(const Unit& unit, const Pose& pose) const {
    // The cohesion a copy of it would be laid out with: its status's, found
    // by its place when it is the state's own unit.
    const auto position = positionOf(unit);
    const Cohesion cohesion = position ? cohesionOf(cache_.statusAt(tricorne_, *position, unit.id))
                                       : tricorneCohesion(tricorne_, unit.id);
    return cache_.trialLayouts().layoutOf(state_, unit, pose, cohesion);
}

const std::string& TricorneContext::word(std::string_view group, std::string_view key) const {
    return stateCache().word(state(), group, key);
}

std::optional<std::size_t> TricorneContext::positionOf(const Unit& unit) const {
    // Only the state's own unit objects are cached: a copy with the same id may
    // stand at a trial pose. std::less orders pointers into different arrays too.
    const std::vector<Unit>& units = state_.units();
    if (units.empty() || std::less<const Unit*>{}(&unit, units.data()) ||
        !std::less<const Unit*>{}(&unit, units.data() + units.size())) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(&unit - units.data());
}

const geometry::UnitLayout* TricorneContext::cachedLayout(const Unit& unit) const {
    const auto position = positionOf(unit);
    return position ? spatial().layout(*position) : nullptr;
}

std::vector<const Unit*> TricorneContext::unitsWithin(const std::vector<Vec2>& polygon,
                                                      double distance) const {
    const std::vector<std::size_t> positions = spatial().within(polygon, distance);
    std::vector<const Unit*> result;
    result.reserve(positions.size());
    for (const std::size_t position : positions) {
        result.push_back(&state_.units()[position]);
    }
    return result;
}

std::vector<const Unit*> TricorneContext::unitsNearContact(
    const Unit& unit, const geometry::UnitLayout& layout) const {
    const auto position = positionOf(unit);
    if (!position || cachedLayout(unit) != &layout) {
        return unitsWithin(layout.footprint, geometry::kContactTolerance);
    }
    const std::vector<std::size_t>& positions = spatial().touching(*position);
    std::vector<const Unit*> result;
    result.reserve(positions.size());
    for (const std::size_t found : positions) {
        result.push_back(&state_.units()[found]);
    }
    return result;
}

std::vector<const Unit*> TricorneContext::generalUnits() const {
    std::vector<const Unit*> result;
    for (const std::size_t position : cache_.generalUnits()) {
        result.push_back(&state_.units()[position]);
    }
    return result;
}

double TricorneContext::factor(const TricorneFactorTable& table, std::string_view key) const {
    auto it = table.find(key);
    return it == table.end() ? 0.0 : it->second.valueFor(choices());
}

}  // namespace adjutant
