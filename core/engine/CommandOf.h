#pragma once

#include <memory>
#include <string_view>

#include "core/engine/Command.h"

namespace adjutant {

/// What every concrete command would otherwise write out again for itself: the
/// type it is registered under (its `kType`) and a copy of itself for undo and
/// replay. `Base` is Command, or a subclass of it such as RefereeCommand whose
/// constructors it passes on.
template <typename Derived, typename Base = Command>
class CommandOf : public Base {
  public:
    std::string_view type() const override { return Derived::kType; }
    std::unique_ptr<Command> clone() const override {
        return std::make_unique<Derived>(static_cast<const Derived&>(*this));
    }

  protected:
    using Base::Base;
};

}  // namespace adjutant
