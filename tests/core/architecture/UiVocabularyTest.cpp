// Checks that the window speaks no ruleset's language: no string in ui/ may be
// a ruleset's id or engine key, a step id of a ruleset's sequence of play, or a
// member name of the JSON a ruleset's referee alone reads and writes (its
// manoeuvre forms, its state). The window asks the referee what a unit may do
// and sends back what it was offered; a name like "thenFire" in ui/ means a
// tool builds a ruleset's form itself again.
//
// The vocabulary is gathered from the sources, so that it grows with the
// rulesets: step ids from resources/rulesets/*.json, member names from the
// JSON keys a ruleset's referee writes and reads (core/referee/<ruleset>/)
// that no generic part of core/ uses (a generic command's "firer" or
// "formation" stays allowed).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>
#include "tests/support/TestPaths.h"

namespace {

namespace fs = std::filesystem;

const fs::path kSourceDir = adjutant::testSourceDir();

// A ruleset's own folders: core/referee/<name>/ holding its descriptor
// (<Name>Descriptor.cpp, registered in BuiltinRulesetDescriptors.cpp) and
// core/rules/<name>/ beside it.
std::vector<std::string> rulesetFolders() {
    std::vector<std::string> folders;
    for (const auto& entry : fs::directory_iterator(kSourceDir / "core" / "referee")) {
        if (!entry.is_directory()) {
            continue;
        }
        for (const auto& file : fs::directory_iterator(entry.path())) {
            if (file.path().filename().string().ends_with("Descriptor.cpp")) {
                folders.push_back(entry.path().filename().string());
                break;
            }
        }
    }
    return folders;
}

std::string readFile(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<fs::path> sourcesUnder(const fs::path& folder) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        const auto ext = entry.path().extension();
        if (entry.is_regular_file() && (ext == ".h" || ext == ".cpp")) {
            files.push_back(entry.path());
        }
    }
    return files;
}

// The JSON member names a source writes or reads: json["key"], {"key", ...},
// .value("key", ...), requireString("key"), a kind table's
// std::string_view("key"), a status writer's v("key", ...), and a command's
// kType = "key". Only lower-camel names: labels ("Shaken") are words for people.
std::set<std::string> jsonMembersIn(const std::string& text) {
    static const std::vector<std::regex> patterns = {
        std::regex(R"re(\["([a-z][A-Za-z0-9]*)"\])re"),
        std::regex(R"re(\{"([a-z][A-Za-z0-9]*)",)re"),
        std::regex(R"re(\.value\("([a-z][A-Za-z0-9]*)")re"),
        std::regex(R"re((?:optional|require)[A-Za-z]*\("([a-z][A-Za-z0-9]*)")re"),
        std::regex(R"re(string_view\("([a-z][A-Za-z0-9]*)"\))re"),
        std::regex(R"re(\bv\("([a-z][A-Za-z0-9]*)")re"),
        std::regex(R"re(\.has\("([a-z][A-Za-z0-9]*)")re"),
        std::regex(R"re((?:errorAt|child)\("([a-z][A-Za-z0-9]*)")re"),
        std::regex(R"re(kType\s*=\s*"([a-z][A-Za-z0-9]*)")re"),
    };
    std::set<std::string> found;
    for (const std::regex& pattern : patterns) {
        for (auto it = std::sregex_iterator(text.begin(), text.end(), pattern);
             it != std::sregex_iterator(); ++it) {
            found.insert((*it)[1].str());
        }
    }
    return found;
}

// The folder of one ruleset's own code under `module` (core/referee/tricorne/,
// core/rules/tricorne/, ...).
bool inRulesetFolder(const fs::path& file, const std::string& module) {
    const fs::path folder = file.parent_path();
    static const std::vector<std::string> folders = rulesetFolders();
    for (const std::string& ruleset : folders) {
        if (folder.filename() == ruleset && folder.parent_path().filename() == module) {
            return true;
        }
    }
    return false;
}

std::map<std::string, std::string> gatherVocabulary();

/// Every name the window must not use, each with where it comes from.
const std::map<std::string, std::string>& rulesetVocabulary() {
    static const std::map<std::string, std::string> words = gatherVocabulary();
    return words;
}

