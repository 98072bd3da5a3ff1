#include "core/rules/RulesetDefinition.h"

#include <algorithm>

#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

// The projections return references: a copy of every key compared made these
// lookups (called for every unit layout) the costliest part of a search of
// twenty entries.
template <typename T, typename Key, typename Projection>
const T* findBy(const std::vector<T>& items, const Key& key, Projection projection) {
    auto it = std::find_if(items.begin(), items.end(),
                           [&](const T& item) { return projection(item) == key; });
    return it == items.end() ? nullptr : &*it;
}

}  // namespace

const UnitType* RulesetDefinition::findUnitType(const std::string& key) const {
    return findBy(unitTypes, key, [](const UnitType& t) -> const std::string& { return t.key; });
}

const FigureScale* RulesetDefinition::findFigureScale(const std::string& key) const {
    return findBy(figureScales, key,
                  [](const FigureScale& s) -> const std::string& { return s.key; });
}

const FormationLayout* RulesetDefinition::findLayout(Formation formation) const {
    return findBy(layouts, formation, [](const FormationLayout& l) { return l.formation; });
}

const RuleOption* RulesetDefinition::findOption(const std::string& optionId) const {
    return findBy(options, optionId,
                  [](const RuleOption& o) -> const std::string& { return o.id; });
}

bool RulesetDefinition::hasNation(const std::string& key) const {
    return std::find(nations.begin(), nations.end(), key) != nations.end();
}

std::optional<int> RulesetDefinition::maxFiguresFor(const std::string& nation,
                                                    const std::string& unitType) const {
    auto byNation = maxFigures.find(nation);
    if (byNation == maxFigures.end()) {
        return std::nullopt;
    }
    auto cap = byNation->second.find(unitType);
    if (cap == byNation->second.end()) {
        return std::nullopt;
    }
    return cap->second;
}

std::string RulesetDefinition::word(std::string_view group, std::string_view key) const {
    const auto inGroup = words.find(group);
    if (inGroup != words.end()) {
        const auto found = inGroup->second.find(key);
        if (found != inGroup->second.end()) {
            return found->second;
        }
    }
    return spelledOut(key);
}

}  // namespace adjutant
