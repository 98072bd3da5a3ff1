#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace adjutant::ui {

/// The games and scenarios opened lately, newest first, kept with QSettings,
/// and the File menu's "Recent files" submenu that lists them.
class RecentFiles : public QObject {
    Q_OBJECT

  public:
    static constexpr int kMaxFiles = 8;

    explicit RecentFiles(QMenu* menu, QObject* parent = nullptr);

    QStringList files() const;
    /// Puts a file first (an absolute path), dropping the oldest beyond kMaxFiles.
    void add(const QString& path);
    void clear();

  signals:
    void openRequested(const QString& path);

  private:
    void fillMenu();

    QMenu* menu_;
};

}  // namespace adjutant::ui
