#include "core/rules/RulesetRegistry.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <system_error>

#include "core/json/JsonFile.h"
#include "core/rules/RulesetLoader.h"

namespace adjutant {

void RulesetRegistry::registerEngine(const std::string& engine, RulesetTablesParser parser,
                                     UnitStatusChecker checkStatus) {
    engines_[engine] = Engine{std::move(parser), std::move(checkStatus)};
}

void RulesetRegistry::checkUnitStatus(const std::string& engine, const JsonReader& status) const {
    const auto found = engines_.find(engine);
    if (found != engines_.end() && found->second.checkStatus) {
        found->second.checkStatus(status);
    }
}

bool RulesetRegistry::hasEngine(const std::string& engine) const {
    return engines_.count(engine) > 0;
}

std::shared_ptr<const RulesetDefinition> RulesetRegistry::parseFile(
    const std::string& path, Diagnostics& diagnostics) const {
    // Problems go to a local list first, so that "had errors" means this file's errors
    // even when the caller's list already holds others.
    Diagnostics local;
    std::optional<nlohmann::json> document = readJsonFile(path, local, limits::kMaxRulesetBytes);
    if (!document) {
        diagnostics.append(local);
        return nullptr;
    }
    return parseDocument(*document, path, diagnostics);
}

std::shared_ptr<const RulesetDefinition> RulesetRegistry::parseDocument(
    const nlohmann::json& document, const std::string& path, Diagnostics& diagnostics) const {
    Diagnostics local;
    std::set<std::string> engineNames;
    for (const auto& entry : engines_) {
        engineNames.insert(entry.first);
    }
    JsonReader root(document, path, local);
    std::shared_ptr<RulesetDefinition> definition = RulesetLoader(engineNames).parse(root);

    auto engine = engines_.find(definition->engine);
    JsonReader tables = root.child("tables");
    if (engine != engines_.end() && engine->second.readTables && tables.isObject()) {
        try {
            definition->typedTables = engine->second.readTables(tables, *definition);
        } catch (const std::exception& e) {
            // A parser bug must not take the program down with it; report it as a problem
            // with the file so that the user still learns which ruleset failed.
            tables.error(
                fmt::format("the '{}' tables could not be read: {}", definition->engine, e.what()));
        }
        if (!definition->typedTables && !local.hasErrors()) {
            tables.error(fmt::format("the '{}' engine produced no tables", definition->engine));
        }
    }
    diagnostics.append(local);
    if (local.hasErrors()) {
        return nullptr;
    }
    return definition;
}

const RulesetDefinition* RulesetRegistry::loadFile(const std::string& path,
                                                   Diagnostics& diagnostics) {
    std::shared_ptr<const RulesetDefinition> definition = parseFile(path, diagnostics);
    if (!definition) {
        return nullptr;
    }
    auto existing = rulesets_.find(definition->id);
    if (existing != rulesets_.end()) {
        diagnostics.error(path, "/id",
                          fmt::format("duplicate ruleset id '{}': already loaded from {}",
                                      definition->id, existing->second->file));
        return nullptr;
    }
    const RulesetDefinition* loaded = definition.get();
    rulesets_.emplace(definition->id, std::move(definition));
    return loaded;
}

bool RulesetRegistry::loadDirectory(const std::string& folder, Diagnostics& diagnostics) {
    namespace fs = std::filesystem;
    std::error_code error;
    if (!fs::is_directory(folder, error)) {
        diagnostics.error(folder, "", "not a folder of ruleset files");
        return false;
    }
    std::vector<std::string> paths;
    for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
        if (it->path().extension() == ".json" && it->is_regular_file(error)) {
            paths.push_back(it->path().string());
        }
    }
    if (error) {
        diagnostics.error(folder, "", "could not list the folder: " + error.message());
        return false;
    }
    // Sorted, so that which of two clashing ids wins does not depend on the file system.
    std::sort(paths.begin(), paths.end());
    bool allLoaded = true;
    for (const std::string& path : paths) {
        allLoaded = loadFile(path, diagnostics) != nullptr && allLoaded;
    }
    return allLoaded;
}

const RulesetDefinition* RulesetRegistry::find(const std::string& id) const {
    auto it = rulesets_.find(id);
    return it == rulesets_.end() ? nullptr : it->second.get();
}

std::vector<const RulesetDefinition*> RulesetRegistry::all() const {
    std::vector<const RulesetDefinition*> out;
    for (const auto& entry : rulesets_) {
        out.push_back(entry.second.get());
    }
    return out;
}

}  // namespace adjutant
