#include "core/rules/RulesReference.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "core/json/InputLimits.h"
#include "core/json/SafeFile.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

std::string lowerCase(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// "§15.4" and "15.4." name 15.4.
std::string_view withoutMarks(std::string_view word) {
    constexpr std::string_view kSection = "\xc2\xa7";  // §
    if (word.substr(0, kSection.size()) == kSection) {
        word.remove_prefix(kSection.size());
    }
    while (!word.empty() && (word.back() == '.' || word.back() == ',' || word.back() == ';')) {
        word.remove_suffix(1);
    }
    return word;
}

struct Heading {
    int level = 0;
    std::string_view text;
};

// A line "## 15.4 Present morale status" is a heading of level 2.
std::optional<Heading> headingOf(std::string_view line) {
    int level = 0;
    while (level < static_cast<int>(line.size()) && line[static_cast<std::size_t>(level)] == '#') {
        ++level;
    }
    if (level == 0 || level > 6 || static_cast<std::size_t>(level) >= line.size() ||
        line[static_cast<std::size_t>(level)] != ' ') {
        return std::nullopt;
    }
    return Heading{level, trimmed(line.substr(static_cast<std::size_t>(level)))};
}

}  // namespace

bool isSectionNumber(std::string_view word) {
    if (word.empty()) {
        return false;
    }
    std::size_t i = 0;
    if (std::isupper(static_cast<unsigned char>(word[0]))) {
        i = 1;
    }
    bool digit = false;
    bool lastDot = false;
    for (; i < word.size(); ++i) {
        const char c = word[i];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            digit = true;
            lastDot = false;
        } else if (c == '.' && digit && !lastDot) {
            lastDot = true;
        } else {
            return false;
        }
    }
    return digit && !lastDot;
}

RulesReference RulesReference::parse(std::string markdown) {
    RulesReference reference;
    reference.markdown_ = std::move(markdown);
    const std::string& text = reference.markdown_;

    struct Open {
        std::size_t section;  // index into sections_
        int level;
    };
    std::vector<Open> open;
    bool inGlossary = false;
    int glossaryLevel = 0;
    bool inFence = false;
    const auto closeUpTo = [&](int level, std::size_t at) {
        while (!open.empty() && open.back().level >= level) {
            ReferenceSection& section = reference.sections_[open.back().section];
            section.markdown = text.substr(section.offset, at - section.offset);
            open.pop_back();
        }
    };
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) {
            end = text.size();
        }
        const std::string_view line(text.data() + start, end - start);
        if (line.substr(0, 3) == "```") {
            inFence = !inFence;
        }
        const std::optional<Heading> heading = inFence ? std::nullopt : headingOf(line);
        if (heading) {
            closeUpTo(heading->level, start);
            if (inGlossary && heading->level <= glossaryLevel) {
                inGlossary = false;
            }
            const std::string_view firstWord = heading->text.substr(0, heading->text.find(' '));
            ReferenceSection section;
            section.level = heading->level;
            section.offset = start;
            if (inGlossary) {
                section.id = lowerCase(heading->text);
                section.title = std::string(heading->text);
                section.glossary = true;
            } else if (isSectionNumber(firstWord)) {
                section.id = std::string(firstWord);
                section.title = std::string(trimmed(
                    heading->text.substr(std::min(firstWord.size(), heading->text.size()))));
            }
            if (lowerCase(heading->text) == "glossary") {
                inGlossary = true;
                glossaryLevel = heading->level;
            }
            if (!section.id.empty()) {
                reference.sections_.push_back(std::move(section));
                open.push_back({reference.sections_.size() - 1, heading->level});
            }
        }
        if (end == text.size()) {
            break;
        }
        start = end + 1;
    }
    closeUpTo(0, text.size());
    return reference;
}

std::optional<RulesReference> RulesReference::load(const std::string& path,
                                                   Diagnostics& diagnostics) {
    const std::optional<std::string> text =
        readFileBounded(path, limits::kMaxRulesReferenceBytes, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    return parse(*text);
}

const ReferenceSection* RulesReference::find(std::string_view idOrTerm) const {
    const std::string_view wanted = withoutMarks(trimmed(idOrTerm));
    const std::string lower = lowerCase(wanted);
    for (const ReferenceSection& section : sections_) {
        if (section.glossary ? section.id == lower : section.id == wanted) {
            return &section;
        }
    }
    return nullptr;
}

std::vector<std::string> citedSections(std::string_view rule) {
    std::vector<std::string> sections;
    std::string word;
    const auto flush = [&] {
        const std::string_view bare = withoutMarks(word);
        if (isSectionNumber(bare)) {
            sections.emplace_back(bare);
        }
        word.clear();
    };
    for (const char c : rule) {
        // Anything but letters, digits and dots separates citations: commas,
        // spaces, range dashes, "§".
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.') {
            flush();
        } else {
            word += c;
        }
    }
    flush();
    return sections;
}

std::string rulesReferencePath(const std::string& resourceDir, const RulesetDefinition& ruleset) {
    const std::string& folder = ruleset.reference.empty() ? ruleset.id : ruleset.reference;
    return fmt::format("{}/reference/{}/rules.md", resourceDir, folder);
}

std::string resourceFolderOf(const RulesetDefinition& ruleset) {
    const std::filesystem::path file(ruleset.file);
    return file.parent_path().parent_path().string();
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

}  // namespace adjutant
