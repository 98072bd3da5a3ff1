#include "core/json/AppendOnlyFile.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/json/SafeFile.h"

namespace adjutant {

std::unique_ptr<AppendOnlyFile> AppendOnlyFile::open(const std::string& path, Missing missing,
                                                     std::string& error) {
    if (std::string refusal = refusalToReplace(path); !refusal.empty()) {
        error = refusal;
        return nullptr;
    }
    // O_NONBLOCK: a named pipe put there since the check above would otherwise
    // keep the open waiting for a reader; it is refused below instead.
    int flags = O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK;
    if (missing == Missing::Create) {
        flags |= O_CREAT;
    }
    const int fd = ::open(path.c_str(), flags, 0644);
    if (fd < 0) {
        error = errno == ELOOP ? refusalToReplace(path) : std::string();
        if (error.empty()) {
            error = fmt::format("cannot open {} to add to it: {}", path, std::strerror(errno));
        }
        return nullptr;
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        error = fmt::format(
            "{} is not a regular file: it was left as it is and nothing was written", path);
        return nullptr;
    }
    ::fcntl(fd, F_SETFL, O_APPEND);
    return std::unique_ptr<AppendOnlyFile>(new AppendOnlyFile(path, fd));
}

std::unique_ptr<AppendOnlyFile> AppendOnlyFile::rewrite(
    const std::string& path, const std::string& text,
    std::string (*writeWhole)(const std::string& path, const std::string& contents),
    std::string& error) {
    error = writeWhole(path, text);
    if (!error.empty()) {
        return nullptr;
    }
    return open(path, Missing::Refuse, error);
}

AppendOnlyFile::~AppendOnlyFile() {
    ::close(fd_);
}

std::string AppendOnlyFile::append(std::string_view text, Flush flush) {
    struct stat before {};
    if (::fstat(fd_, &before) != 0) {
        return fmt::format("cannot add to {}: {}", path_, std::strerror(errno));
    }
    if (writeWhole(fd_, text) && (flush == Flush::ToSystem || ::fsync(fd_) == 0)) {
        return {};
    }
    const int error = errno;
    // Whatever part of the text reached the file goes again, so the file ends
    // where it ended before; if even that fails, the reader's rule for a torn
    // last line still keeps every complete entry.
    if (::ftruncate(fd_, before.st_size) == 0) {
        ::fsync(fd_);
    }
    return fmt::format("cannot add to {}: {}; it ends as it did before", path_,
                       std::strerror(error));
}

}  // namespace adjutant
