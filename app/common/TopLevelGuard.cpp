#include "app/common/TopLevelGuard.h"

#include <exception>
#include <new>
#include <string>

namespace adjutant::app {

std::string faultSentence(std::string_view program, std::string_view what) {
    std::string sentence(program);
    sentence += ": error: the program met a fault it cannot recover from (";
    sentence += what.empty() ? std::string_view("no details") : what;
    sentence +=
        ") and stopped; no file was changed by the step that failed. Please report it "
        "with the files and the command that led to it.";
    return sentence;
}

int runGuarded(std::string_view program, const std::function<int()>& body, std::ostream& err) {
    try {
        return body();
    } catch (const std::bad_alloc&) {
        err << faultSentence(program, "memory ran out") << '\n';
    } catch (const std::exception& e) {
        err << faultSentence(program, e.what()) << '\n';
    } catch (...) {
        err << faultSentence(program, "an unknown exception") << '\n';
    }
    err.flush();
    return kInternalFaultExitCode;
}

}  // namespace adjutant::app
