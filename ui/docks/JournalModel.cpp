#include "ui/docks/JournalModel.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <algorithm>

#include "core/engine/Game.h"
#include "core/engine/SequencePosition.h"
#include "ui/docks/ExplanationText.h"

namespace adjutant::ui {

// A row of the tree: a command, a resolution under it, an explanation node or a die.
struct JournalModel::Node {
    enum class Kind { Command, Resolution, Explanation, Die };
    Kind kind = Kind::Command;
    Node* parent = nullptr;
    int row = 0;
    const JournalRecord* entry = nullptr;
    const Resolution* resolution = nullptr;
    const Explanation* explanation = nullptr;
    const DieRoll* roll = nullptr;
    std::vector<std::unique_ptr<Node>> children;

    Node* addChild(std::unique_ptr<Node> child) {
        child->parent = this;
        child->row = static_cast<int>(children.size());
        child->entry = entry;
        children.push_back(std::move(child));
        return children.back().get();
    }
};

namespace {

using Node = JournalModel::Node;

void addExplanationChildren(Node& node, const Explanation& explanation) {
    for (const Explanation& child : explanation.children) {
        auto childNode = std::make_unique<Node>();
        childNode->kind = Node::Kind::Explanation;
        childNode->resolution = node.resolution;
        childNode->explanation = &child;
        addExplanationChildren(*node.addChild(std::move(childNode)), child);
    }
}

}  // namespace

JournalModel::JournalModel(QObject* parent) : QAbstractItemModel(parent) {}

JournalModel::~JournalModel() = default;

void JournalModel::rebuild(const Game& game) {
    beginResetModel();
    roots_.clear();
    entries_.clear();
    steps_ = game.state().ruleset().sequence;
    units_ = UnitNames(game.state());
    readEntries(game, 0);
    buildRoots();
    endResetModel();
}

void JournalModel::sync(const Game& game, std::size_t firstChanged) {
    firstChanged = std::min(firstChanged, entries_.size());
    // The shown rows of commands from `firstChanged` on are the last ones.
    auto firstGone = std::find_if(roots_.begin(), roots_.end(), [&](const auto& node) {
        return node->entry->index >= firstChanged;
    });
    if (firstGone != roots_.end()) {
        const int first = static_cast<int>(firstGone - roots_.begin());
        beginRemoveRows({}, first, static_cast<int>(roots_.size()) - 1);
        roots_.erase(firstGone, roots_.end());
        endRemoveRows();
    }
    entries_.resize(firstChanged);
    refreshUndone(game);
    readEntries(game, firstChanged);

    std::vector<std::unique_ptr<Node>> added;
    for (std::size_t i = firstChanged; i < entries_.size(); ++i) {
        if (passes(*entries_[i])) {
            added.push_back(makeCommandNode(*entries_[i]));
        }
    }
    if (!added.empty()) {
        const int first = static_cast<int>(roots_.size());
        beginInsertRows({}, first, first + static_cast<int>(added.size()) - 1);
        for (auto& node : added) {
            node->row = static_cast<int>(roots_.size());
            roots_.push_back(std::move(node));
        }
        endInsertRows();
    }
}

void JournalModel::setUnitFilter(const std::string& unitId) {
    if (unitId != unitFilter_) {
        unitFilter_ = unitId;
        resetRows();
    }
}

void JournalModel::setStepFilter(const std::string& stepId) {
    if (stepId != stepFilter_) {
        stepFilter_ = stepId;
        resetRows();
    }
}

void JournalModel::resetRows() {
    beginResetModel();
    buildRoots();
    endResetModel();
}

void JournalModel::buildRoots() {
    roots_.clear();
    for (const auto& entry : entries_) {
        if (passes(*entry)) {
            roots_.push_back(makeCommandNode(*entry));
            roots_.back()->row = static_cast<int>(roots_.size()) - 1;
        }
    }
}

void JournalModel::readEntries(const Game& game, std::size_t from) {
    // Where the game stood when command `from` was applied: after the one
    // before it, which moved on a step if it resolved one.
    const GameState& initial = game.initialState();
    const int sides =
        initial.setup().scenario ? static_cast<int>(initial.setup().scenario->sides.size()) : 0;
    const RulesetDefinition& ruleset = initial.ruleset();
    SequencePosition at{initial.bound(), initial.stepIndex(), initial.playerTurn()};
    const auto afterResolving = [&](const JournalRecord& record) {
        if (record.resolvesStep) {
            at = nextSequencePosition(ruleset, sides, at);
        }
    };
    if (from > 0 && from <= entries_.size()) {
        const JournalRecord& before = *entries_[from - 1];
        at = {before.bound, before.stepIndex, before.playerTurn};
        afterResolving(before);
    }
    for (std::size_t i = from; i < game.commandCount(); ++i) {
        entries_.push_back(std::make_unique<JournalRecord>(
            readJournalRecord(game, i, at.bound, at.stepIndex, steps_, units_)));
        entries_.back()->playerTurn = at.playerTurn;
        afterResolving(*entries_.back());
    }
}

void JournalModel::refreshUndone(const Game& game) {
    for (const auto& root : roots_) {
        JournalRecord& entry = *entries_[root->entry->index];
        const bool undone = entry.index >= game.cursor();
        if (undone != entry.undone) {
            entry.undone = undone;
            notifySubtree(*root, index(root->row, 0));
        }
    }
    for (const auto& entry : entries_) {
        entry->undone = entry->index >= game.cursor();
    }
}

void JournalModel::notifySubtree(const Node& node, const QModelIndex& nodeIndex) {
    emit dataChanged(nodeIndex.siblingAtColumn(0), nodeIndex.siblingAtColumn(kColumnCount - 1));
    for (const auto& child : node.children) {
        notifySubtree(*child, index(child->row, 0, nodeIndex));
    }
}

bool JournalModel::passes(const JournalRecord& entry) const {
    if (!stepFilter_.empty() && entry.stepId != stepFilter_) {
        return false;
    }
    if (unitFilter_.empty()) {
        return true;
    }
    return std::find(entry.units.begin(), entry.units.end(), unitFilter_) != entry.units.end();
}

bool JournalModel::passes(const Resolution& resolution) const {
    return unitFilter_.empty() || std::find(resolution.units.begin(), resolution.units.end(),
                                            unitFilter_) != resolution.units.end();
}

std::unique_ptr<JournalModel::Node> JournalModel::makeCommandNode(
    const JournalRecord& entry) const {
    auto node = std::make_unique<Node>();
    node->entry = &entry;
    for (const Resolution& resolution : entry.resolutions) {
        if (!passes(resolution)) {
            continue;
        }
        auto child = std::make_unique<Node>();
        child->kind = Node::Kind::Resolution;
        child->resolution = &resolution;
        child->explanation = &resolution.explanation;
        addExplanationChildren(*node->addChild(std::move(child)), resolution.explanation);
    }
    for (const DieRoll& roll : entry.rolls) {
        auto child = std::make_unique<Node>();
        child->kind = Node::Kind::Die;
        child->roll = &roll;
        node->addChild(std::move(child));
    }
    return node;
}

std::string JournalModel::unitOf(const QModelIndex& index) const {
    const Node* node = nodeOf(index);
    if (!node) {
        return {};
    }
    if (node->resolution) {
        return node->resolution->units.empty() ? std::string() : node->resolution->units.front();
    }
    return node->entry->units.empty() ? std::string() : node->entry->units.front();
}

JournalModel::Node* JournalModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : nullptr;
}

