#include "core/io/MapImageLookup.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <string_view>
#include <system_error>
#include <vector>

#include "core/io/MapImagePath.h"
#include "core/io/Sha256.h"
#include "core/json/InputLimits.h"

namespace adjutant {

namespace {

namespace fs = std::filesystem;


// The kinds of picture a map may be drawn as (the shipped maps are SVG).
constexpr std::array<std::string_view, 10> kPictureExtensions = {
    ".png", ".jpg", ".jpeg", ".svg", ".bmp", ".gif", ".tif", ".tiff", ".webp", ".ppm"};

std::string lowered(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

bool isPictureName(const fs::path& name) {
    const std::string extension = lowered(name.extension().string());
    return std::find(kPictureExtensions.begin(), kPictureExtensions.end(), extension) !=
           kPictureExtensions.end();
}

// The file name a scenario's map path ends in, whichever separator it was written with.
fs::path mapFileName(const std::string& file) {
    std::string text = file;
    std::replace(text.begin(), text.end(), '\\', '/');
    return fs::path(text).filename();
}

// Pictures in `folder/sub` (sub may be empty) whose stem is `stem`, ignoring
// case, each named relative to `folder`.
std::vector<std::string> picturesWithStem(const fs::path& folder, const std::string& sub,
                                          const std::string& stem) {
    std::vector<std::string> found;
    std::error_code failed;
    fs::directory_iterator entries(sub.empty() ? folder : folder / sub, failed);
    if (failed) {
        return found;
    }
    std::size_t looked = 0;
    for (const fs::directory_entry& entry : entries) {
        if (++looked > limits::kMaxMapFolderEntries) {
            break;
        }
        const fs::path name = entry.path().filename();
        if (isPictureName(name) && lowered(name.stem().string()) == lowered(stem)) {
            found.push_back(sub.empty() ? name.generic_string()
                                        : sub + "/" + name.generic_string());
        }
    }
    // The directory's order is the file system's; the search's is the same everywhere.
    std::sort(found.begin(), found.end());
    return found;
}

}  // namespace

std::string mapImageHash(const std::string& path) {
    const std::optional<Digest> digest = sha256OfFile(path);
    return digest ? toHex(*digest) : std::string();
}

bool isMapImageHash(const std::string& text) {
    return text.size() == 64 && std::all_of(text.begin(), text.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

std::optional<FoundMapImage> findMapImage(const std::string& folder, const MapImage& map) {
    if (map.file.empty()) {
        return std::nullopt;
    }
    if (const auto named = mapImageInsideFolder(folder, map.file)) {
        return FoundMapImage{map.file, *named};
    }
    if (map.sha256.empty()) {
        return std::nullopt;
    }
    const fs::path base = folder.empty() ? fs::path(".") : fs::path(folder);
    const fs::path name = mapFileName(map.file);
    std::vector<std::string> candidates = {name.generic_string(), "maps/" + name.generic_string()};
    for (const std::string& sub : {std::string(), std::string("maps")}) {
        for (std::string& picture : picturesWithStem(base, sub, name.stem().string())) {
            if (std::find(candidates.begin(), candidates.end(), picture) == candidates.end()) {
                candidates.push_back(std::move(picture));
            }
        }
    }
    for (const std::string& candidate : candidates) {
        const auto inside = mapImageInsideFolder(folder, candidate);
        if (inside && mapImageHash(*inside) == map.sha256) {
            return FoundMapImage{candidate, *inside};
        }
    }
    return std::nullopt;
}

bool mapImageDiffers(const std::string& path, const MapImage& map) {
    return !map.sha256.empty() && mapImageHash(path) != map.sha256;
}

}  // namespace adjutant
