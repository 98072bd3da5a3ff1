#include "core/json/JsonSyntaxWords.h"

#include <fmt/format.h>

#include <array>

#include "core/json/Utf8.h"

namespace adjutant {

namespace {

// A text of the parser's and what a player reads for it.
struct ParserText {
    std::string_view parser;
    std::string_view words;
};

// The parser's names of its tokens, as a player reads them.
std::string tokenInWords(std::string_view token) {
    static constexpr std::array<ParserText, 12> names{{
        {"end of input", "the end of the file"},
        {"string literal", "a text in quotes"},
        {"number literal", "a number"},
        {"true literal", "true"},
        {"false literal", "false"},
        {"null literal", "null"},
        {"'[', '{', or a literal", "a value"},
        {"'['", "'['"},
        {"'{'", "'{'"},
        {"']'", "']'"},
        {"'}'", "'}'"},
        {"':'", "':'"},
    }};
    for (const ParserText& name : names) {
        if (token == name.parser) {
            return std::string(name.words);
        }
    }
    return printableText(token);
}

// What the lexer could not read, in words. Its messages begin with the
// parser's text of a problem; what follows that varies.
std::string lexerProblemInWords(std::string_view problem, std::string_view lastRead) {
    static constexpr std::array<ParserText, 5> problems{{
        {"invalid literal",
         "a word JSON does not know; it knows true, false, null, numbers and texts in quotes"},
        {"invalid string: missing closing quote", "a text in quotes with no closing quote"},
        {"invalid string: control character",
         "a line break or control character inside a text in quotes (JSON writes a line break "
         "as \\n)"},
        {"invalid string: ill-formed UTF-8",
         "bytes that are not UTF-8 text inside a text in quotes"},
        {"invalid number", "a number JSON cannot read"},
    }};
    const std::string near =
        lastRead.empty()
            ? std::string()
            : fmt::format(
                  " (near \"{}\")",
                  printableText(lastRead.substr(lastRead.size() > 20 ? lastRead.size() - 20 : 0)));
    for (const ParserText& name : problems) {
        if (problem.starts_with(name.parser)) {
            return std::string(name.words) + near;
        }
    }
    return printableText(problem) + near;
}

}  // namespace

std::string printableText(std::string_view text) {
    std::string out;
    walkUtf8(
        text,
        [&](std::string_view run) {
            for (const char c : run) {
                const auto byte = static_cast<unsigned char>(c);
                if (byte < 0x20 || byte == 0x7F) {
                    out += fmt::format("\\x{:02X}", byte);
                } else {
                    out += c;
                }
            }
        },
        [&](std::size_t at) {
            out += fmt::format("\\x{:02X}", static_cast<unsigned char>(text[at]));
        });
    return out;
}

std::string jsonSyntaxInWords(std::string_view message) {
    // "syntax error while parsing <context> - <what>[; expected <token>]"
    constexpr std::string_view kStart = "syntax error ";
    const auto dash = message.find(" - ");
    if (!message.starts_with(kStart) || dash == std::string_view::npos) {
        return printableText(message);
    }
    std::string_view what = message.substr(dash + 3);
    const std::string_view context = message.substr(kStart.size(), dash - kStart.size());
    // Where a value was being read the parser names nothing it expected.
    std::string expected = context == "while parsing value" ? "a value" : "";
    // The parser's own "; expected" follows the lexer's "; last read: '...'",
    // which may hold a "; expected" of the lexer's own ("expected digit").
    const auto lastReadAt = what.find("; last read: ");
    if (const auto semicolon = what.rfind("; expected ");
        semicolon != std::string_view::npos &&
        (lastReadAt == std::string_view::npos || semicolon > lastReadAt)) {
        expected = tokenInWords(what.substr(semicolon + 11));
        what = what.substr(0, semicolon);
    }
    std::string found;
    if (what.starts_with("unexpected ")) {
        found = tokenInWords(what.substr(11));
        if (found == "the end of the file") {
            found = "the end of the file before the JSON was complete (is the file cut short?)";
        }
    } else {
        std::string_view lastRead;
        if (const auto read = what.find("; last read: '"); read != std::string_view::npos) {
            lastRead = what.substr(read + 14);
            if (lastRead.ends_with('\'')) {
                lastRead.remove_suffix(1);
            }
            what = what.substr(0, read);
        }
        found = lexerProblemInWords(what, lastRead);
    }
    return expected.empty() ? "found " + found
                            : fmt::format("found {} where {} was expected", found, expected);
}

}  // namespace adjutant
