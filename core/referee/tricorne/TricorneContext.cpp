#include "core/referee/tricorne/TricorneContext.h"

#include <functional>
#include <stdexcept>

#include "core/engine/GameState.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

const TricorneTables& tablesOf(const GameState& state) {
    const auto* tables = dynamic_cast<const TricorneTables*>(state.ruleset().typedTables.get());
    if (!tables) {
        throw std::logic_error("the ruleset has no Tricorne and Musket tables");
    }
    return *tables;
}

}  // namespace

TricorneContext::TricorneContext(const GameState& state)
    : state_(state), tables_(tablesOf(state)), tricorne_(tricorneState(state)) {
    for (const RuleOption& option : state.ruleset().options) {
        choices_[option.id] = state.setup().option(option.id);
    }
    if (const FigureScale* scale =
            state.ruleset().findFigureScale(state.setup().scenario->figureScale)) {
        distanceMultiplier_ = scale->distanceMultiplier;
    }
}

std::string TricorneContext::option(const std::string& optionId) const {
    auto it = choices_.find(optionId);
    return it == choices_.end() ? std::string{} : it->second;
}

const Unit* TricorneContext::unit(const std::string& id) const {
    return state_.findUnit(id);
}

const TricorneTroopType* TricorneContext::troop(const Unit& unit) const {
    return tables_.troopType(unit.type);
}

std::optional<geometry::UnitLayout> TricorneContext::layout(const Unit& unit) const {
    if (positionOf(unit)) {
        const geometry::UnitLayout* cached = cachedLayout(unit);
        return cached ? std::optional<geometry::UnitLayout>(*cached) : std::nullopt;
    }
    return freshLayout(unit);
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

const TricorneContext::Spatial& TricorneContext::spatial() const {
    if (!spatial_) {
        auto built = std::make_shared<Spatial>();
        const std::vector<Unit>& units = state_.units();
        built->layouts.reserve(units.size());
        std::vector<std::vector<Vec2>> footprints;
        footprints.reserve(units.size());
        for (std::size_t i = 0; i < units.size(); ++i) {
            built->layouts.push_back(freshLayout(units[i]));
            if (built->layouts.back()) {
                footprints.push_back(built->layouts.back()->footprint);
                built->unitOfEntry.push_back(i);
            }
        }
        built->index.rebuild(footprints);
        spatial_ = std::move(built);
    }
    return *spatial_;
}

const geometry::UnitLayout* TricorneContext::cachedLayout(const Unit& unit) const {
    const auto position = positionOf(unit);
    if (!position) {
        return nullptr;
    }
    const auto& layout = spatial().layouts[*position];
    return layout ? &*layout : nullptr;
}

std::vector<const Unit*> TricorneContext::unitsWithin(const std::vector<Vec2>& polygon,
                                                      double distance) const {
    const Spatial& cache = spatial();
    std::vector<const Unit*> result;
    // Entries are in unit order, and the index answers in entry order.
    for (const std::size_t entry : cache.index.withinDistance(polygon, distance)) {
        result.push_back(&state_.units()[cache.unitOfEntry[entry]]);
    }
    return result;
}

std::optional<geometry::UnitLayout> TricorneContext::freshLayout(const Unit& unit) const {
    const TricorneUnitState& s = status(unit.id);
    const Cohesion cohesion = s.reformingBoundsLeft > 0 ? Cohesion::Reforming
                              : s.unformed              ? Cohesion::Unformed
                                                        : Cohesion::Ordered;
    const auto spec =
        layoutSpecFor(unit, state_.ruleset(), state_.setup().scenario->figureScale, cohesion);
    if (!spec) {
        return std::nullopt;
    }
    return geometry::layoutUnit(*spec, unit.pose);
}

double TricorneContext::factor(const TricorneFactorTable& table, const std::string& key) const {
    auto it = table.find(key);
    return it == table.end() ? 0.0 : it->second.valueFor(choices_);
}

}  // namespace adjutant
