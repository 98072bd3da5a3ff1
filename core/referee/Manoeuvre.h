#pragma once

// A manoeuvre in a ruleset's own typed form (a move along a path, a wheel, a
// change of formation ...), as the ruleset's referee made it for an offer or a
// default order, or read it from a file. The table, the commands and the
// computer commander pass it on without knowing the ruleset: the offer made on
// a mouse move is the very object the command checks and makes. Its JSON form
// is written only at the edges (a save, the journal, the network).

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

namespace adjutant {

class Manoeuvre {
  public:
    virtual ~Manoeuvre() = default;
    /// The unit it moves.
    virtual const std::string& unitId() const = 0;
    /// The ruleset's JSON form, which its referee reads back (readManoeuvre).
    virtual nlohmann::json toJson() const = 0;
};

using ManoeuvrePtr = std::shared_ptr<const Manoeuvre>;

/// A manoeuvre holding a ruleset's form `Form`, which has a `unitId` member
/// and a `toJson()`.
template <typename Form>
class ManoeuvreOf final : public Manoeuvre {
  public:
    explicit ManoeuvreOf(Form form) : form_(std::move(form)) {}
    const Form& form() const { return form_; }
    const std::string& unitId() const override { return form_.unitId; }
    nlohmann::json toJson() const override { return form_.toJson(); }

  private:
    Form form_;
};

template <typename Form>
ManoeuvrePtr typedManoeuvre(Form form) {
    return std::make_shared<const ManoeuvreOf<Form>>(std::move(form));
}

/// The form inside `manoeuvre` when it is a `Form`; nullptr when another
/// ruleset made it.
template <typename Form>
const Form* formOf(const Manoeuvre& manoeuvre) {
    const auto* typed = dynamic_cast<const ManoeuvreOf<Form>*>(&manoeuvre);
    return typed ? &typed->form() : nullptr;
}

}  // namespace adjutant
