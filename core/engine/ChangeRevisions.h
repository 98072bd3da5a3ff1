#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <vector>

namespace adjutant {

/// Which places of a list that never grows nor shrinks (a game's units, their
/// statuses) have changed, and in what order: each change is given the next
/// revision. Data derived from the list (layouts, a spatial index) keeps the
/// revision it last looked at and brings up to date only the places changed
/// since, so nothing has to be told when it is safe to forget a change.
///
/// The changes are kept as a log of places, as long as twice the list at most:
/// a look costs the changes made since the last, not the length of the list.
/// One that falls further behind is sent every place.
///
/// A change is made through an edit (NotedEdit) that opens its place and, when
/// it ends, notes it. While an edit is open its place counts as changed at
/// every look, since it may be written again after any of them.
///
/// Not part of a state's value: never saved, hashed or compared. A copy carries
/// the revisions on, so data derived from a state stays right for a copy that
/// replaces it (GameState::takeDerivedDataFrom).
class ChangeRevisions {
  public:
    ChangeRevisions() = default;
    explicit ChangeRevisions(std::size_t places) : places_(places) {}
    /// A copy has no open edits (they go on changing the original); what they
    /// have changed so far counts as changed in the copy.
    ChangeRevisions(const ChangeRevisions& other)
        : places_(other.places_), logStart_(other.logStart_), log_(other.log_) {
        for (const std::size_t place : other.open_) {
            note(place);
        }
    }
    ChangeRevisions& operator=(const ChangeRevisions& other) {
        if (this != &other) {
            *this = ChangeRevisions(other);
        }
        return *this;
    }
    ChangeRevisions(ChangeRevisions&&) noexcept = default;
    ChangeRevisions& operator=(ChangeRevisions&&) noexcept = default;
    ~ChangeRevisions() = default;

    std::size_t places() const { return places_; }
    /// The revision of the latest change; 0 before any.
    std::uint64_t latest() const { return logStart_ + log_.size(); }

    /// A change made and ended at once (by the list's owner, say, changing
    /// every place in one pass).
    void note(std::size_t place) {
        if (log_.size() >= std::max<std::size_t>(64, 2 * places_)) {
            logStart_ += log_.size();
            log_.clear();
        }
        log_.push_back(place);
    }
    void open(std::size_t place) { open_.push_back(place); }
    void close(std::size_t place) {
        const auto it = std::find(open_.rbegin(), open_.rend(), place);
        if (it != open_.rend()) {
            open_.erase(std::next(it).base());
        }
        note(place);
    }

    /// Whether nothing has changed after revision `seen` and no edit is open.
    bool quietSince(std::uint64_t seen) const { return seen == latest() && open_.empty(); }

    /// Calls f(place) for each change after revision `seen`, in the order they
    /// were made (a place changed twice, twice), or for every place when the
    /// log no longer reaches back that far; then for each place with an open
    /// edit. Costs nothing when quietSince(seen).
    template <typename F>
    void forEachChangedSince(std::uint64_t seen, F&& f) const {
        if (seen < logStart_) {
            for (std::size_t place = 0; place < places_; ++place) {
                f(place);
            }
        } else {
            for (std::size_t i = seen - logStart_; i < log_.size(); ++i) {
                f(log_[i]);
            }
        }
        for (const std::size_t place : open_) {
            f(place);
        }
    }

  private:
    std::size_t places_ = 0;
    std::uint64_t logStart_ = 0;     // the revision before the log's first change
    std::vector<std::size_t> log_;   // places, by revision
    std::vector<std::size_t> open_;  // places of the edits under way, as opened
};

}  // namespace adjutant
