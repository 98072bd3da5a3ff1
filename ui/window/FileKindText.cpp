#include "ui/window/FileKindText.h"

#include <QCoreApplication>
#include <QFileInfo>

#include "ui/window/ProblemText.h"

namespace adjutant::ui {

namespace {

// Where a file of this kind is opened instead; empty when nowhere in the window.
QString whereToOpen(FileContent content) {
    switch (content) {
        case FileContent::Scenario:
            return QCoreApplication::translate(
                "adjutant::ui::FileKindText",
                "start a new game from it with File > New game, or open it by a name "
                "ending in .scenario.json");
        case FileContent::SavedGame:
        case FileContent::TwoPlayerRecord:
            return QCoreApplication::translate(
                "adjutant::ui::FileKindText",
                "open it with File > Open by a name ending in .save.jsonl");
        case FileContent::TurnFile:
            return QCoreApplication::translate(
                "adjutant::ui::FileKindText",
                "open it with File > Open by a name ending in .turn.jsonl");
        case FileContent::Lesson:
            return QCoreApplication::translate("adjutant::ui::FileKindText",
                                               "open it from Help > Lessons");
        case FileContent::Situation:
            return QCoreApplication::translate("adjutant::ui::FileKindText",
                                               "adjutant-cli resolve answers its question");
        case FileContent::OrderOfBattle:
            return QCoreApplication::translate(
                "adjutant::ui::FileKindText",
                "import it in the scenario editor with Import order of battle");
        case FileContent::Ruleset:
            return QCoreApplication::translate(
                "adjutant::ui::FileKindText",
                "put it in the rulesets folder of your data folder to play by it");
        default:
            return {};
    }
}

}  // namespace

FileContent expectedContentOf(const QString& path) {
    if (path.endsWith(QStringLiteral(".scenario.json"), Qt::CaseInsensitive)) {
        return FileContent::Scenario;
    }
    if (path.endsWith(QStringLiteral(".turn.jsonl"), Qt::CaseInsensitive)) {
        return FileContent::TurnFile;
    }
    return FileContent::SavedGame;
}

QString contentText(const FileIdentity& identity) {
    switch (identity.content) {
        case FileContent::Missing:
            return QCoreApplication::translate("adjutant::ui::FileKindText",
                                               "a file that cannot be opened");
        case FileContent::Folder:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a folder");
        case FileContent::Special:
            return QCoreApplication::translate("adjutant::ui::FileKindText",
                                               "a named pipe or a device");
        case FileContent::Empty:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "an empty file");
        case FileContent::Scenario:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a scenario");
        case FileContent::Ruleset:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a ruleset");
        case FileContent::SavedGame:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a saved game");
        case FileContent::TurnFile:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a turn file");
        case FileContent::TwoPlayerRecord:
            return QCoreApplication::translate("adjutant::ui::FileKindText",
                                               "the record of a game between two people");
        case FileContent::Lesson:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a lesson");
        case FileContent::Situation:
            return QCoreApplication::translate("adjutant::ui::FileKindText",
                                               "a situation (a rules question)");
        case FileContent::OrderOfBattle:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "an order of battle");
        case FileContent::Image:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a %1 image")
                .arg(QString::fromStdString(identity.format));
        case FileContent::Document:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a %1 document")
                .arg(QString::fromStdString(identity.format));
        case FileContent::Archive:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a %1 archive")
                .arg(QString::fromStdString(identity.format));
        case FileContent::Binary:
            return QCoreApplication::translate("adjutant::ui::FileKindText", "a binary file");
        case FileContent::Text:
            return QCoreApplication::translate("adjutant::ui::FileKindText",
                                               "text that is not JSON");
        case FileContent::Json:
            break;
    }
    return QCoreApplication::translate("adjutant::ui::FileKindText",
                                       "JSON that is no Adjutant file");
}

QString wrongFileText(const QString& path, FileContent expected) {
    const FileIdentity identity = identifyFile(path.toStdString());
    if (contentFits(identity, expected)) {
        return {};
    }
    const QString name = QFileInfo(path).fileName();
    const QString what = contentText(identity);
    QString sentence;
    switch (expected) {
        case FileContent::Scenario:
            sentence = QCoreApplication::translate("adjutant::ui::FileKindText",
                                                   "%1 is %2, not a scenario")
                           .arg(name, what);
            break;
        case FileContent::TurnFile:
            sentence = QCoreApplication::translate("adjutant::ui::FileKindText",
                                                   "%1 is %2, not a turn file")
                           .arg(name, what);
            break;
        default:
            sentence = QCoreApplication::translate("adjutant::ui::FileKindText",
                                                   "%1 is %2, not a saved game")
                           .arg(name, what);
            break;
    }
    const QString where = whereToOpen(identity.content);
    return where.isEmpty()
               ? QCoreApplication::translate("adjutant::ui::FileKindText", "%1.").arg(sentence)
               : QCoreApplication::translate("adjutant::ui::FileKindText", "%1: %2.")
                     .arg(sentence, where);
}

QString refusalText(const QString& path, const QString& problems) {
    const QString wrong = wrongFileText(path, expectedContentOf(path));
    return wrong.isEmpty() ? refusedFileText(QFileInfo(path).fileName(), problems) : wrong;
}

}  // namespace adjutant::ui
