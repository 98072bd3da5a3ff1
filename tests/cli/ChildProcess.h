#pragma once

// Programs started as real processes by the command-line tests, their output
// going to files, with every wait bounded so that nothing can hang a test run.

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace adjutant::testing {

class ChildProcess {
  public:
    /// Starts `args` (the program first); its standard output and error go to
    /// `outPath` and `errPath`.
    ChildProcess(std::vector<std::string> args, std::string outPath, std::string errPath);
    /// Kills the process if it still runs.
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    bool started() const { return pid_ > 0; }
    /// Its exit code once it has ended on its own; nothing while it runs, or
    /// when it was killed. Does not wait.
    std::optional<int> poll();
    /// Waits up to `limit` for the end; its exit code, or nothing when it did
    /// not end in time (it is killed then) or ended by a signal.
    std::optional<int> wait(std::chrono::milliseconds limit);
    bool running();
    /// SIGKILL, as a crash or a pulled plug would, and waits for the end.
    void kill();

    std::string out() const;
    std::string err() const;
    /// What it was started with, for messages.
    std::string commandLine() const;

  private:
    void reap(int status);

    std::vector<std::string> args_;
    std::string outPath_;
    std::string errPath_;
    pid_t pid_ = -1;
    bool ended_ = false;
    std::optional<int> exitCode_;
};

/// The whole of a file, or empty when it cannot be read.
std::string readWholeFile(const std::string& path);
void writeWholeFile(const std::string& path, const std::string& text);
/// The lines of a text, without their ends.
std::vector<std::string> linesOf(const std::string& text);

/// A TCP port on 127.0.0.1 that nobody listens on now.
int freeLocalPort();
/// Whether something accepts connections on 127.0.0.1:`port` within `limit`.
bool acceptsConnections(int port, std::chrono::milliseconds limit);

/// Polls `done` every few milliseconds until it holds or `limit` passes; says which.
template <typename Condition>
bool waitFor(Condition done, std::chrono::milliseconds limit) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (!done()) {
        if (std::chrono::steady_clock::now() > deadline) {
            return false;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return true;
}

}  // namespace adjutant::testing
