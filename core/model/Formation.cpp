#include "core/model/Formation.h"

#include <array>

#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

struct FormationNames {
    Formation formation;
    std::string_view key;
    std::string_view name;
};

constexpr std::array kFormations{
    FormationNames{Formation::Line, "line", "line"},
    FormationNames{Formation::ColumnOfRoute, "columnOfRoute", "column of route"},
    FormationNames{Formation::MarchColumn, "marchColumn", "march column"},
    FormationNames{Formation::ColumnOfDivisions, "columnOfDivisions", "column of divisions"},
    FormationNames{Formation::SkirmishLine, "skirmishLine", "skirmish line"},
    FormationNames{Formation::Square, "square", "square"},
    FormationNames{Formation::Limbered, "limbered", "limbered"},
    FormationNames{Formation::Unlimbered, "unlimbered", "unlimbered"},
};

constexpr EnumKeys<Cohesion, 3> kCohesions{{
    {Cohesion::Ordered, "ordered"},
    {Cohesion::Unformed, "unformed"},
    {Cohesion::Reforming, "reforming"},
}};

}  // namespace

std::string_view formationKey(Formation formation) {
    for (const auto& f : kFormations) {
        if (f.formation == formation) {
            return f.key;
        }
    }
    return "line";
}

std::optional<Formation> formationFromKey(std::string_view key) {
    for (const auto& f : kFormations) {
        if (f.key == key) {
            return f.formation;
        }
    }
    return std::nullopt;
}

std::string_view formationName(Formation formation) {
    for (const auto& f : kFormations) {
        if (f.formation == formation) {
            return f.name;
        }
    }
    return "line";
}

const std::vector<Formation>& allFormations() {
    static const std::vector<Formation> all = [] {
        std::vector<Formation> v;
        for (const auto& f : kFormations) {
            v.push_back(f.formation);
        }
        return v;
    }();
    return all;
}

std::string_view cohesionKey(Cohesion cohesion) {
    return keyIn(kCohesions, cohesion, "ordered");
}

std::optional<Cohesion> cohesionFromKey(std::string_view key) {
    return valueNamedIn(kCohesions, key);
}

}  // namespace adjutant
