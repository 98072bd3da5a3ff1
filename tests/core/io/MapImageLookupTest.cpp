// A map image is found by its path, or, when the scenario or game was moved,
// by the content the scenario recorded; a picture that merely has its name is
// never taken for it.
#include "core/io/MapImageLookup.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace adjutant {
namespace {

namespace fs = std::filesystem;

class MapImageLookup : public ::testing::Test {
  protected:
    void SetUp() override {
        // A folder a test: ctest runs the tests of this file side by side.
        root_ = fs::temp_directory_path() /
                ("adjutant-map-image-lookup-" +
                 std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(root_);
        fs::create_directories(root_ / "maps");
        write("drawn-on.png", "the survey the scenario was drawn on");
        map_.file = "maps/survey.png";
        map_.sha256 = mapImageHash((root_ / "drawn-on.png").string());
        fs::remove(root_ / "drawn-on.png");
    }
    void TearDown() override { fs::remove_all(root_); }

    void write(const std::string& name, const std::string& text) const {
        std::ofstream(root_ / name, std::ios::binary) << text;
    }
    std::string folder() const { return root_.string(); }

    fs::path root_;
    MapImage map_;
};

TEST(MapImageHash, IsTheSha256OfTheFileInLowerCaseHex) {
    const fs::path file = fs::temp_directory_path() / "adjutant-map-image-hash-abc.png";
    std::ofstream(file, std::ios::binary) << "abc";
    // FIPS 180-2, appendix B.1.
    EXPECT_EQ(mapImageHash(file.string()),
              "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_TRUE(isMapImageHash(mapImageHash(file.string())));
    fs::remove(file);
    EXPECT_EQ(mapImageHash(file.string()), "");
    EXPECT_FALSE(
        isMapImageHash("BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD"));
    EXPECT_FALSE(isMapImageHash("ba7816bf"));
}

TEST_F(MapImageLookup, TheFileNamedIsTakenWhereItIs) {
    write("maps/survey.png", "a picture of another content");
    const auto found = findMapImage(folder(), map_);
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->file, "maps/survey.png");
    // Its content is compared on its own, for the warning.
    EXPECT_TRUE(mapImageDiffers(found->path, map_));
}

TEST_F(MapImageLookup, ACopyOfTheSameNameBesideIsFoundByItsContent) {
    write("survey.png", "the survey the scenario was drawn on");
    const auto found = findMapImage(folder(), map_);
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->file, "survey.png");
    EXPECT_FALSE(mapImageDiffers(found->path, map_));
}

TEST_F(MapImageLookup, APathWrittenOnWindowsFindsTheCopyBeside) {
    map_.file = "maps\\survey.png";
    write("survey.png", "the survey the scenario was drawn on");
    const auto found = findMapImage(folder(), map_);
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->file, "survey.png");
}

TEST_F(MapImageLookup, APictureOfTheSameStemIsFoundByItsContent) {
    map_.file = "pictures/survey.png";
    write("maps/Survey.PNG", "another picture of that name");
    write("maps/survey.jpg", "the survey the scenario was drawn on");
    const auto found = findMapImage(folder(), map_);
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->file, "maps/survey.jpg");
}

TEST_F(MapImageLookup, APictureThatOnlyHasTheNameIsNotTaken) {
    map_.file = "pictures/survey.png";
    write("survey.png", "a holiday photograph");
    EXPECT_FALSE(findMapImage(folder(), map_).has_value());
}

TEST_F(MapImageLookup, WithoutARecordedHashOnlyThePathCounts) {
    map_.sha256.clear();
    map_.file = "pictures/survey.png";
    write("survey.png", "the survey the scenario was drawn on");
    EXPECT_FALSE(findMapImage(folder(), map_).has_value());
}

TEST_F(MapImageLookup, ALinkLeadingOutOfTheFolderIsNotTaken) {
    const fs::path outside = root_.parent_path() / (root_.filename().string() + "-outside.png");
    std::ofstream(outside, std::ios::binary) << "the survey the scenario was drawn on";
    fs::create_symlink(outside, root_ / "survey.png");
    EXPECT_FALSE(findMapImage(folder(), map_).has_value());
    fs::remove(outside);
}

}  // namespace
}  // namespace adjutant
