#pragma once

// What a player can read of a game as it stands, asked of the referee step by
// step while a game is played: shared by the plain-words check and the check
// that every such text reads in German.

#include <gtest/gtest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "core/referee/DefaultPlay.h"
#include "core/referee/ManoeuvreOffer.h"
#include "core/referee/RefereeRegistry.h"
#include "core/referee/Resolution.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant::testing {

/// Asks the referee everything a player can read about the game as it stands
/// (the step's agenda and briefing, each unit's description and badges, why
/// it cannot act, the refusals of an order and a manoeuvre, the table's overlays, the fire
/// modes and previews) and hands each text to `Reader` (`text(where, text)`,
/// `tree(where, explanation)`, `rule(where, rule)`): run before the orders of
/// each step.
template <typename Reader>
class RefereeTextProbe final : public StepOrders {
  public:
    RefereeTextProbe(std::shared_ptr<const RefereeRegistry> referees, Reader& check,
                     std::string scenario)
        : referees_(std::move(referees)), check_(check), scenario_(std::move(scenario)) {}

    void giveOrders(Game& game, DefaultPlayReport& /*report*/,
                    const std::function<void()>& /*afterCommand*/) override {
        const GameState& state = game.state();
        const RulesetReferee* referee = referees_->forState(state);
        ASSERT_NE(referee, nullptr);
        const SequenceStep* step = state.currentStep();
        const std::string where = scenario_ + " bound " + std::to_string(state.bound()) + " " +
                                  (step ? step->id : std::string());
        for (const StepAgendaItem& item : referee->stepAgenda(state)) {
            check_.text(where + " agenda", item.text);
            check_.rule(where + " agenda", item.rule);
        }
        const StepBriefing briefing = referee->stepBriefing(state);
        check_.text(where + " briefing", briefing.purpose);
        check_.text(where + " briefing", briefing.nobodyWhy);
        check_.rule(where + " briefing", briefing.rule);
        for (const SideBriefing& side : briefing.sides) {
            check_.text(where + " briefing", side.why);
            check_.rule(where + " briefing", side.rule);
        }
        const bool firstStep = step && step == &state.ruleset().sequence.front();
        for (const Unit& unit : state.units()) {
            const UnitDescription description = referee->describeUnit(state, unit.id);
            for (const UnitDescriptionRow& row : description.rows) {
                check_.text(where + " describeUnit " + unit.id, row.section);
                check_.text(where + " describeUnit " + unit.id, row.label);
                check_.text(where + " describeUnit " + unit.id, row.value);
                check_.rule(where + " describeUnit " + unit.id, row.rule);
            }
            if (description.morale) {
                check_.tree(where + " describeUnit " + unit.id, *description.morale);
            }
            for (const UnitMark& mark : referee->unitMarks(state, unit.id)) {
                check_.text(where + " unitMarks " + unit.id, mark.word);
                check_.text(where + " unitMarks " + unit.id, mark.detail);
                check_.rule(where + " unitMarks " + unit.id, mark.rule);
            }
            if (auto why = referee->whyCannotAct(state, unit.id)) {
                check_.text(where + " whyCannotAct", *why);
            }
            const Unit* enemy = nearestEnemy(state, unit);
            if (!enemy) {
                continue;
            }
            if (auto why = referee->refuseFireOrder(state, unit.id, enemy->id, {})) {
                check_.text(where + " refuseFireOrder", *why);
            }
            if (auto why = referee->refuseCharge(state, unit.id, {enemy->id})) {
                check_.text(where + " refuseCharge", *why);
            }
            const nlohmann::json move = {
                {"unitId", unit.id},
                {"kind", "move"},
                {"path",
                 {{{"position", {unit.pose.position.x, unit.pose.position.y - 40}},
                   {"facing", unit.pose.facingDegrees}}}}};
            const ManoeuvreVerdict verdict = referee->checkManoeuvre(state, move);
            check_.text(where + " checkManoeuvre", verdict.reason);
            check_.tree(where + " checkManoeuvre", verdict.explanation);
            if (firstStep) {
                const UnitOverlays overlays = referee->overlays(state, unit.id);
                check_.text(where + " overlays", overlays.chargeWhyNot);
                check_.text(where + " overlays", overlays.allowanceWhyNot);
                check_.text(where + " overlays", overlays.note);
                for (const OverlayArc& arc : overlays.arcs) {
                    for (const OverlayRangeBand& band : arc.bands) {
                        check_.text(where + " overlays", band.weapon);
                        check_.text(where + " overlays", band.name);
                    }
                }
                for (const RulesOdds& odds : referee->unitOdds(state, unit.id)) {
                    check_.text(where + " unitOdds", odds.title);
                    for (const std::string& label : odds.labels) {
                        check_.text(where + " unitOdds", label);
                    }
                }
                for (const ManoeuvreOffer& offer : referee->offerManoeuvres(state, unit.id)) {
                    check_.text(where + " offerManoeuvres", offer.label);
                    check_.text(where + " offerManoeuvres", offer.group);
                    check_.text(where + " offerManoeuvres", offer.verdict.reason);
                }
                for (const FireMode& mode : referee->fireModes(state, unit.id, enemy->id)) {
                    check_.text(where + " fireModes", mode.label);
                }
                const FirePreview preview = referee->previewFire(state, unit.id, enemy->id, {});
                check_.text(where + " previewFire", preview.reason);
                check_.text(where + " previewFire", preview.sightBlockedBy);
                check_.text(where + " previewFire", preview.band);
                check_.tree(where + " previewFire", preview.explanation);
                for (const std::string& line : preview.working) {
                    check_.text(where + " previewFire", line);
                }
                if (const std::optional<RulesOdds> odds =
                        referee->fireOdds(state, unit.id, enemy->id, {})) {
                    check_.text(where + " fireOdds", odds->title);
                    for (const std::string& label : odds->labels) {
                        check_.text(where + " fireOdds", label);
                    }
                }
            }
        }
    }

