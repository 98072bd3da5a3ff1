// The folder a saved game records for its scenario's pictures is taken only
// when it still holds that scenario: a shared save cannot point the table or a
// report at a folder of the player's own pictures.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/io/RecordedScenarioFolder.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

class Folders : public ::testing::Test {
  protected:
    void SetUp() override {
        // A folder a test: ctest runs the tests of this file side by side.
        root_ = fs::temp_directory_path() /
                ("adjutant-recorded-scenario-folder-" +
                 std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(root_);
        fs::create_directories(root_ / "saves");
        fs::create_directories(root_ / "scenarios" / "maps");
        fs::create_directories(root_ / "pictures" / "maps");
        write(root_ / "scenarios" / "maps" / "field.png", "a map");
        write(root_ / "pictures" / "maps" / "field.png", "a private picture");
        write(root_ / "scenarios" / "field.scenario.json",
              R"({"name": "Field", "map": {"file": "maps/field.png"}})");
        scenario_.map = MapImage{};
        scenario_.map->file = "maps/field.png";
    }
    void TearDown() override { fs::remove_all(root_); }

    static void write(const fs::path& path, const std::string& text) {
        std::ofstream(path, std::ios::binary) << text;
    }
    std::string saves() const { return (root_ / "saves").string(); }
    std::string folder(const std::string& name) const { return (root_ / name).string(); }

    fs::path root_;
    Scenario scenario_;
};

TEST_F(Folders, TheScenariosFolderAsSavedIsUsed) {
    EXPECT_EQ(recordedScenarioFolder(saves(), "../scenarios", scenario_), folder("scenarios"));
}

TEST_F(Folders, AFolderWithThePictureButNoScenarioIsNotUsed) {
    EXPECT_EQ(recordedScenarioFolder(saves(), "../pictures", scenario_), saves());
    EXPECT_EQ(recordedScenarioFolder(saves(), folder("pictures"), scenario_), saves());
}

TEST_F(Folders, AScenarioWithAnotherMapDoesNotVouchForTheFolder) {
    write(root_ / "pictures" / "other.scenario.json",
          R"({"name": "Other", "map": {"file": "maps/elsewhere.png"}})");
    EXPECT_EQ(recordedScenarioFolder(saves(), "../pictures", scenario_), saves());
}

TEST_F(Folders, NoRecordedFolderOrNoMapMeansBesideTheSave) {
    EXPECT_EQ(recordedScenarioFolder(saves(), "", scenario_), saves());
    Scenario withoutMap;
    EXPECT_EQ(recordedScenarioFolder(saves(), "../scenarios", withoutMap), saves());
    EXPECT_EQ(recordedScenarioFolder(saves(), "../missing", scenario_), saves());
}

}  // namespace
}  // namespace adjutant
