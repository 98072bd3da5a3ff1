#include "core/referee/tricorne/TricorneContext.h"

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

const Unit* TricorneContext::unit(const std::string& id) const { return state_.findUnit(id); }

const TricorneTroopType* TricorneContext::troop(const Unit& unit) const {
    return tables_.troopType(unit.type);
}

std::optional<geometry::UnitLayout> TricorneContext::layout(const Unit& unit) const {
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
