#include "app/cli/EntryTimingLog.h"

#include <fmt/format.h>

#include <chrono>
#include <iostream>

namespace adjutant::cli {

std::unique_ptr<EntryTimingLog> EntryTimingLog::open(const std::string& path, std::string& error) {
    std::string why;
    auto file = AppendOnlyFile::open(path, AppendOnlyFile::Missing::Create, why);
    if (!file) {
        error = fmt::format("{}: cannot write timings there: {}", path, why);
        return nullptr;
    }
    return std::unique_ptr<EntryTimingLog>(new EntryTimingLog(std::move(file)));
}

void EntryTimingLog::note(bool sent, const std::string& side, std::uint64_t n) {
    if (failed_) {
        return;
    }
    const auto now = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::system_clock::now().time_since_epoch());
    // Written at once: a program killed mid-game keeps what it noted.
    const std::string error = file_->append(
        fmt::format("{} {} {} {}\n", sent ? "sent" : "received", side, n, now.count()),
        AppendOnlyFile::Flush::ToSystem);
    if (!error.empty()) {
        failed_ = true;
        std::cerr << "warning: " << error << "; no more timings are written\n";
    }
}

}  // namespace adjutant::cli
