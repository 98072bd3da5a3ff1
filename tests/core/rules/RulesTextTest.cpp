// RulesText keeps a literal as a view, short text inside itself and longer
// text on the heap; whichever way it is kept, it reads, copies, moves and
// compares as the text it holds.
#include "core/rules/RulesText.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/rules/Explanation.h"

namespace adjutant {
namespace {

const std::string kLong = "Unit morale factor (regularLine)";  // 32 characters: on the heap

TEST(RulesTextTest, AStringLiteralIsKeptAsAViewOfIt) {
    static constexpr char kLabel[] = "Charger stands on the target's front";
    const RulesText text(kLabel);
    EXPECT_EQ(text.view(), "Charger stands on the target's front");
    EXPECT_EQ(text.view().data(), kLabel) << "no copy of a literal";
    EXPECT_EQ(text.size(), sizeof kLabel - 1);
}

TEST(RulesTextTest, AShortLiteralIsKeptInsideAndALongTextOnTheHeap) {
    static constexpr char kShort[] = "14.6";
    const RulesText shortText(kShort);
    EXPECT_EQ(shortText, "14.6");
    EXPECT_NE(shortText.view().data(), kShort) << "fifteen characters or fewer are kept inside";
    const auto inside = [](const RulesText& text) {
        const auto* begin = reinterpret_cast<const char*>(&text);
        return text.view().data() >= begin && text.view().data() < begin + sizeof text;
    };
    EXPECT_TRUE(inside(shortText));
    const RulesText copied{std::string_view(kLong)};
    EXPECT_FALSE(inside(copied));
    EXPECT_NE(copied.view().data(), kLong.data()) << "a long text is copied to the heap";
    EXPECT_EQ(copied, kLong);
}

// The literal constructor runs at compile time, so a buffer that is not
// constant (RulesText(localCharArray)) no longer compiles; such text is given
// as a std::string_view and copied. The build checks it:
// tests/core/rules/compile/RulesTextLocalBuffer.cpp.
TEST(RulesTextTest, TextFromABufferThatChangesOrGoesIsCopied) {
    char buffer[40] = "Charged in the flank by 2 units";
    const RulesText text{std::string_view(buffer)};
    buffer[0] = '?';
    EXPECT_EQ(text, "Charged in the flank by 2 units");
    RulesText shortText;
    {
        const std::string source = "rout";
        shortText = source;
    }
    EXPECT_EQ(shortText, "rout");
}

TEST(RulesTextTest, ShortTextOfEveryLengthUpToFifteenIsKeptWhole) {
    for (std::size_t length = 0; length <= 16; ++length) {
        const std::string source(length, 'x');
        const RulesText text(source);
        EXPECT_EQ(text.view(), source) << length;
        EXPECT_EQ(text.size(), length);
        EXPECT_EQ(text.empty(), length == 0);
    }
}

TEST(RulesTextTest, LongTextIsCopiedSoTheSourceMayGo) {
    RulesText text;
    {
        std::string source = kLong;
        text = RulesText(source);
        source.assign(source.size(), '?');
    }
    EXPECT_EQ(text, kLong);
    const char* pointer = kLong.c_str();  // a bare pointer is copied too
    const RulesText fromPointer(pointer);
    EXPECT_EQ(fromPointer, kLong);
    EXPECT_NE(fromPointer.view().data(), pointer);
}

TEST(RulesTextTest, CopiesAndMovesKeepTheTextWhereverItLives) {
    const std::vector<RulesText> sources = {
        RulesText(), RulesText("14.6"), RulesText("Distance now, edge to edge"), RulesText(kLong)};
    for (const RulesText& source : sources) {
        RulesText copy(source);
        EXPECT_EQ(copy, source);
        RulesText assigned("placeholder text, long enough for the heap");
        assigned = source;
        EXPECT_EQ(assigned, source);
        RulesText moved(std::move(copy));
        EXPECT_EQ(moved, source);
        EXPECT_TRUE(copy.empty());  // NOLINT: the moved-from state is empty, by design
        RulesText moveAssigned;
        moveAssigned = std::move(moved);
        EXPECT_EQ(moveAssigned, source);
        const RulesText& same = moveAssigned;
        moveAssigned = same;  // self-assignment leaves it as it was
        EXPECT_EQ(moveAssigned, source);
    }
}

TEST(RulesTextTest, ComparesJoinsAndPrintsAsItsText) {
    const RulesText text("Die");
    EXPECT_EQ(text, "Die");
    EXPECT_EQ(text, std::string("Die"));
    EXPECT_NE(text, RulesText("Dice"));
    EXPECT_EQ("Total " + text, "Total Die");
    EXPECT_EQ(text + " roll", "Die roll");
    EXPECT_EQ(std::string("a ") + text, "a Die");
    RulesText note("1 casualty");
    note += " with 3 over, more than fifteen";
    EXPECT_EQ(note, "1 casualty with 3 over, more than fifteen");
    std::ostringstream out;
    out << RulesText(kLong);
    EXPECT_EQ(out.str(), kLong);
    EXPECT_EQ(fmt::format("[{}]", RulesText("14.6")), "[14.6]");
    note.clear();
    EXPECT_TRUE(note.empty());
}

TEST(RulesTextTest, ExplanationTreesKeepTheirTextThroughJson) {
    Explanation root{"Small-arms fire", 2.0, "14.4", kLong, {}};
    root.add(std::string("Range band: ") + "medium", 1.0, "14.5");
    root.add("Die", 5.0).add("Casualties", 2.0, {}, "2 with 3 over");
    const Explanation back = Explanation::fromJson(root.toJson());
    EXPECT_EQ(back, root);
    EXPECT_EQ(back.note, kLong);
    EXPECT_EQ(back.children[0].label, "Range band: medium");
    EXPECT_EQ(
        root.render(),
        "Small-arms fire: 2 [14.4] (" + kLong +
            ")\n  Range band: medium: 1 [14.5]\n  Die: 5\n    Casualties: 2 (2 with 3 over)\n");
}

}  // namespace
}  // namespace adjutant
