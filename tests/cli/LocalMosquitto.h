#pragma once

#include <memory>
#include <string>

#include "tests/cli/ChildProcess.h"

namespace adjutant::testing {

/// A real mosquitto on the loopback for the tests that play through a broker,
/// as tests/net/LocalBroker does for the transports, but as a plain process
/// (the command-line tests link nothing of Qt). mosquitto 2 started without a
/// configuration file listens on the loopback only and lets anonymous clients
/// in. It is never skipped when missing: scripts/bootstrap installs it.
class LocalMosquitto {
  public:
    static constexpr const char* kProgram = "/usr/sbin/mosquitto";

    /// Starts it on a free port and waits until it accepts connections; false
    /// with the reason in `error` when it does not.
    bool start(const std::string& folder, std::string& error);
    int port() const { return port_; }

  private:
    std::unique_ptr<ChildProcess> process_;
    int port_ = 0;
};

}  // namespace adjutant::testing