  private:
    static const Unit* nearestEnemy(const GameState& state, const Unit& unit) {
        const Unit* nearest = nullptr;
        double best = 0;
        for (const Unit& other : state.units()) {
            if (other.side == unit.side || other.figures <= 0) {
                continue;
            }
            const double dx = other.pose.position.x - unit.pose.position.x;
            const double dy = other.pose.position.y - unit.pose.position.y;
            const double distance = dx * dx + dy * dy;
            if (!nearest || distance < best) {
                nearest = &other;
                best = distance;
            }
        }
        return nearest;
    }

    std::shared_ptr<const RefereeRegistry> referees_;
    Reader& check_;
    std::string scenario_;
};

/// Hands `reader` what the journal shows of the commands applied since
/// `seen` (each one's description, note, and its resolutions' summaries and
/// explanations; their dice too, to a reader with `rolls`), and moves `seen`
/// on: called after every command of a game being played.
template <typename Reader>
void readNewCommands(const Game& game, const std::string& scenario, std::size_t& seen,
                     Reader& reader) {
    constexpr bool readsDice = requires(Reader & r, const std::vector<DieRoll>& rolls) {
        r.rolls(rolls);
    };
    for (; seen < game.commandCount(); ++seen) {
        const Command& command = game.command(seen);
        const std::string where = scenario + " command " + std::to_string(seen + 1);
        reader.text(where, command.describe());
        if constexpr (readsDice) {
            reader.rolls(command.rolls());
        }
        const nlohmann::json json = command.toJson();
        reader.text(where + " note", json.value("note", std::string()));
        for (const nlohmann::json& item : json.value("resolutions", nlohmann::json::array())) {
            const Resolution resolution = Resolution::fromJson(item);
            reader.text(where, resolution.summary);
            reader.tree(where, resolution.explanation);
            if constexpr (readsDice) {
                reader.rolls(resolution.rolls);
            }
        }
    }
}

}  // namespace adjutant::testing
