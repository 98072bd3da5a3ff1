#pragma once

// What the tests of saving need to make a disk fail and to look at what is left:
// a limit on the size of the files this process may write (the write that
// would pass it fails with EFBIG, as on a full disk), a folder of their own,
// and the exact bytes of a file.

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <thread>

namespace adjutant::testing {

/// While it lives, no file this process writes may grow past `bytes`: a write
/// that would fails with EFBIG instead of killing the process (SIGXFSZ is
/// ignored). Both are as they were again when it goes.
class FileSizeLimit {
  public:
    explicit FileSizeLimit(rlim_t bytes) {
        ::getrlimit(RLIMIT_FSIZE, &before_);
        struct sigaction ignore {};
        ignore.sa_handler = SIG_IGN;
        ::sigaction(SIGXFSZ, &ignore, &signalBefore_);
        struct rlimit limited = before_;
        limited.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limited);
    }
    ~FileSizeLimit() {
        ::setrlimit(RLIMIT_FSIZE, &before_);
        ::sigaction(SIGXFSZ, &signalBefore_, nullptr);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

  private:
    struct rlimit before_ {};
    struct sigaction signalBefore_ {};
};

/// A new empty folder under the system's temporary folder, removed with all it
/// holds when it goes.
class ScratchFolder {
  public:
    ScratchFolder() {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "adjutant-save-XXXXXX").string();
        path_ = ::mkdtemp(pattern.data());
    }
    ~ScratchFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;

    std::string file(const std::string& name) const { return (path_ / name).string(); }
    const std::filesystem::path& path() const { return path_; }

    /// The names of what the folder holds, hidden ones too.
    std::set<std::string> names() const {
        std::set<std::string> found;
        for (const auto& entry : std::filesystem::directory_iterator(path_)) {
            found.insert(entry.path().filename().string());
        }
        return found;
    }

  private:
    std::filesystem::path path_;
};

inline std::string bytesOf(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

inline void putBytes(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

/// Runs `read` on a named pipe nobody writes to. Should the reader wait for a
/// writer, one comes after five seconds to set it free, so that a reader that
/// waits fails here instead of holding the test up for ever.
inline std::chrono::steady_clock::duration timeToReadAPipe(
    const std::function<void(const std::string&)>& read) {
    ScratchFolder folder;
    const std::string pipe = folder.file("mollwitz.save.jsonl");
    EXPECT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    std::atomic<bool> finished{false};
    std::thread rescuer([&] {
        const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (!finished && std::chrono::steady_clock::now() < giveUp) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        while (!finished) {
            const int fd = ::open(pipe.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0) {
                ::close(fd);
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    });
    const auto start = std::chrono::steady_clock::now();
    read(pipe);
    const auto spent = std::chrono::steady_clock::now() - start;
    finished = true;
    rescuer.join();
    return spent;
}

}  // namespace adjutant::testing
