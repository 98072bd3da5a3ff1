// A sentence template matched against what the referee wrote and filled in
// another language.
#include <gtest/gtest.h>

#include "core/language/SentenceTemplate.h"

namespace adjutant {
namespace {

SentenceTemplate parsed(std::string_view text) {
    std::string error;
    std::optional<SentenceTemplate> result = SentenceTemplate::parse(text, error);
    EXPECT_TRUE(result) << text << ": " << error;
    return result.value_or(*SentenceTemplate::parse("x", error));
}

TEST(SentenceTemplate, SaysWhatStoodInEachSlot) {
    const SentenceTemplate fires = parsed("{unit} fires at {target}: {result}");
    const auto values = fires.match("IR 18/I fires at IR Kaiser: 2 casualties");
    ASSERT_TRUE(values);
    EXPECT_EQ(*values,
              (SentenceTemplate::SlotValues{
                  {"unit", "IR 18/I"}, {"target", "IR Kaiser"}, {"result", "2 casualties"}}));
}

TEST(SentenceTemplate, ASlotTakesTheShortestTextThatLetsTheRestMatch) {
    // The name holds " at " itself: the first place " at " occurs cannot end
    // the slot, as the rest would not match.
    const SentenceTemplate fires = parsed("{unit} fires at {target} at {range} range");
    const auto values = fires.match("Grenadiers at the wood fires at Hussars at long range");
    ASSERT_TRUE(values);
    EXPECT_EQ((*values)[0].second, "Grenadiers at the wood");
    EXPECT_EQ((*values)[1].second, "Hussars");
    EXPECT_EQ((*values)[2].second, "long");
}

TEST(SentenceTemplate, FixedWordsMustMatchWholeAndASlotIsNeverEmpty) {
    const SentenceTemplate lost = parsed("{unit} lost {count} figures");
    EXPECT_FALSE(lost.match("IR 18 lost 2 figures."));
    EXPECT_FALSE(lost.match(" lost 2 figures"));
    EXPECT_FALSE(lost.match("The IR 18 lost 2 men"));
    EXPECT_TRUE(lost.match("IR 18 lost 2 figures"));
}

TEST(SentenceTemplate, FillsItsSlotsInItsOwnOrder) {
    const SentenceTemplate german = parsed("{target} wird von {unit} beschossen");
    EXPECT_EQ(german.fill({{"unit", "IR 18"}, {"target", "IR Kaiser"}}),
              "IR Kaiser wird von IR 18 beschossen");
    EXPECT_EQ(german.slotNames(), (std::vector<std::string>{"target", "unit"}));
}

TEST(SentenceTemplate, RefusesWhatCouldNotBeMatched) {
    std::string error;
    EXPECT_FALSE(SentenceTemplate::parse("{unit}{target} fire", error));
    EXPECT_NE(error.find("side by side"), std::string::npos) << error;
    EXPECT_FALSE(SentenceTemplate::parse("{unit} fires at {target", error));
    EXPECT_NE(error.find("never closed"), std::string::npos) << error;
    EXPECT_FALSE(SentenceTemplate::parse("{} fires", error));
    EXPECT_FALSE(SentenceTemplate::parse("{unit}", error));
    EXPECT_NE(error.find("no words"), std::string::npos) << error;
    EXPECT_FALSE(SentenceTemplate::parse("fires} at", error));
}

}  // namespace
}  // namespace adjutant
