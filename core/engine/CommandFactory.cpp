#include "core/engine/CommandFactory.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <utility>

namespace adjutant {

void CommandFactory::registerType(const std::string& type, Maker maker) {
    makers_[type] = std::move(maker);
}

std::vector<std::string> CommandFactory::types() const {
    std::vector<std::string> keys;
    for (const auto& [type, maker] : makers_) {
        keys.push_back(type);
    }
    return keys;
}

std::unique_ptr<Command> CommandFactory::fromJson(const JsonReader& json) const {
    if (!json.isObject()) {
        json.error("expected a command object, found " +
                   (json.present() ? JsonReader::describeType(json.node()) : "nothing"));
        return nullptr;
    }
    const std::string type = json.requireString("type");
    if (type.empty()) {
        if (json.child("type").isString()) {
            json.errorAt("type", "expected the command's type, found an empty text");
        }
        return nullptr;
    }
    const auto it = makers_.find(type);
    if (it == makers_.end()) {
        json.errorAt("type", fmt::format("unknown command type \"{}\"; known types: {}", type,
                                         fmt::join(types(), ", ")));
        return nullptr;
    }
    std::unique_ptr<Command> command = it->second();
    if (!command) {
        json.errorAt("type", fmt::format("commands of type \"{}\" cannot be made", type));
        return nullptr;
    }
    const std::size_t errorsBefore = json.diagnostics().errorCount();
    command->readJson(json);
    if (json.diagnostics().errorCount() > errorsBefore) {
        return nullptr;
    }
    return command;
}

}  // namespace adjutant
