#include "tests/fuzz/JsonMutator.h"

#include <algorithm>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <utility>
#include <vector>

#include "tests/fuzz/JsonValueMutations.h"

namespace adjutant::fuzz {

namespace {

// Byte mutation gets one call in this many even when the input parses: the
// parsers and their error messages stay fuzzed, and the dictionary is used.
constexpr std::size_t kBytesOneIn = 5;
// A line-level change (drop, repeat, swap, cut) gets one call in this many for JSON lines.
constexpr std::size_t kLinesOneIn = 6;
// Nesting deeper than this is left to byte mutation: nlohmann's parser and
// serialiser recurse, and a reader refuses such depth before it reads a value anyway.
constexpr int kDeepest = 64;

bool tooDeep(std::string_view text) {
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kDeepest) {
                return true;
            }
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return false;
}

std::optional<Json> parse(std::string_view text) {
    if (text.empty() || tooDeep(text)) {
        return std::nullopt;
    }
    Json json = Json::parse(text.begin(), text.end(), nullptr, false);
    if (json.is_discarded()) {
        return std::nullopt;
    }
    return json;
}

// JSON lines (a saved game, a turn file, slices) rather than one document: an
// object on the first line and another after it. Told by the text alone, as
// parsing a journal whole would read its first line only to fail on the second.
bool looksLikeJsonLines(std::string_view text) {
    const std::size_t end = text.find('\n');
    return !text.empty() && text.front() == '{' && end != std::string_view::npos && end > 0 &&
           text[end - 1] == '}' && text.find("}\n{") != std::string_view::npos;
}

std::vector<std::string_view> splitLines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            lines.push_back(text.substr(start));
            return lines;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
}

std::string joinLines(const std::vector<std::string>& lines) {
    std::string text;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i > 0) {
            text += '\n';
        }
        text += lines[i];
    }
    return text;
}

// A change of whole lines: what a torn, spliced or hand-edited journal looks like.
void changeLines(std::vector<std::string>& lines, Random& random) {
    const std::size_t count = lines.size();
    const std::size_t from = below(random, count);
    const std::size_t to = below(random, count);
    switch (below(random, 4)) {
        case 0:
            lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(from));
            break;
        case 1:
            lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(to), lines[from]);
            break;
        case 2:
            std::swap(lines[from], lines[to]);
            break;
        default:
            lines.resize(std::max<std::size_t>(from, 1));
            break;
    }
}

// A line of `lines` that parses, picked at random: a few tries, then none.
std::optional<std::pair<std::size_t, Json>> parsedLine(const std::vector<std::string>& lines,
                                                       Random& random) {
    for (int attempt = 0; attempt < 8; ++attempt) {
        const std::size_t index = below(random, lines.size());
        if (auto json = parse(lines[index])) {
            return std::make_pair(index, std::move(*json));
        }
    }
    return std::nullopt;
}

std::size_t roomLeft(std::size_t size, std::size_t maxSize) {
    return maxSize > size ? maxSize - size : 0;
}

std::optional<std::string> mutateStructure(std::string_view input, std::size_t maxSize,
                                           Random& random) {
    const std::size_t room = roomLeft(input.size(), maxSize);
    if (!looksLikeJsonLines(input)) {
        if (auto document = parse(input)) {
            return mutateDocument(*document, room, random);
        }
    }
    std::vector<std::string> lines;
    for (const std::string_view line : splitLines(input)) {
        lines.emplace_back(line);
    }
    if (lines.size() < 2 || !looksLikeJsonLines(input)) {
        return std::nullopt;
    }
    if (oneIn(random, kLinesOneIn)) {
        changeLines(lines, random);
        return joinLines(lines);
    }
    auto line = parsedLine(lines, random);
    if (!line) {
        return std::nullopt;
    }
    lines[line->first] = mutateDocument(line->second, room, random);
    return joinLines(lines);
}

std::string mutateBytes(std::string_view input, std::size_t maxSize, ByteMutation bytes) {
    std::string buffer(input);
    const std::size_t size = std::min(input.size(), maxSize);
    buffer.resize(std::max(maxSize, size));
    buffer.resize(bytes(reinterpret_cast<std::uint8_t*>(buffer.data()), size, maxSize));
    return buffer;
}

}  // namespace

std::string mutateJson(std::string_view input, std::size_t maxSize, unsigned seed,
                       ByteMutation bytes) {
    Random random(seed);
    if (!oneIn(random, kBytesOneIn)) {
        for (int attempt = 0; attempt < 4; ++attempt) {
            const auto result = mutateStructure(input, maxSize, random);
            if (!result) {
                break;
            }
            if (result->size() <= maxSize && *result != input) {
                return *result;
            }
        }
    }
    return mutateBytes(input, maxSize, bytes);
}

std::string crossOverJson(std::string_view input, std::string_view other, std::size_t maxSize,
                          unsigned seed) {
    Random random(seed);
    std::string child;
    auto document = parse(input);
    auto donor = parse(other);
    if (document && donor) {
        Json& into = randomPlace(*document, random);
        into = randomPlace(*donor, random);
        child = document->dump(-1, ' ', false, Json::error_handler_t::replace);
    } else {
        std::vector<std::string> lines;
        for (const std::string_view line : splitLines(input)) {
            lines.emplace_back(line);
        }
        std::vector<std::string> donors;
        for (const std::string_view line : splitLines(other)) {
            donors.emplace_back(line);
        }
        const auto line = parsedLine(donors, random);
        if (!line || lines.size() < 2) {
            return {};
        }
        const std::size_t at = below(random, lines.size() + 1);
        if (at < lines.size() && oneIn(random, 2)) {
            lines[at] = donors[line->first];
        } else {
            lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), donors[line->first]);
        }
        child = joinLines(lines);
    }
    if (child.size() > maxSize || child == input) {
        return {};
    }
    return child;
}

}  // namespace adjutant::fuzz
