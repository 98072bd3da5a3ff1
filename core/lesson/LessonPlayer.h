#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/engine/EngineRegistry.h"
#include "core/lesson/Lesson.h"
#include "core/referee/RefereeRegistry.h"

namespace adjutant {

/// What a lesson says to something the player did.
struct LessonReply {
    bool completed = false;  // the step's action was done
    std::string text;        // the words to show
};

/// Leads a player through a lesson, one step at a time: it watches the
/// commands the game applies (their JSON and the state after them), says when
/// a step's action is done and what was wrong with any other, and knows the
/// commands that "show me" gives. It holds no game: the window's session, or
/// checkLesson, applies the commands and tells it what happened.
class LessonPlayer {
  public:
    explicit LessonPlayer(const Lesson& lesson) : lesson_(lesson) {}

    const Lesson& lesson() const { return lesson_; }
    std::size_t stepIndex() const { return index_; }
    /// The step being played, or nullptr once the lesson is over.
    const LessonStep* step() const;
    bool finished() const { return index_ >= lesson_.steps.size(); }
    /// The step's action has been done (or it expects none): Next may be pressed.
    bool mayGoOn() const;

    /// Goes to the next step; false while the present step waits for its action.
    bool next();
    /// Starts the lesson again from its first step.
    void restart();

    /// A command the game applied while this step was played.
    LessonReply observe(const nlohmann::json& command, const GameState& after);
    /// A command the referee refused: its reason, put as feedback.
    LessonReply refused(const std::string& reason) const;

  private:
    const Lesson& lesson_;
    std::size_t index_ = 0;
    bool completed_ = false;
};

/// How a lesson's scripted solution ran headless.
struct LessonCheckResult {
    bool passed = true;
    int stepsCompleted = 0;
    int claimsChecked = 0;              // facts of the text asked of the referee
    std::vector<std::string> problems;  // "step 3: the referee refused ...: why"
};

/// Plays the lesson's "show me" commands step by step through a game started
/// at its moment, as the window would: each must be accepted and each step
/// that expects an action must be completed by them. As each step begins, the
/// facts its text states (its claims) are asked of the referee; every claim
/// the referee does not bear out is a problem.
LessonCheckResult checkLesson(const Lesson& lesson, const EngineRegistry& engines,
                              const RefereeRegistry& referees);

}  // namespace adjutant
