// A scenario's map image lies in the scenario's folder: by its words, and
// with every link in the path followed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/io/MapImagePath.h"
#include "core/io/ScenarioReader.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

class Folder {
  public:
    explicit Folder(const std::string& name)
        : path_(fs::temp_directory_path() / ("adjutant-map-path-" + name)) {
        fs::remove_all(path_);
        fs::create_directories(path_ / "scenario" / "maps");
        fs::create_directories(path_ / "private");
    }
    ~Folder() { fs::remove_all(path_); }
    Folder(const Folder&) = delete;
    Folder& operator=(const Folder&) = delete;

    fs::path scenario() const { return path_ / "scenario"; }
    fs::path privateFile() const { return path_ / "private" / "family.png"; }

  private:
    fs::path path_;
};

void writeFile(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

TEST(MapImagePath, PathsInsideTheFolderPassByTheirWords) {
    EXPECT_EQ(mapPathOutsideReason("maps/galgenberg.svg"), "");
    EXPECT_EQ(mapPathOutsideReason("galgenberg.png"), "");
    EXPECT_EQ(mapPathOutsideReason("maps/../galgenberg.png"), "");
    EXPECT_EQ(mapPathOutsideReason("./maps/x.png"), "");
}

TEST(MapImagePath, AbsolutePathsAndPathsLeavingTheFolderAreNamed) {
    EXPECT_EQ(mapPathOutsideReason("/home/player/Pictures/family.png"),
              "named by an absolute path");
    EXPECT_EQ(mapPathOutsideReason("C:\\Users\\player\\family.png"), "named by an absolute path");
    EXPECT_EQ(mapPathOutsideReason("\\\\server\\share\\x.png"), "named by an absolute path");
    EXPECT_EQ(mapPathOutsideReason("../../Pictures/family.png"), "outside the scenario's folder");
    EXPECT_EQ(mapPathOutsideReason("maps/../../x.png"), "outside the scenario's folder");
    EXPECT_EQ(mapPathOutsideReason("..\\..\\x.png"), "outside the scenario's folder");
}

TEST(MapImagePath, ALinkLeadingOutOfTheFolderIsNotAnImageOfTheScenario) {
    const Folder folder("link");
    writeFile(folder.privateFile(), "not really a picture");
    writeFile(folder.scenario() / "maps" / "field.png", "a picture");
    fs::create_symlink(folder.privateFile(), folder.scenario() / "maps" / "leak.png");
    const std::string scenario = folder.scenario().string();
    EXPECT_TRUE(mapImageInsideFolder(scenario, "maps/field.png").has_value());
    EXPECT_FALSE(mapImageInsideFolder(scenario, "maps/leak.png").has_value());
    EXPECT_FALSE(mapImageInsideFolder(scenario, folder.privateFile().string()).has_value());
    EXPECT_FALSE(mapImageInsideFolder(scenario, "../private/family.png").has_value());
    EXPECT_FALSE(mapImageInsideFolder(scenario, "maps/missing.png").has_value());
    EXPECT_TRUE(mapImageLeadsOutside(scenario, "maps/leak.png"));
    EXPECT_FALSE(mapImageLeadsOutside(scenario, "maps/field.png"));
    EXPECT_FALSE(mapImageLeadsOutside(scenario, "maps/missing.png"));
}

TEST(MapImagePath, TheReaderRefusesAScenarioWhoseMapIsALinkOutOfItsFolder) {
    const Folder folder("reader");
    writeFile(folder.privateFile(), "not really a picture");
    fs::create_symlink(folder.privateFile(), folder.scenario() / "maps" / "leak.png");
    nlohmann::json json = test::tutorialJson();
    json["map"]["file"] = "maps/leak.png";
    const fs::path path = folder.scenario() / "linked.scenario.json";
    writeFile(path, json.dump(2));
    Diagnostics diagnostics;
    EXPECT_FALSE(readScenarioFile(path.string(), test::shippedRulesets(), diagnostics));
    EXPECT_EQ(test::errorLocations(diagnostics), std::vector<std::string>{"/map/file"});
    EXPECT_NE(diagnostics.toString().find("link to a file outside the scenario's folder"),
              std::string::npos)
        << diagnostics.toString();
}

TEST(MapImagePath, TheReaderNamesTheFileTheFieldAndWhatToDo) {
    nlohmann::json json = test::tutorialJson();
    json["map"]["file"] = "../../Pictures/family.png";
    Diagnostics diagnostics;
    EXPECT_FALSE(
        readScenarioJson(json, "battle.scenario.json", test::shippedRulesets(), diagnostics));
    ASSERT_EQ(diagnostics.items().size(), 1U) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].toString(),
              "battle.scenario.json: /map/file: error: the map image \"../../Pictures/family.png\" "
              "is outside the scenario's folder; a scenario may name only an image in its own "
              "folder, so copy the image beside the scenario (for example into maps/ next to "
              "it) and name it relative to the scenario file, such as \"maps/family.png\"");
}

}  // namespace
}  // namespace adjutant
