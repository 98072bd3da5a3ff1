#include "core/model/BrigadeTask.h"

namespace adjutant {

std::string_view brigadeTaskKey(BrigadeTask task) {
    switch (task) {
        case BrigadeTask::None:
            return "";
        case BrigadeTask::Hold:
            return "hold";
        case BrigadeTask::HoldLeftFlank:
            return "holdLeftFlank";
        case BrigadeTask::HoldRightFlank:
            return "holdRightFlank";
        case BrigadeTask::AttackLeftFlank:
            return "attackLeftFlank";
        case BrigadeTask::AttackRightFlank:
            return "attackRightFlank";
        case BrigadeTask::Capture:
            return "capture";
        case BrigadeTask::Attack:
            return "attack";
    }
    return "";
}

std::optional<BrigadeTask> brigadeTaskFromKey(std::string_view key) {
    for (BrigadeTask task : allBrigadeTasks()) {
        if (brigadeTaskKey(task) == key) {
            return task;
        }
    }
    return std::nullopt;
}

const std::vector<BrigadeTask>& allBrigadeTasks() {
    static const std::vector<BrigadeTask> tasks = {BrigadeTask::Hold,
                                                   BrigadeTask::HoldLeftFlank,
                                                   BrigadeTask::HoldRightFlank,
                                                   BrigadeTask::AttackLeftFlank,
                                                   BrigadeTask::AttackRightFlank,
                                                   BrigadeTask::Capture,
                                                   BrigadeTask::Attack};
    return tasks;
}

}  // namespace adjutant
