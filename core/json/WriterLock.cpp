#include "core/json/WriterLock.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>

#include "core/json/JsonFile.h"
#include "core/json/SafeFile.h"

namespace adjutant {

namespace {

std::mutex& registryMutex() {
    static std::mutex mutex;
    return mutex;
}

std::string& nameOfThisWriter() {
    static std::string name = program_invocation_short_name;
    return name;
}

/// The locks this process holds, by the lock file's real path, so that a
/// second writer of the same file in this process shares the lock (flock
/// would otherwise refuse this very program).
std::map<std::string, std::weak_ptr<WriterLock>>& heldHere() {
    static std::map<std::string, std::weak_ptr<WriterLock>> held;
    return held;
}

std::string hostName() {
    std::array<char, HOST_NAME_MAX + 1> name{};
    if (::gethostname(name.data(), name.size() - 1) != 0) {
        return "this computer";
    }
    return name.data();
}

std::string localTime(std::time_t when, const char* format) {
    std::tm parts{};
    ::localtime_r(&when, &parts);
    std::array<char, 64> text{};
    return std::string(text.data(), std::strftime(text.data(), text.size(), format, &parts));
}

std::string holderRecord() {
    const std::time_t now = std::time(nullptr);
    const nlohmann::json record = {{"program", writerName()},
                                   {"process", static_cast<long long>(::getpid())},
                                   {"host", hostName()},
                                   {"since", localTime(now, "%Y-%m-%dT%H:%M:%S")},
                                   {"sinceSeconds", static_cast<long long>(now)}};
    return record.dump() + "\n";
}

/// "adjutant-cli play, process 1234 on table-pc, since 09:12", from what the
/// holder wrote in the lock file; "another program" when it wrote nothing yet.
std::string holderInWords(int fd) {
    std::array<char, 2048> buffer{};
    const ssize_t n = ::pread(fd, buffer.data(), buffer.size(), 0);
    Diagnostics ignored;
    const std::optional<nlohmann::json> read = parseJsonText(
        std::string_view(buffer.data(), n > 0 ? static_cast<std::size_t>(n) : 0), "lock", ignored);
    const nlohmann::json record = read.value_or(nlohmann::json());
    if (!record.is_object() || !record.contains("program") || !record["program"].is_string()) {
        return "another program";
    }
    std::string words = record["program"].get<std::string>();
    if (record.contains("process") && record["process"].is_number_integer()) {
        words += fmt::format(", process {}", record["process"].get<long long>());
    }
    if (record.contains("host") && record["host"].is_string()) {
        words += " on " + record["host"].get<std::string>();
    }
    if (record.contains("sinceSeconds") && record["sinceSeconds"].is_number_integer()) {
        const auto since = static_cast<std::time_t>(record["sinceSeconds"].get<long long>());
        const bool today =
            localTime(since, "%Y-%m-%d") == localTime(std::time(nullptr), "%Y-%m-%d");
        words += ", since " + localTime(since, today ? "%H:%M" : "%Y-%m-%d %H:%M");
    }
    return words;
}

bool sameFile(const struct stat& a, const struct stat& b) {
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

}  // namespace

void setWriterName(std::string name) {
    const std::lock_guard<std::mutex> guard(registryMutex());
    nameOfThisWriter() = std::move(name);
}

std::string writerName() {
    const std::lock_guard<std::mutex> guard(registryMutex());
    return nameOfThisWriter();
}

std::string writerLockPathFor(const std::string& path) {
    const std::filesystem::path target(path);
    return (target.parent_path() / ("." + target.filename().string() + ".lock")).string();
}

std::shared_ptr<WriterLock> WriterLock::acquire(const std::string& path, std::string& error) {
    // Nothing is made beside a link or a device that could not be written anyway.
    if (std::string refusal = refusalToReplace(path); !refusal.empty()) {
        error = refusal;
        return nullptr;
    }
    const std::string lockPath = writerLockPathFor(path);
    std::error_code ignored;
    const std::filesystem::path folder = std::filesystem::path(lockPath).parent_path();
    const std::string key =
        (std::filesystem::weakly_canonical(folder.empty() ? "." : folder, ignored) /
         std::filesystem::path(lockPath).filename())
            .string();
    const std::string record = holderRecord();
    const std::lock_guard<std::mutex> guard(registryMutex());
    if (auto held = heldHere()[key].lock()) {
        return held;
    }
    // A few tries: the holder may remove its lock file between our open and
    // our lock, and the file we then hold would no longer be the one others see.
    for (int attempt = 0; attempt < 5; ++attempt) {
        const int fd =
            ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0644);
        if (fd < 0) {
            const int reason = errno;
            error = reason == ELOOP ? refusalToReplace(lockPath) : std::string();
            if (error.empty()) {
                error = fmt::format("cannot write {}: its lock file {} cannot be made: {}", path,
                                    lockPath, std::strerror(reason));
            }
            return nullptr;
        }
        struct stat opened {};
        if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
            ::close(fd);
            error = fmt::format("cannot write {}: its lock file {} is not a regular file", path,
                                lockPath);
            return nullptr;
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const int reason = errno;
            if (reason == EWOULDBLOCK) {
                error = fmt::format(
                    "{} is being written by {}: close the game there first, or save this one "
                    "under another name; the file was left as it is",
                    path, holderInWords(fd));
            } else {
                error = fmt::format("cannot write {}: it cannot be locked: {}", path,
                                    std::strerror(reason));
            }
            ::close(fd);
            return nullptr;
        }
        struct stat named {};
        if (::lstat(lockPath.c_str(), &named) != 0 || !sameFile(named, opened)) {
            ::close(fd);
            continue;
        }
        // Whoever held it before (a program that was killed) is forgotten. A
        // record that cannot be written leaves the lock held all the same:
        // another program then hears only that "another program" writes the file.
        const bool recorded =
            ::ftruncate(fd, 0) == 0 &&
            ::pwrite(fd, record.data(), record.size(), 0) == static_cast<ssize_t>(record.size());
        static_cast<void>(recorded);
        std::shared_ptr<WriterLock> lock(new WriterLock(lockPath, key, fd));
        heldHere()[key] = lock;
        return lock;
    }
    error = fmt::format("cannot write {}: its lock file {} keeps being replaced", path, lockPath);
    return nullptr;
}

WriterLock::~WriterLock() {
    // All under the registry's mutex, so that this program cannot open the
    // file again for a new writer while this lock is still being let go.
    const std::lock_guard<std::mutex> guard(registryMutex());
    auto it = heldHere().find(key_);
    if (it != heldHere().end() && it->second.expired()) {
        heldHere().erase(it);
    }
    // Removed while still locked, and only if it is still ours: a program
    // waiting on this very file finds it gone and makes a new one.
    struct stat named {};
    struct stat opened {};
    if (::lstat(lockPath_.c_str(), &named) == 0 && ::fstat(fd_, &opened) == 0 &&
        sameFile(named, opened)) {
        ::unlink(lockPath_.c_str());
    }
    ::close(fd_);
}

}  // namespace adjutant
