#pragma once

#include <memory>
#include <string>

namespace adjutant {

/// How this program names itself to another that finds a file locked:
/// "adjutant-cli play", "Adjutant". Set once at start; by default the
/// program's file name.
void setWriterName(std::string name);
std::string writerName();

/// The lock file of `path`: ".NAME.lock" beside it.
std::string writerLockPathFor(const std::string& path);

/// Holds the right to write a saved game, so that two programs never write one
/// file at once (each would think it saved, and one game would be lost).
///
/// The lock is a POSIX advisory lock (flock) on a small file beside the saved
/// game that records who holds it: the program, its process id, the host and
/// since when. The lock dies with the process, so a program that was killed
/// never blocks the next one; its file is simply taken over. The lock file is
/// opened without following a link and must be a regular file. Within one
/// program, writers of the same file share one lock (the window rewrites the
/// file it is already writing when the player saves it again).
class WriterLock {
  public:
    /// The lock on `path`; nothing, with `error` a sentence naming the file and
    /// (when another program holds it) who holds it, when it cannot be had. A
    /// `path` that is not a regular file is refused first (refusalToReplace).
    static std::shared_ptr<WriterLock> acquire(const std::string& path, std::string& error);
    ~WriterLock();
    WriterLock(const WriterLock&) = delete;
    WriterLock& operator=(const WriterLock&) = delete;

    const std::string& lockPath() const { return lockPath_; }

  private:
    WriterLock(std::string lockPath, std::string key, int fd)
        : lockPath_(std::move(lockPath)), key_(std::move(key)), fd_(fd) {}

    std::string lockPath_;
    std::string key_;
    int fd_;
};

}  // namespace adjutant
