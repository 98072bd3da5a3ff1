#include "core/io/FileValidator.h"

#include <fmt/format.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/io/SavedGameFormat.h"
#include "core/io/SavedGameReader.h"
#include "core/io/ScenarioReader.h"
#include "core/json/JsonFile.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

namespace {

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
    const auto scenario = readScenarioJson(document, result.file, rulesets, result.diagnostics);
    if (scenario) {
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
        result.summary = fmt::format("ruleset \"{}\" ({}, engine {}), {}, {}", ruleset->name,
                                     ruleset->id, ruleset->engine,
                                     plural(ruleset->unitTypes.size(), "unit type", "unit types"),
                                     plural(ruleset->nations.size(), "nation", "nations"));
    }
}

// A saved game is valid when it loads and its whole journal replays.
void validateSavedGame(FileValidation& result, const RulesetRegistry& rulesets) {
    result.kind = FileKind::SavedGame;
    result.summary = validateSavedGameFile(result.file, rulesets, result.diagnostics);
}

}  // namespace

std::string_view fileKindKey(FileKind kind) {
    switch (kind) {
        case FileKind::Scenario:
            return "scenario";
        case FileKind::Ruleset:
            return "ruleset";
        case FileKind::SavedGame:
            return "savedGame";
        case FileKind::Unknown:
            break;
    }
    return "unknown";
}

FileKind fileKindFromName(std::string_view path) {
    if (endsWith(path, ".scenario.json")) {
        return FileKind::Scenario;
    }
    if (isSavedGameFileName(path)) {
        return FileKind::SavedGame;
    }
    if (namedLikeRuleset(path)) {
        return FileKind::Ruleset;
    }
    return FileKind::Unknown;
}

FileValidation validateFile(const std::string& path, const RulesetRegistry& rulesets) {
    FileValidation result;
    result.file = path;
    const FileKind named = fileKindFromName(path);
    if (named == FileKind::SavedGame) {
        validateSavedGame(result, rulesets);
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
                             "or a ruleset: a JSON object with \"engine\" and \"tables\")");
    return result;
}

}  // namespace adjutant
