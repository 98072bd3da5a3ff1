#include "core/editor/ScenarioDraft.h"

#include "core/editor/CrossingEdits.h"

#include <utility>

namespace adjutant {

ScenarioDraft::ScenarioDraft(Scenario scenario) {
    states_.push_back(std::move(scenario));
}

std::string ScenarioDraft::apply(const ScenarioEdit& edit) {
    if (!edit.change) {
        return "nothing to change";
    }
    // The edit works on a copy, so that an edit refused half way through
    // leaves the present scenario exactly as it was.
    Scenario changed = states_[cursor_];
    std::string error = edit.change(changed);
    if (!error.empty()) {
        return error;
    }
    // Whatever moved a river's points, its bridges and fords stay on it.
    for (LinearFeature& line : changed.table.lines) {
        edits::keepCrossingsOnLine(line);
    }

    // A new edit after undo drops the undone edits; if the saved state was
    // among them, no state in the history matches the file any more.
    if (savedCursor_ > cursor_) {
        savedDropped_ = true;
    }
    states_.resize(cursor_ + 1);
    labels_.resize(cursor_);
    states_.push_back(std::move(changed));
    labels_.push_back(edit.label);
    ++cursor_;

    while (states_.size() > kHistoryLimit) {
        states_.pop_front();
        labels_.pop_front();
        --cursor_;
        if (savedCursor_ == 0) {
            savedDropped_ = true;
        } else {
            --savedCursor_;
        }
    }
    ++revision_;
    return {};
}

std::string ScenarioDraft::undoLabel() const {
    return canUndo() ? labels_[cursor_ - 1] : "";
}

std::string ScenarioDraft::redoLabel() const {
    return canRedo() ? labels_[cursor_] : "";
}

bool ScenarioDraft::undo() {
    if (!canUndo()) {
        return false;
    }
    --cursor_;
    ++revision_;
    return true;
}

bool ScenarioDraft::redo() {
    if (!canRedo()) {
        return false;
    }
    ++cursor_;
    ++revision_;
    return true;
}

void ScenarioDraft::markSaved() {
    savedCursor_ = cursor_;
    savedDropped_ = false;
}

void ScenarioDraft::moveMap(const MapImage& moved) {
    if (!scenario().map) {
        return;
    }
    const std::string file = scenario().map->file;
    for (Scenario& state : states_) {
        if (state.map && state.map->file == file) {
            state.map->file = moved.file;
            state.map->sha256 = moved.sha256;
        }
    }
    ++revision_;
}

}  // namespace adjutant
