#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace adjutant::test {

/// The lines of a text, without their line ends.
inline std::vector<std::string> textLines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

}  // namespace adjutant::test
