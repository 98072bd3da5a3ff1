#pragma once

#include <string>
#include <vector>

#include "core/model/BrigadeTask.h"
#include "core/model/Pose.h"

namespace adjutant {

/// The table edge a side deploys from and retreats towards.
enum class TableEdge { Top, Bottom, Left, Right };

/// A brigade: a group of units under one general, with the objective its side
/// wrote down before the game (Tricorne and Musket 7.1).
struct Brigade {
    std::string id;
    std::string name;
    std::string objective;  // e.g. "hold the windmill hill"
    std::string orders;     // free text
    /// The objective as a computer commander can follow it: the kind of task
    /// and, optionally, the id of one of the scenario's objectives it is about.
    BrigadeTask task = BrigadeTask::None;
    std::string objectiveId;
};

/// A general figure on the table.
struct General {
    std::string id;
    std::string name;
    std::string brigade;  // empty for an army commander
    Pose pose;
};

/// One of the two armies.
struct Side {
    std::string id;    // e.g. "prussia"
    std::string name;  // e.g. "Prussian army"
    std::string nation;
    std::string colour;  // "#rrggbb", used by the table view
    TableEdge baseline = TableEdge::Bottom;
    std::vector<Brigade> brigades;
    std::vector<General> generals;
};

}  // namespace adjutant
