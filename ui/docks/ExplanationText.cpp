#include "ui/docks/ExplanationText.h"

namespace adjutant::ui {

QString explanationLabel(const Explanation& node) {
    QString text = QString::fromStdString(node.label.str());
    if (!node.note.empty()) {
        text += QStringLiteral(": ") + QString::fromStdString(node.note.str());
    }
    return text;
}

QString explanationValue(const Explanation& node) {
    return node.value ? QString::fromStdString(formatRulesNumber(*node.value)) : QString();
}

QString ruleReference(const std::string& rule) {
    if (rule.empty()) {
        return {};
    }
    // Sections of the digest are numbers ("15.4"); ambiguities carry their own
    // letter ("A40") and are shown as they are.
    const bool section = rule.front() >= '0' && rule.front() <= '9';
    return section ? QStringLiteral("§") + QString::fromStdString(rule)
                   : QString::fromStdString(rule);
}

}  // namespace adjutant::ui
