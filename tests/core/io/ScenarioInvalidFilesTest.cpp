// The broken files under tests/data/invalid that adjutant-cli is also run on.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/io/ScenarioReader.h"
#include "tests/core/io/ScenarioTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

struct InvalidFile {
    std::string name;
    std::string location;  // where the one problem in it is reported
};

const std::vector<InvalidFile>& invalidFiles() {
    static const std::vector<InvalidFile> files{
        {"bad-syntax", "line 4 column 11"},
        {"wrong-type", "/table/width"},
        {"missing-field", "/sides/1/units/0/type"},
        {"unknown-ruleset", "/ruleset"},
        {"unknown-unit-type", "/sides/0/units/1/type"},
        {"negative-figures", "/sides/0/units/3/figures"},
        {"unit-off-table", "/sides/1/units/0/pose"},
        {"too-many-figures", "/sides/0/units/0/figures"},
        {"formation-not-allowed", "/sides/1/units/0/formation"},
        {"unknown-brigade", "/sides/1/units/1/brigade"},
        {"bad-colour", "/sides/0/colour"},
        {"one-side", "/sides"},
        {"terrain-off-table", "/table/areas/0/outline/2"},
        {"unknown-option", "/options/noSuchOption"},
        {"battery-without-guns", "/sides/0/units/2/guns"},
        {"duplicate-unit-id", "/sides/1/units/1/id"},
        {"newer-format-version", "/formatVersion"},
        {"hill-level-zero", "/table/areas/1/level"},
        {"line-with-one-point", "/table/lines/0/points"},
        {"unknown-figure-scale", "/figureScale"},
        {"unknown-nation", "/sides/1/nation"},
        {"map-outside-folder", "/map/file"},
        {"map-absolute-path", "/map/file"},
        {"crossing-off-line", "/table/lines/0/crossings/0/at"},
        {"crossing-unknown-kind", "/table/lines/0/crossings/0/kind"},
        {"crossing-on-hedge", "/table/lines/0/crossings"},
    };
    return files;
}

TEST(ScenarioInvalidFiles, EachFileHasExactlyItsOneProblem) {
    for (const InvalidFile& file : invalidFiles()) {
        const std::string path =
            std::string(adjutant::testDataDir()) + "/invalid/" + file.name + ".scenario.json";
        Diagnostics diagnostics;
        const auto scenario = readScenarioFile(path, test::shippedRulesets(), diagnostics);
        EXPECT_FALSE(scenario.has_value()) << file.name;
        EXPECT_EQ(test::errorLocations(diagnostics), std::vector<std::string>{file.location})
            << file.name << "\n"
            << diagnostics.toString();
        for (const Diagnostic& item : diagnostics.items()) {
            EXPECT_EQ(item.file, path);
        }
    }
}

}  // namespace
}  // namespace adjutant
