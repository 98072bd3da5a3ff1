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

}  // namespace adjutant
