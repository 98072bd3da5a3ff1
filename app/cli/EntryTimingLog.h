#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>

namespace adjutant::cli {

/// `adjutant-cli match --timing FILE`: one line for each ledger entry as it
/// leaves this program or arrives from the other, `sent|received SIDE N
/// MICROSECONDS`, on the realtime clock (so that the lines of two programs on
/// one computer can be set side by side to measure how long an entry took).
class EntryTimingLog {
  public:
    /// Opens `path` to append to; nothing, with `error`, when it cannot.
    static std::unique_ptr<EntryTimingLog> open(const std::string& path, std::string& error);
    ~EntryTimingLog();
    EntryTimingLog(const EntryTimingLog&) = delete;
    EntryTimingLog& operator=(const EntryTimingLog&) = delete;

    void note(bool sent, const std::string& side, std::uint64_t n);

  private:
    explicit EntryTimingLog(std::FILE* file) : file_(file) {}
    std::FILE* file_;
};

}  // namespace adjutant::cli
