#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QMap>
#include <QString>

#include "core/report/BattleReport.h"

namespace adjutant::ui {

/// An after-action report in words and pictures: HTML that names its
/// pictures "report:<name>.png", with the pictures beside it. The writer
/// (ReportWriter) lays it out as a PDF, or inlines the pictures for a web page.
struct ReportDocument {
    /// How wide the page shows each picture, in page pixels (0.75 pt each).
    static constexpr int kPictureWidth = 620;

    QString html;
    QMap<QString, QImage> images;  // by name, e.g. "report:start.png"

    /// Words the report in the window's language (the referee's own summaries,
    /// quoted, stay as it wrote them). `start` and `end` are the table's pictures.
    static ReportDocument compose(const BattleReport& report, const QImage& start,
                                  const QImage& end);
};

/// The report's words, for translation.
class ReportWords {
    Q_DECLARE_TR_FUNCTIONS(ReportWords)

  public:
    static QString result(const BattleReport& report);
    static QString turningPoint(const BattleReport& report,
                                const BattleReport::TurningPoint& point);
    /// What happened in one bound, in a few sentences.
    static QStringList boundSummary(const BattleReport& report, const BattleReport::Bound& bound);
};

}  // namespace adjutant::ui
