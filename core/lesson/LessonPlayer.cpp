#include "core/lesson/LessonPlayer.h"

#include <fmt/format.h>

#include <optional>

#include "core/engine/Game.h"
#include "core/json/Diagnostics.h"
#include "core/json/JsonMember.h"
#include "core/json/JsonReader.h"
#include "core/lesson/ActionMatch.h"
#include "core/lesson/LessonClaimCheck.h"

namespace adjutant {

namespace {

// A step that asks for the resolution of one step of the sequence is reached
// by resolving those before it with the same button: each of them is the way
// there, said as such, not an action to undo.
std::optional<std::string> resolvedOnTheWay(const ActionPattern& expected,
                                            const nlohmann::json& command, const GameState& after) {
    if (expected.command != "resolveStep" || expected.step.empty() ||
        memberOr(command, "type", "") != "resolveStep") {
        return std::nullopt;
    }
    std::string name = expected.step;
    for (const SequenceStep& step : after.ruleset().sequence) {
        if (step.id == expected.step) {
            name = step.name;
        }
    }
    return fmt::format(
        "On the way there: press Resolve step again until \u201c{}\u201d is resolved.", name);
}

}  // namespace

const LessonStep* LessonPlayer::step() const {
    return finished() ? nullptr : &lesson_.steps[index_];
}

bool LessonPlayer::mayGoOn() const {
    const LessonStep* current = step();
    return current && (!current->expect || completed_);
}

bool LessonPlayer::next() {
    if (!mayGoOn()) {
        return false;
    }
    ++index_;
    completed_ = false;
    return true;
}

void LessonPlayer::restart() {
    index_ = 0;
    completed_ = false;
}

LessonReply LessonPlayer::observe(const nlohmann::json& command, const GameState& after) {
    const LessonStep* current = step();
    if (!current || !current->expect || completed_) {
        return {};
    }
    if (matchesAction(*current->expect, command, after)) {
        completed_ = true;
        return {true, current->done.empty() ? std::string("Well done.") : current->done};
    }
    for (const LessonFeedback& feedback : current->feedback) {
        if (matchesAction(feedback.when, command, after)) {
            return {false, feedback.say};
        }
    }
    if (const std::optional<std::string> onTheWay =
            resolvedOnTheWay(*current->expect, command, after)) {
        return {false, *onTheWay};
    }
    return {false, current->otherwise.empty()
                       ? std::string("That is allowed, but it is not what this step asks for. "
                                     "Undo it and try again, or press Show me.")
                       : current->otherwise};
}

LessonReply LessonPlayer::refused(const std::string& reason) const {
    return {false, "The referee will not allow that: " + reason};
}

LessonCheckResult checkLesson(const Lesson& lesson, const EngineRegistry& engines,
                              const RefereeRegistry& referees) {
    LessonCheckResult result;
    if (!lesson.initial) {
        result.passed = false;
        result.problems.push_back("the lesson has no moment to start from");
        return result;
    }
    Game game(lesson.initial->sharedSetup(), *lesson.initial);
    LessonPlayer player(lesson);
    while (!player.finished()) {
        const std::size_t number = player.stepIndex() + 1;
        const LessonStep& step = *player.step();
        for (const LessonClaim& claim : step.claims) {
            ++result.claimsChecked;
            for (const std::string& problem :
                 checkClaim(claim, step.text, game.state(), referees)) {
                result.problems.push_back(fmt::format("step {}: {}", number, problem));
                result.passed = false;
            }
        }
        for (std::size_t i = 0; i < step.showMe.size(); ++i) {
            Diagnostics problems;
            std::unique_ptr<Command> command =
                engines.commands.fromJson(JsonReader(step.showMe[i], lesson.file, problems));
            if (!command || problems.hasErrors()) {
                result.problems.push_back(
                    fmt::format("step {}: show-me command {} cannot be read: {}", number, i + 1,
                                problems.toString()));
                result.passed = false;
                return result;
            }
            const GameChange change = game.apply(std::move(command));
            if (!change.accepted()) {
                result.problems.push_back(
                    fmt::format("step {}: the referee refused show-me command {}: {}", number,
                                i + 1, change.reason));
                result.passed = false;
                return result;
            }
            player.observe(game.command(game.cursor() - 1).toJson(), game.state());
        }
        if (!player.next()) {
            result.problems.push_back(fmt::format(
                "step {}: its show-me commands do not do what the step expects", number));
            result.passed = false;
            return result;
        }
        ++result.stepsCompleted;
    }
    return result;
}

}  // namespace adjutant
