#include "app/common/ProgramFolders.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
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

namespace {

std::string thisProgram() {
    std::error_code error;
    // Linux names the running program's file here, whatever the working folder
    // or however the program was started (a desktop entry, a symlink, PATH).
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    return error ? std::string() : self.string();
}

}  // namespace

BuildTree buildTreeOf(const std::string& programPath) {
    BuildTree tree;
    std::error_code error;
    const fs::path program = fs::weakly_canonical(programPath, error);
    if (error || program.empty()) {
        return tree;
    }
    for (fs::path folder = program.parent_path(); !folder.empty(); folder = folder.parent_path()) {
        std::ifstream in(folder / "adjutant-build-tree.txt");
        if (in) {
            std::string line;
            while (std::getline(in, line)) {
                if (line.starts_with("source=")) {
                    tree.sourceDir = line.substr(7);
                } else if (line.starts_with("cli=")) {
                    tree.cliProgram = line.substr(4);
                }
            }
            return tree;
        }
        if (folder == folder.root_path()) {
            break;
        }
    }
    return tree;
}

BuildTree buildTreeOfThisProgram() {
    return buildTreeOf(thisProgram());
}

std::string shippedResourceDir() {
    const std::string self = thisProgram();
    const BuildTree tree = buildTreeOf(self);
    return resourceDirBeside(
        self, tree.sourceDir.empty() ? std::string() : tree.sourceDir + "/resources");
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
