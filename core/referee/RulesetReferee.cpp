// The parts of a referee's roles that every ruleset shares unless it says
// more: the odds of a question worked out over every die face, a step's
// briefing, each order checked before it is carried out, and how a manoeuvre
// and a unit are shown.
#include "core/referee/RulesetReferee.h"

#include <fmt/format.h>

#include "core/json/Diagnostics.h"
#include "core/json/JsonMember.h"
#include "core/referee/ManoeuvreOffers.h"
#include "core/referee/MovementArea.h"
#include "core/referee/OddsSupport.h"
#include "core/referee/PlainText.h"
#include "core/referee/RulesetContextSupport.h"

namespace adjutant {

std::optional<Odds> RefereeQuestions::questionOdds(const GameState& state,
                                                   const nlohmann::json& question,
                                                   std::string& whyNot) const {
    const std::string kind = memberOr(question, "kind", "");
    const std::optional<OddsPlan> plan = oddsPlan(kind);
    if (!plan) {
        whyNot = fmt::format("a question of kind \"{}\" throws no dice", kind);
        return std::nullopt;
    }
    return answerOdds(*this, state, question, *plan, whyNot);
}

std::vector<Vec2> RefereeTable::movementArea(const GameState& state, const std::string& unitId,
                                             double reachInches, const std::string& mode) const {
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return {};
    }
    return adjutant::movementArea(*this, state, *unit, reachInches, mode);
}

StepBriefing RefereeSteps::stepBriefing(const GameState& state) const {
    StepBriefing briefing;
    if (const SequenceStep* step = state.currentStep()) {
        briefing.purpose = step->name;
        briefing.rule = step->rule;
    }
    const int sides = static_cast<int>(state.setup().scenario->sides.size());
    for (int side = 0; side < sides; ++side) {
        briefing.sides.push_back({side, true, {}, {}});
    }
    return briefing;
}

StepOrderGivers RefereeSteps::orderGivers(const GameState& state) const {
    StepOrderGivers givers;
    const StepBriefing briefing = stepBriefing(state);
    for (const SideBriefing& side : briefing.sides) {
        if (side.mayAct) {
            givers.sides.push_back(side.side);
        }
    }
    const int sides = static_cast<int>(state.setup().scenario->sides.size());
    const InitiativeReport held = initiative(state);
    int first = state.sideToAct();
    givers.why = fmt::format("{} acts first", sideName(state, first));
    if (held.kept && held.decided && held.side >= 0 && held.side < sides) {
        first = held.side;
        givers.why = fmt::format("{} holds the initiative", sideName(state, first));
    }
    givers.revealOrder.push_back(first);
    for (int side = 0; side < sides; ++side) {
        if (side != first) {
            givers.revealOrder.push_back(side);
        }
    }
    givers.interleaved = state.setup().option("simultaneousOrders") == "interleaved";
    return givers;
}

ManoeuvreVerdict RefereeOrders::checkManoeuvre(const GameState& state,
                                               const Manoeuvre& manoeuvre) const {
    return judgeManoeuvre(state, manoeuvre);
}

ManoeuvreVerdict RefereeOrders::checkManoeuvre(const GameState& state,
                                               const nlohmann::json& form) const {
    ManoeuvreVerdict verdict;
    const ManoeuvrePtr manoeuvre = readManoeuvre(form, verdict.reason);
    return manoeuvre ? judgeManoeuvre(state, *manoeuvre) : verdict;
}

std::optional<std::string> RefereeOrders::performManoeuvre(GameState& state,
                                                           const Manoeuvre& manoeuvre) const {
    const ManoeuvreVerdict verdict = judgeManoeuvre(state, manoeuvre);
    if (!verdict.legal) {
        return verdict.reason.empty() ? std::string("the manoeuvre is not legal") : verdict.reason;
    }
    makeManoeuvre(state, manoeuvre);
    return std::nullopt;
}

std::optional<std::string> RefereeOrders::performManoeuvre(GameState& state,
                                                           const nlohmann::json& form) const {
    std::string reason;
    const ManoeuvrePtr manoeuvre = readManoeuvre(form, reason);
    if (!manoeuvre) {
        return reason.empty() ? std::string("the manoeuvre cannot be read") : reason;
    }
    return performManoeuvre(state, *manoeuvre);
}

std::optional<std::string> RefereeOrders::giveFireOrder(GameState& state,
                                                        const std::string& firerId,
                                                        const std::string& targetId,
                                                        const std::string& mode) const {
    // Taking an order back is always allowed; only a new one is checked.
    if (!targetId.empty()) {
        if (auto why = refuseFireOrder(state, firerId, targetId, mode)) {
            return why;
        }
    }
    recordFireOrder(state, firerId, targetId, mode);
    return std::nullopt;
}

std::optional<std::string> RefereeOrders::declareCharge(
    GameState& state, const std::string& chargerId,
    const std::vector<std::string>& targetIds) const {
    if (!targetIds.empty()) {
        if (auto why = refuseCharge(state, chargerId, targetIds)) {
            return why;
        }
    }
    recordCharge(state, chargerId, targetIds);
    return std::nullopt;
}

std::string RefereeOrders::describeManoeuvre(const GameState& /*state*/,
                                             const Manoeuvre& manoeuvre) const {
    return manoeuvreKindWords(manoeuvre);
}

UnitPicture RefereeTable::picture(const GameState& state, const std::string& unitId) const {
    UnitPicture picture;
    if (const Unit* unit = state.findUnit(unitId)) {
        picture.layout = layoutUnitAt(state, *unit, unit->pose, unit->formation);
    }
    return picture;
}

std::optional<geometry::UnitLayout> RefereeTable::layoutAt(const GameState& state,
                                                           const std::string& unitId,
                                                           const Pose& pose) const {
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return std::nullopt;
    }
    return layoutUnitAt(state, *unit, pose, unit->formation);
}

}  // namespace adjutant
