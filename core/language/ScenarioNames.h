#pragma once

#include <string>
#include <vector>

namespace adjutant {

struct Scenario;

/// The names a scenario gives (its title, sides, brigades, generals, units by
/// name and id, objectives, terrain), which read the same in every language,
/// as the table shows them: the longest first, so that a name holding another
/// is found whole.
std::vector<std::string> scenarioNames(const Scenario& scenario);

}  // namespace adjutant
