#pragma once

#include <QDockWidget>
#include <QString>
#include <optional>

#include "core/rules/RulesReference.h"

class QLabel;
class QLineEdit;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace adjutant {
struct RulesetDefinition;
}

namespace adjutant::ui {

/// The rules one click away: the present ruleset's rules reference (its own
/// words, under resources/reference/, docs/rules-reference.md) shown as
/// Markdown, with its sections and glossary in a list beside it and a search
/// box. Every section number an explanation cites opens it here (showSection).
class ReferenceDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit ReferenceDock(QWidget* parent = nullptr);

    /// Shows the reference of this ruleset (nothing: an empty dock saying so).
    void setRuleset(const RulesetDefinition* ruleset);
    /// The shipped resource folder, where the reference of a house-rules copy
    /// in the player's folder is found when it brings none of its own.
    void setShippedFolder(const QString& folder) { shippedFolder_ = folder; }
    /// Opens the reference at a section ("15.4", "A40") or glossary term, and
    /// shows the dock; false when the reference has no such section.
    bool showSection(const QString& idOrTerm);
    /// Finds the next place the text appears, from the cursor on (wrapping).
    bool find(const QString& text);

    /// For tests and screenshots.
    QTextBrowser* browser() const { return browser_; }
    QTreeWidget* contents() const { return contents_; }
    QLineEdit* searchBox() const { return search_; }
    /// The id of the section shown at the top, empty when none.
    QString shownSection() const { return shown_; }
    const std::optional<RulesReference>& reference() const { return reference_; }

  private:
    void fillContents();
    void onContentsClicked(QTreeWidgetItem* item);
    /// Scrolls so that the heading of this section is at the top.
    bool scrollToHeading(const ReferenceSection& section);

    QLineEdit* search_ = nullptr;
    QLabel* status_ = nullptr;
    QTreeWidget* contents_ = nullptr;
    QTextBrowser* browser_ = nullptr;
    std::optional<RulesReference> reference_;
    QString rulesetId_;
    QString shown_;
    QString shippedFolder_;
};

}  // namespace adjutant::ui
