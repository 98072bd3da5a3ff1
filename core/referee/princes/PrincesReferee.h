#pragma once

#include <string_view>

#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// The engine key of War of Princes rulesets.
inline constexpr std::string_view kPrincesEngine = "princes";

/// War of Princes' referee: runs the sequence of play of section 8 once for
/// each side in turn (the ruleset's `playerTurns` is "alternate"), the phasing
/// side acting and the other reacting; checks and makes manoeuvres, takes fire
/// orders and charge declarations, proposes default orders and answers
/// situation questions. Every roll is kept with its explanation in the step's
/// resolutions. Each player turn clears what it leaves behind (8.8), so the
/// bound has no bookkeeping of its own at its end.
class PrincesReferee final : public RulesetReferee {
  public:
    std::string engine() const override { return std::string(kPrincesEngine); }

    std::vector<Resolution> resolveStep(GameState& state, DiceSource& dice) const override;
    int phasingSide(const GameState& state, int playerTurn) const override;

    // Defined in PrincesRefereeManoeuvre.cpp.
    ManoeuvrePtr readManoeuvre(const nlohmann::json& form, std::string& reason) const override;

    std::vector<FireMode> fireModes(const GameState& state, const std::string& firerId,
                                    const std::string& targetId) const override;
    std::optional<std::string> refuseFireOrder(const GameState& state, const std::string& firerId,
                                               const std::string& targetId,
                                               const std::string& mode) const override;
    std::optional<std::string> refuseCharge(
        const GameState& state, const std::string& chargerId,
        const std::vector<std::string>& targetIds) const override;
    std::optional<std::string> whyCannotAct(const GameState& state,
                                            const std::string& unitId) const override;

    // Defined in PrincesDefaultOrders.cpp.
    std::vector<ProposedManoeuvre> defaultManoeuvres(const GameState& state) const override;
    std::vector<ProposedFireOrder> defaultFireOrders(const GameState& state) const override;
    std::vector<ProposedCharge> defaultCharges(const GameState& state) const override;

    // Defined in PrincesRefereeQuestions.cpp.
    std::optional<RulesAnswer> answer(GameState& state, const JsonReader& question,
                                      DiceSource& dice) const override;
    std::string questionStep(const std::string& questionKind) const override;
    void readSituationState(GameState& state, const JsonReader& situation) const override;

    // Defined in PrincesRefereeDisplay.cpp.
    UnitOverlays overlays(const GameState& state, const std::string& unitId) const override;
    FirePreview previewFire(const GameState& state, const std::string& firerId,
                            const std::string& targetId, const std::string& mode) const override;
    UnitDescription describeUnit(const GameState& state, const std::string& unitId) const override;
    bool outOfAction(const GameState& state, const std::string& unitId) const override;

    StepAgenda stepAgenda(const GameState& state) const override;

    // Defined in PrincesOdds.cpp.
    std::optional<OddsPlan> oddsPlan(const std::string& questionKind) const override;
    std::optional<RulesOdds> fireOdds(const GameState& state, const std::string& firerId,
                                      const std::string& targetId,
                                      const std::string& mode) const override;
    ChargeOdds chargeOdds(const GameState& state, const std::string& chargerId,
                          const std::vector<std::string>& targetIds) const override;
    std::vector<RulesOdds> unitOdds(const GameState& state,
                                    const std::string& unitId) const override;
    StepBriefing stepBriefing(const GameState& state) const override;
    // Defined in PrincesRefereeOffers.cpp: what the table offers and shows.
    std::optional<ManoeuvreOffer> offerDrag(const GameState& state,
                                            const ManoeuvreDrag& drag) const override;
    std::vector<ManoeuvreOffer> offerManoeuvres(const GameState& state,
                                                const std::string& unitId) const override;
    std::string describeManoeuvre(const GameState& state,
                                  const Manoeuvre& manoeuvre) const override;
    std::vector<StandingOrder> standingOrders(const GameState& state) const override;
    std::vector<UnitMark> unitMarks(const GameState& state,
                                    const std::string& unitId) const override;
    UnitMovement unitMovement(const GameState& state, const std::string& unitId) const override;
    InitiativeReport initiative(const GameState& state) const override;

    // Defined in PrincesTactics.cpp: the computer commander's options.
    bool hasCommanderTactics() const override { return true; }
    std::vector<CommanderOption> commanderOptions(
        const GameState& state, int side, const std::vector<UnitGoal>& goals) const override;

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
