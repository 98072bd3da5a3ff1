#include "core/referee/situation/ExpectMatch.h"

#include <fmt/format.h>

#include <cmath>

#include "core/json/JsonReader.h"

namespace adjutant {

namespace {

constexpr double kNumberTolerance = 1e-6;

std::string where(const std::string& pointer) {
    return pointer.empty() ? std::string("/") : pointer;
}

}  // namespace

std::vector<std::string> compareWithExpected(const nlohmann::json& expected,
                                             const nlohmann::json& actual,
                                             const std::string& pointer) {
    std::vector<std::string> differences;
    auto differ = [&](const std::string& what) {
        differences.push_back(fmt::format("{}: {}", where(pointer), what));
    };
    if (expected.is_object()) {
        if (!actual.is_object()) {
            differ(fmt::format("expected an object, found {}", actual.dump()));
            return differences;
        }
        for (const auto& [key, value] : expected.items()) {
            const std::string member = pointer + "/" + escapeJsonPointerToken(key);
            if (!actual.contains(key)) {
                differences.push_back(fmt::format("{}: expected {}, but the answer has no {}",
                                                  member, value.dump(), key));
                continue;
            }
            auto inner = compareWithExpected(value, actual.at(key), member);
            differences.insert(differences.end(), inner.begin(), inner.end());
        }
        return differences;
    }
    if (expected.is_array()) {
        if (!actual.is_array() || actual.size() != expected.size()) {
            differ(fmt::format("expected {}, found {}", expected.dump(), actual.dump()));
            return differences;
        }
        for (std::size_t i = 0; i < expected.size(); ++i) {
            auto inner =
                compareWithExpected(expected[i], actual[i], fmt::format("{}/{}", pointer, i));
            differences.insert(differences.end(), inner.begin(), inner.end());
        }
        return differences;
    }
    if (expected.is_number()) {
        if (!actual.is_number() ||
            std::abs(expected.get<double>() - actual.get<double>()) > kNumberTolerance) {
            differ(fmt::format("expected {}, found {}", expected.dump(), actual.dump()));
        }
        return differences;
    }
    if (expected != actual) {
        differ(fmt::format("expected {}, found {}", expected.dump(), actual.dump()));
    }
    return differences;
}

}  // namespace adjutant
