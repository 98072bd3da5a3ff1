// The shipped scenarios against docs/scenario.schema.json. No JSON Schema library
// is available, so this walks the schema's `properties`, `items`, `required`,
// `type` and `enum` by hand: enough to keep the schema and the files in step.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/core/io/ScenarioTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

using nlohmann::json;

class SchemaWalker {
  public:
    explicit SchemaWalker(json schema) : root_(std::move(schema)) {}

    /// Every place where `instance` leaves what the schema names.
    std::vector<std::string> problems(const json& instance) {
        problems_.clear();
        walk(instance, root_, "");
        return problems_;
    }

  private:
    const json& resolve(const json& schema) const {
        if (schema.is_object() && schema.contains("$ref")) {
            const std::string ref = schema["$ref"].get<std::string>();
            return root_.at(json::json_pointer(ref.substr(1)));  // "#/$defs/x" -> "/$defs/x"
        }
        return schema;
    }

    static bool hasType(const json& value, const std::string& type) {
        if (type == "object")
            return value.is_object();
        if (type == "array")
            return value.is_array();
        if (type == "string")
            return value.is_string();
        if (type == "number")
            return value.is_number();
        if (type == "integer")
            return value.is_number_integer();
        if (type == "boolean")
            return value.is_boolean();
        return false;
    }

    void walk(const json& instance, const json& schemaRef, const std::string& path) {
        const json& schema = resolve(schemaRef);
        if (schema.contains("type") && !hasType(instance, schema["type"].get<std::string>())) {
            problems_.push_back(path + ": not " + schema["type"].get<std::string>());
            return;
        }
        if (schema.contains("enum") && std::find(schema["enum"].begin(), schema["enum"].end(),
                                                 instance) == schema["enum"].end()) {
            problems_.push_back(path + ": not one of the enumerated values");
        }
        if (instance.is_object()) {
            for (const auto& name : schema.value("required", json::array())) {
                if (!instance.contains(name.get<std::string>())) {
                    problems_.push_back(path + ": required member " + name.dump() + " missing");
                }
            }
            const json properties = schema.value("properties", json::object());
            const json additional = schema.value("additionalProperties", json(true));
            for (const auto& [key, value] : instance.items()) {
                const std::string at = path + "/" + key;
                if (properties.contains(key)) {
                    walk(value, properties[key], at);
                } else if (additional.is_object()) {
                    walk(value, additional, at);
                } else if (additional == json(false)) {
                    problems_.push_back(at + ": member not named in the schema");
                }
            }
        }
        if (instance.is_array() && schema.contains("items")) {
            for (std::size_t i = 0; i < instance.size(); ++i) {
                walk(instance[i], schema["items"], path + "/" + std::to_string(i));
            }
        }
    }

    json root_;
    std::vector<std::string> problems_;
};

json loadSchema() {
    Diagnostics diagnostics;
    auto schema = readJsonFile(
        std::string(adjutant::testSourceDir()) + "/docs/scenario.schema.json", diagnostics);
    EXPECT_TRUE(schema.has_value()) << diagnostics.toString();
    return schema.value_or(json::object());
}

TEST(ScenarioSchema, IsDraft2020WithDefinitions) {
    const json schema = loadSchema();
    EXPECT_EQ(schema.value("$schema", ""), "https://json-schema.org/draft/2020-12/schema");
    EXPECT_TRUE(schema.contains("$defs"));
}

TEST(ScenarioSchema, ShippedScenariosUseOnlyMembersTheSchemaNames) {
    SchemaWalker walker(loadSchema());
    for (const std::string& name : test::shippedScenarioNames()) {
        EXPECT_EQ(walker.problems(test::shippedScenarioJson(name)), std::vector<std::string>{})
            << name;
    }
}

TEST(ScenarioSchema, WalkerFindsAMemberTheSchemaDoesNotName) {
    SchemaWalker walker(loadSchema());
    json document = test::tutorialJson();
    document["sides"][0]["units"][0]["colour"] = "#ff0000";
    EXPECT_EQ(walker.problems(document),
              std::vector<std::string>{"/sides/0/units/0/colour: member not named in the schema"});
}

TEST(ScenarioSchema, WalkerFindsAMissingRequiredMemberAndAWrongKind) {
    SchemaWalker walker(loadSchema());
    json document = test::tutorialJson();
    document["sides"][1]["units"][0].erase("type");
    document["table"]["lines"][0]["kind"] = "railway";
    EXPECT_EQ(walker.problems(document),
              (std::vector<std::string>{"/sides/1/units/0: required member \"type\" missing",
                                        "/table/lines/0/kind: not one of the enumerated values"}));
}

}  // namespace
}  // namespace adjutant
