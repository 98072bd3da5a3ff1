#include "core/io/FileValidator.h"

#include <fmt/format.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/io/FileIdentity.h"
#include "core/io/GameValueChecks.h"
#include "core/io/SavedGameFormat.h"
#include "core/io/SavedGameReader.h"
#include "core/io/ScenarioReader.h"
#include "core/json/JsonFile.h"
#include "core/language/TranslationReader.h"
#include "core/lesson/LessonPlayer.h"
#include "core/lesson/LessonReader.h"
#include "core/model/EnumKeys.h"
#include "core/referee/BuiltinEngines.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

namespace {

constexpr EnumKeys<FileKind, 6> kFileKinds{{
    {FileKind::Scenario, "scenario"},
    {FileKind::Ruleset, "ruleset"},
    {FileKind::SavedGame, "savedGame"},
    {FileKind::Lesson, "lesson"},
    {FileKind::Translation, "translation"},
    {FileKind::Unknown, "unknown"},
}};

bool endsWith(std::string_view text, std::string_view suffix) {
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

std::string plural(std::size_t count, std::string_view singular, std::string_view pluralForm) {
    return fmt::format("{} {}", count, count == 1 ? singular : pluralForm);
}

// A file is taken for a ruleset by its name when its contents cannot tell,
// e.g. a ruleset with a syntax error, so that it gets the ruleset's messages.
bool namedLikeRuleset(std::string_view path) {
    const std::filesystem::path file(path);
    return file.filename().string().find("ruleset") != std::string::npos ||
           file.parent_path().filename() == "rulesets";
}

void validateScenario(FileValidation& result, const nlohmann::json& document,
                      const RulesetRegistry& rulesets) {
    result.kind = FileKind::Scenario;
    auto scenario = readScenarioJson(document, result.file, rulesets, result.diagnostics);
    if (scenario && checkMapImageFile(*scenario, result.file, result.diagnostics)) {
        checkScenarioPlayable(*scenario, result.file, result.diagnostics);
        result.summary =
            fmt::format("scenario \"{}\" ({}), {}, {}", scenario->title, scenario->ruleset,
                        plural(scenario->sides.size(), "side", "sides"),
                        plural(scenario->units.size(), "unit", "units"));
    }
}

void validateRuleset(FileValidation& result, const RulesetRegistry& rulesets) {
    result.kind = FileKind::Ruleset;
    const auto ruleset = rulesets.parseFile(result.file, result.diagnostics);
    if (ruleset) {
        Diagnostics rereading;  // the file has just been read cleanly
        if (const auto document = readJsonFile(result.file, rereading)) {
            warnAbsurdDieModifiers(*document, result.file, result.diagnostics);
        }
        result.summary = fmt::format("ruleset \"{}\" ({}, engine {}), {}, {}", ruleset->name,
                                     ruleset->id, ruleset->engine,
                                     plural(ruleset->unitTypes.size(), "unit type", "unit types"),
                                     plural(ruleset->nations.size(), "nation", "nations"));
    }
}

// A saved game is valid when it loads and its whole journal replays.
void validateSavedGame(FileValidation& result, const RulesetRegistry& rulesets,
                       const RulesetDescriptors& descriptors) {
    result.kind = FileKind::SavedGame;
    // The full registry: saves made in play hold the referee's commands and state.
    const EngineRegistry engines =
        makeBuiltinEngineRegistry(makeBuiltinReferees(descriptors), descriptors);
    result.summary = validateSavedGameFile(result.file, rulesets, engines, result.diagnostics);
}

// The referee's words in another language (docs/translations.md): read, and
// checked against the ruleset it names.
bool isTranslationDocument(const nlohmann::json& document) {
    return document.is_object() && document.contains("language") &&
           (document.contains("sentences") || document.contains("words") ||
            document.contains("steps"));
}

void validateTranslation(FileValidation& result, const nlohmann::json& document,
                         const RulesetRegistry& rulesets) {
    result.kind = FileKind::Translation;
    const std::string language =
        document.at("language").is_string() ? document.at("language").get<std::string>() : "";
    const RulesetDefinition* ruleset = nullptr;
    if (const auto named = document.find("ruleset");
        named != document.end() && named->is_string()) {
        ruleset = rulesets.find(named->get<std::string>());
        if (!ruleset) {
            result.diagnostics.error(result.file, "/ruleset",
                                     fmt::format("no ruleset \"{}\" is known to check the "
                                                 "words and steps against",
                                                 named->get<std::string>()));
            return;
        }
    }
    Translation translation(language);
    if (readTranslationFile(result.file, ruleset, translation, result.diagnostics)) {
        result.summary = ruleset ? fmt::format("translation into \"{}\" of the {} referee's words",
                                               language, ruleset->id)
                                 : fmt::format(
                                       "translation into \"{}\" of the sentences every referee "
                                       "writes",
                                       language);
    }
}

// A lesson is valid when it reads and its "show me" commands complete it.
void validateLesson(FileValidation& result, const nlohmann::json& document,
                    const RulesetRegistry& rulesets, const RulesetDescriptors& descriptors) {
    result.kind = FileKind::Lesson;
    const auto referees = makeBuiltinReferees(descriptors);
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees, descriptors);
    SituationReadContext context;
    context.rulesets = &rulesets;
    context.engines = &engines;
    context.referees = referees.get();
    context.readScenario = [&rulesets](const nlohmann::json& scenario, const std::string& file,
                                       Diagnostics& problems) {
        return readScenarioJson(scenario, file, rulesets, problems);
    };
    const auto lesson = readLessonJson(document, result.file, context, result.diagnostics);
    if (!lesson) {
        return;
    }
    const LessonCheckResult check = checkLesson(*lesson, engines, *referees);
    for (const std::string& problem : check.problems) {
        result.diagnostics.error(result.file, "/steps", problem);
    }
    result.summary =
        fmt::format("lesson \"{}\" ({} course, lesson {}), {}", lesson->title, lesson->course,
                    lesson->order, plural(lesson->steps.size(), "step", "steps"));
}

FileContent contentOf(FileKind kind) {
    switch (kind) {
        case FileKind::Scenario:
            return FileContent::Scenario;
        case FileKind::Ruleset:
            return FileContent::Ruleset;
        case FileKind::SavedGame:
            return FileContent::SavedGame;
        case FileKind::Lesson:
            return FileContent::Lesson;
        case FileKind::Translation:  // JSON that only its reader tells apart
        case FileKind::Unknown:
            break;
    }
    return FileContent::Json;
}

// Kinds a file of no telling name is refused as at once, by what it is.
bool isNeverValidated(FileContent content) {
    switch (content) {
        case FileContent::Folder:
        case FileContent::Special:
        case FileContent::Empty:
        case FileContent::TurnFile:
        case FileContent::TwoPlayerRecord:
        case FileContent::Situation:
        case FileContent::Image:
        case FileContent::Document:
        case FileContent::Archive:
        case FileContent::Binary:
        case FileContent::Text:
            return true;
        default:
            return false;
    }
}

}  // namespace

