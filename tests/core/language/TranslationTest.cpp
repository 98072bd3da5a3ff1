// The referee's texts in the reader's language: phrases, templates whose
// slots are translated in turn, sentences one by one, numbers with a comma.
#include <gtest/gtest.h>

#include "core/language/Translation.h"

namespace adjutant {
namespace {

Translation german() {
    Translation de("de");
    std::string error;
    de.addPhrase("Soft cover", "Weiche Deckung");
    de.addPhrase("medium", "mittlere");
    for (const auto& [en, translated] : std::vector<std::pair<const char*, const char*>>{
             {"{unit} fires at {target} at {range} range: {result}",
              "{unit} feuert auf {target} auf {range} Entfernung: {result}"},
             {"{count} casualties", "{count} Verluste"},
             {"{count} casualties with {over} over", "{count} Verluste, {over} darüber"},
             {"{unit} is shaken", "{unit} ist erschüttert"},
             {"Factor {value}", "Faktor {value}"},
             {"no unit is free to move", "keine Einheit kann sich bewegen"}}) {
        EXPECT_TRUE(de.addSentence(en, translated, error)) << en << ": " << error;
    }
    return de;
}

TEST(Translation, APhraseIsTranslatedWhole) {
    const Translation de = german();
    EXPECT_EQ(de.translate("Soft cover"), "Weiche Deckung");
    EXPECT_TRUE(de.misses().empty());
}

TEST(Translation, ATemplatesSlotsAreTranslatedWhereKnownAndKeptWhereNot) {
    const Translation de = german();
    EXPECT_EQ(de.translate("IR 18 fires at IR Kaiser at medium range: 2 casualties"),
              "IR 18 feuert auf IR Kaiser auf mittlere Entfernung: 2 Verluste");
}

TEST(Translation, TheMostParticularTemplateWins) {
    const Translation de = german();
    EXPECT_EQ(de.translate("3 casualties with 1 over"), "3 Verluste, 1 darüber");
    EXPECT_EQ(de.translate("3 casualties"), "3 Verluste");
}

TEST(Translation, NumbersTakeTheDecimalCommaOfTheLanguage) {
    const Translation de = german();
    EXPECT_EQ(de.translate("Factor 0.5"), "Faktor 0,5");
    EXPECT_EQ(de.translate("Factor -1.5"), "Faktor -1,5");
}

TEST(Translation, SentencesAreTranslatedOneByOneAndAFullStopKept) {
    const Translation de = german();
    EXPECT_EQ(de.translate("IR 18 is shaken. IR 19 is shaken."),
              "IR 18 ist erschüttert. IR 19 ist erschüttert.");
    EXPECT_EQ(de.translate("No unit is free to move."), "Keine Einheit kann sich bewegen.");
}

TEST(Translation, WhatItCannotTranslateIsShownAsWrittenAndRemembered) {
    const Translation de = german();
    EXPECT_EQ(de.translate("The hussars rally"), "The hussars rally");
    EXPECT_EQ(de.misses().count("The hussars rally"), 1U);
    // A number alone is no miss.
    EXPECT_EQ(de.translate("12"), "12");
    EXPECT_EQ(de.misses().size(), 1U);
}

TEST(Translation, TheScenariosNamesAreKeptWholeAndAsWritten) {
    const Translation de = german();
    // Without the names the target's slot would end at its own " at ".
    const std::vector<std::string> names{"Grenadiers at the wood", "IR 18"};
    EXPECT_EQ(
        de.translate("IR 18 fires at Grenadiers at the wood at medium range: 2 casualties", names),
        "IR 18 feuert auf Grenadiers at the wood auf mittlere Entfernung: 2 Verluste");
    EXPECT_EQ(de.translate("Grenadiers at the wood is shaken", names),
              "Grenadiers at the wood ist erschüttert");
    EXPECT_TRUE(de.misses().empty());
    EXPECT_EQ(de.translate("Grenadiers at the wood rallies", names),
              "Grenadiers at the wood rallies");
    EXPECT_EQ(de.misses().count("Grenadiers at the wood rallies"), 1U);
}

TEST(Translation, EnglishTranslatesNothing) {
    Translation english("en");
    english.addPhrase("Soft cover", "Weiche Deckung");
    EXPECT_EQ(english.translate("Soft cover"), "Soft cover");
    EXPECT_TRUE(english.misses().empty());
}

TEST(Translation, ATranslationMustNameTheSameSlots) {
    Translation de("de");
    std::string error;
    EXPECT_FALSE(de.addSentence("{unit} fires at {target}", "{unit} feuert", error));
    EXPECT_NE(error.find("slots"), std::string::npos) << error;
    EXPECT_TRUE(de.empty());
}

}  // namespace
}  // namespace adjutant
