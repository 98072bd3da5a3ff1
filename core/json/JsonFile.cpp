#include "core/json/JsonFile.h"

#include "core/json/JsonSyntaxWords.h"
#include "core/json/SafeFile.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

namespace adjutant {

namespace {

using Json = nlohmann::json;

/// Builds the document from the parser's events, as nlohmann's own builder does,
/// but refuses an array or object deeper than the limit before it is made, and
/// keeps the first problem the parser reports instead of throwing it.
class BoundedDocumentBuilder {
  public:
    struct Problem {
        std::size_t position = 0;  // characters read when it was found
        int id = 0;                // nlohmann's exception id (406: number out of range)
        std::string token;
        std::string what;
    };

    BoundedDocumentBuilder(Json& root, std::size_t maxDepth) : root_(root), maxDepth_(maxDepth) {}

    bool null() { return place(Json(nullptr)); }
    bool boolean(bool value) { return place(Json(value)); }
    bool number_integer(Json::number_integer_t value) { return place(Json(value)); }
    bool number_unsigned(Json::number_unsigned_t value) { return place(Json(value)); }
    bool number_float(Json::number_float_t value, const Json::string_t& /*text*/) {
        return place(Json(value));
    }
    bool string(Json::string_t& value) { return place(Json(std::move(value))); }
    bool binary(Json::binary_t& value) { return place(Json::binary(std::move(value))); }

    bool start_object(std::size_t /*size*/) { return open(Json::object()); }
    bool key(Json::string_t& name) {
        member_ = &(*open_.back())[name];
        return true;
    }
    bool end_object() {
        open_.pop_back();
        return true;
    }
    bool start_array(std::size_t /*size*/) { return open(Json::array()); }
    bool end_array() {
        open_.pop_back();
        return true;
    }

    bool parse_error(std::size_t position, const std::string& token, const Json::exception& error) {
        problem_ = Problem{position, error.id, token, error.what()};
        return false;
    }

    bool tooDeep() const { return tooDeep_; }
    const std::optional<Problem>& problem() const { return problem_; }

  private:
    bool place(Json&& value) {
        where(std::move(value));
        return true;
    }

    Json* where(Json&& value) {
        if (open_.empty()) {
            root_ = std::move(value);
            return &root_;
        }
        Json& parent = *open_.back();
        if (parent.is_array()) {
            parent.push_back(std::move(value));
            return &parent.back();
        }
        *member_ = std::move(value);
        return member_;
    }

    bool open(Json&& container) {
        if (open_.size() >= maxDepth_) {
            tooDeep_ = true;
            return false;
        }
        open_.push_back(where(std::move(container)));
        return true;
    }

    Json& root_;
    std::size_t maxDepth_;
    std::vector<Json*> open_;
    Json* member_ = nullptr;
    bool tooDeep_ = false;
    std::optional<Problem> problem_;
};

// Line and column (both from 1) of a byte offset.
std::pair<std::size_t, std::size_t> lineAndColumn(std::string_view text, std::size_t offset) {
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

// The offset of the bracket that opens the first array or object nested deeper
// than `maxDepth`, skipping strings; only asked once the parser has refused one.
std::size_t offsetBeyondDepth(std::string_view text, std::size_t maxDepth) {
    std::size_t depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) {
                return i;
            }
        } else if (c == ']' || c == '}') {
            depth -= depth > 0 ? 1 : 0;
        }
    }
    return text.size();
}

std::string plainMessage(const BoundedDocumentBuilder::Problem& problem) {
    if (problem.id == 406) {
        return fmt::format(
            "the number {} is too large to be read (expected a number between "
            "-1.7e308 and 1.7e308)",
            problem.token.size() > 40 ? problem.token.substr(0, 37) + "..." : problem.token);
    }
    std::string what = problem.what;
    if (const auto pos = what.find("syntax error"); pos != std::string::npos) {
        return "not valid JSON: " + jsonSyntaxInWords(what.substr(pos));
    }
    // "[json.exception.kind.N] parse error at line L, column C: message"
    if (const auto pos = what.find("] "); pos != std::string::npos) {
        what = what.substr(pos + 2);
    }
    if (const auto pos = what.find(": ");
        what.rfind("parse error", 0) == 0 && pos != std::string::npos) {
        what = what.substr(pos + 2);
    }
    return "not valid JSON: " + printableText(what);
}

}  // namespace

