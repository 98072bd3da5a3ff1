#pragma once

#include <string>
#include <vector>

namespace adjutant {

/// One problem found in an input file: which file, where in it (a JSON pointer
/// such as `/sides/0/units/3/figures`, or `line 12` for line-based files) and what
/// was expected there.
struct Diagnostic {
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    std::string file;
    std::string location;
    std::string message;

    /// `file: location: message`, the form every tool prints.
    std::string toString() const;
};

/// Collects every problem found while reading one or more files, so that a user
/// sees all of them at once instead of fixing them one run at a time.
class Diagnostics {
public:
    void error(std::string file, std::string location, std::string message);
    void warning(std::string file, std::string location, std::string message);
    void append(const Diagnostics& other);

    bool hasErrors() const;
    std::size_t errorCount() const;
    std::size_t warningCount() const;
    const std::vector<Diagnostic>& items() const { return items_; }
    bool empty() const { return items_.empty(); }

    /// Every diagnostic on its own line.
    std::string toString() const;

private:
    std::vector<Diagnostic> items_;
};

}  // namespace adjutant
