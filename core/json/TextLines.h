#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/json/Diagnostics.h"

namespace adjutant {

/// One line of a text read a line at a time.
struct TextLine {
    std::size_t number = 0;  // from 1
    std::string text;        // without its line break (nor a '\r' before it)
    bool ended = false;      // followed by a line break
};

/// The most a line-by-line reader takes: the whole text and each line.
struct TextLineLimits {
    std::size_t maxBytes = 0;
    std::size_t maxLineBytes = 0;
};

/// Reads a file of JSON lines (a saved game) a line at a time, holding no
/// more than one line in memory and never reading past the stated limits: a
/// text larger than maxBytes, a line longer than maxLineBytes and a line
/// holding a zero byte (no JSON text holds one; a file padded with zeros by a
/// failing disk does) are each refused with an error naming the file and the
/// line, and reading stops there.
class TextLineReader {
  public:
    /// Lines of a text already in memory, which must outlive the reader;
    /// `name` is used in diagnostics.
    TextLineReader(std::string_view text, std::string name, TextLineLimits limits);
    ~TextLineReader();
    TextLineReader(TextLineReader&&) noexcept;
    TextLineReader& operator=(TextLineReader&&) noexcept;
    TextLineReader(const TextLineReader&) = delete;
    TextLineReader& operator=(const TextLineReader&) = delete;

    /// Lines of the file at `path`; nothing (with an error naming it) when it
    /// cannot be opened or is not a regular file.
    static std::optional<TextLineReader> openFile(const std::string& path, TextLineLimits limits,
                                                  Diagnostics& diagnostics);

    /// The next line; nothing at the end of the text, or when it breaks a
    /// limit or cannot be read (then failed() holds and the error is recorded).
    std::optional<TextLine> next(Diagnostics& diagnostics);
    bool failed() const { return failed_; }

  private:
    TextLineReader(int fd, std::string name, TextLineLimits limits);
    /// More bytes into the buffer; false at the end or on an error.
    bool fill(Diagnostics& diagnostics);
    void fail(Diagnostics& diagnostics, std::size_t line, std::string message);

    std::string name_;
    TextLineLimits limits_;
    int fd_ = -1;               // the file read, or -1 for text in memory
    std::string_view memory_;   // the text in memory, or what is left of it
    std::string buffer_;        // bytes read from the file, not yet a line
    std::size_t consumed_ = 0;  // of buffer_, already given out
    std::size_t totalBytes_ = 0;
    std::size_t lines_ = 0;
    bool atEnd_ = false;
    bool failed_ = false;
};

}  // namespace adjutant