QModelIndex JournalModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= kColumnCount) {
        return {};
    }
    const auto& siblings = parent.isValid() ? nodeOf(parent)->children : roots_;
    if (row >= static_cast<int>(siblings.size())) {
        return {};
    }
    return createIndex(row, column, siblings[static_cast<std::size_t>(row)].get());
}

QModelIndex JournalModel::parent(const QModelIndex& child) const {
    const Node* node = nodeOf(child);
    if (!node || !node->parent) {
        return {};
    }
    return createIndex(node->parent->row, 0, node->parent);
}

int JournalModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) {
        return 0;
    }
    return static_cast<int>(parent.isValid() ? nodeOf(parent)->children.size() : roots_.size());
}

void JournalModel::setDistanceFormat(const DistanceFormat& format) {
    distances_ = format;
    if (!roots_.empty()) {
        emit dataChanged(index(0, kValueColumn),
                         index(static_cast<int>(roots_.size()) - 1, kValueColumn));
    }
}

int JournalModel::columnCount(const QModelIndex&) const {
    return kColumnCount;
}

QVariant JournalModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
        case kEventColumn:
            return tr("Event");
        case kValueColumn:
            return tr("Value");
        case kRuleColumn:
            return tr("Rule");
        case kBoundColumn:
            return tr("Bound");
        default:
            return {};
    }
}

