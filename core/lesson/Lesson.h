#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/model/Vec2.h"

namespace adjutant {

/// One end of a tape a lesson lays on the table: a point, or a unit (the
/// centre of its front edge).
struct LessonTapeEnd {
    std::optional<Vec2> point;
    std::string unitId;
};

/// What a lesson step draws attention to on the table.
struct LessonHighlight {
    std::vector<std::string> units;        // outlined
    std::vector<std::vector<Vec2>> areas;  // shaded polygons
    std::vector<std::string> arcs;         // these units' arcs and range bands
    std::optional<std::pair<LessonTapeEnd, LessonTapeEnd>> tape;

    bool empty() const { return units.empty() && areas.empty() && arcs.empty() && !tape; }
};

/// An action a step expects, matched flexibly against a command the game
/// applied and the state after it (docs/lesson-format.md): "a fire order from
/// this unit at that one", "any move of this unit that ends inside this area",
/// "declare a charge", "resolve the step".
struct ActionPattern {
    std::string command;           // a command type ("fireOrder", "manoeuvre", ...) or "any"
    std::string unit;              // the unit that acts: manoeuvre unit, firer, charger
    std::string target;            // fire order target, or the first target of a charge
    std::string kind;              // manoeuvre kind ("move", "changeFormation", ...)
    std::string formation;         // the unit's formation after it
    std::vector<Vec2> endsIn;      // the unit's front-edge centre ends inside
    std::optional<Vec2> endsNear;  // ... or within `nearInches` of this point
    double nearInches = 1;
    std::string step;  // resolveStep: the step it resolves

    bool operator==(const ActionPattern&) const = default;
};

/// A fact of the rules a step states, with the question that proves it: the
/// referee is asked `question` (a situation file's question, docs/situations.md)
/// on the game as the step begins, throwing `dice`; the answer must match
/// `expect`, and the step's text must contain `says` with each `{member}`
/// filled from the answer ("PMS {pms}" -> "PMS 4"), so that text and referee
/// cannot drift apart (docs/lesson-format.md).
struct LessonClaim {
    std::string says;
    nlohmann::json question;
    std::vector<int> dice;
    std::optional<nlohmann::json> expect;
};

/// What the lesson says to an action other than the one expected.
struct LessonFeedback {
    ActionPattern when;
    std::string say;
};

struct LessonStep {
    std::string text;
    LessonHighlight highlight;
    /// The action that completes the step; none: the player reads and goes on.
    std::optional<ActionPattern> expect;
    std::vector<LessonFeedback> feedback;
    std::string otherwise;  // any other accepted action
    std::string done;       // said once the step is completed
    /// The commands "show me" gives (the game's own command JSON), in order.
    std::vector<nlohmann::json> showMe;
    /// The facts its text states, each checked by `lesson check`.
    std::vector<LessonClaim> claims;
};

/// A lesson: a moment of a game set up on the table and the steps that lead a
/// player through it (see docs/lesson-format.md).
struct Lesson {
    std::string file;
    std::string id;
    std::string course;  // the ruleset id it teaches
    int order = 0;       // its place in the course
    std::string title;
    std::string summary;
    std::optional<GameState> initial;  // the moment it starts from
    std::vector<LessonStep> steps;
};

}  // namespace adjutant
