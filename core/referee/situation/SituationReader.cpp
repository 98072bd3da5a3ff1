#include "core/referee/situation/SituationReader.h"

#include <fmt/format.h>

#include <memory>
#include <utility>

#include "core/engine/GameSetup.h"
#include "core/engine/SequencePosition.h"
#include "core/json/JsonFile.h"
#include "core/json/JsonReader.h"
#include "core/referee/situation/SituationScenario.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

namespace {

std::vector<int> readDice(const JsonReader& root) {
    std::vector<int> dice;
    for (const JsonReader& die : root.optionalArray("dice")) {
        if (auto value = die.asInt(1, 6)) {
            dice.push_back(*value);
        }
    }
    return dice;
}

// Puts the state at the situation's step: the one it names, else the one its
// question is asked in, else the first.
void placeAtStep(GameState& state, const JsonReader& root, const RulesetReferee* referee) {
    std::string stepId = root.optionalString("step");
    const bool named = !stepId.empty();
    if (!named && referee) {
        stepId = referee->questionStep(root.child("question").optionalString("kind"));
    }
    if (const std::optional<std::size_t> index = stepIndexOf(state.ruleset(), stepId)) {
        state.setStepIndex(*index);
        return;
    }
    if (named) {
        std::string known;
        for (const SequenceStep& step : state.ruleset().sequence) {
            known += (known.empty() ? "" : ", ") + step.id;
        }
        root.errorAt("step", fmt::format("no step \"{}\" in the sequence of play of \"{}\" ({})",
                                         stepId, state.ruleset().id, known));
    }
}

}  // namespace

std::optional<Situation> readSituationJson(const nlohmann::json& document, const std::string& file,
                                           const SituationReadContext& context,
                                           Diagnostics& diagnostics) {
    if (!document.is_object()) {
        diagnostics.error(file, "/",
                          fmt::format("expected a situation object, found {}",
                                      JsonReader::describeType(document)));
        return std::nullopt;
    }
    const JsonReader root(document, file, diagnostics);
    if (context.questionRequired || root.has("question")) {
        const JsonReader question = root.requireObject("question");
        if (question.present()) {
            question.requireString("kind");
        }
    }
    std::vector<int> dice = readDice(root);
    std::optional<nlohmann::json> expect;
    if (root.has("expect")) {
        if (const JsonReader e = root.requireObject("expect"); e.present()) {
            expect = e.node();
        }
    }
    const int bound = root.optionalInt("bound", 1, 1);

    const SituationScenario part(document, file, diagnostics);
    Diagnostics scenarioDiagnostics;
    std::optional<Scenario> scenario;
    if (context.readScenario) {
        scenario = context.readScenario(part.document(), file, scenarioDiagnostics);
    } else {
        scenarioDiagnostics.error(file, "", "no scenario reader was given to read the situation");
    }
    part.reportInFile(scenarioDiagnostics, diagnostics);
    if (!scenario || diagnostics.hasErrors()) {
        return std::nullopt;
    }

    auto setup = std::make_shared<GameSetup>();
    setup->ruleset = context.rulesets ? context.rulesets->find(scenario->ruleset) : nullptr;
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    if (root.has("seed")) {
        setup->seed = static_cast<std::uint64_t>(root.optionalInt("seed", 1, 0));
    }
    if (!setup->ruleset || !context.engines) {
        root.errorAt("ruleset", "this ruleset is not loaded");
        return std::nullopt;
    }
    for (const std::string& problem : setup->problems()) {
        diagnostics.error(file, "", problem);
    }
    if (diagnostics.hasErrors()) {
        return std::nullopt;
    }

    const RulesetReferee* referee =
        context.referees ? context.referees->find(setup->ruleset->engine) : nullptr;
    if (!referee) {
        root.errorAt("ruleset", fmt::format("ruleset \"{}\" (engine \"{}\") has no referee",
                                            setup->ruleset->id, setup->ruleset->engine));
        return std::nullopt;
    }
    GameState state = GameState::initial(setup, context.engines->rulesetStates);
    state.setBound(bound);
    placeAtStep(state, root, referee);
    referee->readSituationState(state, root);
    // Read before the last check, so that a description of the wrong type is
    // refused with the rest rather than reported beside a situation.
    std::string description = root.optionalString("description");
    if (diagnostics.hasErrors()) {
        return std::nullopt;
    }
    return Situation{file,     std::move(description), std::move(state),
                     document, std::move(dice),        std::move(expect)};
}

std::optional<Situation> readSituationFile(const std::string& path,
                                           const SituationReadContext& context,
                                           Diagnostics& diagnostics) {
    return readJsonFileAs(path, diagnostics, limits::kMaxSituationBytes,
                          [&](const nlohmann::json& document) {
                              return readSituationJson(document, path, context, diagnostics);
                          });
}

}  // namespace adjutant
