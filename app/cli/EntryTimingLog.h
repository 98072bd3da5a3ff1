#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/json/AppendOnlyFile.h"

namespace adjutant::cli {

/// `adjutant-cli match --timing FILE`: one line for each ledger entry as it
/// leaves this program or arrives from the other, `sent|received SIDE N
/// MICROSECONDS`, on the realtime clock (so that the lines of two programs on
/// one computer can be set side by side to measure how long an entry took).
/// The file is only ever added to, never through a link (AppendOnlyFile).
class EntryTimingLog {
  public:
    /// Opens `path` to append to; nothing, with `error`, when it cannot.
    static std::unique_ptr<EntryTimingLog> open(const std::string& path, std::string& error);

    /// Adds a line. A line that cannot be written is said once on the standard
    /// error, and no more are tried: the timings are a measurement, the game
    /// goes on without them.
    void note(bool sent, const std::string& side, std::uint64_t n);

  private:
    explicit EntryTimingLog(std::unique_ptr<AppendOnlyFile> file) : file_(std::move(file)) {}
    std::unique_ptr<AppendOnlyFile> file_;
    bool failed_ = false;
};

}  // namespace adjutant::cli
