#include "core/referee/tricorne/TricorneReferee.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/engine/SequencePosition.h"
#include "core/json/Diagnostics.h"
#include "core/referee/ManoeuvreJson.h"
#include "core/referee/ManoeuvreOffers.h"
#include "core/referee/StandingOrders.h"
#include "core/referee/StepProcedureTable.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneBreakthrough.h"
#include "core/referee/tricorne/TricorneBreakthroughContacts.h"
#include "core/referee/tricorne/TricorneChargeDeclaration.h"
#include "core/referee/tricorne/TricorneChargeMove.h"
#include "core/referee/tricorne/TricorneChargeResponse.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneDefaultOrders.h"
#include "core/referee/tricorne/TricorneFire.h"
#include "core/referee/tricorne/TricorneFollowUp.h"
#include "core/referee/tricorne/TricorneInitiative.h"
#include "core/referee/tricorne/TricorneManoeuvre.h"
#include "core/referee/tricorne/TricorneMelee.h"
#include "core/referee/tricorne/TricorneMeleeAvoidance.h"
#include "core/referee/tricorne/TricorneMeleeEngagement.h"
#include "core/referee/tricorne/TricorneMorale.h"
#include "core/referee/tricorne/TricorneMovement.h"
#include "core/referee/tricorne/TricorneReaction.h"

