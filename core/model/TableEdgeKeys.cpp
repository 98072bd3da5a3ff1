#include "core/model/TableEdgeKeys.h"

#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

constexpr EnumKeys<TableEdge, 4> kTableEdges{{
    {TableEdge::Top, "top"},
    {TableEdge::Bottom, "bottom"},
    {TableEdge::Left, "left"},
    {TableEdge::Right, "right"},
}};

}  // namespace

std::string_view tableEdgeKey(TableEdge edge) {
    return keyIn(kTableEdges, edge, "bottom");
}

std::optional<TableEdge> tableEdgeFromKey(std::string_view key) {
    return valueNamedIn(kTableEdges, key);
}

}  // namespace adjutant
