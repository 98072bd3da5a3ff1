#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

#include "core/editor/FeatureRef.h"
#include "core/editor/NewScenario.h"
#include "core/editor/ScenarioDraft.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant::ui {

/// The scenario the editor lays out: the one owner of the draft (the scenario
/// and its undo history), its file on disk and what is selected. The editor's
/// widgets read the scenario through it and change it only by `apply`, `undo`
/// and `redo`, so every change can be undone and the table always shows the
/// draft as it is.
///
/// A map image chosen before the scenario has a file keeps its absolute path;
/// saving re-expresses it relative to the scenario file.
class EditorSession : public QObject {
    Q_OBJECT

  public:
    explicit EditorSession(const RulesetRegistry& rulesets, QObject* parent = nullptr);
    ~EditorSession() override;

    // --- files --------------------------------------------------------------
    /// Starts an empty scenario; returns the problem, or empty.
    QString newScenario(const NewScenarioSpec& spec);
    /// Edits an existing scenario, e.g. the one a game was started from, as if
    /// read from `path` (empty: not saved yet; `folder` resolves its map).
    void editScenario(const Scenario& scenario, const QString& path, const QString& folder);
    /// Reads a scenario file for editing; returns every problem, or empty.
    QString open(const QString& path);
    /// Validates and writes the scenario to `path` atomically; an invalid
    /// scenario is not written and every reason is returned.
    QString saveAs(const QString& path);
    QString save();

    bool hasScenario() const { return draft_ != nullptr; }
    const Scenario& scenario() const { return draft_->scenario(); }
    const ScenarioDraft& draft() const { return *draft_; }
    /// The ruleset of the scenario, or nullptr when it is not loaded.
    const RulesetDefinition* ruleset() const;
    const RulesetRegistry& rulesets() const { return rulesets_; }
    QString filePath() const { return filePath_; }
    /// The folder that relative map paths are read from.
    QString folder() const { return folder_; }
    bool isModified() const { return draft_ && draft_->isModified(); }
    /// Every problem the scenario has now (for the editor's status), one per line.
    QString problems() const;

    // --- edits --------------------------------------------------------------
    /// Applies an edit; a refusal is returned (and reported by `refused`).
    QString apply(const ScenarioEdit& edit);
    void undo();
    void redo();
    bool canUndo() const { return draft_ && draft_->canUndo(); }
    bool canRedo() const { return draft_ && draft_->canRedo(); }

    // --- selection: a unit, a general or an outline, never two -----------------
    QString selectedPiece() const { return selectedPiece_; }
    std::optional<FeatureRef> selectedFeature() const { return selectedFeature_; }
    void selectPiece(const QString& id);
    void selectFeature(std::optional<FeatureRef> feature);

  signals:
    /// A new scenario was started or opened: rebuild everything.
    void scenarioReplaced();
    /// The scenario changed (an edit, undo or redo).
    void changed();
    void refused(const QString& reason);
    void selectionChanged();
    /// The file, or whether it is modified, changed.
    void fileStateChanged();

  private:
    void replace(Scenario scenario, const QString& path, const QString& folder);
    void afterChange();
    /// Drops a selection that no longer exists after a change.
    void keepSelectionValid();

    const RulesetRegistry& rulesets_;
    std::unique_ptr<ScenarioDraft> draft_;
    QString filePath_;
    QString folder_;
    QString selectedPiece_;
    std::optional<FeatureRef> selectedFeature_;
};

}  // namespace adjutant::ui
