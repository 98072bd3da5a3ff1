#pragma once

#include <string_view>

#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// The engine key of Tricorne and Musket rulesets (and their house-rules copies).
inline constexpr std::string_view kTricorneEngine = "tricorne";

/// Tricorne and Musket's referee: runs the steps of the bound (section 8, in
/// the order of section 19.4) by calling the rules procedures of this folder,
/// checks manoeuvres and fire orders, proposes default orders and answers
/// situation questions.
///
/// Steps 1 to 7 declare the charges, test and carry out the responses, fight
/// the melees and the breakthroughs (TricorneCharge*, Melee*, Breakthrough*).
/// Step 8 moves nothing by itself: the players' manoeuvre commands are the
/// movement. Steps 9 to 11 fire the orders given, test morale and carry out
/// the reactions and follow-ups. Initiative (7.2) is rolled in bound 1.
class TricorneReferee final : public RulesetReferee {
  public:
    std::string engine() const override { return std::string(kTricorneEngine); }

    std::vector<Resolution> resolveStep(GameState& state, DiceSource& dice) const override;
    void endBound(GameState& state) const override;

    ManoeuvrePtr readManoeuvre(const nlohmann::json& form, std::string& reason) const override;
    std::optional<std::string> refuseFireOrder(const GameState& state, const std::string& firerId,
                                               const std::string& targetId,
                                               const std::string& mode) const override;
    std::optional<std::string> whyCannotAct(const GameState& state,
                                            const std::string& unitId) const override;

    std::vector<ProposedManoeuvre> defaultManoeuvres(const GameState& state) const override;
    std::vector<ProposedFireOrder> defaultFireOrders(const GameState& state) const override;
    std::vector<ProposedCharge> defaultCharges(const GameState& state) const override;
    std::optional<std::string> refuseCharge(
        const GameState& state, const std::string& chargerId,
        const std::vector<std::string>& targetIds) const override;

    // Defined in TricorneRefereeQuestions.cpp.
    std::optional<RulesAnswer> answer(GameState& state, const JsonReader& question,
                                      DiceSource& dice) const override;
    std::string questionStep(const std::string& questionKind) const override;
    void readSituationState(GameState& state, const JsonReader& situation) const override;

    // Defined in TricorneRefereeOverlays.cpp.
    UnitOverlays overlays(const GameState& state, const std::string& unitId) const override;
    FirePreview previewFire(const GameState& state, const std::string& firerId,
                            const std::string& targetId, const std::string& mode) const override;

    // Defined in TricorneTactics.cpp.
    bool hasCommanderTactics() const override { return true; }
    std::vector<CommanderOption> commanderOptions(
        const GameState& state, int side, const std::vector<UnitGoal>& goals) const override;
    bool outOfAction(const GameState& state, const std::string& unitId) const override;

    // Defined in TricorneUnitDescription.cpp.
    UnitDescription describeUnit(const GameState& state, const std::string& unitId) const override;

    // Defined in TricorneRefereeOffers.cpp: what the table offers and shows.
    std::vector<ManoeuvreMode> moveModes(const GameState& state,
                                         const std::string& unitId) const override;
    std::optional<ManoeuvreOffer> offerDrag(const GameState& state,
                                            const ManoeuvreDrag& drag) const override;
    std::vector<ManoeuvreOffer> offerManoeuvres(const GameState& state,
                                                const std::string& unitId) const override;
    std::string describeManoeuvre(const GameState& state,
                                  const Manoeuvre& manoeuvre) const override;
    std::vector<StandingOrder> standingOrders(const GameState& state) const override;
    UnitPicture picture(const GameState& state, const std::string& unitId) const override;
    std::optional<geometry::UnitLayout> layoutAt(const GameState& state, const std::string& unitId,
                                                 const Pose& pose) const override;
    std::vector<UnitMark> unitMarks(const GameState& state,
                                    const std::string& unitId) const override;
    UnitMovement unitMovement(const GameState& state, const std::string& unitId) const override;
    InitiativeReport initiative(const GameState& state) const override;

    // Defined in TricorneStepAgenda.cpp.
    StepAgenda stepAgenda(const GameState& state) const override;

    // Defined in TricorneOdds.cpp.
    std::optional<OddsPlan> oddsPlan(const std::string& questionKind) const override;
    std::optional<RulesOdds> fireOdds(const GameState& state, const std::string& firerId,
                                      const std::string& targetId,
                                      const std::string& mode) const override;
    ChargeOdds chargeOdds(const GameState& state, const std::string& chargerId,
                          const std::vector<std::string>& targetIds) const override;
    std::vector<RulesOdds> unitOdds(const GameState& state,
                                    const std::string& unitId) const override;

    // Defined in TricorneStepBriefing.cpp.
    StepBriefing stepBriefing(const GameState& state) const override;

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
