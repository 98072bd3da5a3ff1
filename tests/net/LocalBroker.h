#pragma once

#include <QProcess>
#include <QString>

namespace adjutant::testing {

/// A real mosquitto on 127.0.0.1 for the broker tests. mosquitto 2 started
/// without a configuration file listens on the loopback only and lets anonymous
/// clients in there, which is all the tests need. It is never skipped when
/// missing: scripts/bootstrap installs it, and a test that cannot run fails.
class LocalBroker {
  public:
    static constexpr const char* kProgram = "/usr/sbin/mosquitto";

    LocalBroker() = default;
    ~LocalBroker();
    LocalBroker(const LocalBroker&) = delete;
    LocalBroker& operator=(const LocalBroker&) = delete;

    /// Starts mosquitto on `port` (0: a free one) and waits until it accepts
    /// connections; false with the reason in `error` when it does not.
    bool start(QString& error, quint16 port = 0);
    /// Kills it at once, as a crash or a pulled cable would, and waits for the end.
    void kill();
    quint16 port() const { return port_; }

  private:
    QProcess process_;
    quint16 port_ = 0;
};

}  // namespace adjutant::testing
