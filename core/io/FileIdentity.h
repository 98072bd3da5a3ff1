#pragma once

#include <string>
#include <string_view>

namespace adjutant {

/// What a file holds, told by its bytes rather than its name: the program
/// asks before it reads a file as one kind, so that a lesson opened as a saved
/// game or a picture renamed `*.scenario.json` is named for what it is.
enum class FileContent {
    Missing,          // no file there, or it cannot be opened
    Folder,           // a folder, not a file
    Special,          // a named pipe, a device or a socket: never opened
    Empty,            // nothing, or only white space
    Scenario,         // JSON with "ruleset" and "sides" or "table"
    Ruleset,          // JSON with "engine" and "tables"
    SavedGame,        // JSON lines, the header's format "adjutant-saved-game"
    TurnFile,         // JSON lines, the header's format "adjutant-turn"
    TwoPlayerRecord,  // JSON lines, "adjutant-two-player-game"
    Lesson,           // JSON, format "adjutant-lesson"
    Situation,        // JSON with a rules "question" and its "expect"ed answer
    OrderOfBattle,    // JSON with "sides" and no table, or CSV with a side column
    Image,            // PNG, JPEG, GIF, WebP, BMP or SVG (`format` says which)
    Document,         // PDF
    Archive,          // ZIP or gzip (`format` says which)
    Binary,           // bytes that are not text
    Text,             // text that is not JSON
    Json,             // JSON of no kind Adjutant knows
};

struct FileIdentity {
    FileContent content = FileContent::Missing;
    /// The picture's or the archive's format ("PNG", "ZIP"); empty otherwise.
    std::string format;
    /// The JSON breaks off or has a syntax error after what told its kind.
    bool damaged = false;
};

/// Looks at the file's first bytes and, for JSON, at the members of its first
/// value (a JSON lines file's header), read as a stream without keeping the
/// document: the memory taken is the same for any size of file.
FileIdentity identifyFile(const std::string& path);

/// The same for bytes already in memory.
FileIdentity identifyText(std::string_view bytes);

/// "a scenario", "a PNG image", "an empty file", "text that is not JSON"...:
/// what a player is told a file is.
std::string contentName(const FileIdentity& identity);

/// True when a file of `identity` may be read as `expected`: the same kind,
/// or a kind that only its reader can judge (damaged JSON of no known kind).
/// A saved game and a two-player record are both games the window opens.
bool contentFits(const FileIdentity& identity, FileContent expected);

/// "mollwitz.scenario.json is a PNG image, not a scenario", or empty when the
/// file fits what it was to be read as (contentFits).
std::string wrongContentSentence(std::string_view fileName, const FileIdentity& identity,
                                 FileContent expected);

}  // namespace adjutant
