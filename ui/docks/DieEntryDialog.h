#pragma once

#include <QDialog>
#include <QString>
#include <optional>

namespace adjutant::ui {

/// Asks the player for the value of one physical die: says what the die is
/// for ("d6 for: morale test of IR 18") and offers the six faces as buttons
/// (keys 1 to 6 work too). Cancelling abandons the command being applied.
class DieEntryDialog : public QDialog {
    Q_OBJECT

  public:
    explicit DieEntryDialog(const QString& purpose, QWidget* parent = nullptr);

    /// The face chosen, or nothing if the dialog was cancelled.
    std::optional<int> value() const { return value_; }

    /// Shows the dialog modally and returns the face chosen, or nothing.
    static std::optional<int> ask(const QString& purpose, QWidget* parent = nullptr);

  private:
    void choose(int face);

    std::optional<int> value_;
};

}  // namespace adjutant::ui
