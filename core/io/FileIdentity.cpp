#include "core/io/FileIdentity.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <system_error>

#include "core/io/SavedGameFormat.h"
#include "core/json/JsonFile.h"
#include "core/json/Utf8.h"

namespace adjutant {

namespace {

// The formats of the files of a game between two people (kTurnFileFormatName,
// kMatchRecordFormatName) belong to core/match, above this module; a test
// holds these to them.
constexpr std::string_view kTurnFormat = "adjutant-turn";
constexpr std::string_view kTwoPlayerFormat = "adjutant-two-player-game";
constexpr std::string_view kLessonFormat = "adjutant-lesson";

// Enough of the start of a file to know a picture, a binary or a CSV header.
constexpr std::size_t kHeadBytes = 4096;

bool startsWith(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

std::string_view withoutBom(std::string_view text) {
    return startsWith(text, "\xEF\xBB\xBF") ? text.substr(3) : text;
}

std::string_view trimmedStart(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    return first == std::string_view::npos ? std::string_view() : text.substr(first);
}

// The formats a file is told by its first bytes.
std::optional<FileIdentity> byMagic(std::string_view head) {
    struct Magic {
        std::string_view bytes;
        FileContent content;
        const char* format;
    };
    static const std::array<Magic, 8> magics{{
        {"\x89PNG\r\n\x1a\n", FileContent::Image, "PNG"},
        {"\xFF\xD8\xFF", FileContent::Image, "JPEG"},
        {"GIF87a", FileContent::Image, "GIF"},
        {"GIF89a", FileContent::Image, "GIF"},
        {"%PDF-", FileContent::Document, "PDF"},
        {"PK\x03\x04", FileContent::Archive, "ZIP"},
        {"\x1F\x8B", FileContent::Archive, "gzip"},
        {"BM", FileContent::Image, "BMP"},
    }};
    for (const Magic& magic : magics) {
        // A BMP's "BM" alone is two letters a text may begin with; its header
        // has zeros where text has none.
        if (startsWith(head, magic.bytes) &&
            (magic.format != std::string_view("BM") || head.find('\0') != std::string_view::npos)) {
            return FileIdentity{magic.content, magic.format, false};
        }
    }
    if (head.size() >= 12 && startsWith(head, "RIFF") && head.substr(8, 4) == "WEBP") {
        return FileIdentity{FileContent::Image, "WebP", false};
    }
    const std::string_view text = trimmedStart(withoutBom(head));
    if ((startsWith(text, "<?xml") || startsWith(text, "<svg") || startsWith(text, "<!--")) &&
        head.find("<svg") != std::string_view::npos) {
        return FileIdentity{FileContent::Image, "SVG", false};
    }
    return std::nullopt;
}

// Bytes are taken for text unless they hold a zero byte, or one in ten of
// them is a control character or not UTF-8: a stray byte in a JSON file is
// a syntax error to be told at its line, not a binary file.
bool looksBinary(std::string_view head) {
    if (head.find('\0') != std::string_view::npos) {
        return true;
    }
    std::size_t odd = 0;
    walkUtf8(
        head,
        [&](std::string_view run) {
            for (const char c : run) {
                const auto byte = static_cast<unsigned char>(c);
                odd += (byte < 0x20 && byte != '\n' && byte != '\r' && byte != '\t') ? 1 : 0;
            }
        },
        [&](std::size_t at) {
            // A character cut at the end of the head is not counted.
            odd += head.size() - at >= 4 ? 1 : 0;
        });
    return odd * 10 > head.size();
}

bool has(const JsonOutline& outline, std::string_view member) {
    return std::find(outline.members.begin(), outline.members.end(), member) !=
           outline.members.end();
}

FileContent byFormat(const JsonOutline& outline) {
    const auto format = outline.strings.find("format");
    if (format == outline.strings.end()) {
        return FileContent::Json;
    }
    if (format->second == kSavedGameFormatName) {
        return FileContent::SavedGame;
    }
    if (format->second == kTurnFormat) {
        return FileContent::TurnFile;
    }
    if (format->second == kTwoPlayerFormat) {
        return FileContent::TwoPlayerRecord;
    }
    if (format->second == kLessonFormat) {
        return FileContent::Lesson;
    }
    return FileContent::Json;
}

FileContent byMembers(const JsonOutline& outline) {
    if (outline.shape != JsonOutline::Shape::Object) {
        return FileContent::Json;
    }
    if (const FileContent kind = byFormat(outline); kind != FileContent::Json) {
        return kind;
    }
    if (has(outline, "engine") || has(outline, "tables")) {
        return FileContent::Ruleset;
    }
    if (has(outline, "question") || has(outline, "expect")) {
        return FileContent::Situation;
    }
    if (has(outline, "ruleset") && (has(outline, "sides") || has(outline, "table"))) {
        return FileContent::Scenario;
    }
    if (has(outline, "sides") && !has(outline, "table") && !has(outline, "ruleset")) {
        return FileContent::OrderOfBattle;
    }
    return FileContent::Json;
}

// An order of battle in CSV begins with its header row naming a side column.
bool isOrderOfBattleCsv(std::string_view text) {
    const std::string_view firstLine = text.substr(0, text.find('\n'));
    return startsWith(firstLine, "side,") && firstLine.find(",id,") != std::string_view::npos;
}

FileIdentity fromText(std::string_view head, std::istream& whole) {
    if (auto magic = byMagic(head)) {
        return *magic;
    }
    if (looksBinary(head)) {
        return {FileContent::Binary, {}, false};
    }
    const std::string_view text = trimmedStart(withoutBom(head));
    if (text.empty() && head.size() < kHeadBytes) {
        return {FileContent::Empty, {}, false};
    }
    if (isOrderOfBattleCsv(text)) {
        return {FileContent::OrderOfBattle, "CSV", false};
    }
    if (!text.empty() && text.front() != '{' && text.front() != '[') {
        return {FileContent::Text, {}, false};
    }
    const JsonOutline outline = outlineJson(whole);
    return {byMembers(outline), {}, !outline.complete};
}

}  // namespace

FileIdentity identifyText(std::string_view bytes) {
    std::istringstream whole{std::string(bytes)};
    return fromText(bytes.substr(0, kHeadBytes), whole);
}

FileIdentity identifyFile(const std::string& path) {
    std::error_code failed;
    const std::filesystem::file_status status = std::filesystem::status(path, failed);
    if (std::filesystem::is_directory(status)) {
        return {FileContent::Folder, {}, false};
    }
    // Opening a named pipe would wait for a writer: what is not a regular
    // file is named by what it is and never opened.
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
        return {FileContent::Special, {}, false};
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return {FileContent::Missing, {}, false};
    }
    std::string head(kHeadBytes, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    in.clear();
    in.seekg(0);
    return fromText(head, in);
}

std::string contentName(const FileIdentity& identity) {
    switch (identity.content) {
        case FileContent::Missing:
            return "a file that cannot be opened";
        case FileContent::Folder:
            return "a folder";
        case FileContent::Special:
            return "a named pipe or a device";
        case FileContent::Empty:
            return "an empty file";
        case FileContent::Scenario:
            return "a scenario";
        case FileContent::Ruleset:
            return "a ruleset";
        case FileContent::SavedGame:
            return "a saved game";
        case FileContent::TurnFile:
            return "a turn file";
        case FileContent::TwoPlayerRecord:
            return "the record of a game between two people";
        case FileContent::Lesson:
            return "a lesson";
        case FileContent::Situation:
            return "a situation (a rules question)";
        case FileContent::OrderOfBattle:
            return "an order of battle";
        case FileContent::Image:
            return fmt::format("a {} image", identity.format);
        case FileContent::Document:
            return fmt::format("a {} document", identity.format);
        case FileContent::Archive:
            return fmt::format("a {} archive", identity.format);
        case FileContent::Binary:
            return "a binary file";
        case FileContent::Text:
            return "text that is not JSON";
        case FileContent::Json:
            break;
    }
    return "JSON that is no Adjutant file";
}

bool contentFits(const FileIdentity& identity, FileContent expected) {
    if (identity.content == expected) {
        return true;
    }
    // A game the window opens is a saved game or a two-player record alike.
    const auto isGame = [](FileContent content) {
        return content == FileContent::SavedGame || content == FileContent::TwoPlayerRecord;
    };
    if (isGame(identity.content) && isGame(expected)) {
        return true;
    }
    // JSON broken before it told its kind is for the reader to describe, at
    // its line and column; so is a file that cannot be opened.
    return (identity.content == FileContent::Json && identity.damaged) ||
           identity.content == FileContent::Missing;
}

std::string wrongContentSentence(std::string_view fileName, const FileIdentity& identity,
                                 FileContent expected) {
    if (contentFits(identity, expected)) {
        return {};
    }
    FileIdentity wanted;
    wanted.content = expected;
    return fmt::format("{} is {}, not {}", fileName, contentName(identity), contentName(wanted));
}

}  // namespace adjutant
