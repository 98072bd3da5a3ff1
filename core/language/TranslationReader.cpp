#include "core/language/TranslationReader.h"

#include <fmt/core.h>
#include <algorithm>
#include <filesystem>
#include <map>

#include "core/json/JsonFile.h"
#include "core/json/JsonReader.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

// A member's text in the language, or nothing with an error at the member:
// `what` says what it was to be ("the step's name").
std::optional<std::string> textIn(const JsonReader& text, std::string_view what) {
    std::optional<std::string> translated = text.asString();
    if (!translated || translated->empty()) {
        text.error(fmt::format("expected {} in the language, a text that is not empty", what));
        return std::nullopt;
    }
    return translated;
}

void readWords(const JsonReader& words, const RulesetDefinition* ruleset, Translation& into) {
    for (const auto& [group, keys] : words.members()) {
        const std::map<std::string, std::string, std::less<>>* known = nullptr;
        if (ruleset) {
            const auto inRuleset = ruleset->words.find(group);
            if (inRuleset == ruleset->words.end()) {
                keys.error(fmt::format("the ruleset {} has no words of the group '{}'", ruleset->id,
                                       group));
                continue;
            }
            known = &inRuleset->second;
        }
        for (const auto& [key, text] : keys.members()) {
            const std::optional<std::string> translated = textIn(text, "the words");
            if (!translated || !known) {
                continue;
            }
            const auto english = known->find(key);
            if (english == known->end()) {
                text.error(fmt::format("the ruleset {} has no word '{}' among its {}", ruleset->id,
                                       key, group));
                continue;
            }
            into.addPhrase(english->second, *translated);
        }
    }
    if (!ruleset) {
        return;
    }
    for (const auto& [group, keys] : ruleset->words) {
        for (const auto& [key, english] : keys) {
            const JsonReader given = words.child(group).child(key);
            if (!given.present()) {
                words.warning(fmt::format("no words for '{}' ({} {}): it stays \"{}\"", key,
                                          ruleset->id, group, english));
            }
        }
    }
}

void readSteps(const JsonReader& steps, const RulesetDefinition* ruleset, Translation& into) {
    for (const auto& [id, text] : steps.members()) {
        const std::optional<std::string> translated = textIn(text, "the step's name");
        if (!translated || !ruleset) {
            continue;
        }
        const auto step = std::find_if(ruleset->sequence.begin(), ruleset->sequence.end(),
                                       [&](const SequenceStep& s) { return s.id == id; });
        if (step == ruleset->sequence.end()) {
            text.error(fmt::format("the ruleset {} has no step '{}'", ruleset->id, id));
            continue;
        }
        into.addPhrase(step->name, *translated);
    }
    if (!ruleset) {
        return;
    }
    for (const SequenceStep& step : ruleset->sequence) {
        if (!steps.child(step.id).present()) {
            steps.warning(
                fmt::format("no name for the step '{}': it stays \"{}\"", step.id, step.name));
        }
    }
}

void readSentences(const JsonReader& sentences, Translation& into) {
    for (const auto& [english, text] : sentences.members()) {
        const std::optional<std::string> translated = textIn(text, "the sentence");
        if (!translated) {
            continue;
        }
        std::string problem;
        if (!into.addSentence(english, *translated, problem)) {
            text.error(problem);
        }
    }
}

}  // namespace

bool readTranslationFile(const std::string& path, const RulesetDefinition* ruleset,
                         Translation& into, Diagnostics& diagnostics) {
    Diagnostics found;
    const std::optional<nlohmann::json> document = readJsonFile(path, found, kMaxTranslationBytes);
    if (document) {
        const JsonReader root(*document, path, found);
        if (!root.isObject()) {
            root.error("expected a translation: an object with language, words and sentences");
        } else {
            root.warnUnknownMembers(
                {"formatVersion", "language", "ruleset", "words", "steps", "sentences"});
            root.requireInt("formatVersion", 1, 1);
            const std::string language = root.requireString("language");
            if (!language.empty() && language != into.language()) {
                root.errorAt("language",
                             fmt::format("expected \"{}\", the language read", into.language()));
            } else {
                if (root.has("words")) {
                    readWords(root.requireObject("words"), ruleset, into);
                }
                if (root.has("steps")) {
                    readSteps(root.requireObject("steps"), ruleset, into);
                }
                if (root.has("sentences")) {
                    readSentences(root.requireObject("sentences"), into);
                }
            }
        }
    }
    const bool clean = !found.hasErrors();
    diagnostics.append(found);
    return clean;
}

std::string refereeTranslationPath(const std::string& resourceDir, const std::string& language) {
    return fmt::format("{}/translations/{}/referee.json", resourceDir, language);
}

std::string rulesetTranslationPath(const std::string& resourceDir, const std::string& language,
                                   const RulesetDefinition& ruleset) {
    const std::string& folder = ruleset.reference.empty() ? ruleset.id : ruleset.reference;
    return fmt::format("{}/translations/{}/{}.json", resourceDir, language, folder);
}

Translation loadTranslation(const RulesetDefinition& ruleset, const std::string& language,
                            const std::string& resourceDir, const std::string& fallbackResourceDir,
                            Diagnostics& diagnostics) {
    Translation translation(language);
    if (language.empty() || language == "en") {
        return translation;
    }
    const auto existing = [&](const std::string& path, const std::string& fallback) {
        if (fallbackResourceDir.empty() || std::filesystem::exists(path)) {
            return path;
        }
        return fallback;
    };
    // The ruleset's own sentences first: where both fit a text, the ruleset's
    // are the more particular ones, and a phrase given twice keeps the first.
    const std::string own =
        existing(rulesetTranslationPath(resourceDir, language, ruleset),
                 rulesetTranslationPath(fallbackResourceDir, language, ruleset));
    if (std::filesystem::exists(own)) {
        readTranslationFile(own, &ruleset, translation, diagnostics);
    }
    const std::string shared = existing(refereeTranslationPath(resourceDir, language),
                                        refereeTranslationPath(fallbackResourceDir, language));
    if (std::filesystem::exists(shared)) {
        readTranslationFile(shared, nullptr, translation, diagnostics);
    }
    return translation;
}

}  // namespace adjutant
