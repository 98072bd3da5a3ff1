#pragma once

#include <optional>
#include <string>

#include "core/engine/CommandOf.h"

namespace adjutant {

/// Corrects a unit by hand: its figures now, its figures at the start, its
/// name. For removing casualties the rules did not account for, or fixing a
/// scenario mistake during play. Only the fields given are changed.
class EditUnitCommand final : public CommandOf<EditUnitCommand> {
  public:
    static constexpr std::string_view kType = "editUnit";

    struct Changes {
        std::optional<int> figures;
        std::optional<int> startFigures;
        std::optional<std::string> name;
    };

    EditUnitCommand() = default;
    EditUnitCommand(std::string unitId, Changes changes);

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::string unitId_;
    Changes changes_;
};

}  // namespace adjutant
