#include "core/json/Diagnostics.h"

#include <algorithm>

namespace adjutant {

std::string Diagnostic::toString() const {
    std::string text = file;
    if (!location.empty()) {
        text += ": " + location;
    }
    text += severity == Severity::Error ? ": error: " : ": warning: ";
    text += message;
    return text;
}

void Diagnostics::error(std::string file, std::string location, std::string message) {
    items_.push_back({Diagnostic::Severity::Error, std::move(file), std::move(location),
                      std::move(message)});
}

void Diagnostics::warning(std::string file, std::string location, std::string message) {
    items_.push_back({Diagnostic::Severity::Warning, std::move(file), std::move(location),
                      std::move(message)});
}

void Diagnostics::append(const Diagnostics& other) {
    items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

bool Diagnostics::hasErrors() const { return errorCount() > 0; }

std::size_t Diagnostics::errorCount() const {
    return static_cast<std::size_t>(std::count_if(items_.begin(), items_.end(), [](const auto& d) {
        return d.severity == Diagnostic::Severity::Error;
    }));
}

std::size_t Diagnostics::warningCount() const { return items_.size() - errorCount(); }

std::string Diagnostics::toString() const {
    std::string text;
    for (const auto& item : items_) {
        text += item.toString();
        text += '\n';
    }
    return text;
}

}  // namespace adjutant
