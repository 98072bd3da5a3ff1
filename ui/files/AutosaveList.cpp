#include "ui/files/AutosaveList.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace adjutant::ui {

QList<Autosave> listAutosaves(const QString& folder) {
    QList<Autosave> found;
    if (folder.isEmpty()) {
        return found;
    }
    const QFileInfoList files =
        QDir(folder).entryInfoList({QStringLiteral("*.save.jsonl")}, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        Autosave autosave;
        autosave.path = info.absoluteFilePath();
        autosave.changed = info.lastModified();
        autosave.title = info.fileName();
        QFile file(autosave.path);
        if (file.open(QIODevice::ReadOnly)) {
            // The header is the first line; only the title is wanted here.
            const QJsonObject header = QJsonDocument::fromJson(file.readLine()).object();
            const QString title = header.value(QStringLiteral("scenario"))
                                      .toObject()
                                      .value(QStringLiteral("title"))
                                      .toString();
            if (!title.isEmpty()) {
                autosave.title = title;
            }
            while (!file.atEnd()) {
                if (!file.readLine().trimmed().isEmpty()) {
                    ++autosave.entries;
                }
            }
        }
        found << autosave;
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Autosave& a, const Autosave& b) { return a.changed > b.changed; });
    return found;
}

}  // namespace adjutant::ui
