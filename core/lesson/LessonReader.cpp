#include "core/lesson/LessonReader.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "core/json/JsonFile.h"
#include "core/json/JsonMember.h"
#include "core/json/JsonReader.h"
#include "core/lesson/LessonClaimCheck.h"
#include "core/rules/RulesReference.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

constexpr const char* kFormat = "adjutant-lesson";
constexpr int kVersion = 1;

std::optional<Vec2> readPoint(const JsonReader& reader) {
    const std::vector<JsonReader> xy = reader.elements();
    if (!reader.isArray() || xy.size() != 2) {
        reader.error("expected a point [x, y] in table inches");
        return std::nullopt;
    }
    const auto x = xy[0].asNumber();
    const auto y = xy[1].asNumber();
    if (!x || !y) {
        return std::nullopt;
    }
    return Vec2{*x, *y};
}

std::vector<Vec2> readPolygon(const JsonReader& reader) {
    std::vector<Vec2> polygon;
    for (const JsonReader& corner : reader.elements()) {
        if (auto point = readPoint(corner)) {
            polygon.push_back(*point);
        }
    }
    if (reader.present() && polygon.size() < 3) {
        reader.error("expected an area of at least three corners [[x, y], ...]");
    }
    return polygon;
}

// A unit id the lesson names: it must be a unit of the lesson's moment.
std::string readUnit(const JsonReader& reader, std::string_view key, const GameState& state) {
    const std::string id = reader.optionalString(key);
    if (!id.empty() && !state.findUnit(id)) {
        reader.errorAt(key, fmt::format("no unit \"{}\" in this lesson", id));
    }
    return id;
}

LessonTapeEnd readTapeEnd(const JsonReader& reader, const GameState& state) {
    LessonTapeEnd end;
    if (const auto id = reader.asString()) {
        if (!state.findUnit(*id)) {
            reader.error(fmt::format("no unit \"{}\" in this lesson", *id));
        }
        end.unitId = *id;
    } else {
        end.point = readPoint(reader);
    }
    return end;
}

LessonHighlight readHighlight(const JsonReader& reader, const GameState& state) {
    LessonHighlight highlight;
    if (!reader.present()) {
        return highlight;
    }
    reader.warnUnknownMembers({"units", "areas", "arcs", "tape"});
    for (const char* key : {"units", "arcs"}) {
        for (const JsonReader& element : reader.optionalArray(key)) {
            const auto id = element.asString();
            if (!id || !state.findUnit(*id)) {
                element.error("expected the id of a unit of this lesson");
                continue;
            }
            (std::string_view(key) == "units" ? highlight.units : highlight.arcs).push_back(*id);
        }
    }
    for (const JsonReader& area : reader.optionalArray("areas")) {
        highlight.areas.push_back(readPolygon(area));
    }
    if (const JsonReader tape = reader.child("tape"); tape.present()) {
        tape.warnUnknownMembers({"from", "to"});
        highlight.tape = std::make_pair(readTapeEnd(tape.child("from"), state),
                                        readTapeEnd(tape.child("to"), state));
    }
    return highlight;
}

ActionPattern readActionPattern(const JsonReader& reader, const GameState& state) {
    ActionPattern pattern;
    reader.warnUnknownMembers(
        {"command", "unit", "target", "kind", "formation", "endsIn", "endsNear", "within", "step"});
    pattern.command = reader.requireString("command");
    pattern.unit = readUnit(reader, "unit", state);
    pattern.target = readUnit(reader, "target", state);
    pattern.kind = reader.optionalString("kind");
    pattern.formation = reader.optionalString("formation");
    if (reader.has("endsIn")) {
        pattern.endsIn = readPolygon(reader.child("endsIn"));
    }
    if (reader.has("endsNear")) {
        pattern.endsNear = readPoint(reader.child("endsNear"));
        pattern.nearInches = reader.optionalNumber("within", 1.0, 0.0);
    }
    pattern.step = reader.optionalString("step");
    if (!pattern.step.empty()) {
        bool known = false;
        for (const SequenceStep& step : state.ruleset().sequence) {
            known = known || step.id == pattern.step;
        }
        if (!known) {
            reader.errorAt("step",
                           fmt::format("no step \"{}\" in the sequence of play", pattern.step));
        }
    }
    return pattern;
}

// A fact a step states and the question behind it (docs/lesson-format.md);
// whether the referee agrees is for `lesson check` to find out.
LessonClaim readClaim(const JsonReader& entry) {
    entry.warnUnknownMembers({"says", "question", "dice", "expect"});
    LessonClaim claim;
    claim.says = entry.requireString("says");
    if (entry.has("says") && claim.says.empty()) {
        entry.errorAt("says", "expected the words of the step that state the fact");
    }
    if (const std::string problem = claimPlaceholderProblem(claim.says); !problem.empty()) {
        entry.errorAt("says", problem);
    }
    const JsonReader question = entry.requireObject("question");
    if (question.present()) {
        if (question.requireString("kind").empty() && question.has("kind")) {
            question.errorAt("kind", "expected the kind of question, e.g. \"fire\"");
        }
        claim.question = question.node();
    }
    for (const JsonReader& die : entry.optionalArray("dice")) {
        if (const std::optional<int> value = die.asInt(1, 6)) {
            claim.dice.push_back(*value);
        }
    }
    if (const JsonReader expect = entry.child("expect"); expect.present()) {
        if (!expect.isObject()) {
            expect.error(
                "expected the members of the answer the fact states, e.g. "
                "{\"casualties\": 2}");
        } else {
            claim.expect = expect.node();
        }
    }
    return claim;
}

}  // namespace

