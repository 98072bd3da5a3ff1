#include "app/cli/TurnFolder.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "core/match/TurnFile.h"

namespace adjutant::cli {

namespace fs = std::filesystem;

TurnFolder::TurnFolder(std::string folder, const std::string& gameId)
    : folder_(std::move(folder)), prefix_(gameId.substr(0, 8) + "-") {}

std::string TurnFolder::pathOf(std::uint64_t number, const std::string& from,
                               const std::string& to) const {
    return (fs::path(folder_) /
            fmt::format("{}{:04}-{}-to-{}.turn.jsonl", prefix_, number, from, to))
        .string();
}

std::vector<TurnFolder::File> TurnFolder::filesFrom(const std::string& from,
                                                    const std::string& to) const {
    const std::string suffix = fmt::format("-{}-to-{}.turn.jsonl", from, to);
    std::vector<File> files;
    for (const std::string& path : turnFilesIn(folder_)) {
        const std::string name = fs::path(path).filename().string();
        if (name.size() <= prefix_.size() + suffix.size() || name.rfind(prefix_, 0) != 0 ||
            name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0) {
            continue;
        }
        const std::string digits =
            name.substr(prefix_.size(), name.size() - prefix_.size() - suffix.size());
        if (digits.empty() || digits.size() > 9 ||
            !std::all_of(digits.begin(), digits.end(),
                         [](char c) { return c >= '0' && c <= '9'; })) {
            continue;
        }
        files.push_back({path, std::stoull(digits)});
    }
    std::stable_sort(files.begin(), files.end(),
                     [](const File& a, const File& b) { return a.number < b.number; });
    return files;
}

std::vector<std::string> TurnFolder::turnFilesIn(const std::string& folder) {
    std::vector<std::string> paths;
    std::error_code error;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
        const std::string name = entry.path().filename().string();
        if (!name.empty() && name.front() != '.' && isTurnFileName(name) &&
            entry.is_regular_file(error)) {
            paths.push_back(entry.path().string());
        }
    }
    std::sort(paths.begin(), paths.end());
    return paths;
}

}  // namespace adjutant::cli
