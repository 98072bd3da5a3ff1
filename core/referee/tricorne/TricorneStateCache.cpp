#include "core/referee/tricorne/TricorneStateCache.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

#include "core/engine/GameState.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/tricorne/TricorneChargePathMemo.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneLayoutMemo.h"
#include "core/rules/UnitLayoutSpec.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

namespace {

bool verificationRequested() {
    const char* value = std::getenv("ADJUTANT_VERIFY_STATE_CACHE");
    return value && std::string_view(value) == "1";
}

std::vector<Vec2> footprintOf(const geometry::UnitLayout* layout) {
    return layout ? layout->footprint : std::vector<Vec2>{};
}

}  // namespace

bool TricorneStateCache::verifyEverySync = verificationRequested();

Cohesion cohesionOf(const TricorneUnitState& s) {
    return s.reformingBoundsLeft > 0 ? Cohesion::Reforming
           : s.unformed              ? Cohesion::Unformed
                                     : Cohesion::Ordered;
}

Cohesion tricorneCohesion(const TricorneGameState& tricorne, const std::string& unitId) {
    return cohesionOf(tricorne.unit(unitId));
}

TricorneStateCache::TricorneStateCache(const GameState& state, const TricorneGameState& tricorne) {
    for (const RuleOption& option : state.ruleset().options) {
        choices_[option.id] = state.setup().option(option.id);
    }
    const auto reading = [&](std::string_view id) -> std::string_view {
        const auto it = choices_.find(id);
        return it == choices_.end() ? std::string_view() : std::string_view(it->second);
    };
    water_ = WaterReadings::fromOptions(reading("riverCrossing"), reading("fordCrossing"),
                                        reading("bridgeCrossing"));
    if (const FigureScale* scale =
            state.ruleset().findFigureScale(state.setup().scenario->figureScale)) {
        distanceMultiplier_ = scale->distanceMultiplier;
    }
    const std::size_t count = state.units().size();
    unitsSeen_ = state.unitChanges().latest();
    statusesSeen_ = tricorne.statusChanges().latest();
    revisions_.assign(count, 0);
    chargePaths_ = std::make_unique<ChargePathMemo>();
    trialLayouts_ = std::make_unique<TricorneLayoutMemo>();
    inputs_.resize(count);
    layouts_.resize(count);
    laidOut_.assign(count, false);
    std::vector<std::vector<Vec2>> footprints(count);
    const auto* tables = dynamic_cast<const TricorneTables*>(state.ruleset().typedTables.get());
    for (std::size_t i = 0; i < count; ++i) {
        inputs_[i] = inputsOf(state, tricorne, i);
        const Unit& unit = state.units()[i];
        const auto spec = layoutSpecFor(unit, state.ruleset(), state.setup().scenario->figureScale,
                                        inputs_[i].cohesion);
        if (spec) {
            layouts_[i] = geometry::layoutUnit(*spec, unit.pose);
            laidOut_[i] = true;
        }
        footprints[i] = footprintOf(layout(i));
        const TricorneTroopType* troop = tables ? tables->troopType(unit.type) : nullptr;
        troopTypeKeys_.push_back(unit.type);
        troops_.push_back(troop);
        if (troop && troop->category == TroopCategory::General) {
            generalUnits_.push_back(i);
        }
        if (const std::string& battalion = tricorne.unit(unit.id).battalion; !battalion.empty()) {
            gunsOfBattalion_[battalion].push_back(i);
        }
    }
    index_.rebuild(footprints);
}

TricorneStateCache::LayoutInputs TricorneStateCache::inputsOf(const GameState& state,
                                                              const TricorneGameState& tricorne,
                                                              std::size_t position) {
    const Unit& unit = state.units()[position];
    return LayoutInputs{
        unit.pose, unit.formation, unit.figures, unit.guns, tricorneCohesion(tricorne, unit.id),
        unit.type};
}

bool TricorneStateCache::sameInputs(const GameState& state, const TricorneGameState& tricorne,
                                    std::size_t position) const {
    // Compared in place, cheapest first: this runs for every changed unit at
    // every sync.
    const Unit& unit = state.units()[position];
    const LayoutInputs& cached = inputs_[position];
    return unit.pose == cached.pose && unit.formation == cached.formation &&
           unit.figures == cached.figures && unit.guns == cached.guns && unit.type == cached.type &&
           cohesionOf(statusAt(tricorne, position, unit.id)) == cached.cohesion;
}

const TricorneUnitState& TricorneStateCache::statusAt(const TricorneGameState& tricorne,
                                                      std::size_t position,
                                                      const std::string& id) const {
    if (position >= tricorne.statuses().places()) {
        return tricorne.unit(id);
    }
    if (verifyEverySync && tricorne.statuses().placeOf(id) != position) {
        throw std::logic_error("the Tricorne status of \"" + id + "\" is not kept at place " +
                               std::to_string(position));
    }
    return tricorne.statuses().atPlace(position);
}

void TricorneStateCache::verifyTroopType(std::size_t position, const std::string& type) const {
    if (troopTypeKeys_[position] != type) {
        throw std::logic_error("the Tricorne state cache's troop type at place " +
                               std::to_string(position) + " is \"" + troopTypeKeys_[position] +
                               "\", the unit's is \"" + type + "\"");
    }
}

