#include "core/io/ScenarioNameHints.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace adjutant {

namespace {

// Longer lists are cut: the user needs a few examples, not a catalogue.
constexpr std::size_t kMostNamesListed = 8;

std::string lowered(const std::string& text) {
    std::string out = text;
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
        row[j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] =
                std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0U : 1U)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

}  // namespace

std::string expectedNameHint(const std::string& given, const std::vector<std::string>& known) {
    if (known.empty()) {
        return "none are defined";
    }
    const std::string target = lowered(given);
    const std::string* best = nullptr;
    std::size_t bestDistance = 0;
    for (const std::string& name : known) {
        const std::size_t distance = editDistance(target, lowered(name));
        if (best == nullptr || distance < bestDistance) {
            best = &name;
            bestDistance = distance;
        }
    }
    if (bestDistance <= std::max<std::size_t>(2, given.size() / 4)) {
        return fmt::format("did you mean \"{}\"?", *best);
    }
    std::string text = "expected one of ";
    for (std::size_t i = 0; i < known.size() && i < kMostNamesListed; ++i) {
        text += fmt::format("{}\"{}\"", i == 0 ? "" : ", ", known[i]);
    }
    if (known.size() > kMostNamesListed) {
        text += fmt::format(", ... ({} in all)", known.size());
    }
    return text;
}

}  // namespace adjutant
