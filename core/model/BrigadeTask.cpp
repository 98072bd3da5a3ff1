#include "core/model/BrigadeTask.h"

#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

// None is left out: it is never written, so "" reads back as no task at all.
constexpr EnumKeys<BrigadeTask, 7> kTasks{{
    {BrigadeTask::Hold, "hold"},
    {BrigadeTask::HoldLeftFlank, "holdLeftFlank"},
    {BrigadeTask::HoldRightFlank, "holdRightFlank"},
    {BrigadeTask::AttackLeftFlank, "attackLeftFlank"},
    {BrigadeTask::AttackRightFlank, "attackRightFlank"},
    {BrigadeTask::Capture, "capture"},
    {BrigadeTask::Attack, "attack"},
}};

}  // namespace

std::string_view brigadeTaskKey(BrigadeTask task) {
    return keyIn(kTasks, task, "");
}

std::optional<BrigadeTask> brigadeTaskFromKey(std::string_view key) {
    return valueNamedIn(kTasks, key);
}

const std::vector<BrigadeTask>& allBrigadeTasks() {
    static const std::vector<BrigadeTask> tasks = [] {
        std::vector<BrigadeTask> all;
        for (const auto& entry : kTasks) {
            all.push_back(entry.first);
        }
        return all;
    }();
    return tasks;
}

}  // namespace adjutant
