#include "core/io/MapImagePath.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace adjutant {

namespace {

namespace fs = std::filesystem;

// Both separators count: a scenario written on Windows names its map with
// backslashes, and "..\\..\\x.png" must not pass for a file name.
std::string withSlashes(std::string_view file) {
    std::string text(file);
    std::replace(text.begin(), text.end(), '\\', '/');
    return text;
}

bool hasDriveLetter(std::string_view file) {
    return file.size() >= 2 && file[1] == ':' &&
           ((file[0] >= 'A' && file[0] <= 'Z') || (file[0] >= 'a' && file[0] <= 'z'));
}

// Whether `inner` (resolved) is `outer` (resolved) or lies below it.
bool isWithin(const fs::path& inner, const fs::path& outer) {
    auto innerPart = inner.begin();
    for (auto outerPart = outer.begin(); outerPart != outer.end(); ++outerPart, ++innerPart) {
        if (outerPart->empty()) {
            continue;  // a trailing separator
        }
        if (innerPart == inner.end() || *innerPart != *outerPart) {
            return false;
        }
    }
    return true;
}

std::optional<fs::path> resolved(const fs::path& path) {
    std::error_code failed;
    fs::path real = fs::weakly_canonical(path, failed);
    if (failed) {
        return std::nullopt;
    }
    return real;
}

}  // namespace

std::string mapPathOutsideReason(std::string_view file) {
    const std::string text = withSlashes(file);
    if (text.empty()) {
        return {};
    }
    if (text.front() == '/' || hasDriveLetter(text)) {
        return "named by an absolute path";
    }
    const fs::path normal = fs::path(text).lexically_normal();
    if (!normal.empty() && *normal.begin() == "..") {
        return "outside the scenario's folder";
    }
    return {};
}

std::optional<std::string> mapImageInsideFolder(const std::string& folder, std::string_view file) {
    if (!mapPathOutsideReason(file).empty() || file.empty()) {
        return std::nullopt;
    }
    const fs::path base = folder.empty() ? fs::path(".") : fs::path(folder);
    const auto realFolder = resolved(base);
    const auto realImage = resolved(base / withSlashes(file));
    if (!realFolder || !realImage || !isWithin(*realImage, *realFolder)) {
        return std::nullopt;
    }
    std::error_code failed;
    if (!fs::is_regular_file(*realImage, failed)) {
        return std::nullopt;
    }
    return realImage->string();
}

bool mapImageLeadsOutside(const std::string& folder, std::string_view file) {
    if (file.empty() || !mapPathOutsideReason(file).empty()) {
        return false;  // told by its words already
    }
    const fs::path base = folder.empty() ? fs::path(".") : fs::path(folder);
    const fs::path image = base / withSlashes(file);
    std::error_code failed;
    if (!fs::exists(image, failed)) {
        return false;
    }
    const auto realFolder = resolved(base);
    const auto realImage = resolved(image);
    return realFolder && realImage && !isWithin(*realImage, *realFolder);
}

}  // namespace adjutant
