#include "ui/editor/ImportProblemsBox.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QStringList>
#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ui/widgets/PlainText.h"

namespace adjutant::ui {

namespace {

// Enough to see what kind of problems there are without scrolling a box.
constexpr int kProblemsShownAtOnce = 3;

/// "line 9" before "line 10", "/units/2" before "/units/10": runs of digits
/// compare as numbers, the rest as text.
bool beforeInFile(const std::string& a, const std::string& b) {
    std::size_t i = 0;
    std::size_t j = 0;
    const auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    while (i < a.size() && j < b.size()) {
        if (isDigit(a[i]) && isDigit(b[j])) {
            const std::size_t startA = i;
            const std::size_t startB = j;
            while (i < a.size() && isDigit(a[i])) {
                ++i;
            }
            while (j < b.size() && isDigit(b[j])) {
                ++j;
            }
            // Leading zeros aside, the longer run is the larger number.
            const std::string numberA = a.substr(startA, i - startA);
            const std::string numberB = b.substr(startB, j - startB);
            const auto trimmed = [](const std::string& digits) {
                const std::size_t first = digits.find_first_not_of('0');
                return first == std::string::npos ? std::string() : digits.substr(first);
            };
            const std::string x = trimmed(numberA);
            const std::string y = trimmed(numberB);
            if (x.size() != y.size()) {
                return x.size() < y.size();
            }
            if (x != y) {
                return x < y;
            }
            continue;
        }
        if (a[i] != b[j]) {
            return a[i] < b[j];
        }
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

}  // namespace

QString importProblemsText(const Diagnostics& diagnostics) {
    std::vector<const Diagnostic*> items;
    std::set<std::string> seen;
    for (const Diagnostic& item : diagnostics.items()) {
        if (seen.insert(item.file + '\n' + item.location + '\n' + item.message).second) {
            items.push_back(&item);
        }
    }
    // Files in the order they were first named; within one, the file's order.
    std::vector<std::string> files;
    for (const Diagnostic* item : items) {
        if (std::find(files.begin(), files.end(), item->file) == files.end()) {
            files.push_back(item->file);
        }
    }
    std::stable_sort(items.begin(), items.end(), [&](const Diagnostic* a, const Diagnostic* b) {
        const auto fileA = std::find(files.begin(), files.end(), a->file);
        const auto fileB = std::find(files.begin(), files.end(), b->file);
        if (fileA != fileB) {
            return fileA < fileB;
        }
        return beforeInFile(a->location, b->location);
    });
    QStringList lines;
    std::optional<std::string> file;
    for (const Diagnostic* item : items) {
        if (file != item->file) {
            file = item->file;
            lines << QDir::toNativeSeparators(QString::fromStdString(item->file)) + ':';
        }
        const char* severity =
            item->severity == Diagnostic::Severity::Error ? "error: " : "warning: ";
        lines << QStringLiteral("  ") +
                     (item->location.empty() ? QString()
                                             : QString::fromStdString(item->location) + ": ") +
                     severity + QString::fromStdString(item->message);
    }
    return lines.join('\n');
}

QMessageBox* importProblemsBox(QWidget* parent, const QString& path, const QString& problems) {
    // Problem lines are indented under the line naming the file.
    QStringList lines;
    for (const QString& line : problems.split('\n', Qt::SkipEmptyParts)) {
        if (line.startsWith(QStringLiteral("  "))) {
            lines << line.trimmed();
        }
    }
    const QString file = QFileInfo(path).fileName();
    // Counts as plain ints: lupdate misses a translate() whose count is a cast.
    const int count = static_cast<int>(lines.size());
    const int more = count - kProblemsShownAtOnce;
    auto* box = new QMessageBox(QMessageBox::Warning,
                                QCoreApplication::translate("adjutant::ui::ScenarioEditor",
                                                            "The order of battle was not imported"),
                                {}, QMessageBox::Ok, parent);
    if (lines.isEmpty()) {
        // Not a list of the file's problems (no scenario open, say): said as it is.
        box->setText(problems);
    } else {
        box->setText(
            QCoreApplication::translate(
                "adjutant::ui::ImportProblemsBox",
                "%n problem(s) in %1: nothing was added. Mend them all, then import the file "
                "again.",
                nullptr, count)
                .arg(file));
        QStringList first = lines.mid(0, kProblemsShownAtOnce);
        if (more > 0) {
            first << QCoreApplication::translate("adjutant::ui::ImportProblemsBox",
                                                 "... and %n more under Show Details.", nullptr,
                                                 more);
        }
        box->setInformativeText(first.join('\n'));
        box->setDetailedText(QDir::toNativeSeparators(path) + ":\n" + lines.join('\n'));
    }
    makeTextsPlain(box);
    return box;
}

}  // namespace adjutant::ui
