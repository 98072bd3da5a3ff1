#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/engine/Command.h"
#include "core/json/JsonReader.h"

namespace adjutant {

/// Makes commands from their JSON form, by the `type` key each command type is
/// registered under. Types are registered explicitly (see
/// registerCoreCommands); a ruleset engine adds its own (declare charge, ...).
class CommandFactory {
  public:
    using Maker = std::function<std::unique_ptr<Command>()>;

    void registerType(const std::string& type, Maker maker);
    bool hasType(const std::string& type) const { return makers_.contains(type); }
    std::vector<std::string> types() const;

    /// Reads one command. On any problem (not an object, unknown type, a bad
    /// field) reports it through the reader and returns nullptr.
    std::unique_ptr<Command> fromJson(const JsonReader& json) const;

  private:
    std::map<std::string, Maker> makers_;
};

}  // namespace adjutant
