#include "ui/files/AutosaveList.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

#include "core/json/InputLimits.h"

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
        // Only regular files are opened (a named pipe would wait for a
        // writer), and no line is read past the longest a saved game holds.
        const auto maxLine = static_cast<qint64>(limits::kMaxSavedGameLineBytes);
        if (info.isFile() && file.open(QIODevice::ReadOnly)) {
            // The header is the first line; only the title is wanted here.
            const QJsonObject header = QJsonDocument::fromJson(file.readLine(maxLine)).object();
            const QString title = header.value(QStringLiteral("scenario"))
                                      .toObject()
                                      .value(QStringLiteral("title"))
                                      .toString();
            if (!title.isEmpty()) {
                autosave.title = title;
            }
            // The entries are counted in pieces, never a whole line held.
            bool lineHasText = false;
            for (QByteArray piece = file.read(64 * 1024); !piece.isEmpty();
                 piece = file.read(64 * 1024)) {
                for (const char c : piece) {
                    if (c == '\n') {
                        autosave.entries += lineHasText ? 1 : 0;
                        lineHasText = false;
                    } else if (c != ' ' && c != '\t' && c != '\r') {
                        lineHasText = true;
                    }
                }
            }
            autosave.entries += lineHasText ? 1 : 0;
        }
        found << autosave;
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Autosave& a, const Autosave& b) { return a.changed > b.changed; });
    return found;
}

}  // namespace adjutant::ui
