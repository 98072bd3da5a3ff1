#pragma once

#include <cstddef>
#include <utility>

#include "core/engine/ChangeRevisions.h"

namespace adjutant {

/// One item of a game state (a unit, a ruleset's status of a unit) handed out
/// to change. Its place in the state's ChangeRevisions is open while the edit
/// lasts and noted as changed when it ends, after the last write, so data
/// derived from the state never misses a write, however early it looks again.
///
/// An edit is a handle, not a reference: keep it for as long as you change the
/// item. `*state.editUnit(id)` on a temporary does not compile, since the
/// reference would outlive the note; `state.editUnit(id)->figures = 3` does,
/// the write ending before the note is made.
template <typename Item>
class NotedEdit {
  public:
    /// No item: the id named none.
    NotedEdit() = default;
    /// `changes` may be null for an item no derived data reads.
    NotedEdit(Item& item, ChangeRevisions* changes, std::size_t place)
        : item_(&item), changes_(changes), place_(place) {
        if (changes_) {
            changes_->open(place_);
        }
    }
    NotedEdit(NotedEdit&& other) noexcept
        : item_(std::exchange(other.item_, nullptr)),
          changes_(std::exchange(other.changes_, nullptr)),
          place_(other.place_) {}
    NotedEdit(const NotedEdit&) = delete;
    NotedEdit& operator=(const NotedEdit&) = delete;
    NotedEdit& operator=(NotedEdit&&) = delete;
    ~NotedEdit() {
        if (item_ && changes_) {
            changes_->close(place_);
        }
    }

    explicit operator bool() const { return item_ != nullptr; }
    Item& operator*() const& { return *item_; }
    Item& operator*() const&& = delete;
    Item* operator->() const { return item_; }

  private:
    Item* item_ = nullptr;
    ChangeRevisions* changes_ = nullptr;
    std::size_t place_ = 0;
};

}  // namespace adjutant
