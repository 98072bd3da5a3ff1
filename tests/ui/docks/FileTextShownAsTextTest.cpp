// Words from a file are shown as the words they are: a lesson's title that
// looks like HTML, and HTML inside a lesson's or the rules reference's
// Markdown, are text on the screen, never pictures, links or styles.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextDocument>
#include <nlohmann/json.hpp>

#include "core/referee/BuiltinRulesets.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/docks/LessonsDock.h"
#include "ui/docks/ReferenceDock.h"
#include "ui/session/GameSession.h"
#include "ui/widgets/PlainText.h"

namespace adjutant {
namespace {

const QString kPicture = R"(<img src="file:///etc/passwd">)";
const QString kLink = R"(<a href="https://example.org/x">click here</a>)";

QByteArray shipped(const QString& name) {
    QFile file(QString(adjutant::testResourceDir()) + "/" + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
    return file.readAll();
}

void write(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// Shipped files copied into `folder` as a resource folder of their own, with
// a lesson and a reference that hold HTML.
void writeResources(const QTemporaryDir& folder) {
    write(folder.filePath("rulesets/tricorne.json"), shipped("rulesets/tricorne.json"));
    nlohmann::json lesson =
        nlohmann::json::parse(shipped("lessons/tricorne/01-the-table.lesson.json").toStdString());
    lesson["title"] = (kPicture + "<b>x</b>").toStdString();
    lesson["steps"][0]["text"] = ("Read this: " + kPicture + " and " + kLink).toStdString();
    write(folder.filePath("lessons/tricorne/01-the-table.lesson.json"),
          QByteArray::fromStdString(lesson.dump(2)));
    write(folder.filePath("reference/tricorne/rules.md"), shipped("reference/tricorne/rules.md") +
                                                              "\nSee " + kPicture.toUtf8() +
                                                              " and " + kLink.toUtf8() + ".\n");
}

TEST(FileTextShownAsText, ALessonsTitleAndStepsShowTheirHtmlAsText) {
    testing::appWithPrivateSettings();
    QTemporaryDir folder;
    writeResources(folder);
    Diagnostics diagnostics;
    const RulesetRegistry rulesets = loadBuiltinRulesets(folder.path().toStdString(), diagnostics);
    ASSERT_NE(rulesets.find("tricorne"), nullptr) << diagnostics.toString();
    ui::GameSession session(rulesets);
    ui::LessonsDock dock(session, rulesets);
    ASSERT_TRUE(dock.startLesson("tricorne-01-the-table"));
    auto* title = dock.findChild<QLabel*>("lessonTitle");
    ASSERT_NE(title, nullptr);
    EXPECT_EQ(title->text(), kPicture + "<b>x</b>");
    EXPECT_EQ(title->textFormat(), Qt::PlainText);
    const QString step = dock.stepText()->toPlainText();
    EXPECT_TRUE(step.contains(kPicture)) << step.toStdString();
    EXPECT_TRUE(step.contains(kLink)) << step.toStdString();
    EXPECT_FALSE(dock.stepText()->document()->toHtml().contains("<img"));
    EXPECT_FALSE(dock.stepText()->document()->toHtml().contains("href=\"https://example.org"));
}

TEST(FileTextShownAsText, TheRulesReferenceShowsItsHtmlAsText) {
    testing::appWithPrivateSettings();
    QTemporaryDir folder;
    writeResources(folder);
    Diagnostics diagnostics;
    const RulesetRegistry rulesets = loadBuiltinRulesets(folder.path().toStdString(), diagnostics);
    ui::ReferenceDock dock;
    dock.setRuleset(rulesets.find("tricorne"));
    ASSERT_TRUE(dock.reference());
    const QString text = dock.browser()->toPlainText();
    EXPECT_TRUE(text.contains(kPicture)) << text.right(300).toStdString();
    EXPECT_TRUE(text.contains(kLink)) << text.right(300).toStdString();
    EXPECT_FALSE(dock.browser()->document()->toHtml().contains("<img"));
    // The Markdown itself still reads: its sections are found.
    EXPECT_TRUE(dock.showSection("15.4"));
}

TEST(FileTextShownAsText, ATooltipThatLooksLikeHtmlIsShownAsItsText) {
    EXPECT_EQ(ui::plainToolTip("Mill wood"), "Mill wood");
    const QString tip = ui::plainToolTip("<b>Mill</b> wood");
    QTextDocument shown;
    shown.setHtml(tip);
    EXPECT_EQ(shown.toPlainText(), "<b>Mill</b> wood");
}

}  // namespace
}  // namespace adjutant