namespace adjutant {

namespace {

constexpr std::string_view kMovementStep = "movement";
constexpr std::string_view kFiringStep = "firing";
constexpr std::string_view kChargeStep = "declareCharges";

// One resolution saying why a step had nothing to do, so that the journal shows
// every step of every bound even when nothing happened in it.
Resolution nothingToDo(const SequenceStep& step, std::string summary, std::string why) {
    Resolution r;
    r.kind = "step";
    r.step = step.id;
    r.summary = std::move(summary);
    r.explanation.label = step.name;
    r.explanation.rule = step.rule;
    r.explanation.note = std::move(why);
    return r;
}

// Counts a reforming unit's bound (13.5, A29): only a bound in which it did not
// move, fire, fight or come under fire counts; a bound that does not count
// does not restart the count. Must run before the bound's flags are cleared.
void countReforming(TricorneUnitState& s) {
    if (s.reformingBoundsLeft <= 0 || s.routBoundsOwed > 0) {
        return;
    }
    const bool stationary = s.thisBound.distanceMoved == 0 && !s.thisBound.turned &&
                            !s.thisBound.changedFormation && !s.thisBound.movedInMoraleReaction &&
                            !s.thisBound.movedInChargePhase;
    const bool quiet = !s.thisBound.fired && !s.thisBound.firedInResponse && !s.thisBound.inMelee &&
                       !s.thisBound.underFire && !s.thisBound.routed && !s.thisBound.retreated &&
                       !s.thisBound.retired;
    if (stationary && quiet && --s.reformingBoundsLeft == 0) {
        s.shaken = false;
        s.unformed = false;
    }
}

// Guns abandoned for a number of bounds are manned again when they run out (10.1).
void countAbandonedGuns(TricorneUnitState& s) {
    if (s.guns == GunsState::AbandonedForBounds && s.gunsAbandonedBoundsLeft > 0 &&
        --s.gunsAbandonedBoundsLeft == 0) {
        s.guns = GunsState::Manned;
    }
}

// The procedures of the steps the players give no orders in, or whose orders
// need more than one call (digest 7.1, the sequence of play).
std::vector<Resolution> movementStep(GameState& state, DiceSource&) {
    return {nothingToDo(
        *state.currentStep(), "Other movement: the players' manoeuvres are the movement",
        "no move is made automatically in step 8; each unit moved by its manoeuvre command")};
}

std::vector<Resolution> firingStep(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done = resolveFiringStep(state, dice);
    tricorneState(state).orders.fireTargets.clear();  // carried out: they were for this step
    return done;
}

std::vector<Resolution> meleeStep(GameState& state, DiceSource& dice) {
    return resolveMeleeStep(state, chargesOfThisBound(TricorneContext(state)), dice);
}

std::vector<Resolution> breakthroughTestsStep(GameState& state, DiceSource& dice) {
    BreakthroughStepResult result =
        resolveBreakthroughStep(state, chargesOfThisBound(TricorneContext(state)), dice);
    for (const BreakthroughContact& contact : result.newContacts) {
        tricorneState(state).orders.breakthroughContacts.emplace_back(contact.chargerId,
                                                                      contact.contactedId);
    }
    return std::move(result.resolutions);
}

// 15.5: squares broken first (+5), then the reaction moves, then the follow-ups
// of the units that won a melee.
std::vector<Resolution> moraleReactionsStep(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done = resolveSquareBreaks(state, dice);
    std::vector<Resolution> reactions = resolveMoraleReactionsStep(state, dice);
    done.reserve(done.size() + reactions.size());
    std::move(reactions.begin(), reactions.end(), std::back_inserter(done));
    std::vector<Resolution> followUps = resolveFollowUps(state);
    done.reserve(done.size() + followUps.size());
    std::move(followUps.begin(), followUps.end(), std::back_inserter(done));
    return done;
}

constexpr StepProcedure kTricorneSteps[] = {
    {kChargeStep, resolveChargeDeclarationsStep, "no unit declared a charge"},
    {"responseTests",
     [](GameState& state, DiceSource& dice) { return resolveResponseTestsStep(state, dice); },
     "no unit was charged"},
    {"responses", resolveResponsesStep, "no unit was charged"},
    {"melee", meleeStep, "no unit was in contact with an enemy"},
    {"breakthroughTests", breakthroughTestsStep, "no charging cavalry fought a melee"},
    {"breakthroughContacts", resolveBreakthroughContactsStep,
     "no breakthrough came into contact with a new unit"},
    {kMovementStep, movementStep, ""},
    {kFiringStep, firingStep, "no unit had an order to fire"},
    {"moraleChecks", resolveMoraleChecksStep, "no unit had to test or react"},
    {"moraleReactions", moraleReactionsStep, "no unit had to test or react"},
};

}  // namespace

std::vector<Resolution> TricorneReferee::resolveStep(GameState& state, DiceSource& dice) const {
    std::vector<Resolution> resolutions;
    // 7.2: initiative is rolled once, before anything else happens in the game.
    if (!tricorneState(state).initiative.rolled) {
        resolutions.push_back(rollInitiative(state, dice));
    }
    std::vector<Resolution> done =
        resolveStepByProcedure(state, dice, kTricorneSteps,
                               "the Tricorne and Musket referee has no procedure for this step");
    if (resolutions.empty()) {
        return done;  // the vector moves, not each resolution in it
    }
    resolutions.reserve(resolutions.size() + done.size());
    std::move(done.begin(), done.end(), std::back_inserter(resolutions));
    return resolutions;
}

void TricorneReferee::endBound(GameState& state) const {
    reformSkirmishers(state);  // 12.6: before the bound's charge records are cleared
    TricorneGameState& tricorne = tricorneState(state);
    // Reforming ends, limbering finishes: every status changes.
    tricorne.editEveryStatus([](const std::string&, TricorneUnitState& s) {
        countReforming(s);
        countAbandonedGuns(s);
        countDownLimbering(s);
        s.endBound();
    });
    tricorne.orders = TricorneOrders{};
    // 7.2, A7: one free bound of the initiative winner has now been used.
    TricorneInitiative& initiative = tricorne.initiative;
    if (initiative.boundsOwed > 0 && --initiative.boundsOwed == 0) {
        initiative.side = -1;
    }
}

ManoeuvrePtr TricorneReferee::readManoeuvre(const nlohmann::json& form, std::string& reason) const {
    return readManoeuvreForm<TricorneManoeuvre>(form, reason);
}

ManoeuvreVerdict TricorneReferee::judgeManoeuvre(const GameState& state,
                                                 const Manoeuvre& made) const {
    const TricorneManoeuvre* manoeuvre = formOf<TricorneManoeuvre>(made);
    if (!manoeuvre) {
        return notThisRulesetsManoeuvre();
    }
    ManoeuvreVerdict verdict;
    const SequenceStep* step = state.currentStep();
    if (!step || step->id != kMovementStep) {
        verdict.reason =
            fmt::format("units manoeuvre in step 8 (other movement); the game is at {}",
                        step ? step->name : std::string("no step"));
        return verdict;
    }
    const TricorneContext context(state);
    if (auto why = ::adjutant::whyCannotAct(context, manoeuvre->unitId, step->id)) {
        verdict.reason = *why;
        return verdict;
    }
    const MoveCheck check = ::adjutant::checkManoeuvre(context, *manoeuvre);
    verdict.legal = check.legal;
    verdict.reason = check.reason;
    verdict.cost = check.cost;
    verdict.allowance = check.allowance;
    // What applyManoeuvre adds to the unit's distance moved this bound.
    const bool moves = manoeuvre->kind == TricorneManoeuvre::Kind::Move ||
                       manoeuvre->kind == TricorneManoeuvre::Kind::Wheel ||
                       manoeuvre->kind == TricorneManoeuvre::Kind::Pivot;
    verdict.distance = moves ? check.cost : 0.0;
    verdict.explanation = check.explanation;
    return verdict;
}

void TricorneReferee::makeManoeuvre(GameState& state, const Manoeuvre& made) const {
    if (const TricorneManoeuvre* manoeuvre = formOf<TricorneManoeuvre>(made)) {
        applyManoeuvre(state, *manoeuvre);
    }
}

std::optional<std::string> TricorneReferee::refuseFireOrder(const GameState& state,
                                                            const std::string& firerId,
                                                            const std::string& targetId,
                                                            const std::string& /*mode*/) const {
    const auto firing = stepIndexOf(state.ruleset(), kFiringStep);
    if (firing && state.stepIndex() > *firing) {
        return std::string("fire orders are given before step 9 (other firing) of the bound");
    }
    const TricorneContext context(state);
    if (auto why = ::adjutant::whyCannotAct(context, firerId, std::string(kFiringStep))) {
        return why;
    }
    FireRequest request;
    request.firerId = firerId;
    request.targetId = targetId;
    const FireCheck check = checkFire(context, request);
    if (!check.allowed) {
        return check.reason.empty() ? std::string("it may not fire at that target") : check.reason;
    }
    return std::nullopt;
}

void TricorneReferee::recordFireOrder(GameState& state, const std::string& firerId,
                                      const std::string& targetId,
                                      const std::string& /*mode*/) const {
    keepStandingOrder(tricorneState(state).orders.fireTargets, firerId, targetId, targetId.empty());
}

std::optional<std::string> TricorneReferee::refuseCharge(
    const GameState& state, const std::string& chargerId,
    const std::vector<std::string>& targetIds) const {
    const SequenceStep* step = state.currentStep();
    if (!step || step->id != kChargeStep) {
        return std::string("charges are declared at step 1 (declare charges) of the bound");
    }
    if (targetIds.empty()) {
        return std::nullopt;  // withdrawing a declaration is always allowed
    }
    // Only the verdict and its reason are kept: no explanation tree is built.
    const ChargeDeclarationCheck check = checkChargeDeclaration(
        TricorneContext(state), ChargeDeclaration{chargerId, targetIds}, Explain::AnswerOnly);
    if (!check.legal) {
        return check.reason.empty() ? std::string("it may not charge that target") : check.reason;
    }
    return std::nullopt;
}

void TricorneReferee::recordCharge(GameState& state, const std::string& chargerId,
                                   const std::vector<std::string>& targetIds) const {
    if (targetIds.empty()) {
        withdrawCharge(state, chargerId);
    } else {
        // RulesetReferee's contract: refuseCharge has said nothing against it.
        recordChargeDeclaration(state, ChargeDeclaration{chargerId, targetIds});
    }
}

std::optional<std::string> TricorneReferee::whyCannotAct(const GameState& state,
                                                         const std::string& unitId) const {
    const SequenceStep* step = state.currentStep();
    if (!step) {
        return std::string("the ruleset has no sequence of play");
    }
    return ::adjutant::whyCannotAct(TricorneContext(state), unitId, step->id);
}

std::vector<ProposedManoeuvre> TricorneReferee::defaultManoeuvres(const GameState& state) const {
    const SequenceStep* step = state.currentStep();
    if (!step || step->id != kMovementStep) {
        return {};
    }
    return tricorneDefaultManoeuvres(state);
}

std::vector<ProposedCharge> TricorneReferee::defaultCharges(const GameState& state) const {
    const SequenceStep* step = state.currentStep();
    if (!step || step->id != kChargeStep) {
        return {};
    }
    return tricorneDefaultCharges(state);
}

std::vector<ProposedFireOrder> TricorneReferee::defaultFireOrders(const GameState& state) const {
    const SequenceStep* step = state.currentStep();
    if (!step || step->id != kMovementStep) {
        return {};  // given once a bound, after the moves
    }
    return tricorneDefaultFireOrders(state);
}

}  // namespace adjutant
