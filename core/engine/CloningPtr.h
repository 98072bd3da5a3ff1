#pragma once

#include <memory>
#include <utility>

namespace adjutant {

/// An owning pointer to an object of a class hierarchy (a Command, a
/// RulesetGameState) that copies the object through its virtual clone(). A
/// class holding its polymorphic parts through these is a value whose copies
/// are deep with the copy operations the compiler writes, so no hand-written
/// copy constructor has to list every other member again and be kept up to
/// date with them.
template <typename T>
class CloningPtr {
  public:
    CloningPtr() = default;
    explicit CloningPtr(std::unique_ptr<T> owned) : owned_(std::move(owned)) {}

    CloningPtr(const CloningPtr& other) : owned_(other.owned_ ? other.owned_->clone() : nullptr) {}
    CloningPtr& operator=(const CloningPtr& other) {
        if (this != &other) {
            owned_ = other.owned_ ? other.owned_->clone() : nullptr;
        }
        return *this;
    }
    CloningPtr(CloningPtr&&) noexcept = default;
    CloningPtr& operator=(CloningPtr&&) noexcept = default;
    ~CloningPtr() = default;

    T* get() const { return owned_.get(); }
    T& operator*() const { return *owned_; }
    T* operator->() const { return owned_.get(); }
    explicit operator bool() const { return owned_ != nullptr; }

  private:
    std::unique_ptr<T> owned_;
};

}  // namespace adjutant
