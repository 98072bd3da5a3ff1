#include "ui/items/UnitShortName.h"

#include <QRegularExpression>
#include <QStringList>

namespace adjutant::ui {

namespace {

constexpr int kShort = 9;  // a name this long is short already
constexpr int kLongest = 12;

bool hasDigit(const QString& word) {
    return std::any_of(word.begin(), word.end(), [](QChar c) { return c.isDigit(); });
}

bool isRoman(const QString& word) {
    static const QRegularExpression roman(QStringLiteral("^[IVX]+$"));
    return roman.match(word).hasMatch();
}

}  // namespace

QString unitShortName(const QString& name) {
    const QString simple = name.simplified();
    if (simple.size() <= kShort) {
        return simple;
    }
    const QString head = simple.section(QLatin1Char(','), 0, 0).trimmed();
    const QString tail = simple.section(QLatin1Char(','), 1).trimmed();
    QString base = head;
    if (base.size() > kShort) {
        const QStringList words = head.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QString first = words.value(0);
        if (first.size() > 6) {
            first = first.left(5) + QLatin1Char('.');
        }
        QStringList kept{first};
        for (int i = 1; i < words.size(); ++i) {
            if (hasDigit(words[i])) {
                kept << words[i];
            }
        }
        base = kept.join(QLatin1Char(' '));
    }
    // The battalion or company after the comma: "I. battalion", "1er bataillon".
    QString marker = tail.section(QLatin1Char(' '), 0, 0);
    marker.remove(QLatin1Char('.'));
    if (!marker.isEmpty() && (isRoman(marker) || hasDigit(marker))) {
        base += QLatin1Char('/') + marker;
    }
    if (base.size() > kLongest) {
        base = base.left(kLongest - 1) + QString::fromUtf8("\u2026");
    }
    return base;
}

}  // namespace adjutant::ui
