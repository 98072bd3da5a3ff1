#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace adjutant {

/// A file that only ever grows at its end, as a saved game's journal does
/// between whole writes. It is opened without following a symbolic link and
/// only when it is a regular file, so a link or a named pipe planted at its
/// name is refused rather than written through. Every append is checked and
/// flushed to disk; an append that fails is taken back (the file is cut to its
/// length before it), so a half-written line never stays at its end.
class AppendOnlyFile {
  public:
    enum class Missing { Refuse, Create };
    /// ToDisk waits until the text is on the disk (fsync), as a saved game
    /// needs; ToSystem only hands it to the system, which is enough for a
    /// measurement log that must not slow what it measures.
    enum class Flush { ToDisk, ToSystem };

    /// Opens `path` to append to; nothing, with `error` a sentence naming the
    /// file, when it is missing (unless `missing` is Create), is not a regular
    /// file or cannot be opened.
    static std::unique_ptr<AppendOnlyFile> open(const std::string& path, Missing missing,
                                                std::string& error);
    /// Writes `text` as the whole of the file at `path` with `writeWhole`
    /// (writeFileSafely or writeFileAtomically), then opens it to append to:
    /// how a saved game or a game's record starts again after a failed
    /// append. Nothing, with `error` saying what failed, when either fails.
    static std::unique_ptr<AppendOnlyFile> rewrite(
        const std::string& path, const std::string& text,
        std::string (*writeWhole)(const std::string& path, const std::string& contents),
        std::string& error);
    ~AppendOnlyFile();
    AppendOnlyFile(const AppendOnlyFile&) = delete;
    AppendOnlyFile& operator=(const AppendOnlyFile&) = delete;

    /// Adds `text` at the end and flushes it. Returns empty, or a sentence
    /// naming the file and what failed (the file is then as it was).
    std::string append(std::string_view text, Flush flush = Flush::ToDisk);

    const std::string& path() const { return path_; }

  private:
    AppendOnlyFile(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}

    std::string path_;
    int fd_;
};

}  // namespace adjutant
