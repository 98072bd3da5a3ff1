#include "core/json/JsonReader.h"

#include <fmt/format.h>

#include <cmath>
#include <nlohmann/json.hpp>

namespace adjutant {

namespace {

std::string rangeText(const char* what, std::optional<double> min, std::optional<double> max) {
    if (min && max) {
        return fmt::format("{} from {} to {}", what, *min, *max);
    }
    if (min) {
        return *min == 0 ? fmt::format("{} of 0 or more", what)
                         : fmt::format("{} of at least {}", what, *min);
    }
    if (max) {
        return fmt::format("{} of at most {}", what, *max);
    }
    return what;
}

std::optional<double> widened(std::optional<int> bound) {
    return bound ? std::optional<double>(*bound) : std::nullopt;
}

std::string valueText(const nlohmann::json& value) {
    std::string text = value.dump();
    if (text.size() > 40) {
        text = text.substr(0, 37) + "...";
    }
    return text;
}

}  // namespace

std::string escapeJsonPointerToken(std::string_view token) {
    std::string out;
    for (char c : token) {
        if (c == '~') {
            out += "~0";
        } else if (c == '/') {
            out += "~1";
        } else {
            out += c;
        }
    }
    return out;
}

JsonReader::JsonReader(const nlohmann::json& root, std::string file, Diagnostics& diagnostics)
    : node_(&root),
      diagnostics_(&diagnostics),
      ownedFile_(std::make_shared<const std::string>(std::move(file))) {
    file_ = ownedFile_.get();
}

JsonReader::JsonReader(const nlohmann::json* node, std::string pointer, const std::string* file,
                       Diagnostics* diagnostics)
    : node_(node), pointer_(std::move(pointer)), file_(file), diagnostics_(diagnostics) {}

const nlohmann::json& JsonReader::node() const {
    static const nlohmann::json absent;
    return node_ ? *node_ : absent;
}

bool JsonReader::isObject() const {
    return node_ && node_->is_object();
}
bool JsonReader::isArray() const {
    return node_ && node_->is_array();
}
bool JsonReader::isString() const {
    return node_ && node_->is_string();
}
bool JsonReader::isNumber() const {
    return node_ && node_->is_number();
}

std::string JsonReader::pointerOf(std::string_view key) const {
    return pointer_ + "/" + escapeJsonPointerToken(key);
}

JsonReader JsonReader::child(std::string_view key) const {
    const nlohmann::json* found = nullptr;
    if (node_ && node_->is_object()) {
        auto it = node_->find(std::string(key));
        if (it != node_->end()) {
            found = &*it;
        }
    }
    JsonReader reader(found, pointerOf(key), file_, diagnostics_);
    reader.ownedFile_ = ownedFile_;
    return reader;
}

bool JsonReader::has(std::string_view key) const {
    return node_ && node_->is_object() && node_->contains(std::string(key));
}

std::vector<JsonReader> JsonReader::elements() const {
    std::vector<JsonReader> out;
    if (!node_) {
        return out;
    }
    if (!node_->is_array()) {
        error("expected an array, found " + describeType(*node_));
        return out;
    }
    out.reserve(node_->size());
    for (std::size_t i = 0; i < node_->size(); ++i) {
        JsonReader reader(&(*node_)[i], pointer_ + "/" + std::to_string(i), file_, diagnostics_);
        reader.ownedFile_ = ownedFile_;
        out.push_back(std::move(reader));
    }
    return out;
}

std::vector<std::pair<std::string, JsonReader>> JsonReader::members() const {
    std::vector<std::pair<std::string, JsonReader>> out;
    if (!node_) {
        return out;
    }
    if (!node_->is_object()) {
        error("expected an object, found " + describeType(*node_));
        return out;
    }
    for (auto it = node_->begin(); it != node_->end(); ++it) {
        JsonReader reader(&it.value(), pointerOf(it.key()), file_, diagnostics_);
        reader.ownedFile_ = ownedFile_;
        out.emplace_back(it.key(), std::move(reader));
    }
    return out;
}

JsonReader JsonReader::requiredMember(std::string_view key, const char* what,
                                      std::optional<double> min, std::optional<double> max) const {
    JsonReader member = child(key);
    if (!member.present()) {
        errorAt(key, "missing (expected " + rangeText(what, min, max) + ")");
    }
    return member;
}

JsonReader JsonReader::givenMember(std::string_view key) const {
    JsonReader member = child(key);
    if (member.present() && member.node().is_null()) {
        member.node_ = nullptr;
    }
    return member;
}

std::string JsonReader::requireString(std::string_view key) const {
    return requiredMember(key, "a string").asString().value_or(std::string{});
}

double JsonReader::requireNumber(std::string_view key, std::optional<double> min,
                                 std::optional<double> max) const {
    return requiredMember(key, "a number", min, max).asNumber(min, max).value_or(min.value_or(0.0));
}

int JsonReader::requireInt(std::string_view key, std::optional<int> min,
                           std::optional<int> max) const {
    return requiredMember(key, "an integer", widened(min), widened(max))
        .asInt(min, max)
        .value_or(min.value_or(0));
}

bool JsonReader::requireBool(std::string_view key) const {
    return requiredMember(key, "true or false").asBool().value_or(false);
}

std::vector<JsonReader> JsonReader::requireArray(std::string_view key) const {
    return requiredMember(key, "an array").elements();
}

JsonReader JsonReader::requireObject(std::string_view key) const {
    JsonReader member = requiredMember(key, "an object");
    if (member.present() && !member.node().is_object()) {
        member.error("expected an object, found " + describeType(member.node()));
        member.node_ = nullptr;
    }
    return member;
}

std::string JsonReader::optionalString(std::string_view key, std::string fallback) const {
    return givenMember(key).asString().value_or(std::move(fallback));
}

double JsonReader::optionalNumber(std::string_view key, double fallback, std::optional<double> min,
                                  std::optional<double> max) const {
    return givenMember(key).asNumber(min, max).value_or(fallback);
}

int JsonReader::optionalInt(std::string_view key, int fallback, std::optional<int> min,
                            std::optional<int> max) const {
    return givenMember(key).asInt(min, max).value_or(fallback);
}

bool JsonReader::optionalBool(std::string_view key, bool fallback) const {
    return givenMember(key).asBool().value_or(fallback);
}

std::vector<JsonReader> JsonReader::optionalArray(std::string_view key) const {
    return givenMember(key).elements();
}

std::optional<std::string> JsonReader::asString() const {
    if (!node_) {
        return std::nullopt;
    }
    if (!node_->is_string()) {
        error("expected a string, found " + describeType(*node_));
        return std::nullopt;
    }
    return node_->get<std::string>();
}

std::optional<bool> JsonReader::asBool() const {
    if (!node_) {
        return std::nullopt;
    }
    if (!node_->is_boolean()) {
        error("expected true or false, found " + describeType(*node_));
        return std::nullopt;
    }
    return node_->get<bool>();
}

std::optional<double> JsonReader::asNumber(std::optional<double> min,
                                           std::optional<double> max) const {
    if (!node_) {
        return std::nullopt;
    }
    if (!node_->is_number()) {
        error("expected " + rangeText("a number", min, max) + ", found " + describeType(*node_));
        return std::nullopt;
    }
    double value = node_->get<double>();
    if (!std::isfinite(value) || (min && value < *min) || (max && value > *max)) {
        error("expected " + rangeText("a number", min, max) + ", found " + valueText(*node_));
        return std::nullopt;
    }
    return value;
}

std::optional<int> JsonReader::asInt(std::optional<int> min, std::optional<int> max) const {
    if (!node_) {
        return std::nullopt;
    }
    const std::optional<double> dmin = widened(min);
    const std::optional<double> dmax = widened(max);
    const bool integral =
        node_->is_number_integer() ||
        (node_->is_number_float() && std::floor(node_->get<double>()) == node_->get<double>() &&
         std::abs(node_->get<double>()) < 1e9);
    if (!integral) {
        error("expected " + rangeText("an integer", dmin, dmax) + ", found " +
              (node_->is_number() ? valueText(*node_) : describeType(*node_)));
        return std::nullopt;
    }
    const double raw = node_->get<double>();
    if (std::abs(raw) > 2e9 || (min && raw < *min) || (max && raw > *max)) {
        error("expected " + rangeText("an integer", dmin, dmax) + ", found " + valueText(*node_));
        return std::nullopt;
    }
    return static_cast<int>(raw);
}

void JsonReader::error(std::string message) const {
    diagnostics_->error(*file_, pointer(), std::move(message));
}

void JsonReader::warning(std::string message) const {
    diagnostics_->warning(*file_, pointer(), std::move(message));
}

void JsonReader::errorAt(std::string_view key, std::string message) const {
    diagnostics_->error(*file_, pointerOf(key), std::move(message));
}

void JsonReader::warnUnknownMembers(std::initializer_list<std::string_view> known) const {
    if (!node_ || !node_->is_object()) {
        return;
    }
    for (auto it = node_->begin(); it != node_->end(); ++it) {
        bool isKnown = false;
        for (auto name : known) {
            isKnown = isKnown || name == it.key();
        }
        if (!isKnown) {
            diagnostics_->warning(*file_, pointerOf(it.key()),
                                  "unknown member '" + it.key() + "' is ignored");
        }
    }
}

std::string JsonReader::describeType(const nlohmann::json& value) {
    switch (value.type()) {
        case nlohmann::json::value_t::null:
            return "null";
        case nlohmann::json::value_t::object:
            return "an object";
        case nlohmann::json::value_t::array:
            return "an array";
        case nlohmann::json::value_t::string:
            return "a string";
        case nlohmann::json::value_t::boolean:
            return "a boolean";
        case nlohmann::json::value_t::number_integer:
        case nlohmann::json::value_t::number_unsigned:
            return "an integer";
        case nlohmann::json::value_t::number_float:
            return "a number";
        default:
            return "a value of another kind";
    }
}

}  // namespace adjutant
