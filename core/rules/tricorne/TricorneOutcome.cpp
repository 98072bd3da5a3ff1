#include "core/rules/tricorne/TricorneOutcome.h"

#include <algorithm>
#include <cmath>

namespace adjutant {

namespace {

template <typename T>
const T* findParallel(const std::vector<std::string>& keys, const std::vector<T>& values,
                      const std::string& key) {
    auto it = std::find(keys.begin(), keys.end(), key);
    if (it == keys.end()) {
        return nullptr;
    }
    auto index = static_cast<std::size_t>(it - keys.begin());
    return index < values.size() ? &values[index] : nullptr;
}

}  // namespace

int TricorneAction::routBoundsFor(int d) const {
    int total = static_cast<int>(std::lround(bounds.value_or(0.0)));
    if (extraBoundPerPointAbove && d > *extraBoundPerPointAbove) {
        total += d - *extraBoundPerPointAbove;
    }
    return total;
}

const TricorneOutcome* TricorneOutcome::caseFor(const std::string& key) const {
    return findParallel(caseKeys, caseOutcomes, key);
}

const std::vector<TricorneAction>& TricorneOutcome::actions() const {
    static const std::vector<TricorneAction> none;
    return choices.empty() ? none : choices.front();
}

bool TricorneBand::contains(int d) const {
    return (!dMin || d >= *dMin) && (!dMax || d <= *dMax);
}

const TricorneOutcome* TricorneBand::column(const std::string& columnKey) const {
    return findParallel(columnKeys, columns, columnKey);
}

const std::vector<TricorneSituationCase>* TricorneBand::category(
    const std::string& categoryKey) const {
    return findParallel(categoryKeys, situations, categoryKey);
}

const TricorneBand* TricorneBandTable::find(int d) const {
    for (const TricorneBand& band : bands) {
        if (band.contains(d)) {
            return &band;
        }
    }
    return nullptr;
}

}  // namespace adjutant
