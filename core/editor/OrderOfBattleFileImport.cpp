// Order of battle > Import as one round: the rows that can be read are checked
// against the scenario and its ruleset even when others cannot be, so that a
// player mends the whole file at once rather than one kind of problem a try.
#include "core/editor/OrderOfBattle.h"
#include "core/editor/detail/OrderOfBattleReading.h"

namespace adjutant {

std::optional<ImportedOrderOfBattle> importOrderOfBattleFile(const std::string& path,
                                                             const Scenario& scenario,
                                                             const RulesetDefinition& ruleset,
                                                             Diagnostics& diagnostics) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    const std::optional<OrderOfBattle> read =
        editor_detail::readOrderOfBattleFileAsFarAsPossible(path, diagnostics);
    if (!read) {
        return std::nullopt;
    }
    // Checks ids used twice itself, so the reader leaves them to it.
    std::optional<ScenarioEdit> edit =
        orderOfBattleEdit(*read, scenario, ruleset, path, diagnostics);
    if (!edit || diagnostics.errorCount() > errorsBefore) {
        return std::nullopt;
    }
    return ImportedOrderOfBattle{std::move(*edit), read->units.size()};
}

}  // namespace adjutant
