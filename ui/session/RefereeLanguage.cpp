#include "ui/session/RefereeLanguage.h"

#include <QLocale>
#include <map>
#include <memory>
#include <utility>

#include "core/engine/GameState.h"
#include "core/language/TranslationReader.h"
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
    return of(*ruleset).translate(english);
}

QString RefereeLanguage::text(const GameState& state, std::string_view english) {
    return QString::fromStdString(textStd(state, english));
}

}  // namespace adjutant::ui