std::map<std::string, std::string> gatherVocabulary() {
    std::map<std::string, std::string> words;
    for (const auto& entry : fs::directory_iterator(kSourceDir / "resources" / "rulesets")) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        const nlohmann::json ruleset = nlohmann::json::parse(readFile(entry.path()));
        const std::string source = entry.path().filename().string();
        words[ruleset.at("id").get<std::string>()] = source + " (ruleset id)";
        words[ruleset.at("engine").get<std::string>()] = source + " (engine key)";
        for (const auto& step : ruleset.at("sequenceOfPlay")) {
            words[step.at("id").get<std::string>()] = source + " (step id)";
        }
    }
    std::set<std::string> generic;
    std::map<std::string, std::string> own;
    for (const fs::path& file : sourcesUnder(kSourceDir / "core")) {
        const std::set<std::string> members = jsonMembersIn(readFile(file));
        // A ruleset's tables are data every ruleset file spells its own way;
        // what the window must not speak is its referee's forms and state.
        if (inRulesetFolder(file, "rules")) {
            continue;
        }
        if (inRulesetFolder(file, "referee")) {
            for (const std::string& member : members) {
                own.emplace(member, fs::relative(file, kSourceDir).string() + " (JSON member)");
            }
        } else {
            generic.insert(members.begin(), members.end());
        }
    }
    for (const auto& [member, source] : own) {
        if (!generic.count(member)) {
            words.emplace(member, source);
        }
    }
    return words;
}

struct Finding {
    int line = 0;
    std::string word;
};

/// The string literals of a source that are words of the vocabulary, by
/// line; comments and widgets' object names ("distance" for a spin box) are
/// not looked at.
std::vector<Finding> rulesetWordsIn(const std::string& text,
                                    const std::map<std::string, std::string>& vocabulary) {
    static const std::regex literal(R"re("((?:[^"\\]|\\.)*)")re");
    static const std::regex objectName(
        R"re(setObjectName\(\s*(?:QStringLiteral\()?"[^"]*"\)?\s*\))re");
    std::vector<Finding> found;
    std::istringstream lines(text);
    std::string line;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        // Cut a // comment that does not start inside a string.
        bool quoted = false;
        for (std::size_t i = 0; i + 1 < line.size(); ++i) {
            if (line[i] == '"' && (i == 0 || line[i - 1] != '\\')) {
                quoted = !quoted;
            } else if (!quoted && line[i] == '/' && line[i + 1] == '/') {
                line.resize(i);
                break;
            }
        }
        line = std::regex_replace(line, objectName, "");
        for (auto it = std::sregex_iterator(line.begin(), line.end(), literal);
             it != std::sregex_iterator(); ++it) {
            const std::string word = (*it)[1].str();
            if (vocabulary.count(word)) {
                found.push_back({number, word});
            }
        }
    }
    return found;
}

TEST(UiVocabulary, TheVocabularyHoldsStepIdsRulesetIdsAndRulesetMembersButNotGenericOnes) {
    const auto vocabulary = rulesetVocabulary();
    for (const char* word :
         {"declareCharges", "movement", "firing", "handToHand", "tricorne", "princes", "fireEffect",
          "thenFire", "angle", "pace", "boundsOwed", "lieDown", "dismount", "prolonge", "wheel"}) {
        EXPECT_TRUE(vocabulary.count(word)) << word;
    }
    // The generic commands' own members are the window's to use.
    for (const char* word : {"type", "firer", "target", "targets", "charger", "mode", "manoeuvre",
                             "unit", "formation", "changeFormation", "moveUnit", "facing"}) {
        EXPECT_FALSE(vocabulary.count(word)) << word;
    }
}

TEST(UiVocabulary, TheCheckerFindsARulesetMemberInASourceAndIgnoresComments) {
    const auto vocabulary = rulesetVocabulary();
    const std::string source =
        "// a comment may say \"thenFire\"\n"
        "nlohmann::json json = {{\"type\", \"manoeuvre\"}};\n"
        "json[\"thenFire\"] = false;  // \"angle\" here is a comment\n"
        "if (step->id == \"declareCharges\") {}\n"
        "box->setObjectName(\"thenFire\");\n";
    const std::vector<Finding> found = rulesetWordsIn(source, vocabulary);
    ASSERT_EQ(found.size(), 2U);
    EXPECT_EQ(found[0].line, 3);
    EXPECT_EQ(found[0].word, "thenFire");
    EXPECT_EQ(found[1].line, 4);
    EXPECT_EQ(found[1].word, "declareCharges");
}

TEST(UiVocabulary, NoSourceOfTheWindowUsesARulesetsWords) {
    const auto vocabulary = rulesetVocabulary();
    ASSERT_GT(vocabulary.size(), 100U) << "the vocabulary is almost empty; is the path right?";
    const std::vector<fs::path> sources = sourcesUnder(kSourceDir / "ui");
    ASSERT_GT(sources.size(), 50U);
    for (const fs::path& file : sources) {
        for (const Finding& finding : rulesetWordsIn(readFile(file), vocabulary)) {
            ADD_FAILURE() << fs::relative(file, kSourceDir).string() << ":" << finding.line
                          << " uses \"" << finding.word << "\", from "
                          << vocabulary.at(finding.word)
                          << ": ask the referee instead of speaking its language";
        }
    }
}

}  // namespace
