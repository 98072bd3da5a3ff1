#pragma once

#include <string_view>

#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// The engine key of Fire Effect rulesets.
inline constexpr std::string_view kFireEffectEngine = "fireEffect";

/// Fire Effect's referee: runs the sequence of play of section 9 once for each
/// side in turn (a move of two halves; the ruleset's `playerTurns` is
/// "alternate"), the phasing side moving, charging and firing, the other
/// firing back with breech-loaders; checks and makes manoeuvres, takes fire
/// orders and charge declarations, proposes default orders and answers
/// situation questions. Every roll is kept with its explanation in the step's
/// resolutions. Each half clears its own records (9.7), so a move (the bound)
/// has no bookkeeping of its own at its end.
class FireEffectReferee final : public RulesetReferee {
  public:
    std::string engine() const override { return std::string(kFireEffectEngine); }

    std::vector<Resolution> resolveStep(GameState& state, DiceSource& dice) const override;
    int phasingSide(const GameState& state, int playerTurn) const override;
    /// One combined half a move under option `simultaneous` (6.5, B26), else one a side.
    int playerTurnsPerBound(const GameState& state, int sides) const override;

    // Defined in FireEffectRefereeManoeuvre.cpp.
    ManoeuvrePtr readManoeuvre(const nlohmann::json& form, std::string& reason) const override;

    // Defined in FireEffectRefereeOrders.cpp.
    std::vector<FireMode> fireModes(const GameState& state, const std::string& firerId,
                                    const std::string& targetId) const override;
    std::optional<std::string> refuseFireOrder(const GameState& state, const std::string& firerId,
                                               const std::string& targetId,
                                               const std::string& mode) const override;
    /// Units, and broken groups named "UNIT/broken-N" (FireEffectBrokenTargets.h).
    bool isTarget(const GameState& state, const std::string& id) const override;
    std::optional<std::string> refuseCharge(
        const GameState& state, const std::string& chargerId,
        const std::vector<std::string>& targetIds) const override;
    std::optional<std::string> whyCannotAct(const GameState& state,
                                            const std::string& unitId) const override;

    // Defined in FireEffectDefaultOrders.cpp.
    std::vector<ProposedManoeuvre> defaultManoeuvres(const GameState& state) const override;
    std::vector<ProposedFireOrder> defaultFireOrders(const GameState& state) const override;
    std::vector<ProposedCharge> defaultCharges(const GameState& state) const override;

    // Defined in FireEffectRefereeQuestions.cpp.
    std::optional<RulesAnswer> answer(GameState& state, const JsonReader& question,
                                      DiceSource& dice) const override;
    std::string questionStep(const std::string& questionKind) const override;
    void readSituationState(GameState& state, const JsonReader& situation) const override;

    // Defined in FireEffectRefereeDisplay.cpp.
    UnitOverlays overlays(const GameState& state, const std::string& unitId) const override;
    FirePreview previewFire(const GameState& state, const std::string& firerId,
                            const std::string& targetId, const std::string& mode) const override;
    UnitDescription describeUnit(const GameState& state, const std::string& unitId) const override;
    bool outOfAction(const GameState& state, const std::string& unitId) const override;

    // Defined in FireEffectTactics.cpp.
    bool hasCommanderTactics() const override { return true; }
    std::vector<CommanderOption> commanderOptions(
        const GameState& state, int side, const std::vector<UnitGoal>& goals) const override;

    StepAgenda stepAgenda(const GameState& state) const override;

    // Defined in FireEffectOdds.cpp.
    std::optional<OddsPlan> oddsPlan(const std::string& questionKind) const override;
    std::optional<Odds> questionOdds(const GameState& state, const nlohmann::json& question,
                                     std::string& whyNot) const override;
    std::optional<RulesOdds> fireOdds(const GameState& state, const std::string& firerId,
                                      const std::string& targetId,
                                      const std::string& mode) const override;
    ChargeOdds chargeOdds(const GameState& state, const std::string& chargerId,
                          const std::vector<std::string>& targetIds) const override;
    std::vector<RulesOdds> unitOdds(const GameState& state,
                                    const std::string& unitId) const override;
    StepBriefing stepBriefing(const GameState& state) const override;
    // Defined in FireEffectRefereeOffers.cpp: what the table offers and shows.
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
    std::vector<UnitMark> unitMarks(const GameState& state,
                                    const std::string& unitId) const override;
    UnitMovement unitMovement(const GameState& state, const std::string& unitId) const override;
    InitiativeReport initiative(const GameState& state) const override;

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