std::string_view fileKindKey(FileKind kind) {
    return keyIn(kFileKinds, kind, "unknown");
}

FileKind fileKindFromName(std::string_view path) {
    if (endsWith(path, ".scenario.json")) {
        return FileKind::Scenario;
    }
    if (endsWith(path, ".lesson.json")) {
        return FileKind::Lesson;
    }
    if (isSavedGameFileName(path)) {
        return FileKind::SavedGame;
    }
    if (namedLikeRuleset(path)) {
        return FileKind::Ruleset;
    }
    return FileKind::Unknown;
}

FileValidation validateFile(const std::string& path, const RulesetRegistry& rulesets,
                            const RulesetDescriptors& descriptors) {
    FileValidation result;
    result.file = path;
    const FileKind named = fileKindFromName(path);
    // What the bytes are comes first: a picture or a lesson under a scenario's
    // name is named for what it is, not for the first thing its reader trips on.
    const FileIdentity identity = identifyFile(path);
    if (const std::string wrong = wrongContentSentence("the file", identity, contentOf(named));
        named != FileKind::Unknown && !wrong.empty()) {
        result.kind = named;
        result.diagnostics.error(path, "", wrong);
        return result;
    }
    if (named == FileKind::Unknown && identity.content == FileContent::SavedGame) {
        validateSavedGame(result, rulesets, descriptors);
        return result;
    }
    if (named == FileKind::Unknown && !identity.damaged && isNeverValidated(identity.content)) {
        result.diagnostics.error(path, "",
                                 fmt::format("the file is {}, not a file validate checks (a "
                                             "scenario, a ruleset, a lesson, a saved game or an "
                                             "order of battle)",
                                             contentName(identity)));
        return result;
    }
    if (named == FileKind::SavedGame) {
        validateSavedGame(result, rulesets, descriptors);
        return result;
    }
    if (named == FileKind::Ruleset) {
        validateRuleset(result, rulesets);
        return result;
    }
    const auto document = readJsonFile(path, result.diagnostics);
    if (!document) {
        result.kind = named;
        return result;
    }
    if (named == FileKind::Scenario) {
        validateScenario(result, *document, rulesets);
        return result;
    }
    if (named == FileKind::Lesson || isLessonDocument(*document)) {
        validateLesson(result, *document, rulesets, descriptors);
        return result;
    }
    if (isTranslationDocument(*document)) {
        validateTranslation(result, *document, rulesets);
        return result;
    }
    if (document->is_object() && (document->contains("engine") || document->contains("tables"))) {
        validateRuleset(result, rulesets);
        return result;
    }
    if (document->is_object() && document->contains("sides") && document->contains("ruleset")) {
        result.diagnostics.warning(path, "",
                                   "looks like a scenario; scenario files are named "
                                   "*.scenario.json so that every tool recognises them");
        validateScenario(result, *document, rulesets);
        return result;
    }
    result.diagnostics.error(path, "",
                             "not an Adjutant file (expected a scenario named *.scenario.json, "
                             "a lesson named *.lesson.json, a ruleset: a JSON object with "
                             "\"engine\" and \"tables\", or a translation: one with "
                             "\"language\" and \"sentences\")");
    return result;
}

}  // namespace adjutant
