// The fire step (8.4) for the computer commander: every target a unit may be
// ordered to fire at, in each way the referee offers (a gun's canister or
// ball, 5.3), valued by the referee's fire preview. A volley that hits calls
// for the target's morale test (7.3), and a gun's fire for one from militia
// and cavalry even when it misses; the chance that test routs the target is
// worked out with the morale table, every face of the die weighted, and added
// as the share of the target's figures a rout takes out of the fight.

#include <fmt/format.h>

#include <algorithm>

#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesTacticsSupport.h"

namespace adjutant::princes_tactics {

namespace {

// The chance that firing at the target makes it test morale at all (7.3).
double testChance(const PrincesContext& context, const Unit& firer, const Unit& target,
                  const FirePreview& preview) {
    const double hit = preview.casualtyChances.empty() ? 0.0 : 1.0 - preview.casualtyChances[0];
    const bool artilleryTest =
        armOf(context, firer) == TroopCategory::Artillery &&
        (armOf(context, target) == TroopCategory::Cavalry || context.hasTrait(target, "militia"));
    return artilleryTest ? 1.0 : hit;
}

std::string describeMode(const std::string& mode) {
    return mode.empty() ? std::string() : " with " + mode;
}

}  // namespace

std::vector<ShotValue> shotsOf(const PrincesTacticsView& view, const Unit& unit) {
    const PrincesContext& context = view.context;
    const GameState& state = context.state();
    std::vector<ShotValue> shots;
    if (context.weapon(unit).empty()) {
        return shots;
    }
    for (const EnemyAt& enemy : enemiesNearest(context, unit)) {
        std::vector<std::string> modes;
        for (const FireMode& mode : view.referee.fireModes(state, unit.id, enemy.unit->id)) {
            modes.push_back(mode.id);
        }
        if (modes.empty()) {
            modes.emplace_back();  // the one way the unit fires
        }
        for (const std::string& mode : modes) {
            // The preview runs the referee's own check (checkPrincesFire) first.
            FirePreview preview = view.referee.previewFire(state, unit.id, enemy.unit->id, mode);
            if (!preview.canFire) {
                break;  // no mode changes whether it may fire at all
            }
            ShotValue shot;
            shot.target = enemy.unit;
            shot.mode = mode;
            const double tests = testChance(context, unit, *enemy.unit, preview);
            std::vector<std::string> triggers{princes_trigger::kShootingCasualties};
            PrincesMoraleInputs inputs = context.moraleInputs(*enemy.unit, triggers, &unit, false);
            // Tested after the casualties are taken: about the expected number fewer.
            inputs.figures =
                std::max(1, inputs.figures - static_cast<int>(preview.expectedCasualties + 0.5));
            const MoraleOdds odds = moraleOdds(context.rules(), inputs);
            shot.routChance = tests * odds.rout;
            shot.value =
                preview.expectedCasualties +
                tests * (odds.rout * kRoutShare + odds.retire * kRetireShare) * enemy.unit->figures;
            shot.preview = std::move(preview);
            if (shot.value > 0) {
                shots.push_back(std::move(shot));
            }
        }
    }
    return shots;
}

std::optional<ShotValue> bestShot(const PrincesTacticsView& view, const Unit& unit) {
    std::vector<ShotValue> shots = shotsOf(view, unit);
    auto best =
        std::max_element(shots.begin(), shots.end(),
                         [](const ShotValue& a, const ShotValue& b) { return a.value < b.value; });
    if (best == shots.end()) {
        return std::nullopt;
    }
    return std::move(*best);
}

std::vector<CommanderOption> fireOptions(const PrincesTacticsView& view) {
    std::vector<CommanderOption> options;
    for (const Unit* unit : view.actingUnits()) {
        for (const ShotValue& shot : shotsOf(view, *unit)) {
            if (!shot.preview.legal) {
                continue;
            }
            options.push_back(tactics::fireOption(
                unit->id, shot.target->id, shot.mode, shot.value,
                fmt::format("{} fires at {}{}: {:.1f} casualties expected at {} range, "
                            "{:.0f}% chance it routs",
                            unit->name, shot.target->name, describeMode(shot.mode),
                            shot.preview.expectedCasualties, shot.preview.band,
                            shot.routChance * 100)));
        }
    }
    return options;
}

}  // namespace adjutant::princes_tactics
