#include "tests/cli/ChildProcess.h"
#include "tests/support/TextLines.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <thread>
#include <utility>

extern char** environ;

namespace adjutant::testing {

ChildProcess::ChildProcess(std::vector<std::string> args, std::string outPath, std::string errPath)
    : args_(std::move(args)), outPath_(std::move(outPath)), errPath_(std::move(errPath)) {
    std::vector<char*> argv;
    for (std::string& arg : args_) {
        argv.push_back(arg.data());
    }
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outPath_.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errPath_.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t pid = 0;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) == 0) {
        pid_ = pid;
    }
    posix_spawn_file_actions_destroy(&actions);
}

ChildProcess::~ChildProcess() {
    kill();
}

void ChildProcess::reap(int status) {
    ended_ = true;
    if (WIFEXITED(status)) {
        exitCode_ = WEXITSTATUS(status);
    }
}

std::optional<int> ChildProcess::poll() {
    if (!started() || ended_) {
        return exitCode_;
    }
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
        reap(status);
    }
    return exitCode_;
}

bool ChildProcess::running() {
    poll();
    return started() && !ended_;
}

std::optional<int> ChildProcess::wait(std::chrono::milliseconds limit) {
    if (!waitFor([this] { return !running(); }, limit)) {
        kill();
        return std::nullopt;
    }
    return exitCode_;
}

void ChildProcess::kill() {
    if (!started() || ended_) {
        return;
    }
    ::kill(pid_, SIGKILL);
    int status = 0;
    waitpid(pid_, &status, 0);
    ended_ = true;
    exitCode_.reset();
}

std::string ChildProcess::out() const {
    return readWholeFile(outPath_);
}

std::string ChildProcess::err() const {
    return readWholeFile(errPath_);
}

std::string ChildProcess::commandLine() const {
    std::string line;
    for (const std::string& arg : args_) {
        line += (line.empty() ? "" : " ") + arg;
    }
    return line;
}

std::string readWholeFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeWholeFile(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

std::vector<std::string> linesOf(const std::string& text) {
    return adjutant::test::textLines(text);
}

namespace {

sockaddr_in loopback(int port) {
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return address;
}

}  // namespace

int freeLocalPort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        return 0;
    }
    sockaddr_in address = loopback(0);
    socklen_t size = sizeof(address);
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) == 0) {
        port = ntohs(address.sin_port);
    }
    ::close(fd);
    return port;
}

bool acceptsConnections(int port, std::chrono::milliseconds limit) {
    return waitFor(
        [port] {
            const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
            const sockaddr_in address = loopback(port);
            const bool accepted =
                fd >= 0 &&
                ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof(address)) == 0;
            if (fd >= 0) {
                ::close(fd);
            }
            return accepted;
        },
        limit);
}

}  // namespace adjutant::testing
