#include "core/json/JsonFile.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

namespace adjutant {

namespace {

// Line and column of a byte offset, for syntax error messages.
std::pair<std::size_t, std::size_t> lineAndColumn(const std::string& text, std::size_t offset) {
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

}  // namespace

std::optional<nlohmann::json> parseJsonText(const std::string& text, const std::string& name,
                                            Diagnostics& diagnostics) {
    try {
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        // byte is 1-based and points just past the offending character.
        const std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
        auto [line, column] = lineAndColumn(text, offset);
        std::string what = e.what();
        const auto pos = what.find("syntax error");
        if (pos != std::string::npos) {
            what = what.substr(pos);
        }
        diagnostics.error(name, fmt::format("line {} column {}", line, column),
                          "not valid JSON: " + what);
    }
    return std::nullopt;
}

std::optional<nlohmann::json> readJsonFile(const std::string& path, Diagnostics& diagnostics) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        diagnostics.error(path, "", std::string("cannot open file: ") + std::strerror(errno));
        return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parseJsonText(buffer.str(), path, diagnostics);
}

std::string writeFileAtomically(const std::string& path, const std::string& contents) {
    const std::string temporary = path + ".tmp-" + std::to_string(::getpid());
    std::FILE* file = std::fopen(temporary.c_str(), "wb");
    if (!file) {
        return fmt::format("cannot create {}: {}", temporary, std::strerror(errno));
    }
    const bool written = std::fwrite(contents.data(), 1, contents.size(), file) == contents.size();
    const bool flushed = std::fflush(file) == 0 && ::fsync(fileno(file)) == 0;
    const bool closed = std::fclose(file) == 0;
    if (!written || !flushed || !closed) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary.c_str());
        return fmt::format("cannot write {}: {}", temporary, reason);
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary.c_str());
        return fmt::format("cannot replace {}: {}", path, reason);
    }
    return {};
}

}  // namespace adjutant
