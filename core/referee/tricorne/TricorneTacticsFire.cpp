// Step 9 for the computer commander: every target a unit may be ordered to
// fire at, valued by the fire preview's expected casualties (14, 17.1).

#include <fmt/format.h>

#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneFirePreview.h"
#include "core/referee/tricorne/TricorneTacticsSupport.h"

namespace adjutant {

namespace {

// The nearest enemies in range tried as targets; beyond a few the volley would
// only reach targets further off, which the preview values lower anyway.
constexpr std::size_t kTargetCandidates = 4;

}  // namespace

std::vector<CommanderOption> tricorneFireOptions(const TricorneTacticsView& view) {
    const TricorneContext& context = view.context;
    std::vector<CommanderOption> options;
    for (const TricorneBattlefield::Piece& piece : view.own()) {
        const Unit& unit = *piece.unit;
        for (const auto& [distance, enemy] :
             enemiesInLongRange(context, view.field, view.side, piece, kTargetCandidates)) {
            // The preview runs the rules' own check (checkFire) before it values the volley.
            const FirePreview preview = previewTricorneFire(context, unit.id, enemy->unit->id);
            if (!preview.canFire || preview.expectedCasualties <= 0) {
                continue;
            }
            CommanderOption option;
            option.kind = CommanderOption::Kind::Fire;
            option.unitId = unit.id;
            option.targetIds = {enemy->unit->id};
            option.value = preview.expectedCasualties;
            option.reason = fmt::format("{} fires at {}: {:.1f} casualties expected at {} range",
                                        unit.name, enemy->unit->name, preview.expectedCasualties,
                                        preview.band.empty() ? std::string("long") : preview.band);
            options.push_back(std::move(option));
        }
    }
    return options;
}

}  // namespace adjutant
