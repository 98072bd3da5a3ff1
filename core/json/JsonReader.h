#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json/Diagnostics.h"

namespace adjutant {

/// Reads a JSON document while keeping track of where it is, so that every
/// problem is reported with the file name and the JSON pointer of the field.
///
/// A reader never throws and never stops at the first problem: a missing or
/// mistyped value records an error and yields a fallback, and reading goes on.
/// Callers check `diagnostics().hasErrors()` once at the end.
class JsonReader {
  public:
    JsonReader(const nlohmann::json& root, std::string file, Diagnostics& diagnostics);

    // --- where this reader stands --------------------------------------------
    bool present() const { return node_ != nullptr; }
    bool isObject() const;
    bool isArray() const;
    bool isString() const;
    bool isNumber() const;
    /// The JSON pointer of this node; "/" for the document root.
    std::string pointer() const { return pointer_.empty() ? std::string("/") : pointer_; }
    /// The pointer of a member of this node, present or not.
    std::string pointerOf(std::string_view key) const;
    const std::string& file() const { return *file_; }
    Diagnostics& diagnostics() const { return *diagnostics_; }
    /// The node itself, or a JSON null when absent, so that a reader of a
    /// damaged file that forgot to ask present() reads a null, not memory.
    const nlohmann::json& node() const;

    // --- navigation (no error when absent) ------------------------------------
    JsonReader child(std::string_view key) const;
    bool has(std::string_view key) const;
    /// Elements of this array; records an error if this node is not an array.
    std::vector<JsonReader> elements() const;
    /// Members of this object in document order; error if not an object.
    std::vector<std::pair<std::string, JsonReader>> members() const;

    // --- required members: absent or mistyped records an error ----------------
    std::string requireString(std::string_view key) const;
    double requireNumber(std::string_view key, std::optional<double> min = std::nullopt,
                         std::optional<double> max = std::nullopt) const;
    int requireInt(std::string_view key, std::optional<int> min = std::nullopt,
                   std::optional<int> max = std::nullopt) const;
    bool requireBool(std::string_view key) const;
    /// A member that must be an array; yields its elements (empty on error).
    std::vector<JsonReader> requireArray(std::string_view key) const;
    /// A member that must be an object; yields a reader on it (absent on error).
    JsonReader requireObject(std::string_view key) const;

    // --- optional members: absent yields the fallback, mistyped is an error ----
    std::string optionalString(std::string_view key, std::string fallback = {}) const;
    double optionalNumber(std::string_view key, double fallback,
                          std::optional<double> min = std::nullopt,
                          std::optional<double> max = std::nullopt) const;
    int optionalInt(std::string_view key, int fallback, std::optional<int> min = std::nullopt,
                    std::optional<int> max = std::nullopt) const;
    bool optionalBool(std::string_view key, bool fallback) const;
    std::vector<JsonReader> optionalArray(std::string_view key) const;

    // --- this node's own value --------------------------------------------------
    std::optional<std::string> asString() const;
    std::optional<bool> asBool() const;
    std::optional<double> asNumber(std::optional<double> min = std::nullopt,
                                   std::optional<double> max = std::nullopt) const;
    std::optional<int> asInt(std::optional<int> min = std::nullopt,
                             std::optional<int> max = std::nullopt) const;

    // --- reporting ----------------------------------------------------------------
    void error(std::string message) const;
    void warning(std::string message) const;
    void errorAt(std::string_view key, std::string message) const;
    /// Warns about members this object has that the format does not define,
    /// which are usually misspellings of ones it does.
    void warnUnknownMembers(std::initializer_list<std::string_view> known) const;

    /// A short description of a JSON value's type ("a string", "an array", ...).
    static std::string describeType(const nlohmann::json& value);

  private:
    JsonReader(const nlohmann::json* node, std::string pointer, const std::string* file,
               Diagnostics* diagnostics);
    /// The member `key`, absent when the object lacks it, which is then
    /// reported as missing where `what` (within min..max) was expected. What a
    /// require* call reads its value from: an absent reader yields no value
    /// and reports nothing more.
    JsonReader requiredMember(std::string_view key, const char* what,
                              std::optional<double> min = std::nullopt,
                              std::optional<double> max = std::nullopt) const;
    /// The member `key`, absent when the object lacks it or it is null: what
    /// an optional* call reads its value from, falling back when it yields none.
    JsonReader givenMember(std::string_view key) const;

    const nlohmann::json* node_ = nullptr;
    std::string pointer_;
    const std::string* file_ = nullptr;
    Diagnostics* diagnostics_ = nullptr;
    // Owns the file name for the root reader; children point to the root's copy.
    std::shared_ptr<const std::string> ownedFile_;
};

/// Escapes a member name for use in a JSON pointer (RFC 6901).
std::string escapeJsonPointerToken(std::string_view token);

}  // namespace adjutant
