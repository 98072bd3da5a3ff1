// The fire step for the computer commander: every target a unit may be ordered
// to fire at, in every fire mode the rules offer it (mass, individual, Jager
// group fire), valued by the fire preview's exact expected casualties (3, 4, 5).
#include <fmt/format.h>

#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/RulesetReferee.h"
#include "core/referee/fireeffect/FireEffectTacticsSupport.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

// The nearest enemies in reach tried as targets; those further off are valued
// lower by the preview anyway.
constexpr std::size_t kTargetCandidates = 4;

std::string distanceWords(const FirePreview& preview, const FireEffectContext& context) {
    const double yards = context.rules().toYards(preview.distance);
    return preview.band.empty() ? fmt::format("{:.0f} yds", yards)
                                : fmt::format("{:.0f} yds, {}", yards, spelledOut(preview.band));
}

}  // namespace

std::vector<CommanderOption> fireEffectFireOptions(const FireEffectTacticsView& view) {
    const FireEffectContext& context = view.context;
    std::vector<CommanderOption> options;
    for (const Unit* unit : view.own()) {
        const double reach = fireEffectReachYards(context, *unit);
        if (reach <= 0 || view.referee.whyCannotAct(context.state(), unit->id)) {
            continue;
        }
        std::size_t tried = 0;
        for (const Unit* enemy : context.enemiesByDistance(*unit)) {
            if (tried++ == kTargetCandidates || context.distanceYards(*unit, *enemy) > reach) {
                break;  // nearest first: the rest are further still
            }
            std::vector<FireMode> modes =
                view.referee.fireModes(context.state(), unit->id, enemy->id);
            if (modes.empty()) {
                modes.push_back(FireMode{});  // the one way it fires
            }
            for (const FireMode& mode : modes) {
                // The preview runs the referee's own check before it values the volley.
                const FirePreview preview =
                    view.referee.previewFire(context.state(), unit->id, enemy->id, mode.id);
                if (!preview.legal || !preview.canFire || preview.expectedCasualties <= 0) {
                    continue;
                }
                options.push_back(tactics::fireOption(
                    unit->id, enemy->id, mode.id, preview.expectedCasualties,
                    fmt::format(
                        "{} fires{} at {}: {:.1f} casualties expected at {}", unit->name,
                        mode.id.empty() ? std::string() : " (" + spelledOut(mode.id) + " fire)",
                        enemy->name, preview.expectedCasualties, distanceWords(preview, context))));
            }
        }
    }
    return options;
}

}  // namespace adjutant
