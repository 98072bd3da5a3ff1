#include "ui/editor/EditorSession.h"

#include <QDir>
#include <QFileInfo>

#include "core/editor/ScenarioSaving.h"
#include "core/io/MapImagePath.h"
#include "core/io/ScenarioReader.h"
#include "ui/editor/ScenarioOutlines.h"

namespace adjutant::ui {

EditorSession::EditorSession(const RulesetRegistry& rulesets, QObject* parent)
    : QObject(parent), rulesets_(rulesets) {}

EditorSession::~EditorSession() = default;

QString EditorSession::newScenario(const NewScenarioSpec& spec) {
    const RulesetDefinition* definition = rulesets_.find(spec.ruleset);
    if (!definition) {
        return tr("There is no ruleset \"%1\".").arg(QString::fromStdString(spec.ruleset));
    }
    std::string error;
    std::optional<Scenario> scenario = makeNewScenario(spec, *definition, error);
    if (!scenario) {
        return QString::fromStdString(error);
    }
    replace(std::move(*scenario), {}, {});
    return {};
}

void EditorSession::editScenario(const Scenario& scenario, const QString& path,
                                 const QString& folder) {
    replace(scenario, path, folder);
}

QString EditorSession::open(const QString& path) {
    Diagnostics diagnostics;
    std::optional<Scenario> scenario = readScenarioFile(path.toStdString(), rulesets_, diagnostics);
    if (!scenario) {
        return QString::fromStdString(diagnostics.toString());
    }
    replace(std::move(*scenario), path, QFileInfo(path).absolutePath());
    return {};
}

QString EditorSession::saveAs(const QString& path) {
    if (!draft_) {
        return tr("There is no scenario to save.");
    }
    const QString targetFolder = QFileInfo(path).absolutePath();
    // The map travels with the scenario: an image from elsewhere is copied beside it.
    std::string copyError;
    const Scenario rebased = carryMapImage(draft_->scenario(), folder_.toStdString(),
                                           targetFolder.toStdString(), copyError);
    if (!copyError.empty()) {
        return QString::fromStdString(copyError);
    }
    const std::string error = saveScenarioFile(path.toStdString(), rebased, rulesets_);
    if (!error.empty()) {
        return QString::fromStdString(error);
    }
    const auto mapOf = [](const Scenario& scenario) {
        return scenario.map ? scenario.map->file + '\n' + scenario.map->sha256 : std::string();
    };
    if (mapOf(rebased) != mapOf(draft_->scenario())) {
        // The map path now reads from the new folder, and its content is
        // recorded; keep the draft in step without an entry in the undo
        // history, and keep the history.
        if (rebased.map) {
            draft_->moveMap(*rebased.map);
        } else {
            draft_ = std::make_unique<ScenarioDraft>(rebased);
        }
    }
    draft_->markSaved();
    filePath_ = path;
    folder_ = targetFolder;
    emit fileStateChanged();
    return {};
}

QString EditorSession::save() {
    if (filePath_.isEmpty()) {
        return tr("The scenario has no file yet: choose one with Save scenario as.");
    }
    return saveAs(filePath_);
}

const RulesetDefinition* EditorSession::ruleset() const {
    return draft_ ? rulesets_.find(draft_->scenario().ruleset) : nullptr;
}

QString EditorSession::problems() const {
    if (!draft_) {
        return {};
    }
    const QString where = filePath_.isEmpty() ? QDir(folder_.isEmpty() ? QDir::tempPath() : folder_)
                                                    .filePath("untitled.scenario.json")
                                              : filePath_;
    // An image chosen from outside the folder is no problem: saving copies it beside the file.
    Scenario checked = rebaseMapFile(draft_->scenario(), folder_.toStdString(),
                                     QFileInfo(where).absolutePath().toStdString());
    if (checked.map && !mapPathOutsideReason(checked.map->file).empty()) {
        checked.map.reset();
    }
    Diagnostics diagnostics = validateScenarioFor(checked, where.toStdString(), rulesets_);
    QStringList lines;
    for (const Diagnostic& item : diagnostics.items()) {
        if (item.severity == Diagnostic::Severity::Error) {
            lines << QString::fromStdString(item.location + ": " + item.message);
        }
    }
    return lines.join('\n');
}

QString EditorSession::apply(const ScenarioEdit& edit) {
    if (!draft_) {
        return tr("There is no scenario to edit.");
    }
    const std::string error = draft_->apply(edit);
    if (!error.empty()) {
        const QString reason = QString::fromStdString(error);
        emit refused(reason);
        return reason;
    }
    afterChange();
    return {};
}

void EditorSession::undo() {
    if (draft_ && draft_->undo()) {
        afterChange();
    }
}

void EditorSession::redo() {
    if (draft_ && draft_->redo()) {
        afterChange();
    }
}

void EditorSession::selectPiece(const QString& id) {
    if (id == selectedPiece_ && !selectedFeature_) {
        return;
    }
    selectedPiece_ = id;
    selectedFeature_.reset();
    emit selectionChanged();
}

void EditorSession::selectFeature(std::optional<FeatureRef> feature) {
    if (feature == selectedFeature_ && selectedPiece_.isEmpty()) {
        return;
    }
    selectedFeature_ = feature;
    selectedPiece_.clear();
    emit selectionChanged();
}

void EditorSession::replace(Scenario scenario, const QString& path, const QString& folder) {
    draft_ = std::make_unique<ScenarioDraft>(std::move(scenario));
    filePath_ = path;
    folder_ = folder;
    selectedPiece_.clear();
    selectedFeature_.reset();
    emit scenarioReplaced();
    emit selectionChanged();
    emit fileStateChanged();
}

void EditorSession::afterChange() {
    keepSelectionValid();
    emit changed();
    emit fileStateChanged();
}

void EditorSession::keepSelectionValid() {
    const Scenario& scenario = draft_->scenario();
    bool dropped = false;
    if (!selectedPiece_.isEmpty() && !pieces::exists(scenario, selectedPiece_.toStdString())) {
        selectedPiece_.clear();
        dropped = true;
    }
    if (selectedFeature_ &&
        selectedFeature_->index >= outlines::count(scenario, selectedFeature_->kind)) {
        selectedFeature_.reset();
        dropped = true;
    }
    if (dropped) {
        emit selectionChanged();
    }
}

}  // namespace adjutant::ui
