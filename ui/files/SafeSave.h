#pragma once

#include <QByteArray>
#include <QString>

namespace adjutant::ui {

/// Writes `bytes` to `path` as the core writes its files (writeFileSafely):
/// through a temporary file made exclusively beside it under a name nobody can
/// guess, every write checked and flushed, then renamed over the old file. A
/// link, a named pipe, a device or a folder at `path` is refused and left as
/// it is; on any failure the old file stays whole. Returns empty, or a sentence
/// naming the file and what failed. (QSaveFile would follow a link at `path`
/// and write over its target.)
QString saveBytesSafely(const QString& path, const QByteArray& bytes);

}  // namespace adjutant::ui
