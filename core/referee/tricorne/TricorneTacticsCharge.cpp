// Step 1 for the computer commander: the charges a unit may declare, valued
// by what the target's charge response test (10.2) would make it do, every
// die face weighted equally. The test is the rules' own procedure, run on a
// copy of the state with the charge declared and fed each face in turn: the
// game's dice are never looked at.

#include <fmt/format.h>

#include <algorithm>

#include "core/dice/ScriptedDice.h"
#include "core/engine/GameState.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneChargeDeclaration.h"
#include "core/referee/tricorne/TricorneChargeResponse.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "core/referee/tricorne/TricorneTacticsSupport.h"
#include "core/referee/tricorne/TricorneWornUnits.h"

namespace adjutant {

namespace {

constexpr std::size_t kTargetCandidates = 4;
constexpr int kDieFaces = 6;

// What each response is worth to the charger, as a share of the target's
// figures (a rout takes it out of the fight for bounds, a retreat or retire
// gives ground) or of the charger's (a square or a volley that stops the
// charge costs the charger). A melee is valued by the figures on each side.
constexpr double kRoutShare = 0.6;
constexpr double kRetreatShare = 0.35;
constexpr double kRetireShare = 0.2;
constexpr double kSquareCostShare = 0.3;   // cavalry thrown back from a square (9.3)
constexpr double kVolleyCostShare = 0.15;  // fire at the charger before contact
constexpr double kMeleeShare = 0.1;        // per figure of difference in the melee
// Cavalry that reaches infantry standing in line or column (not square) has
// the better of the melee (12); worth this share of the target's figures.
constexpr double kCavalryOnFootShare = 0.25;

bool has(const std::vector<TricorneAction>& actions, TricorneActionCode code) {
    return std::any_of(actions.begin(), actions.end(),
                       [code](const TricorneAction& a) { return a.code == code; });
}

struct ChargeOdds {
    double value = 0;
    double risk = 0;  // chance the charge is thrown back, times what it costs
    double goodFaces = 0;
};

// The target's response to this charge for each face of the die, valued.
ChargeOdds chargeOdds(const TricorneContext& context, const Unit& charger, const Unit& target) {
    GameState trial = context.state();
    recordChargeDeclaration(trial, ChargeDeclaration{charger.id, {target.id}});
    const TricorneContext after(trial);
    const std::vector<ChargeResponder> responders = findChargeResponders(after);
    const auto responder =
        std::find_if(responders.begin(), responders.end(),
                     [&](const ChargeResponder& r) { return r.unitId == target.id; });
    ChargeOdds odds;
    const bool cavalry = categoryOf(context, charger) == TroopCategory::Cavalry;
    const bool footTarget = categoryOf(context, target) == TroopCategory::Infantry ||
                            categoryOf(context, target) == TroopCategory::LightInfantry ||
                            categoryOf(context, target) == TroopCategory::Artillery;
    const double own = charger.figures;
    const double theirs = target.figures;
    const double melee = kMeleeShare * (own - theirs) +
                         (cavalry && footTarget && target.formation != Formation::Square
                              ? kCavalryOnFootShare * theirs
                              : 0.0);
    if (responder == responders.end()) {
        // Nobody tests (e.g. a unit whose morale another unit's test decides): a melee.
        odds.value = melee;
        return odds;
    }
    for (int face = 1; face <= kDieFaces; ++face) {
        ScriptedDice die({face});
        const ChargeResponseTest test = testChargeResponse(after, *responder, die);
        double value = 0;
        double risk = 0;
        if (test.exempt || (cavalry && (has(test.actions(), TricorneActionCode::FormSquare) ||
                                        target.formation == Formation::Square))) {
            value = -kSquareCostShare * own;
            risk = kSquareCostShare * own;
        } else if (has(test.actions(), TricorneActionCode::Rout)) {
            value = kRoutShare * theirs;
        } else if (has(test.actions(), TricorneActionCode::Retreat)) {
            value = kRetreatShare * theirs;
        } else if (has(test.actions(), TricorneActionCode::Retire)) {
            value = kRetireShare * theirs;
        } else {
            const double volley =
                has(test.actions(), TricorneActionCode::Fire) ? kVolleyCostShare * own : 0.0;
            value = melee - volley;
            risk = volley + std::max(0.0, -melee);
        }
        if (value > 0) {
            odds.goodFaces += 1;
        }
        odds.value += value / kDieFaces;
        odds.risk += risk / kDieFaces;
    }
    return odds;
}

}  // namespace

std::vector<CommanderOption> tricorneChargeOptions(const TricorneTacticsView& view) {
    const TricorneContext& context = view.context;
    std::vector<CommanderOption> options;
    for (const TricorneBattlefield::Piece& piece : view.own()) {
        const Unit& unit = *piece.unit;
        const std::optional<TroopCategory> category = categoryOf(context, unit);
        // Skirmishers avoid melee (12.6) and batteries never charge; shaken
        // units may not start one (15.5), which the declaration checks too.
        if ((category != TroopCategory::Cavalry && category != TroopCategory::Infantry) ||
            unit.formation == Formation::SkirmishLine || context.status(unit).shaken ||
            whyCannotAct(context, unit.id, "declareCharges")) {
            continue;
        }
        // Foot holding a post holds it by fire: a charge out of it gives up the
        // ground and, against the default orders on the tutorial, lost more
        // battalions than it broke. Its horse may still counter-charge.
        const UnitGoal* goal = view.goalOf(unit.id);
        if (category == TroopCategory::Infantry && goal && !goal->advance) {
            continue;
        }
        // A worn unit that charges tests again after the melee, and routs: while
        // its army holds the lead it keeps what is left of it.
        if (view.holdsTheLead &&
            presentMoraleStatus(context, unit.id, nullptr) <= kWornMoraleStatus) {
            continue;
        }
        const TricornePace pace = chargePace(context, unit);
        const double reach = pace.whyNot.empty() ? pace.inches : 0.0;
        for (const auto& [distance, enemy] :
             nearestEnemies(view.field, view.side, piece, kTargetCandidates)) {
            if (distance > reach) {
                break;
            }
            const Unit& target = *enemy->unit;
            const ChargeDeclaration declaration{unit.id, {target.id}};
            if (!checkChargeDeclaration(context, declaration, Explain::AnswerOnly).legal) {
                continue;
            }
            const ChargeOdds odds = chargeOdds(context, unit, target);
            CommanderOption option;
            option.kind = CommanderOption::Kind::Charge;
            option.unitId = unit.id;
            option.targetIds = {target.id};
            option.value = odds.value;
            option.risk = odds.risk;
            option.reason = fmt::format(
                "{} charges {}: the response test favours the charge on {:.0f} of 6 faces",
                unit.name, target.name, odds.goodFaces);
            options.push_back(std::move(option));
        }
    }
    return options;
}

}  // namespace adjutant
