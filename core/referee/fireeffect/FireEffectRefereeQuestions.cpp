// The situation-file side of FireEffectReferee (docs/situations.md, "Fire
// Effect questions"): reading a question, asking the procedures the game uses
// and giving the answer JSON `expect` blocks are compared with.
#include <fmt/format.h>

#include <cmath>
#include "core/referee/SituationQuestionKinds.h"
#include "core/referee/SituationQuestionReading.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"

#include "core/geometry/Distance.h"
#include "core/referee/fireeffect/FireEffectArtillery.h"
#include "core/referee/fireeffect/FireEffectMachineGun.h"
#include "core/referee/fireeffect/FireEffectMelee.h"
#include "core/referee/fireeffect/FireEffectMorale.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/referee/fireeffect/FireEffectRefereeFire.h"

namespace adjutant {

namespace {

// The range in yards: the question's `atDistance`, else measured on the table.
double yardsOf(const FireEffectContext& context, const JsonReader& question, const Unit& firer,
               const Unit& target) {
    return question.has("atDistance") ? question.requireNumber("atDistance", 0.0)
                                      : context.distanceYards(firer, target);
}

std::string coverOf(const FireEffectContext& context, const JsonReader& question,
                    const Unit& target) {
    return question.optionalString("targetCover", context.cover(target));
}

std::optional<RulesAnswer> answerSmallArms(GameState& state, const JsonReader& question,
                                           DiceSource& dice, const Unit& firer,
                                           const Unit& target) {
    const FireEffectContext context(state);
    FireEffectSmallArmsInputs in =
        fireEffectSmallArmsInputs(context, firer, target, yardsOf(context, question, firer, target),
                                  question.optionalString("mode", "mass"));
    in.targetCover = coverOf(context, question, target);
    const FireEffectSmallArmsResult r = resolveFireEffectSmallArms(context.rules(), in, dice);
    RulesAnswer answer;
    answer.json = {{"kind", "smallArms"},
                   {"allowed", r.allowed},
                   {"reason", r.reason},
                   {"distance", in.distance},
                   {"band", r.band},
                   {"cover", r.cover},
                   {"firingFigures", r.firingFigures},
                   {"shots", r.shots},
                   {"rolls", r.rolls},
                   {"exact", r.exact},
                   {"casualties", r.casualties}};
    answer.explanation = r.explanation;
    return answer;
}

FireEffectShellTarget shellTarget(const FireEffectContext& context, const JsonReader& question,
                                  const Unit& target) {
    FireEffectShellTarget t;
    t.name = target.name;
    t.formation = target.formation;
    t.cover = coverOf(context, question, target);
    t.prone = context.status(target.id).prone;
    t.isGun = context.isGun(target);
    return t;
}

nlohmann::json shotsJson(const std::vector<FireEffectGunShot>& shots) {
    nlohmann::json list = nlohmann::json::array();
    for (const FireEffectGunShot& shot : shots) {
        nlohmann::json s = {{"hit", shot.hit},
                            {"effectDice", shot.effectDice},
                            {"figures", shot.figures},
                            {"silenced", shot.silenced}};
        s["hitDie"] = shot.hitDie ? nlohmann::json(*shot.hitDie) : nlohmann::json(nullptr);
        list.push_back(std::move(s));
    }
    return list;
}

std::optional<RulesAnswer> answerGuns(GameState& state, const JsonReader& question,
                                      DiceSource& dice, const Unit& firer, const Unit& target,
                                      bool machineGun) {
    const FireEffectContext context(state);
    const double yards = yardsOf(context, question, firer, target);
    FireEffectGunFireInputs in;
    in.firerName = firer.name;
    in.weapon = context.weapon(firer);
    in.heavy = context.attributes(firer).heavy;
    in.guns = context.workingGuns(firer);
    in.distance = yards;
    in.target = shellTarget(context, question, target);
    in.ownHalf = context.isPhasing(firer);
    const FireEffectGunFireResult r = machineGun
                                          ? resolveFireEffectMachineGun(context.rules(), in, dice)
                                          : resolveFireEffectArtillery(context.rules(), in, dice);
    RulesAnswer answer;
    answer.json = {{"allowed", r.allowed},
                   {"reason", r.reason},
                   {"band", r.band},
                   {"category", r.category},
                   {"automatic", r.automatic},
                   {"shots", shotsJson(r.shots)},
                   {"casualties", r.casualties},
                   {"gunsSilenced", r.gunsSilenced}};
    answer.explanation = r.explanation;
    answer.json["kind"] = machineGun ? "machineGun" : "artillery";
    answer.json["distance"] = yards;
    return answer;
}

std::optional<RulesAnswer> answerMorale(GameState& state, const JsonReader& question,
                                        DiceSource& dice) {
    const Unit* unit = requireQuestionUnit(state, question, "unit");
    const int casualties = question.optionalInt("casualties", 0, 0);
    if (!unit || question.diagnostics().hasErrors()) {
        return std::nullopt;
    }
    const FireEffectContext context(state);
    FireEffectMoraleAfterFireInputs in;
    in.name = unit->name;
    in.grade = context.grade(*unit);
    in.casualties = casualties;
    in.figuresBeforeVolley = question.optionalInt("figuresBefore", unit->figures + casualties, 0);
    in.friends = fireeffect_steps::friendsInReach(context, *unit);
    const FireEffectMoraleAfterFireResult r =
        resolveFireEffectMoraleAfterFire(context.rules(), in, dice);
    nlohmann::json friends = nlohmann::json::array();
    for (const FireEffectBreakersTaken& taken : r.fromFriends) {
        friends.push_back({{"unit", taken.name}, {"figures", taken.figures}});
    }
    RulesAnswer answer;
    answer.json = {{"kind", "moraleAfterFire"}, {"unit", unit->id},
                   {"tested", r.tested},        {"die", r.die},
                   {"passed", r.passed},        {"breakers", r.breakers},
                   {"fromUnit", r.fromUnit},    {"lostOverThird", r.lostOverThird},
                   {"fromFriends", friends},    {"unsupplied", r.unsupplied}};
    answer.explanation = r.explanation;
    return answer;
}

nlohmann::json meleeSideJson(const FireEffectMeleeSideResult& side) {
    return {{"shockInflicted", side.shockInflicted},
            {"effectiveFigures", side.effectiveFigures},
            {"rolls", side.rolls},
            {"score", side.score},
            {"losses", side.losses},
            {"won", side.won},
            {"flees", side.flees}};
}

std::optional<RulesAnswer> answerMelee(GameState& state, const JsonReader& question,
                                       DiceSource& dice, const Unit& attacker,
                                       const Unit& defender) {
    const FireEffectContext context(state);
    const bool flank =
        question.optionalBool("defenderInFlank", context.takesInFlank(attacker, defender));
    // The sides as the melee step makes them (shock, failed stand, a fraction of a loss carried
    // over), so that the answer is the melee the referee would fight; only the flank may be asked.
    FireEffectMeleeSide first = fireeffect_steps::meleeSide(context, attacker, defender, true);
    FireEffectMeleeSide second = fireeffect_steps::meleeSide(context, defender, attacker, false);
    second.takenInFlank = flank;
    second.broken = question.optionalBool("defenderBroken", false);
    const FireEffectMeleeResult r = resolveFireEffectMelee(context.rules(), first, second, dice);
    RulesAnswer answer;
    answer.json = {{"kind", "melee"},
                   {"attacker", meleeSideJson(r.first)},
                   {"defender", meleeSideJson(r.second)},
                   {"winner", r.winner == 1   ? "attacker"
                              : r.winner == 2 ? "defender"
                                              : "none"},
                   {"rounds", r.rounds}};
    answer.explanation = r.explanation;
    return answer;
}

// `brokenGroups`: the broken groups of one unit through its own half (8.2, B23).
std::optional<RulesAnswer> answerBrokenGroups(GameState& state, const JsonReader& question,
                                              DiceSource& dice) {
    auto unit = requireQuestionUnitId(state, question, "unit");
    if (!unit || question.diagnostics().hasErrors()) {
        return std::nullopt;
    }
    const int figuresBefore = state.findUnit(*unit)->figures;
    const std::vector<fireeffect_steps::BrokenGroupOutcome> outcomes =
        fireeffect_steps::resolveBrokenGroupsOf(state, *unit, dice);
    RulesAnswer answer;
    answer.explanation = Explanation{"Broken troops of " + fireeffect_steps::nameOf(state, *unit),
                                     static_cast<double>(outcomes.size()),
                                     "8.2",
                                     {},
                                     {}};
    nlohmann::json groups = nlohmann::json::array();
    for (const fireeffect_steps::BrokenGroupOutcome& o : outcomes) {
        nlohmann::json group = {{"figures", o.figures},
                                {"from", fireEffectBrokenStateKey(o.from)},
                                {"to", fireEffectBrokenStateKey(o.to)},
                                {"outOfDanger", o.outOfDanger},
                                {"rejoined", o.rejoined},
                                {"summary", o.resolution.summary}};
        if (o.die) {
            group["die"] = *o.die;
        }
        if (std::isfinite(o.nearestEnemyInSight)) {
            group["nearestEnemyInSight"] = o.nearestEnemyInSight;
        }
        groups.push_back(std::move(group));
        answer.explanation.add(o.resolution.explanation);
    }
    const Unit& after = *state.findUnit(*unit);
    answer.json = {{"kind", "brokenGroups"},
                   {"groups", std::move(groups)},
                   {"unitFiguresBefore", figuresBefore},
                   {"unitFigures", after.figures},
                   {"groupsLeft", fireEffectState(state).unit(*unit).brokenGroups.size()}};
    answer.explanation.note =
        fmt::format("{} now has {} figures in the line", after.name, after.figures);
    return answer;
}

constexpr SituationQuestionKind kQuestionKinds[] = {
    {"smallArms", "fire", "firer", "target", answerSmallArms},
    {"artillery", "fire", "firer", "target",
     [](GameState& state, const JsonReader& question, DiceSource& dice, const Unit& firer,
        const Unit& target) { return answerGuns(state, question, dice, firer, target, false); }},
    {"machineGun", "fire", "firer", "target",
     [](GameState& state, const JsonReader& question, DiceSource& dice, const Unit& firer,
        const Unit& target) { return answerGuns(state, question, dice, firer, target, true); }},
    {"moraleAfterFire", "moraleAfterFire", answerMorale},
    {"melee", "handToHand", "attacker", "defender", answerMelee},
    {"brokenGroups", "brokenTroops", answerBrokenGroups},
};

constexpr SituationQuestions kQuestions{"Fire Effect", kQuestionKinds, "fire"};

}  // namespace

std::optional<RulesAnswer> FireEffectReferee::answer(GameState& state, const JsonReader& question,
                                                     DiceSource& dice) const {
    return answerSituationQuestion(kQuestions, *this, state, question, dice);
}

std::string FireEffectReferee::questionStep(const std::string& questionKind) const {
    return situationQuestionStep(kQuestions, questionKind);
}

void FireEffectReferee::readSituationState(GameState& state, const JsonReader& situation) const {
    // `phasingSide`: the id of the side whose half it is (default the first).
    readSituationPhasingSide(state, situation);
}

}  // namespace adjutant
