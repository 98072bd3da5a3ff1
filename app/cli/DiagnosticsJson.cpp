#include "app/cli/DiagnosticsJson.h"

namespace adjutant::cli {

nlohmann::json diagnosticsJson(const Diagnostics& diagnostics) {
    nlohmann::json list = nlohmann::json::array();
    for (const Diagnostic& item : diagnostics.items()) {
        list.push_back(
            {{"severity", item.severity == Diagnostic::Severity::Error ? "error" : "warning"},
             {"file", item.file},
             {"location", item.location},
             {"message", item.message}});
    }
    return list;
}

}  // namespace adjutant::cli
