// Checks the architecture the folder tree promises: core/ is plain C++ without
// Qt, Boost.Geometry stays out of headers, and each core module includes only
// the modules below it in core/CMakeLists.txt.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>
#include "tests/support/TestPaths.h"

namespace {

namespace fs = std::filesystem;

const fs::path kSourceDir = adjutant::testSourceDir();

// Dependency order of the core modules; a module may include itself and those before it.
const std::vector<std::string> kModuleOrder = {
    "json",    "model", "dice",   "geometry", "rules", "language", "engine",
    "referee", "ai",    "lesson", "io",       "match", "editor",   "report"};

struct Include {
    fs::path file;
    int line;
    std::string target;
};

std::vector<Include> includesUnder(const fs::path& folder) {
    static const std::regex includeLine(R"(^\s*#\s*include\s*[<"]([^>"]+)[>"])");
    std::vector<Include> found;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        const auto ext = entry.path().extension();
        if (!entry.is_regular_file() || (ext != ".h" && ext != ".cpp")) {
            continue;
        }
        std::ifstream in(entry.path());
        std::string text;
        int lineNumber = 0;
        while (std::getline(in, text)) {
            ++lineNumber;
            std::smatch match;
            if (std::regex_search(text, match, includeLine)) {
                found.push_back({entry.path(), lineNumber, match[1].str()});
            }
        }
    }
    return found;
}

bool isQtHeader(const std::string& target) {
    static const std::regex qt(R"(^(Q[A-Z][A-Za-z]*|Qt[A-Za-z]*/.*|q[a-z]+\.h)$)");
    return std::regex_match(target, qt);
}

int moduleIndex(const std::string& module) {
    for (std::size_t i = 0; i < kModuleOrder.size(); ++i) {
        if (kModuleOrder[i] == module) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

TEST(Layering, TheQtDetectorRecognisesQtIncludes) {
    EXPECT_TRUE(isQtHeader("QObject"));
    EXPECT_TRUE(isQtHeader("QtWidgets/QWidget"));
    EXPECT_TRUE(isQtHeader("qglobal.h"));
    EXPECT_FALSE(isQtHeader("nlohmann/json.hpp"));
    EXPECT_FALSE(isQtHeader("core/model/Unit.h"));
}

TEST(Layering, CoreIncludesNoQtHeader) {
    const auto includes = includesUnder(kSourceDir / "core");
    ASSERT_GT(includes.size(), 20U) << "the scan found almost nothing; is the path right?";
    for (const auto& inc : includes) {
        EXPECT_FALSE(isQtHeader(inc.target))
            << inc.file << ":" << inc.line << " includes the Qt header " << inc.target;
    }
}

TEST(Layering, NoHeaderIncludesBoostGeometry) {
    for (const char* folder : {"core", "ui"}) {
        if (!fs::exists(kSourceDir / folder)) {
            continue;
        }
        for (const auto& inc : includesUnder(kSourceDir / folder)) {
            // A private header under detail/ may wrap Boost.Geometry, as long as only
            // .cpp files include it (checked below).
            const bool privateHeader = inc.file.parent_path().filename() == "detail";
            if (inc.file.extension() == ".h" && !privateHeader) {
                EXPECT_EQ(inc.target.rfind("boost/geometry", 0), std::string::npos)
                    << inc.file << ":" << inc.line
                    << " pulls Boost.Geometry into every file that includes it";
            }
            if (inc.target.find("/detail/") != std::string::npos) {
                EXPECT_TRUE(inc.file.extension() == ".cpp" ||
                            inc.file.parent_path().filename() == "detail")
                    << inc.file << ":" << inc.line << " includes the private header " << inc.target
                    << " from a header";
            }
        }
    }
}

TEST(Layering, CoreModulesIncludeOnlyModulesBelowThem) {
    for (const auto& inc : includesUnder(kSourceDir / "core")) {
        const fs::path relative = fs::relative(inc.file, kSourceDir / "core");
        const std::string ownModule = relative.begin()->string();
        if (inc.target.rfind("core/", 0) != 0) {
            continue;
        }
        const std::string targetModule = fs::path(inc.target.substr(5)).begin()->string();
        const int own = moduleIndex(ownModule);
        const int target = moduleIndex(targetModule);
        ASSERT_GE(own, 0) << "unknown core module " << ownModule;
        EXPECT_GE(target, 0) << inc.file << " includes unknown module " << inc.target;
        EXPECT_LE(target, own) << inc.file << ":" << inc.line << " (module " << ownModule
                               << ") includes " << inc.target << " from a module above it";
    }
}

// Every file the program reads is parsed by parseJsonText (core/json/JsonFile.cpp),
// which refuses deep nesting and turns every parser exception into a diagnostic;
// a second way in would bring the crashes back.
TEST(Layering, OnlyTheOneParserParsesJson) {
    static const std::regex parseCall(R"(json::(sax_)?parse\s*\()");
    for (const char* folder : {"core", "ui", "app"}) {
        for (const auto& entry : fs::recursive_directory_iterator(kSourceDir / folder)) {
            const auto ext = entry.path().extension();
            if (!entry.is_regular_file() || (ext != ".h" && ext != ".cpp") ||
                entry.path() == kSourceDir / "core/json/JsonFile.cpp") {
                continue;
            }
            std::ifstream in(entry.path());
            std::string text;
            for (int line = 1; std::getline(in, text); ++line) {
                EXPECT_FALSE(std::regex_search(text, parseCall))
                    << entry.path() << ":" << line
                    << " parses JSON itself; use parseJsonText (core/json/JsonFile.h)";
            }
        }
    }
}

}  // namespace
