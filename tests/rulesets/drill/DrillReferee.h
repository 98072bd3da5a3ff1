#pragma once

#include <string_view>

#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// The engine key of the drill ruleset (tests/rulesets/drill/).
inline constexpr std::string_view kDrillEngine = "drill";

/// The drill ruleset's referee, which exists only in the tests: a bound is a
/// movement step (1), in which a unit may be moved straight to any pose within
/// what is left of its allowance, and a firing step (2), in which every unit
/// fires by itself at the nearest enemy in range. There are no fire orders,
/// no charges and no situation questions. It shows that a ruleset is added by
/// its own folder and one registration line, and gives the referee contract a
/// fourth referee to check.
class DrillReferee final : public RulesetReferee {
  public:
    std::string engine() const override { return std::string(kDrillEngine); }

    // Defined in DrillReferee.cpp: the steps, the orders refused, the briefing.
    std::vector<Resolution> resolveStep(GameState& state, DiceSource& dice) const override;
    void endBound(GameState& state) const override;
    std::optional<std::string> refuseFireOrder(const GameState& state, const std::string& firerId,
                                               const std::string& targetId,
                                               const std::string& mode) const override;
    std::optional<std::string> refuseCharge(
        const GameState& state, const std::string& chargerId,
        const std::vector<std::string>& targetIds) const override;
    std::optional<std::string> whyCannotAct(const GameState& state,
                                            const std::string& unitId) const override;
    std::vector<ProposedFireOrder> defaultFireOrders(const GameState& state) const override;
    std::vector<ProposedCharge> defaultCharges(const GameState& state) const override;
    std::optional<RulesAnswer> answer(GameState& state, const JsonReader& question,
                                      DiceSource& dice) const override;
    std::string questionStep(const std::string& questionKind) const override;
    void readSituationState(GameState& state, const JsonReader& situation) const override;
    StepBriefing stepBriefing(const GameState& state) const override;

    // Defined in DrillRefereeMovement.cpp: moves, drags and the advance.
    ManoeuvrePtr readManoeuvre(const nlohmann::json& form, std::string& reason) const override;
    std::string describeManoeuvre(const GameState& state,
                                  const Manoeuvre& manoeuvre) const override;
    std::optional<ManoeuvreOffer> offerDrag(const GameState& state,
                                            const ManoeuvreDrag& drag) const override;
    UnitMovement unitMovement(const GameState& state, const std::string& unitId) const override;
    std::vector<ProposedManoeuvre> defaultManoeuvres(const GameState& state) const override;
    bool hasCommanderTactics() const override { return true; }
    std::vector<CommanderOption> commanderOptions(
        const GameState& state, int side, const std::vector<UnitGoal>& goals) const override;

    // Defined in DrillFire.cpp: what a unit risks from the enemy's fire.
    std::vector<RulesOdds> unitOdds(const GameState& state,
                                    const std::string& unitId) const override;

  private:
    // The orders this referee's checks accepted, carried out (RefereeOrders).
    ManoeuvreVerdict judgeManoeuvre(const GameState& state,
                                    const Manoeuvre& manoeuvre) const override;
    void makeManoeuvre(GameState& state, const Manoeuvre& manoeuvre) const override;
    void recordFireOrder(GameState& state, const std::string& firerId, const std::string& targetId,
                         const std::string& mode) const override;
    void recordCharge(GameState& state, const std::string& chargerId,
                      const std::vector<std::string>& targetIds) const override;
};

}  // namespace adjutant
