#include "ui/docks/ExplanationText.h"

#include <cctype>

#include "core/rules/RulesReference.h"

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

QString ruleLinksHtml(const std::string& shown) {
    // The "§" the journal puts before a number is put back on each link.
    std::string rule = shown;
    for (auto at = rule.find("\xc2\xa7"); at != std::string::npos; at = rule.find("\xc2\xa7")) {
        rule.erase(at, 2);
    }
    QString html;
    std::string word;
    const auto flush = [&] {
        if (word.empty()) {
            return;
        }
        const QString text = QString::fromStdString(word).toHtmlEscaped();
        if (isSectionNumber(word)) {
            html += QStringLiteral("<a href=\"rule:%1\">%2</a>")
                        .arg(text, std::isdigit(static_cast<unsigned char>(word.front()))
                                       ? QStringLiteral("§") + text
                                       : text);
        } else {
            html += text;
        }
        word.clear();
    };
    for (const char c : rule) {
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '.') {
            word += c;
        } else {
            flush();
            html += QString(QChar::fromLatin1(c)).toHtmlEscaped();
        }
    }
    flush();
    return html;
}

QString firstCitedSection(const std::string& rule) {
    const std::vector<std::string> sections = citedSections(rule);
    return sections.empty() ? QString() : QString::fromStdString(sections.front());
}

}  // namespace adjutant::ui
