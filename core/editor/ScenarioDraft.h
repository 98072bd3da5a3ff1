#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <string>

#include "core/model/Scenario.h"

namespace adjutant {

/// One change to a scenario under edit: what the Edit menu calls it ("Draw
/// woods", "Move unit IR 18") and the change itself. `change` edits the
/// scenario it is given and returns an empty string, or returns why it cannot
/// be made (then the scenario it was given is thrown away).
struct ScenarioEdit {
    std::string label;
    std::function<std::string(Scenario&)> change;
};

/// A scenario being laid out, with its undo history. Every change goes through
/// `apply`, so every change can be undone and redone.
///
/// The history keeps whole scenarios rather than inverse operations: a scenario
/// is small (a few hundred units at most), a snapshot cannot be inverted
/// wrongly, and each edit stays a plain function of the scenario.
class ScenarioDraft {
  public:
    explicit ScenarioDraft(Scenario scenario = {});

    const Scenario& scenario() const { return states_[cursor_]; }

    /// Makes the change on a copy of the present scenario; on success the copy
    /// becomes the present one and the redo history is dropped. Returns the
    /// edit's error (nothing changed), or empty.
    std::string apply(const ScenarioEdit& edit);

    bool canUndo() const { return cursor_ > 0; }
    bool canRedo() const { return cursor_ + 1 < states_.size(); }
    /// The label of the edit undo would take back, or redo would make again.
    std::string undoLabel() const;
    std::string redoLabel() const;
    bool undo();
    bool redo();

    /// Changed since the last markSaved (or since it was created).
    bool isModified() const { return cursor_ != savedCursor_ || savedDropped_; }
    void markSaved();
    /// Saving into another folder carries the map along and records its
    /// content: every state of the history that shows the present map is
    /// pointed at `moved`, so the history is kept and an undo still finds it.
    void moveMap(const MapImage& moved);
    /// Grows with every apply, undo and redo; views compare it to know they are stale.
    std::size_t revision() const { return revision_; }

    /// The most states kept; the oldest edits fall off the history beyond it.
    static constexpr std::size_t kHistoryLimit = 300;

  private:
    std::deque<Scenario> states_;
    std::deque<std::string> labels_;  // labels_[i] made states_[i + 1]
    std::size_t cursor_ = 0;
    std::size_t savedCursor_ = 0;
    bool savedDropped_ = false;  // the saved state fell off the history or was redone away
    std::size_t revision_ = 0;
};

}  // namespace adjutant
