#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace adjutant {

/// The offset of the first byte that does not begin a well-formed UTF-8
/// sequence (RFC 3629: no overlong forms, no surrogates, nothing above
/// U+10FFFF), or nothing when the whole text is UTF-8. Text read from a file
/// that is not JSON (an order of battle's CSV) is checked with it: every name
/// ends up in a JSON document, whose writer refuses text that is not UTF-8.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text);

/// Goes through `text` in order as its well-formed UTF-8 runs, each handed to
/// `wellFormed` (an empty one where two stray bytes meet), and the bytes that
/// begin no well-formed sequence, each handed to `stray` with its offset: how
/// text that may not be UTF-8 is looked at character by character.
template <typename WellFormed, typename Stray>
void walkUtf8(std::string_view text, WellFormed&& wellFormed, Stray&& stray) {
    std::size_t at = 0;
    while (at < text.size()) {
        const auto bad = firstInvalidUtf8(text.substr(at));
        const std::size_t good = bad ? *bad : text.size() - at;
        wellFormed(text.substr(at, good));
        at += good;
        if (bad) {
            stray(at);
            ++at;
        }
    }
}

}  // namespace adjutant
