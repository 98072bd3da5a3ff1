#pragma once

#include <initializer_list>
#include <memory>

#include "core/json/JsonReader.h"
#include "core/rules/RulesetDefinition.h"

// Reading a ruleset's typed tables section by section, as the War of Princes
// and Fire Effect parsers do: each section reads its own tables into the
// whole, checking their keys against the definition.
namespace adjutant::tables {

/// One section of a ruleset's tables, read into `out`.
template <typename Tables>
using Section = void (*)(const JsonReader& tables, const RulesetDefinition& definition,
                         Tables& out);

/// The ruleset file's `tables` read by `sections` in turn (a section may
/// check its keys against what the ones before it read), then checked for
/// the words of every key a player reads by `checkWords`. Only the error
/// when `tables` is not an object.
template <typename Tables>
std::shared_ptr<const RulesetTables> readSections(
    const JsonReader& tables, const RulesetDefinition& definition,
    std::initializer_list<Section<Tables>> sections,
    void (*checkWords)(const JsonReader& tables, const RulesetDefinition& definition)) {
    auto out = std::make_shared<Tables>();
    if (!tables.present() || !tables.isObject()) {
        tables.error("missing or not an object (expected the ruleset's tables)");
        return out;
    }
    for (const Section<Tables> section : sections) {
        section(tables, definition, *out);
    }
    checkWords(tables, definition);
    return out;
}

}  // namespace adjutant::tables
