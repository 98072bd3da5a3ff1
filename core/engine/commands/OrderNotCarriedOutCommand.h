#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/engine/CommandOf.h"

namespace adjutant {

/// Records in the journal an order that could not be carried out when both
/// sides' hidden orders were revealed together (core/match): an order that was
/// legal when its player gave it, but that the other side's orders, carried
/// out first, made impossible (two units making for one place). It changes
/// nothing in the game; the journal shows the order and the reason in words.
class OrderNotCarriedOutCommand final : public CommandOf<OrderNotCarriedOutCommand> {
  public:
    static constexpr std::string_view kType = "orderNotCarriedOut";

    OrderNotCarriedOutCommand() = default;
    /// `order`: the order's command JSON; `what`: the order in words ("move
    /// IR 18 to ..."); `sideName`: whose order it was; `reason`: why not.
    OrderNotCarriedOutCommand(nlohmann::json order, std::string what, std::string sideName,
                              std::string reason);

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;

    const std::string& reason() const { return reason_; }

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    nlohmann::json order_ = nlohmann::json::object();
    std::string what_;
    std::string sideName_;
    std::string reason_;
};

}  // namespace adjutant
