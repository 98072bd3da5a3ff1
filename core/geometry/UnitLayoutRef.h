#pragma once

#include <memory>
#include <optional>
#include <stdexcept>

#include "core/geometry/UnitLayout.h"

namespace adjutant::geometry {

/// A unit's layout as a referee hands it out: either borrowed from a cache that
/// outlives the question being answered (no copy: a bound asks for layouts
/// hundreds of thousands of times), computed for a trial pose and owned, or
/// shared with a memo of trial layouts (which may forget it meanwhile).
/// Reads like std::optional<UnitLayout>; empty when the unit cannot be laid out.
class UnitLayoutRef {
  public:
    UnitLayoutRef() = default;
    /// Borrows a cached layout (nullptr: empty). The cache must outlive this.
    static UnitLayoutRef borrow(const UnitLayout* cached) {
        UnitLayoutRef ref;
        ref.pointer_ = cached;
        return ref;
    }
    /// Owns a freshly computed layout.
    static UnitLayoutRef own(std::optional<UnitLayout> fresh) {
        UnitLayoutRef ref;
        ref.owned_ = std::move(fresh);
        ref.pointer_ = ref.owned_ ? &*ref.owned_ : nullptr;
        return ref;
    }

    /// Shares a layout kept by a memo (nullptr: empty).
    static UnitLayoutRef share(std::shared_ptr<const UnitLayout> kept) {
        UnitLayoutRef ref;
        ref.pointer_ = kept.get();
        ref.shared_ = std::move(kept);
        return ref;
    }

    UnitLayoutRef(const UnitLayoutRef& other) { *this = other; }
    UnitLayoutRef(UnitLayoutRef&& other) noexcept { *this = std::move(other); }
    UnitLayoutRef& operator=(const UnitLayoutRef& other) {
        if (this != &other) {
            owned_ = other.owned_;
            shared_ = other.shared_;
            pointer_ = owned_ ? &*owned_ : other.pointer_;
        }
        return *this;
    }
    UnitLayoutRef& operator=(UnitLayoutRef&& other) noexcept {
        if (this != &other) {
            owned_ = std::move(other.owned_);
            shared_ = std::move(other.shared_);
            pointer_ = owned_ ? &*owned_ : other.pointer_;
        }
        return *this;
    }

    bool has_value() const { return pointer_ != nullptr; }
    explicit operator bool() const { return has_value(); }
    const UnitLayout& operator*() const { return *pointer_; }
    const UnitLayout* operator->() const { return pointer_; }
    const UnitLayout& value() const {
        if (!pointer_) {
            throw std::bad_optional_access();
        }
        return *pointer_;
    }
    /// A copy that may be changed (a trial pose moved, a rank dropped).
    std::optional<UnitLayout> copy() const {
        return pointer_ ? std::optional<UnitLayout>(*pointer_) : std::nullopt;
    }

  private:
    std::optional<UnitLayout> owned_;
    std::shared_ptr<const UnitLayout> shared_;
    const UnitLayout* pointer_ = nullptr;
};

}  // namespace adjutant::geometry
