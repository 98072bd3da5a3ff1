#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <string_view>

namespace adjutant::app {

/// The exit code of a program stopped by a fault of its own (sysexits.h's
/// EX_SOFTWARE), not by a bad file or a bad argument (1).
inline constexpr int kInternalFaultExitCode = 70;

/// Runs a program's whole work, `body`, and returns its exit code. Anything it
/// throws (a fault of the program, memory running out) ends it here with a
/// sentence on `err` naming `program` and what went wrong and
/// kInternalFaultExitCode, instead of an abort and a core dump: no exception
/// ever leaves a program's main.
int runGuarded(std::string_view program, const std::function<int()>& body, std::ostream& err);

/// The sentence runGuarded prints for an exception whose text is `what`.
std::string faultSentence(std::string_view program, std::string_view what);

}  // namespace adjutant::app
