#include "ui/session/RefereeLanguage.h"

#include <QLocale>
#include <map>
#include <memory>
#include <utility>

#include "core/engine/GameState.h"
#include "core/language/ScenarioNames.h"
#include "core/language/TranslationReader.h"
#include "core/model/Scenario.h"
#include "core/referee/RefereeQuestions.h"
#include "core/referee/UnitDescription.h"
#include "core/rules/Explanation.h"
#include "core/rules/RulesReference.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant::ui {

namespace {

QString& shippedFolder() {
    static QString folder;
    return folder;
}

// Read once a language and ruleset file: the window asks for every row it shows.
std::map<std::pair<QString, std::string>, std::unique_ptr<Translation>>& translations() {
    static std::map<std::pair<QString, std::string>, std::unique_ptr<Translation>> read;
    return read;
}

// The names of the game's scenario, kept whole in every text: made once a game.
const std::vector<std::string>& namesOf(const Scenario& scenario) {
    static const Scenario* cachedFor = nullptr;
    static std::string cachedTitle;
    static std::vector<std::string> names;
    if (cachedFor != &scenario || cachedTitle != scenario.title) {
        names = scenarioNames(scenario);
        cachedFor = &scenario;
        cachedTitle = scenario.title;
    }
    return names;
}

}  // namespace

void RefereeLanguage::setShippedFolder(const QString& folder) {
    shippedFolder() = folder;
}

QString RefereeLanguage::language() {
    return QLocale().name().section('_', 0, 0);
}

const Translation& RefereeLanguage::of(const RulesetDefinition& ruleset) {
    const QString code = language();
    std::unique_ptr<Translation>& slot = translations()[{code, ruleset.file + '\n' + ruleset.id}];
    if (!slot) {
        // A translation with a mistake still gives what it read cleanly; the
        // rest stays English, which the player can still read.
        Diagnostics problems;
        slot = std::make_unique<Translation>(
            loadTranslation(ruleset, code.toStdString(), resourceFolderOf(ruleset),
                            shippedFolder().toStdString(), problems));
    }
    return *slot;
}

std::string RefereeLanguage::textStd(const GameState& state, std::string_view english) {
    const RulesetDefinition* ruleset = state.setup().ruleset;
    if (!ruleset || language() == QLatin1String("en")) {
        return std::string(english);
    }
    const Translation& translation = of(*ruleset);
    const Scenario* scenario = state.setup().scenario.get();
    return scenario ? translation.translate(english, namesOf(*scenario))
                    : translation.translate(english);
}

void RefereeLanguage::translate(const GameState& state, Explanation& explanation) {
    if (!explanation.label.empty()) {
        explanation.label = textStd(state, explanation.label.view());
    }
    if (!explanation.note.empty()) {
        explanation.note = textStd(state, explanation.note.view());
    }
    for (Explanation& child : explanation.children) {
        translate(state, child);
    }
}

void RefereeLanguage::translate(const GameState& state, UnitDescription& description) {
    for (UnitDescriptionRow& row : description.rows) {
        row.section = textStd(state, row.section);
        row.label = textStd(state, row.label);
        row.value = textStd(state, row.value);
    }
    if (description.morale) {
        translate(state, *description.morale);
    }
}

void RefereeLanguage::translate(const GameState& state, RulesOdds& odds) {
    odds.title = textStd(state, odds.title);
    for (std::string& label : odds.labels) {
        label = textStd(state, label);
    }
}

QString RefereeLanguage::text(const GameState& state, std::string_view english) {
    return QString::fromStdString(textStd(state, english));
}

}  // namespace adjutant::ui
