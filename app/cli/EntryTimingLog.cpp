#include "app/cli/EntryTimingLog.h"

#include <fmt/format.h>

#include <cerrno>
#include <chrono>
#include <cstring>

namespace adjutant::cli {

std::unique_ptr<EntryTimingLog> EntryTimingLog::open(const std::string& path, std::string& error) {
    std::FILE* file = std::fopen(path.c_str(), "a");
    if (!file) {
        error = fmt::format("{}: cannot open it to write timings: {}", path, std::strerror(errno));
        return nullptr;
    }
    return std::unique_ptr<EntryTimingLog>(new EntryTimingLog(file));
}

EntryTimingLog::~EntryTimingLog() {
    std::fclose(file_);
}

void EntryTimingLog::note(bool sent, const std::string& side, std::uint64_t n) {
    const auto now = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::system_clock::now().time_since_epoch());
    fmt::print(file_, "{} {} {} {}\n", sent ? "sent" : "received", side, n, now.count());
    // Written at once: a program killed mid-game keeps what it noted.
    std::fflush(file_);
}

}  // namespace adjutant::cli
