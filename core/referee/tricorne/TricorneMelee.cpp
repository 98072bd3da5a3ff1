#include "core/referee/tricorne/TricorneMelee.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <utility>

#include "core/engine/GameState.h"
#include "core/referee/OpenResolution.h"
#include "core/referee/UnitIdList.h"
#include "core/referee/tricorne/TricorneMeleeAvoidance.h"
#include "core/referee/tricorne/TricorneMeleeGeometry.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"

namespace adjutant {

namespace {

// Whether every pair of an engagement found earlier in the pass still stands
// in base contact, unfought this bound, and takes part (9.2).
bool stillInContact(const TricorneContext& context, const MeleeEngagement& engagement) {
    for (const MeleePair& pair : engagement.pairs) {
        const Unit* first = context.unit(pair.first);
        const Unit* second = context.unit(pair.second);
        if (!first || !second || context.status(pair.first).riddenDown ||
            context.status(pair.second).riddenDown) {
            return false;
        }
        const auto& fought = context.status(pair.first).thisBound.meleeOpponents;
        if (std::find(fought.begin(), fought.end(), pair.second) != fought.end()) {
            return false;
        }
        const auto touching = enemiesTouching(context, *first);
        if (std::find(touching.begin(), touching.end(), second) == touching.end()) {
            return false;
        }
    }
    return true;
}

constexpr std::string_view kMeleeStep = "melee";

bool isBattery(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop && troop->category == TroopCategory::Artillery && unit.guns > 0;
}

// The melee's casualty working is the fire's (A45): cite 12.3 for it.
void citeMelee(Explanation& node) {
    if (node.rule == "14.4") {
        node.rule = "12.3";
    }
    if (node.label == "Casualty calculation") {
        node.label = "Melee casualties";
    }
    for (Explanation& child : node.children) {
        citeMelee(child);
    }
}

MeleeBout resolveBout(const TricorneContext& context, const Unit& unit, const Unit& enemy,
                      const MeleePair& pair, const ChargeList& charges, DiceSource& dice) {
    MeleeBout bout;
    bout.unitId = unit.id;
    bout.enemyId = enemy.id;
    const TricorneTroopType* troop = context.troop(unit);
    bout.meleeClass = troop ? troop->meleeClass : std::string{};
    bout.frontage = meleeFrontage(context, unit, enemy);
    bout.column = meleeColumn(context, columnInputs(context, unit, enemy, pair, charges));

    Explanation& root = bout.explanation;
    root = Explanation{unit.name + " fights " + enemy.name, 0.0, "12.3", {}, {}};
    root.add(std::move(bout.frontage.explanation));  // moved, not copied: see MeleeBout
    const auto factorRow = context.tables().meleeFactors.find(bout.meleeClass);
    if (factorRow == context.tables().meleeFactors.end()) {
        root.note = "no melee factor: it strikes no blows";
        return bout;
    }
    bout.perFigure =
        bout.column.charging ? factorRow->second.charging : factorRow->second.inContact;
    bout.base = bout.frontage.figures * bout.perFigure;
    root.add(std::to_string(bout.frontage.figures) + " figures x " +
                 formatRulesNumber(bout.perFigure) +
                 (bout.column.charging ? " (charging)" : " (in contact)"),
             bout.base, bout.column.rule, bout.column.reason);

    bout.factors =
        applicableTacticalFactors(context, tacticalInputs(context, unit, enemy, charges));
    bout.factorTotal = addFactorTotal(root, explainTacticalFactors(bout.factors));
    bout.totalBeforeDie = bout.base + bout.factorTotal;

    bout.roll = computeCasualties(context, bout.totalBeforeDie, dice,
                                  "melee: " + unit.name + " against " + enemy.name);
    bout.rolled = true;
    citeMelee(bout.roll.explanation);
    root.add(std::move(bout.roll.explanation));
    root.value = static_cast<double>(bout.roll.casualties);
    const bool guns = isBattery(context, enemy);
    root.note = unit.name + " inflicts " + std::to_string(bout.roll.casualties) + " " +
                (guns ? (bout.roll.casualties == 1 ? "gun" : "guns")
                      : (bout.roll.casualties == 1 ? "casualty" : "casualties")) +
                " on " + enemy.name;
    return bout;
}

}  // namespace

MeleeResult resolveMelee(const TricorneContext& context, const MeleeEngagement& engagement,
                         const ChargeList& charges, DiceSource& dice) {
    MeleeResult result;
    result.engagement = engagement;
    const std::size_t rollsBefore = dice.rolls().size();
    std::vector<std::string> names;
    for (const std::string& id : engagement.units) {
        names.push_back(context.unit(id) ? context.unit(id)->name : id);
    }
    Explanation root{fmt::format("Melee: {}", fmt::join(names, ", ")), std::nullopt, "12", {}, {}};

    std::map<std::string, int> inflicted;
    for (const MeleePair& pair : engagement.pairs) {
        const Unit* first = context.unit(pair.first);
        const Unit* second = context.unit(pair.second);
        if (!first || !second) {
            continue;
        }
        // 12.3: both work out their blows before any casualty comes off.
        for (const auto& [unit, enemy] : {std::pair{first, second}, std::pair{second, first}}) {
            MeleeBout bout = resolveBout(context, *unit, *enemy, pair, charges, dice);
            if (bout.roll.casualties > 0) {
                inflicted[enemy->id] += bout.roll.casualties;
                addOnce(result.hitBy[enemy->id], unit->id);
            }
            for (const AppliedTacticalFactor& f : bout.factors) {
                if (f.key == "attackedInFlankOrRear") {
                    addOnce(result.flankedUnits, unit->id);
                }
            }
            root.add(std::move(bout.explanation));
            result.bouts.push_back(std::move(bout));
        }
    }

    // A45: never more than a unit has; a battery loses guns (A39).
    std::vector<std::string> losses;
    for (const std::string& id : engagement.units) {
        const Unit* unit = context.unit(id);
        if (!unit) {
            continue;
        }
        const bool guns = isBattery(context, *unit);
        const int strength = std::max(guns ? unit->guns : unit->figures, 0);
        const int lost = std::min(inflicted[id], strength);
        result.losses[id] = lost;
        Explanation& line =
            root.add(unit->name + " loses", lost, "12.3", guns ? "guns" : "figures");
        if (inflicted[id] > strength) {
            line.note += fmt::format(" (all it has; {} inflicted, A45)", inflicted[id]);
        }
        losses.push_back(unit->name + " loses " + std::to_string(lost));
    }
    root.note = fmt::format("{}", fmt::join(losses, ", "));

    Resolution& r = result.resolution;
    r.kind = "melee";
    r.step = std::string(kMeleeStep);
    r.units = engagement.units;
    r.summary = "Melee: " + root.note;
    r.explanation = std::move(root);
    keepRollsSince(r, dice, rollsBefore);
    return result;
}

void applyMelee(GameState& state, const MeleeResult& result) {
    TricorneGameState& tricorne = tricorneState(state);
    const TricorneContext context(state);
    for (const std::string& id : result.engagement.units) {
        const Unit* unit = context.unit(id);
        if (!unit) {
            continue;
        }
        const TricorneTroopType* troop = context.troop(*unit);
        const bool battery = isBattery(context, *unit);
        const bool square = unit->formation == Formation::Square;
        const int lost = result.losses.count(id) ? result.losses.at(id) : 0;
        auto s = tricorne.editStatus(id);

        // The first melee of the bound for this unit: count continuous melee (15.4).
        bool continuing = false;
        for (const MeleePair& pair : result.engagement.pairs) {
            continuing = continuing || (pair.continuing && (pair.first == id || pair.second == id));
        }
        if (!s->thisBound.inMelee) {
            s->thisBound.unformedBeforeMelee = s->unformed;
            if (troop && troop->category == TroopCategory::Cavalry) {
                s->continuousMeleeBounds = continuing ? s->continuousMeleeBounds + 1 : 0;
            }
        }
        s->thisBound.inMelee = true;
        for (const MeleePair& pair : result.engagement.pairs) {
            if (pair.first == id) {
                addOnce(s->thisBound.meleeOpponents, pair.second);
            } else if (pair.second == id) {
                addOnce(s->thisBound.meleeOpponents, pair.first);
            }
        }
        if (!square) {
            s->unformed = true;  // 12.5
        }
        if (contains(result.flankedUnits, id)) {
            std::string attacker;
            for (const MeleePair& pair : result.engagement.pairs) {
                if (pair.second == id) {
                    attacker = pair.first;
                } else if (pair.first == id && attacker.empty()) {
                    attacker = pair.second;
                }
            }
            const MoraleTrigger marker{kAttackedInFlankMarker, attacker};
            if (std::find(s->thisBound.moraleTriggers.begin(), s->thisBound.moraleTriggers.end(),
                          marker) == s->thisBound.moraleTriggers.end()) {
                s->thisBound.moraleTriggers.push_back(marker);
            }
        }
        if (lost <= 0) {
            continue;
        }
        s->thisBound.casualties += lost;
        s->casualtiesThisGame += lost;
        s->thisBound.meleeCasualties += lost;
        const auto hitters = result.hitBy.find(id);
        if (hitters != result.hitBy.end()) {
            for (const std::string& enemy : hitters->second) {
                const MoraleTrigger trigger{"meleeCasualties", enemy};
                if (std::find(s->thisBound.moraleTriggers.begin(),
                              s->thisBound.moraleTriggers.end(),
                              trigger) == s->thisBound.moraleTriggers.end()) {
                    s->thisBound.moraleTriggers.push_back(trigger);
                }
                // 15.5 +3, +4: followed up and hit, the retire becomes a retreat.
                if (s->followedUpBy == enemy &&
                    s->reactionEscalation ==
                        TricorneEscalation::RetreatIfFollowedUpWithCasualties) {
                    s->pendingReaction = TricorneActionCode::Retreat;
                    s->pendingReactionDistance = 0;
                    s->reactionCause = enemy;
                    s->reactionEscalation = TricorneEscalation::RoutIfFollowedUp;  // 6.2.2
                    s->followedUpBy.clear();
                }
            }
        }
        auto changed = state.editUnit(id);
        int& strength = battery ? changed->guns : changed->figures;
        strength = std::max(strength - lost, 0);
    }
}

std::vector<Resolution> resolveMeleeStep(GameState& state, const ChargeList& charges,
                                         DiceSource& dice) {
    std::vector<Resolution> resolutions;
    std::vector<MeleeAvoidance> avoiding;
    {
        const TricorneContext context(state);
        avoiding = findMelees(context, charges).avoiding;
    }
    for (const MeleeAvoidance& avoidance : avoiding) {
        resolutions.push_back(applyMeleeAvoidance(state, avoidance));
    }
    // One melee at a time, in order (A49). A melee changes only the units in
    // it, so the engagements found at the start of a pass are fought as found
    // while their pairs still touch; a pass ends early when one no longer
    // does, and a new pass finds what the last left (new contacts too).
    for (std::size_t guard = 0; guard <= state.units().size(); ++guard) {
        MeleeSituation situation;
        {
            const TricorneContext context(state);
            situation = findMelees(context, charges);
        }
        if (situation.engagements.empty()) {
            break;
        }
        for (const MeleeEngagement& engagement : situation.engagements) {
            MeleeResult result;
            {
                const TricorneContext context(state);
                if (!stillInContact(context, engagement)) {
                    break;
                }
                result = resolveMelee(context, engagement, charges, dice);
            }
            applyMelee(state, result);
            resolutions.push_back(std::move(result.resolution));  // moved, not copied
        }
    }
    return resolutions;
}

}  // namespace adjutant
