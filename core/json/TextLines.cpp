#include "core/json/TextLines.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <utility>

#include "core/json/SafeFile.h"

namespace adjutant {

namespace {

constexpr std::size_t kChunkBytes = 64 * 1024;

std::string lineLocation(std::size_t line) {
    return fmt::format("line {}", line);
}

}  // namespace

TextLineReader::TextLineReader(std::string_view text, std::string name, TextLineLimits limits)
    : name_(std::move(name)), limits_(limits), memory_(text) {
    if (text.size() > limits.maxBytes) {
        // Checked line by line as the file's are: the text is cut at the limit.
        memory_ = text.substr(0, limits.maxBytes + 1);
    }
}

TextLineReader::TextLineReader(int fd, std::string name, TextLineLimits limits)
    : name_(std::move(name)), limits_(limits), fd_(fd) {}

TextLineReader::~TextLineReader() {
    if (fd_ >= 0) {
        ::close(fd_);
    }
}

TextLineReader::TextLineReader(TextLineReader&& other) noexcept
    : name_(std::move(other.name_)),
      limits_(other.limits_),
      fd_(std::exchange(other.fd_, -1)),
      memory_(other.memory_),
      buffer_(std::move(other.buffer_)),
      consumed_(other.consumed_),
      totalBytes_(other.totalBytes_),
      lines_(other.lines_),
      atEnd_(other.atEnd_),
      failed_(other.failed_) {}

TextLineReader& TextLineReader::operator=(TextLineReader&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) {
            ::close(fd_);
        }
        name_ = std::move(other.name_);
        limits_ = other.limits_;
        fd_ = std::exchange(other.fd_, -1);
        memory_ = other.memory_;
        buffer_ = std::move(other.buffer_);
        consumed_ = other.consumed_;
        totalBytes_ = other.totalBytes_;
        lines_ = other.lines_;
        atEnd_ = other.atEnd_;
        failed_ = other.failed_;
    }
    return *this;
}

std::optional<TextLineReader> TextLineReader::openFile(const std::string& path,
                                                       TextLineLimits limits,
                                                       Diagnostics& diagnostics) {
    const int fd = openRegularFileForReading(path, diagnostics);
    if (fd < 0) {
        return std::nullopt;
    }
    return TextLineReader(fd, path, limits);
}

void TextLineReader::fail(Diagnostics& diagnostics, std::size_t line, std::string message) {
    failed_ = true;
    atEnd_ = true;
    diagnostics.error(name_, line > 0 ? lineLocation(line) : std::string(), std::move(message));
}

bool TextLineReader::fill(Diagnostics& diagnostics) {
    if (atEnd_) {
        return false;
    }
    // Keep only what is not yet a line, so the buffer never holds more than
    // one line and a chunk.
    buffer_.erase(0, consumed_);
    consumed_ = 0;
    if (fd_ < 0) {
        const std::size_t take = std::min(kChunkBytes, memory_.size());
        if (take == 0) {
            atEnd_ = true;
            return false;
        }
        buffer_.append(memory_.substr(0, take));
        memory_.remove_prefix(take);
        totalBytes_ += take;
    } else {
        std::array<char, kChunkBytes> chunk{};
        ssize_t n = 0;
        do {
            n = ::read(fd_, chunk.data(), chunk.size());
        } while (n < 0 && errno == EINTR);
        if (n < 0) {
            fail(diagnostics, 0, std::string("cannot read file: ") + std::strerror(errno));
            return false;
        }
        if (n == 0) {
            atEnd_ = true;
            return false;
        }
        buffer_.append(chunk.data(), static_cast<std::size_t>(n));
        totalBytes_ += static_cast<std::size_t>(n);
    }
    if (totalBytes_ > limits_.maxBytes) {
        fail(diagnostics, 0,
             fmt::format("is more than {}, the most a file of this kind has (docs/limits.md)",
                         sizeInWords(limits_.maxBytes)));
        return false;
    }
    return true;
}

std::optional<TextLine> TextLineReader::next(Diagnostics& diagnostics) {
    if (failed_) {
        return std::nullopt;
    }
    const std::size_t number = lines_ + 1;
    auto take = [&](std::size_t lineEnd, bool ended) {
        TextLine line;
        line.number = number;
        line.text = buffer_.substr(consumed_, lineEnd - consumed_);
        line.ended = ended;
        if (!line.text.empty() && line.text.back() == '\r') {
            line.text.pop_back();  // a file that passed through a Windows editor
        }
        consumed_ = ended ? lineEnd + 1 : lineEnd;
        lines_ = number;
        return line;
    };
    std::size_t searched = consumed_;
    for (;;) {
        const std::size_t end = buffer_.find('\n', searched);
        const std::size_t stop = end == std::string::npos ? buffer_.size() : end;
        // Each byte is looked at once: a zero byte or a line too long stops
        // the reading before anything more of the file is read.
        const std::size_t zero = buffer_.find('\0', searched);
        if (zero != std::string::npos && zero < stop) {
            fail(diagnostics, number,
                 fmt::format("holds a zero byte at column {}; no Adjutant file does (the file "
                             "is damaged, or is not a text file)",
                             zero - consumed_ + 1));
            return std::nullopt;
        }
        if (stop - consumed_ > limits_.maxLineBytes) {
            fail(diagnostics, number,
                 fmt::format("is longer than {}, the most a line of this file has "
                             "(docs/limits.md)",
                             sizeInWords(limits_.maxLineBytes)));
            return std::nullopt;
        }
        if (end != std::string::npos) {
            return take(end, true);
        }
        const std::size_t scanned = stop - consumed_;
        if (!fill(diagnostics)) {
            if (failed_ || buffer_.size() == consumed_) {
                return std::nullopt;  // a problem, or the end of the text
            }
            return take(buffer_.size(), false);
        }
        searched = consumed_ + scanned;
    }
}

}  // namespace adjutant