bool isLessonDocument(const nlohmann::json& document) {
    return document.is_object() && memberOr(document, "format", "") == kFormat;
}

std::optional<Lesson> readLessonJson(const nlohmann::json& document, const std::string& file,
                                     const SituationReadContext& context,
                                     Diagnostics& diagnostics) {
    const JsonReader root(document, file, diagnostics);
    if (!root.isObject()) {
        root.error("expected a lesson object");
        return std::nullopt;
    }
    root.warnUnknownMembers(
        {"format", "version", "id", "course", "order", "title", "summary", "situation", "steps"});
    if (root.requireString("format") != kFormat && root.child("format").isString()) {
        root.errorAt("format", fmt::format("expected \"{}\"", kFormat));
    }
    root.requireInt("version", kVersion, kVersion);
    Lesson lesson;
    lesson.file = file;
    lesson.id = root.requireString("id");
    lesson.course = root.requireString("course");
    lesson.order = root.requireInt("order", 1);
    lesson.title = root.requireString("title");
    lesson.summary = root.optionalString("summary");

    const JsonReader situationReader = root.requireObject("situation");
    if (!situationReader.present()) {
        return std::nullopt;
    }
    // The situation is read at its own place in the file, so errors name it.
    SituationReadContext lessonContext = context;
    lessonContext.questionRequired = false;
    Diagnostics situationDiagnostics;
    // The lesson's moment is called by the lesson's title wherever the
    // window names the game, not by the file's name.
    nlohmann::json moment = situationReader.node();
    if (!moment.contains("title")) {
        moment["title"] = lesson.title;
    }
    std::optional<Situation> situation =
        readSituationJson(moment, file, lessonContext, situationDiagnostics);
    for (const Diagnostic& item : situationDiagnostics.items()) {
        const std::string location = "/situation" + (item.location == "/" ? "" : item.location);
        if (item.severity == Diagnostic::Severity::Error) {
            diagnostics.error(file, location, item.message);
        } else {
            diagnostics.warning(file, location, item.message);
        }
    }
    if (!situation) {
        return std::nullopt;
    }
    if (!lesson.course.empty() && situation->state.ruleset().id != lesson.course) {
        root.errorAt("course", fmt::format("the lesson's situation is a game of \"{}\"",
                                           situation->state.ruleset().id));
    }
    const GameState& state = situation->state;
    const std::vector<JsonReader> steps = root.requireArray("steps");
    if (steps.empty() && root.has("steps")) {
        root.errorAt("steps", "expected at least one step");
    }
    for (const JsonReader& entry : steps) {
        entry.warnUnknownMembers(
            {"text", "highlight", "expect", "feedback", "otherwise", "done", "showMe", "claims"});
        LessonStep step;
        step.text = entry.requireString("text");
        step.highlight = readHighlight(entry.child("highlight"), state);
        if (const JsonReader expect = entry.child("expect"); expect.present()) {
            step.expect = readActionPattern(expect, state);
        }
        for (const JsonReader& feedback : entry.optionalArray("feedback")) {
            feedback.warnUnknownMembers({"when", "say"});
            const JsonReader when = feedback.requireObject("when");
            LessonFeedback said{when.present() ? readActionPattern(when, state) : ActionPattern{},
                                feedback.requireString("say")};
            step.feedback.push_back(std::move(said));
        }
        step.otherwise = entry.optionalString("otherwise");
        step.done = entry.optionalString("done");
        for (const JsonReader& command : entry.optionalArray("showMe")) {
            if (!command.isObject() || !command.node().contains("type")) {
                command.error(
                    "expected a command of the game, e.g. {\"type\": \"fireOrder\", ...}");
                continue;
            }
            step.showMe.push_back(command.node());
        }
        for (const JsonReader& claim : entry.optionalArray("claims")) {
            step.claims.push_back(readClaim(claim));
        }
        if (step.expect && step.showMe.empty()) {
            entry.errorAt("showMe", "a step that expects an action must say how to do it");
        }
        lesson.steps.push_back(std::move(step));
    }
    if (diagnostics.hasErrors()) {
        return std::nullopt;
    }
    lesson.initial = std::move(situation->state);
    return lesson;
}

std::optional<Lesson> readLessonFile(const std::string& path, const SituationReadContext& context,
                                     Diagnostics& diagnostics) {
    return readJsonFileAs(path, diagnostics, limits::kMaxLessonBytes,
                          [&](const nlohmann::json& document) {
                              return readLessonJson(document, path, context, diagnostics);
                          });
}

std::vector<std::string> lessonFilesIn(const std::string& folder) {
    std::vector<std::string> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && name.size() > 12 &&
            name.compare(name.size() - 12, 12, ".lesson.json") == 0) {
            files.push_back(entry.path().string());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string courseFolderOf(const RulesetDefinition& ruleset) {
    return (std::filesystem::path(resourceFolderOf(ruleset)) / "lessons" / ruleset.id).string();
}

}  // namespace adjutant
