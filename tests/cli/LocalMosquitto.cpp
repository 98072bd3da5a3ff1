#include "tests/cli/LocalMosquitto.h"

#include <unistd.h>

namespace adjutant::testing {

bool LocalMosquitto::start(const std::string& folder, std::string& error) {
    if (::access(kProgram, X_OK) != 0) {
        error = std::string(kProgram) +
                " is missing: the broker tests need mosquitto (scripts/bootstrap installs it)";
        return false;
    }
    port_ = freeLocalPort();
    process_ = std::make_unique<ChildProcess>(
        std::vector<std::string>{kProgram, "-p", std::to_string(port_)}, folder + "/mosquitto.out",
        folder + "/mosquitto.err");
    if (!process_->started()) {
        error = "mosquitto did not start";
        return false;
    }
    // Listening is what counts, not running.
    if (!acceptsConnections(port_, std::chrono::seconds(10))) {
        error = "mosquitto does not accept connections on port " + std::to_string(port_) +
                " after 10 s: " + process_->out() + process_->err();
        return false;
    }
    return true;
}

}  // namespace adjutant::testing
