// Compiled, not run, by the test suite (tests/CMakeLists.txt): RulesText keeps
// a string literal as a view of it, so its literal constructor must refuse a
// buffer whose text the compiler cannot see is constant. Without
// RULES_TEXT_LOCAL_BUFFER this file must compile (the check itself works);
// with it, it must not.
#include <string>

#include "core/rules/RulesText.h"

using adjutant::RulesText;

namespace {

void take(const RulesText&) {}

}  // namespace

int main() {
    const RulesText literal("a rather long literal label here");
    take("Die");
    take(std::string("copied"));
    static constexpr char kConstant[] = "a constant array of text, kept as a view";
    const RulesText constant(kConstant);
    char local[40] = "a local buffer that will change";
    const RulesText copied{std::string_view(local)};
#ifdef RULES_TEXT_LOCAL_BUFFER
    const RulesText dangling(local);
#endif
    return literal.empty() || constant.empty() || copied.empty() ? 1 : 0;
}