QVariant JournalModel::data(const QModelIndex& index, int role) const {
    const Node* node = nodeOf(index);
    if (!node) {
        return {};
    }
    const JournalRecord& entry = *node->entry;
    const int column = index.column();
    if (role == kUnitRole) {
        return QString::fromStdString(unitOf(index));
    }
    if (role == kCommandRole) {
        return static_cast<qulonglong>(entry.index);
    }
    if (role == kStepRole) {
        return QString::fromStdString(entry.stepId);
    }
    if (role == Qt::ForegroundRole && entry.undone) {
        return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    }
    // A rule is a link to the rules reference.
    if (role == Qt::ForegroundRole && column == kRuleColumn) {
        return QApplication::palette().brush(QPalette::Link);
    }
    // A step resolved is the heading of what happened in it.
    const bool heading = node->kind == Node::Kind::Command && entry.resolvesStep;
    if (role == Qt::FontRole && (entry.undone || heading)) {
        QFont font;
        font.setItalic(entry.undone);
        font.setBold(heading && !entry.undone);
        return font;
    }
    if (role == Qt::TextAlignmentRole && (column == kValueColumn || column == kBoundColumn)) {
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) {
        return {};
    }
    switch (node->kind) {
        case Node::Kind::Command:
            if (column == kEventColumn) {
                // An order with a reason reads as the reason ("2nd Battalion
                // forms square: cuirassiers within charge reach"); the
                // command itself is in the tooltip.
                QString text = entry.note.isEmpty() ? entry.text
                               : role == Qt::ToolTipRole
                                   ? QStringLiteral("%1\n%2").arg(entry.note, entry.text)
                                   : entry.note;
                if (entry.playerDice) {
                    text += tr(" (player's dice)");
                }
                return entry.undone ? tr("%1 (undone)").arg(text) : text;
            }
            if (column == kValueColumn && entry.distanceInches > 0) {
                return distances_.length(entry.distanceInches);
            }
            if (column == kRuleColumn) {
                return entry.rule;
            }
            if (column == kBoundColumn) {
                return role == Qt::ToolTipRole
                           ? tr("Bound %1, %2").arg(entry.bound).arg(entry.stepName)
                           : QVariant(entry.bound);
            }
            return {};
        case Node::Kind::Resolution:
            if (column == kEventColumn) {
                if (role == Qt::ToolTipRole) {
                    return QStringLiteral("%1\n%2").arg(
                        QString::fromStdString(node->resolution->summary),
                        explanationLabel(*node->explanation));
                }
                return QString::fromStdString(node->resolution->summary);
            }
            if (column == kValueColumn) {
                return explanationValue(*node->explanation);
            }
            if (column == kRuleColumn) {
                return ruleReference(node->explanation->rule.str());
            }
            return {};
        case Node::Kind::Explanation:
            if (column == kEventColumn) {
                return explanationLabel(*node->explanation);
            }
            if (column == kValueColumn) {
                return explanationValue(*node->explanation);
            }
            if (column == kRuleColumn) {
                return ruleReference(node->explanation->rule.str());
            }
            return {};
        case Node::Kind::Die:
            if (column == kEventColumn) {
                return tr("Die for %1").arg(QString::fromStdString(node->roll->purpose));
            }
            if (column == kValueColumn) {
                return node->roll->value;
            }
            return {};
    }
    return {};
}

}  // namespace adjutant::ui