std::optional<nlohmann::json> parseJsonText(std::string_view text, const std::string& name,
                                            Diagnostics& diagnostics, JsonTextOrigin origin) {
    Json document;
    BoundedDocumentBuilder builder(document, kMaxJsonDepth);
    std::size_t offset = 0;
    std::string message;
    try {
        if (Json::sax_parse(text.begin(), text.end(), &builder)) {
            return document;
        }
        if (builder.tooDeep()) {
            offset = offsetBeyondDepth(text, kMaxJsonDepth);
            message = fmt::format(
                "arrays and objects are nested more than {} deep (no Adjutant "
                "file nests them so deep)",
                kMaxJsonDepth);
        } else if (const auto& problem = builder.problem()) {
            // The position counts the characters read, the offending one included;
            // a number too large is read whole first, so point at its start.
            offset = problem->position > 0 ? problem->position - 1 : 0;
            if (problem->id == 406 && problem->token.size() <= offset + 1) {
                offset -= problem->token.size() - 1;
            }
            message = plainMessage(*problem);
        } else {
            message = "not valid JSON";
        }
    } catch (const std::exception& e) {
        // The parser reports its problems through the builder; this is only
        // reached when memory runs out or the like.
        message = std::string("cannot be read: ") + e.what();
    }
    const auto [line, column] = lineAndColumn(text, offset);
    diagnostics.error(name, fmt::format("line {} column {}", origin.firstLine + line - 1, column),
                      message);
    return std::nullopt;
}

std::optional<std::string> readTextFile(const std::string& path, Diagnostics& diagnostics,
                                        std::size_t maxBytes) {
    return readFileBounded(path, maxBytes, diagnostics);
}

std::optional<nlohmann::json> readJsonFile(const std::string& path, Diagnostics& diagnostics,
                                           std::size_t maxBytes) {
    const std::optional<std::string> text = readTextFile(path, diagnostics, maxBytes);
    if (!text) {
        return std::nullopt;
    }
    return parseJsonText(*text, path, diagnostics);
}

namespace {

/// Keeps the member names and string values of the first value's top level
/// from the parser's events, and nothing below it.
class OutlineCollector {
  public:
    explicit OutlineCollector(JsonOutline& outline) : outline_(outline) {}

    bool null() { return scalar(); }
    bool boolean(bool /*value*/) { return scalar(); }
    bool number_integer(Json::number_integer_t /*value*/) { return scalar(); }
    bool number_unsigned(Json::number_unsigned_t /*value*/) { return scalar(); }
    bool number_float(Json::number_float_t /*value*/, const Json::string_t& /*text*/) {
        return scalar();
    }
    bool string(Json::string_t& value) {
        if (depth_ == 1 && !key_.empty()) {
            outline_.strings[key_] = value.substr(0, 200);
        }
        return scalar();
    }
    bool binary(Json::binary_t& /*value*/) { return scalar(); }
    bool start_object(std::size_t /*size*/) { return open(JsonOutline::Shape::Object); }
    bool key(Json::string_t& name) {
        if (depth_ == 1) {
            key_ = name;
            outline_.members.push_back(name);
        }
        return true;
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t /*size*/) { return open(JsonOutline::Shape::Array); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t /*position*/, const std::string& /*token*/,
                     const Json::exception& /*error*/) {
        return false;
    }

  private:
    bool scalar() {
        if (depth_ == 0) {
            outline_.shape = JsonOutline::Shape::Scalar;
            outline_.complete = true;
        }
        return true;
    }
    bool open(JsonOutline::Shape shape) {
        if (depth_ == 0) {
            outline_.shape = shape;
        }
        ++depth_;
        return depth_ <= kMaxJsonDepth;
    }
    bool close() {
        --depth_;
        if (depth_ == 0) {
            outline_.complete = true;
        }
        return true;
    }

    JsonOutline& outline_;
    std::size_t depth_ = 0;
    std::string key_;
};

}  // namespace

JsonOutline outlineJson(std::istream& in) {
    JsonOutline outline;
    OutlineCollector collector(outline);
    try {
        // Not strict: only the first value is read, whatever follows it.
        Json::sax_parse(in, &collector, Json::input_format_t::json, false);
    } catch (const std::exception&) {
        outline.complete = false;  // memory ran out or the like: what was read stands
    }
    return outline;
}

std::string writeFileAtomically(const std::string& path, const std::string& contents) {
    return writeFileSafely(path, contents);
}

}  // namespace adjutant
