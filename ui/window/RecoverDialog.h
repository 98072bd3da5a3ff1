#pragma once

#include <QDialog>
#include <QString>

class QPushButton;
class QTreeWidget;

namespace adjutant::ui {

/// File > Recover...: the games left in the autosave folder (never saved, and
/// not closed normally), newest first, to reopen one or to delete those not wanted.
class RecoverDialog : public QDialog {
    Q_OBJECT

  public:
    explicit RecoverDialog(const QString& autosaveFolder, QWidget* parent = nullptr);

    /// The autosave chosen to reopen, once the dialog is accepted.
    QString chosen() const { return chosen_; }
    QTreeWidget* list() const { return list_; }
    /// The autosaves listed, for tests.
    int count() const;

  private:
    void fill();
    void removeSelected();
    QString selectedPath() const;

    QString folder_;
    QString chosen_;
    QTreeWidget* list_ = nullptr;
    QPushButton* open_ = nullptr;
    QPushButton* remove_ = nullptr;
};

}  // namespace adjutant::ui
