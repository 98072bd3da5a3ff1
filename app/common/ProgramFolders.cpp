#include "app/common/ProgramFolders.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace adjutant::app {

namespace fs = std::filesystem;

std::string resourceDirBeside(const std::string& programPath, const std::string& fallback) {
    std::error_code error;
    const fs::path program = fs::weakly_canonical(programPath, error);
    if (!error && !program.empty()) {
        const fs::path installed = program.parent_path().parent_path() / "share" / "adjutant";
        if (fs::is_directory(installed / "rulesets", error)) {
            return installed.string();
        }
    }
    return fallback;
}

std::string shippedResourceDir() {
    std::error_code error;
    // Linux names the running program's file here, whatever the working folder
    // or however the program was started (a desktop entry, a symlink, PATH).
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    return resourceDirBeside(error ? std::string() : self.string(), ADJUTANT_RESOURCE_DIR);
}

std::string userDataDir() {
    const char* dataHome = std::getenv("XDG_DATA_HOME");
    if (dataHome && fs::path(dataHome).is_absolute()) {
        return (fs::path(dataHome) / "adjutant").string();
    }
    const char* home = std::getenv("HOME");
    return (fs::path(home ? home : ".") / ".local" / "share" / "adjutant").string();
}

}  // namespace adjutant::app
