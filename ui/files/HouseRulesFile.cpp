#include "ui/files/HouseRulesFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/json/Diagnostics.h"
#include "core/json/InputLimits.h"
#include "core/json/JsonFile.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/RulesetRegistry.h"
#include "ui/files/SafeSave.h"

namespace adjutant::ui {

namespace {

QString firstError(const Diagnostics& diagnostics) {
    for (const Diagnostic& each : diagnostics.items()) {
        if (each.severity == Diagnostic::Severity::Error) {
            return QString::fromStdString(each.toString());
        }
    }
    return {};
}

QString nativePath(const QString& path) {
    return QDir::toNativeSeparators(path);
}

}  // namespace

std::string houseRulesId(const RulesetDefinition& base, const QString& name) {
    std::string slug;
    for (const QChar c : name.toLower()) {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            slug += static_cast<char>(c.unicode());
        } else if (!slug.empty() && slug.back() != '-') {
            slug += '-';
        }
    }
    while (!slug.empty() && slug.back() == '-') {
        slug.pop_back();
    }
    return slug.empty() ? std::string() : base.id + '-' + slug;
}

QString writeHouseRules(const RulesetDefinition& base, const RulesetRegistry& registry,
                        const QString& folder, const QString& name,
                        const std::map<std::string, std::string>& readings, QString* written) {
    const QString trimmed = name.simplified();
    const std::string id = houseRulesId(base, trimmed);
    if (id.empty()) {
        return QCoreApplication::translate(
            "adjutant::ui::HouseRulesFile",
            "Give the house rules a name with at least one letter or digit.");
    }
    if (folder.isEmpty()) {
        return QCoreApplication::translate("adjutant::ui::HouseRulesFile",
                                           "There is no folder for your house rules.");
    }
    const QString path = QDir(folder).filePath(QString::fromStdString(id) + ".json");
    for (const RulesetDefinition* other : registry.all()) {
        if (other->id == id ||
            QString::fromStdString(other->name).compare(trimmed, Qt::CaseInsensitive) == 0) {
            return QCoreApplication::translate(
                       "adjutant::ui::HouseRulesFile",
                       "A ruleset named \"%1\" is already loaded (%2): choose another name.")
                .arg(QString::fromStdString(other->name),
                     nativePath(QString::fromStdString(other->file)));
        }
    }
    if (QFileInfo::exists(path)) {
        return QCoreApplication::translate(
                   "adjutant::ui::HouseRulesFile",
                   "%1 is already there: choose another name for your house rules.")
            .arg(nativePath(path));
    }
    for (const SavedHouseRules& saved : houseRulesIn(folder, registry, base.engine)) {
        if (saved.name.compare(trimmed, Qt::CaseInsensitive) == 0) {
            return QCoreApplication::translate(
                       "adjutant::ui::HouseRulesFile",
                       "Your house rules \"%1\" are already in %2: choose another name.")
                .arg(saved.name, nativePath(saved.path));
        }
    }
    Diagnostics diagnostics;
    std::optional<nlohmann::json> document =
        readJsonFile(base.file, diagnostics, limits::kMaxRulesetBytes);
    if (!document || !document->is_object()) {
        return QCoreApplication::translate("adjutant::ui::HouseRulesFile",
                                           "The ruleset %1 could not be read to copy it: %2")
            .arg(nativePath(QString::fromStdString(base.file)), firstError(diagnostics));
    }
    (*document)["id"] = id;
    (*document)["name"] = trimmed.toStdString();
    // The copy reads the rules reference of the ruleset it was copied from.
    if (!document->contains("reference")) {
        (*document)["reference"] = base.reference.empty() ? base.id : base.reference;
    }
    nlohmann::json& options = (*document)["options"];
    for (const auto& [option, reading] : readings) {
        if (options.contains(option) && options[option].is_object()) {
            options[option]["default"] = reading;
        }
    }
    // Never written unless it loads as the registry will load it at start.
    Diagnostics check;
    if (!registry.parseDocument(*document, path.toStdString(), check) || check.hasErrors()) {
        return QCoreApplication::translate(
                   "adjutant::ui::HouseRulesFile",
                   "The house rules would not load, so %1 was not written: %2")
            .arg(nativePath(path), firstError(check));
    }
    if (!QDir().mkpath(folder)) {
        return QCoreApplication::translate("adjutant::ui::HouseRulesFile",
                                           "The folder %1 for your house rules cannot be made.")
            .arg(nativePath(folder));
    }
    const QByteArray bytes = QByteArray::fromStdString(document->dump(2) + '\n');
    if (const QString error = saveBytesSafely(path, bytes); !error.isEmpty()) {
        return error;
    }
    if (written) {
        *written = path;
    }
    return {};
}

std::optional<SavedHouseRules> readHouseRules(const QString& path, const RulesetRegistry& registry,
                                              QString* problem) {
    Diagnostics diagnostics;
    const std::shared_ptr<const RulesetDefinition> ruleset =
        registry.parseFile(path.toStdString(), diagnostics);
    if (!ruleset || diagnostics.hasErrors()) {
        if (problem) {
            const QString why = firstError(diagnostics);
            *problem = why.isEmpty()
                           ? QCoreApplication::translate("adjutant::ui::HouseRulesFile",
                                                         "%1 cannot be read as a ruleset.")
                                 .arg(nativePath(path))
                           : why;
        }
        return std::nullopt;
    }
    SavedHouseRules saved;
    saved.path = path;
    saved.name = QString::fromStdString(ruleset->name);
    saved.id = ruleset->id;
    saved.engine = ruleset->engine;
    for (const RuleOption& option : ruleset->options) {
        saved.readings[option.id] = option.defaultChoice;
    }
    return saved;
}

QList<SavedHouseRules> houseRulesIn(const QString& folder, const RulesetRegistry& registry,
                                    const std::string& engine) {
    QList<SavedHouseRules> found;
    if (folder.isEmpty()) {
        return found;
    }
    const QDir dir(folder);
    for (const QFileInfo& file :
         dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (std::optional<SavedHouseRules> saved =
                readHouseRules(file.absoluteFilePath(), registry);
            saved && saved->engine == engine) {
            found << *saved;
        }
    }
    std::sort(found.begin(), found.end(), [](const SavedHouseRules& a, const SavedHouseRules& b) {
        return a.name.localeAwareCompare(b.name) < 0;
    });
    return found;
}

}  // namespace adjutant::ui