void TricorneStateCache::relayout(const GameState& state, std::size_t position,
                                  LayoutInputs inputs) {
    const Unit& unit = state.units()[position];
    const auto spec =
        layoutSpecFor(unit, state.ruleset(), state.setup().scenario->figureScale, inputs.cohesion);
    laidOut_[position] = spec.has_value();
    layouts_[position] = spec ? geometry::layoutUnit(*spec, unit.pose) : geometry::UnitLayout{};
    inputs_[position] = std::move(inputs);
    index_.update(position, footprintOf(layout(position)));
    revisions_[position] = ++revision_;
}

TricorneStateCache::~TricorneStateCache() = default;

void TricorneStateCache::sync(const GameState& state, const TricorneGameState& tricorne) {
    const ChangeRevisions& units = state.unitChanges();
    const ChangeRevisions& statuses = tricorne.statusChanges();
    if (units.quietSince(unitsSeen_) && statuses.quietSince(statusesSeen_)) {
        return;  // the question asked for every lookup of a bound: kept this short
    }
    auto refresh = [&](std::size_t position) {
        if (position < inputs_.size() && !sameInputs(state, tricorne, position)) {
            relayout(state, position, inputsOf(state, tricorne, position));
        }
    };
    if (units.latest() < unitsSeen_ || statuses.latest() < statusesSeen_) {
        // A state that has not come from the one this cache last saw.
        for (std::size_t position = 0; position < inputs_.size(); ++position) {
            refresh(position);
        }
    } else {
        units.forEachChangedSince(unitsSeen_, refresh);
        statuses.forEachChangedSince(statusesSeen_, refresh);
    }
    unitsSeen_ = units.latest();
    statusesSeen_ = statuses.latest();
    if (verifyEverySync) {
        verify(state, tricorne);
    }
}

void TricorneStateCache::verify(const GameState& state, const TricorneGameState& tricorne) const {
    for (std::size_t i = 0; i < state.units().size(); ++i) {
        if (!(inputsOf(state, tricorne, i) == inputs_[i])) {
            throw std::logic_error("the Tricorne state cache missed a change to unit \"" +
                                   state.units()[i].id +
                                   "\": it was changed without an edit that notes it");
        }
    }
}

const std::vector<std::size_t>& TricorneStateCache::gunsOfBattalion(
    const std::string& battalionId) const {
    static const std::vector<std::size_t> none;
    auto it = gunsOfBattalion_.find(battalionId);
    return it == gunsOfBattalion_.end() ? none : it->second;
}

const std::string& TricorneStateCache::actionWord(const GameState& state,
                                                  TricorneActionCode code) const {
    const auto index = static_cast<std::size_t>(code);
    if (index >= actionWords_.size()) {
        actionWords_.resize(index + 1);
    }
    std::optional<std::string>& word = actionWords_[index];
    if (!word) {
        word = state.ruleset().word("actions", tricorneActionKey(code));
    }
    return *word;
}

const std::string& TricorneStateCache::word(const GameState& state, std::string_view group,
                                            std::string_view key) const {
    // The joined key is made on the stack: a lookup allocates nothing.
    std::array<char, 64> joined{};
    std::string spilled;
    std::string_view lookup;
    if (group.size() + 1 + key.size() <= joined.size()) {
        std::copy(group.begin(), group.end(), joined.begin());
        joined[group.size()] = '\n';
        std::copy(key.begin(), key.end(), joined.begin() + group.size() + 1);
        lookup = std::string_view(joined.data(), group.size() + 1 + key.size());
    } else {
        spilled = std::string(group) + '\n' + std::string(key);
        lookup = spilled;
    }
    auto it = words_.find(lookup);
    if (it == words_.end()) {
        it = words_.emplace(std::string(lookup), state.ruleset().word(group, key)).first;
    }
    return it->second;
}

const std::optional<TricorneMovementClass>& TricorneStateCache::movementClass(
    const TricorneTables& tables, const std::string& key) const {
    auto it = movementClasses_.find(key);
    if (it == movementClasses_.end()) {
        it = movementClasses_.emplace(key, tables.movement.classFor(key, choices_)).first;
    }
    return it->second;
}

const geometry::UnitLayout* TricorneStateCache::layout(std::size_t position) const {
    if (position >= layouts_.size() || !laidOut_[position]) {
        return nullptr;
    }
    return &layouts_[position];
}

std::vector<std::size_t> TricorneStateCache::within(const std::vector<Vec2>& polygon,
                                                    double distance) const {
    return index_.withinDistance(polygon, distance);
}

const std::vector<std::size_t>& TricorneStateCache::touching(std::size_t position) const {
    if (touching_.size() < layouts_.size()) {
        touching_.resize(layouts_.size());
    }
    Touching& entry = touching_.at(position);
    const std::vector<Vec2>& footprint = layouts_[position].footprint;
    if (!entry.measured || entry.revision != revision_) {
        entry.positions = within(footprint, geometry::kContactTolerance);
        entry.revision = revision_;
        entry.measured = true;
    } else if (verifyEverySync &&
               entry.positions != within(footprint, geometry::kContactTolerance)) {
        throw std::logic_error("the Tricorne state cache kept a stale contact of unit at place " +
                               std::to_string(position));
    }
    return entry.positions;
}

}  // namespace adjutant
