#pragma once

// What every fuzz target shares: the program's own rulesets and engines, loaded
// once, and the rule that reading input may only ever end in diagnostics.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

#include "core/engine/EngineRegistry.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/support/TestPaths.h"

namespace adjutant::fuzz {

inline const RulesetRegistry& shippedRulesets() {
    static const RulesetRegistry rulesets = [] {
        Diagnostics diagnostics;
        RulesetRegistry loaded = loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics);
        if (diagnostics.hasErrors()) {
            std::cerr << diagnostics.toString();
            std::abort();
        }
        return loaded;
    }();
    return rulesets;
}

inline const std::shared_ptr<const RefereeRegistry>& builtinReferees() {
    static const std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees();
    return referees;
}

inline const EngineRegistry& builtinEngines() {
    static const EngineRegistry engines = makeBuiltinEngineRegistry(builtinReferees());
    return engines;
}

inline std::string_view textOf(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

/// A reader's verdict must be all or nothing: a result with no error, or an error
/// with no result. Anything else is a defect worth a crash the fuzzer reports.
inline void expectVerdict(bool result, const Diagnostics& diagnostics, const char* reader) {
    if (result == diagnostics.hasErrors()) {
        std::cerr << reader << ": " << (result ? "a result with errors" : "no result, no error")
                  << '\n'
                  << diagnostics.toString();
        std::abort();
    }
}

}  // namespace adjutant::fuzz
