#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adjutant {

/// A text of JSON lines whose first line is its header, as a game's record
/// and a turn file are, split into its lines.
struct JsonLinesText {
    std::vector<std::string_view> lines;  // each without its '\n'; views into the text
    /// The last line ends with a '\n'; false when it was cut short.
    bool lastEnded = true;
    /// The first line parsed; nothing when there is none or it is not JSON,
    /// which each kind of file reports in its own words.
    std::optional<nlohmann::json> header;
};

/// `text` split at each '\n'; `name` is the file's, for the parser.
JsonLinesText splitJsonLines(std::string_view text, const std::string& name);

}  // namespace adjutant
