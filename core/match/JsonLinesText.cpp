#include "core/match/JsonLinesText.h"

#include "core/json/Diagnostics.h"
#include "core/json/JsonFile.h"

namespace adjutant {

JsonLinesText splitJsonLines(std::string_view text, const std::string& name) {
    JsonLinesText split;
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            split.lines.push_back(text.substr(start));
            split.lastEnded = false;
            break;
        }
        split.lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    if (!split.lines.empty()) {
        Diagnostics parsed;
        split.header = parseJsonText(split.lines.front(), name, parsed);
    }
    return split;
}

}  // namespace adjutant
