#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json/Diagnostics.h"

namespace adjutant {

struct RulesetDefinition;

/// One section of a ruleset's rules reference: a heading whose first word is a
/// section number the explanations cite ("15.4", "A40", "B21"), or a term of
/// the glossary ("shaken"), with its text up to the next heading of the same or
/// a higher level (so a section holds its subsections).
struct ReferenceSection {
    std::string id;     // "15.4"; for a glossary entry its term in lower case
    std::string title;  // the heading without the number: "Present morale status"
    int level = 0;      // the heading's level (2 for "##")
    bool glossary = false;
    std::size_t offset = 0;  // where its heading starts in the document
    std::string markdown;    // the heading and its text, subsections included
};

/// A ruleset's rules reference: Markdown written in the project's own words,
/// sectioned by the numbers the referee's explanations cite, with a glossary
/// of the ruleset's terms (see docs/rules-reference.md). Kept under
/// `resources/reference/<folder>/rules.md`; the ruleset file names the folder
/// (`reference`, its id by default), so a house-rules copy can bring its own.
class RulesReference {
  public:
    /// Splits a Markdown document into its sections. Headings that are neither
    /// numbered nor under "Glossary" only end the section before them.
    static RulesReference parse(std::string markdown);
    /// Reads the file; a missing or unreadable file is an error in `diagnostics`.
    static std::optional<RulesReference> load(const std::string& path, Diagnostics& diagnostics);

    const std::string& markdown() const { return markdown_; }
    const std::vector<ReferenceSection>& sections() const { return sections_; }
    /// The section with this number or glossary term (any case, "§" allowed), or nullptr.
    const ReferenceSection* find(std::string_view idOrTerm) const;

  private:
    std::string markdown_;
    std::vector<ReferenceSection> sections_;
};

/// The sections a rule citation names, in order: "14.6, A37" gives 14.6 and
/// A37; a range "6.1-6.3" gives both ends; "§15.4" gives 15.4. Words that are
/// not section numbers are left out.
std::vector<std::string> citedSections(std::string_view rule);

/// A line of the reference without its leading and trailing blanks.
std::string_view trimmed(std::string_view text);

/// True when `word` has the form of a section number: digits with dots, or a
/// capital letter and digits ("15.4", "8.2.1", "A40", "B21").
bool isSectionNumber(std::string_view word);

/// The reference file of a ruleset under a resource folder:
/// `<resourceDir>/reference/<ruleset.reference or id>/rules.md`.
std::string rulesReferencePath(const std::string& resourceDir, const RulesetDefinition& ruleset);

/// The resource folder a ruleset file was loaded from: the folder that holds
/// its `rulesets/` folder, where `reference/` and `lessons/` sit beside it.
std::string resourceFolderOf(const RulesetDefinition& ruleset);

}  // namespace adjutant
