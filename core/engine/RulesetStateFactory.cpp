#include "core/engine/RulesetStateFactory.h"

#include <utility>

#include "core/engine/GenericRulesetGameState.h"

namespace adjutant {

void RulesetStateFactory::registerEngine(const std::string& engine, Create create, Read read) {
    makers_[engine] = Makers{std::move(create), std::move(read)};
}

const RulesetStateFactory::Makers* RulesetStateFactory::makersFor(const GameSetup& setup) const {
    if (!setup.ruleset) {
        return nullptr;
    }
    const auto it = makers_.find(setup.ruleset->engine);
    return it == makers_.end() ? nullptr : &it->second;
}

std::unique_ptr<RulesetGameState> RulesetStateFactory::create(const GameSetup& setup) const {
    if (const Makers* makers = makersFor(setup)) {
        return makers->create(setup);
    }
    return std::make_unique<GenericRulesetGameState>();
}

std::unique_ptr<RulesetGameState> RulesetStateFactory::fromJson(const JsonReader& json,
                                                                const GameSetup& setup) const {
    if (const Makers* makers = makersFor(setup)) {
        return makers->read(json, setup);
    }
    if (!json.isObject()) {
        json.error("expected an object holding the ruleset's game state, found " +
                   (json.present() ? JsonReader::describeType(json.node()) : "nothing"));
        return nullptr;
    }
    return std::make_unique<GenericRulesetGameState>(json.node());
}

}  // namespace adjutant
