#include "ui/docks/JournalRecord.h"

#include <QObject>
#include <algorithm>

#include "core/engine/Game.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/ResolveStepCommand.h"
#include "ui/docks/ExplanationText.h"
#include "ui/session/RefereeLanguage.h"

namespace adjutant::ui {

namespace {

void addOnce(std::vector<std::string>& ids, const std::string& id) {
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
        ids.push_back(id);
    }
}

// Every string in a command's JSON that is a unit id of the game, in order, once
// each. Commands name units in fields of their own (a manoeuvre's unit, a fire
// order's firer and target); dice purposes are sentences, never ids.
void collectUnitIds(const nlohmann::json& json, const UnitNames& ids,
                    std::vector<std::string>& out) {
    if (json.is_string()) {
        const std::string& text = json.get_ref<const std::string&>();
        if (ids.isUnit(text)) {
            addOnce(out, text);
        }
    } else if (json.is_object()) {
        for (auto it = json.begin(); it != json.end(); ++it) {
            if (it.key() != "dice" && it.key() != "type") {
                collectUnitIds(it.value(), ids, out);
            }
        }
    } else if (json.is_array()) {
        for (const auto& item : json) {
            collectUnitIds(item, ids, out);
        }
    }
}

// An explanation as the window shows it: in its language, and with units
// named where its notes give their ids ("flank attack by au-dr").
void showIn(Explanation& node, const GameState& state, const UnitNames& units) {
    if (!node.label.empty()) {
        node.label = RefereeLanguage::textStd(state, node.label.view());
    }
    if (!node.note.empty()) {
        node.note = units.inText(RefereeLanguage::text(state, node.note.view())).toStdString();
    }
    for (Explanation& child : node.children) {
        showIn(child, state, units);
    }
}

void showIn(std::vector<DieRoll>& rolls, const GameState& state) {
    for (DieRoll& roll : rolls) {
        roll.purpose = RefereeLanguage::textStd(state, roll.purpose);
    }
}

}  // namespace

JournalRecord readJournalRecord(const Game& game, std::size_t index, int bound,
                                std::size_t stepIndex, const std::vector<SequenceStep>& steps,
                                const UnitNames& units) {
    const Command& command = game.command(index);
    JournalRecord record;
    record.index = index;
    record.bound = bound;
    record.stepIndex = stepIndex;
    record.undone = index >= game.cursor();
    record.playerDice = command.playerDice() && !command.rolls().empty();
    // The computer commander's word on why it gave the order.
    record.note = units.inText(RefereeLanguage::text(game.state(), command.note()));
    const SequenceStep* step = stepIndex < steps.size() ? &steps[stepIndex] : nullptr;
    const GameState& state = game.state();
    const QString stepName = step ? RefereeLanguage::text(state, step->name) : QString();
    record.stepId = step ? step->id : std::string();
    record.stepName = stepName;

    if (const auto* resolve = dynamic_cast<const ResolveStepCommand*>(&command)) {
        record.resolvesStep = true;
        record.resolutions = resolve->resolutions();
        for (Resolution& resolution : record.resolutions) {
            resolution.summary =
                units.inText(RefereeLanguage::text(state, resolution.summary)).toStdString();
            showIn(resolution.explanation, state, units);
            showIn(resolution.rolls, state);
        }
        record.text = QObject::tr("%1 resolved").arg(stepName);
        record.rule = step ? ruleReference(step->rule) : QString();
        for (const Resolution& resolution : record.resolutions) {
            for (const std::string& unit : resolution.units) {
                addOnce(record.units, unit);
            }
        }
    } else {
        collectUnitIds(command.toJson(), units, record.units);
        record.text = units.inText(RefereeLanguage::text(state, command.describe()));
        record.rolls = command.rolls();
        showIn(record.rolls, state);
        if (const auto* manoeuvre = dynamic_cast<const ManoeuvreCommand*>(&command)) {
            record.distanceInches = manoeuvre->distanceInches();
        }
    }
    return record;
}

}  // namespace adjutant::ui
