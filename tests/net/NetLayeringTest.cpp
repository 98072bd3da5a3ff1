// net/ carries messages for any front end: it includes nothing of ui/ or app/ and
// nothing of Qt Widgets, so that adjutant-cli can link it without a window system.

#include "tests/support/TestPaths.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

std::string contentsOf(const fs::path& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(NetLayering, IncludesNothingOfTheWindowNorOfWidgets) {
    const fs::path netDir = fs::path(adjutant::testSourceDir()) / "net";
    ASSERT_TRUE(fs::exists(netDir)) << netDir;
    static const std::regex includeLine(R"(^\s*#\s*include\s*[<"]([^>"]+)[>"])");
    static const std::regex forbidden(
        R"(^(ui/|app/|QtWidgets|QWidget|QApplication|QMainWindow|QDialog|QMessageBox).*)");
    int files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(netDir)) {
        const auto ext = entry.path().extension();
        if (ext != ".h" && ext != ".cpp") {
            continue;
        }
        ++files;
        std::istringstream lines(contentsOf(entry.path()));
        std::string line;
        while (std::getline(lines, line)) {
            std::smatch match;
            if (std::regex_search(line, match, includeLine)) {
                EXPECT_FALSE(std::regex_match(match[1].str(), forbidden))
                    << entry.path() << " includes " << match[1].str();
            }
        }
    }
    EXPECT_GT(files, 0);
    EXPECT_EQ(contentsOf(netDir / "CMakeLists.txt").find("Qt6::Widgets"), std::string::npos)
        << "net/ links Qt Widgets";
}

}  // namespace
