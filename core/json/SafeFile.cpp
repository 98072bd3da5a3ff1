#include "core/json/SafeFile.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>

namespace adjutant {

namespace {

std::string errnoText() {
    return std::strerror(errno);
}

/// Twelve random letters for a temporary name, from the system's random
/// source (the name must not be guessable, or a link could wait there).
std::string randomSuffix() {
    static constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::array<std::uint8_t, 12> bytes{};
    std::size_t got = 0;
    while (got < bytes.size()) {
        const ssize_t n = ::getrandom(bytes.data() + got, bytes.size() - got, 0);
        if (n < 0 && errno != EINTR) {
            break;  // fall back on what the clock gives; O_EXCL still protects
        }
        got += n > 0 ? static_cast<std::size_t>(n) : 0;
    }
    std::string suffix;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const auto mix = static_cast<std::size_t>(bytes[i]) + (got < bytes.size() ? i * 7 : 0) +
                         static_cast<std::size_t>(::getpid());
        suffix += kLetters[mix % (sizeof(kLetters) - 1)];
    }
    return suffix;
}

/// Makes a rename in `folder` last: without it a power cut may lose the new
/// name even though the data was flushed.
void syncFolder(const std::string& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

}  // namespace

std::string refusalToReplace(const std::string& path) {
    struct stat existing {};
    if (::lstat(path.c_str(), &existing) != 0 || S_ISREG(existing.st_mode)) {
        return {};
    }
    const char* what = S_ISLNK(existing.st_mode)    ? "a symbolic link"
                       : S_ISFIFO(existing.st_mode) ? "a named pipe"
                       : S_ISCHR(existing.st_mode)  ? "a character device"
                       : S_ISBLK(existing.st_mode)  ? "a block device"
                       : S_ISDIR(existing.st_mode)  ? "a folder"
                       : S_ISSOCK(existing.st_mode) ? "a socket"
                                                    : "not a regular file";
    return fmt::format("{} is {}, not a regular file: it was left as it is and nothing was written",
                       path, what);
}

bool writeWhole(int fd, std::string_view bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        if (n == 0) {
            errno = ENOSPC;  // a write that makes no progress would loop for ever
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::string writeFileSafely(const std::string& path, const std::string& contents) {
    const std::filesystem::path target(path);
    const std::string folder =
        target.has_parent_path() ? target.parent_path().string() : std::string(".");
    if (std::string refusal = refusalToReplace(path); !refusal.empty()) {
        return refusal;
    }
    struct stat existing {};
    const bool replacing = ::lstat(path.c_str(), &existing) == 0;
    std::string temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 8 && fd < 0; ++attempt) {
        temporary = (std::filesystem::path(folder) /
                     ("." + target.filename().string() + "." + randomSuffix() + ".tmp"))
                        .string();
        fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd < 0 && errno != EEXIST) {
            break;
        }
    }
    if (fd < 0) {
        return fmt::format("cannot write {}: cannot create a temporary file in {}: {}", path,
                           folder, errnoText());
    }
    // The new file takes the old one's permissions: a file a player made
    // private stays private when the program saves over it.
    if (replacing) {
        ::fchmod(fd, existing.st_mode & 07777);
    }
    const bool written = writeWhole(fd, contents);
    const int writeError = errno;
    const bool synced = written && ::fsync(fd) == 0;
    const int syncError = errno;
    const bool closed = ::close(fd) == 0;
    if (!written || !synced || !closed) {
        const int error = !written ? writeError : !synced ? syncError : errno;
        ::unlink(temporary.c_str());
        return fmt::format("cannot write {}: {}; the file was left as it was", path,
                           std::strerror(error));
    }
    // Checked again just before the rename: the target may have been replaced
    // by a link while the data was being written.
    if (std::string refusal = refusalToReplace(path); !refusal.empty()) {
        ::unlink(temporary.c_str());
        return refusal;
    }
    if (::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string reason = errnoText();
        ::unlink(temporary.c_str());
        return fmt::format("cannot replace {}: {}; the file was left as it was", path, reason);
    }
    syncFolder(folder);
    return {};
}

int openRegularFileForReading(const std::string& path, Diagnostics& diagnostics) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        diagnostics.error(path, "", "cannot open file: " + errnoText());
        return -1;
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        diagnostics.error(path, "", "is not a regular file");
        return -1;
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0 || ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) {
        const std::string reason = errnoText();
        ::close(fd);
        diagnostics.error(path, "", "cannot open file: " + reason);
        return -1;
    }
    return fd;
}

std::optional<std::string> readFileBounded(const std::string& path, std::size_t maxBytes,
                                           Diagnostics& diagnostics) {
    const int fd = openRegularFileForReading(path, diagnostics);
    if (fd < 0) {
        return std::nullopt;
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        const std::string reason = errnoText();
        ::close(fd);
        diagnostics.error(path, "", "cannot open file: " + reason);
        return std::nullopt;
    }
    if (static_cast<std::uint64_t>(info.st_size) > maxBytes) {
        ::close(fd);
        diagnostics.error(path, "",
                          fmt::format("is {}; a file of this kind is at most {}",
                                      sizeInWords(static_cast<std::size_t>(info.st_size)),
                                      sizeInWords(maxBytes)));
        return std::nullopt;
    }
    // The file may grow while it is read: never more than the limit plus one
    // byte is read, and a file that grew past the limit is refused too.
    std::string text;
    std::array<char, 65536> chunk{};
    for (;;) {
        const std::size_t room = maxBytes + 1 - text.size();
        const ssize_t n = ::read(fd, chunk.data(), std::min(room, chunk.size()));
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            const std::string reason = errnoText();
            ::close(fd);
            diagnostics.error(path, "", "cannot read file: " + reason);
            return std::nullopt;
        }
        if (n == 0) {
            break;
        }
        text.append(chunk.data(), static_cast<std::size_t>(n));
        if (text.size() > maxBytes) {
            ::close(fd);
            diagnostics.error(path, "",
                              fmt::format("is more than {}, the most a file of this kind has",
                                          sizeInWords(maxBytes)));
            return std::nullopt;
        }
    }
    ::close(fd);
    return text;
}

std::string sizeInWords(std::size_t bytes) {
    if (bytes >= 1024 * 1024) {
        return fmt::format("{:.1f} MB", static_cast<double>(bytes) / (1024.0 * 1024.0));
    }
    if (bytes >= 1024) {
        return fmt::format("{} KB", (bytes + 512) / 1024);
    }
    return fmt::format("{} {}", bytes, bytes == 1 ? "byte" : "bytes");
}

}  // namespace adjutant
