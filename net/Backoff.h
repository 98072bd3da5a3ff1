#pragma once

#include <algorithm>
#include <chrono>

namespace adjutant::net {

/// The wait before the next attempt to reach the other side: 250 ms, doubling up
/// to 5 s. Quick enough that a dropped line comes back before a player notices,
/// slow enough that an absent host or broker is not hammered.
class Backoff {
  public:
    static constexpr std::chrono::milliseconds kFirst{250};
    static constexpr std::chrono::milliseconds kLongest{5000};

    /// The wait to use now; the next one is twice as long.
    std::chrono::milliseconds next() {
        const std::chrono::milliseconds wait = current_;
        current_ = std::min(current_ * 2, kLongest);
        return wait;
    }
    /// After a success: the next loss is answered quickly again.
    void reset() { current_ = kFirst; }

  private:
    std::chrono::milliseconds current_ = kFirst;
};

}  // namespace adjutant::net
