#pragma once

#include <QColor>
#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <QString>

#include "core/model/Scenario.h"
#include "core/referee/UnitPicture.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant::ui {

class ObjectiveMarksItem;
class UnitItem;

/// The scene of the table: the cloth, an optional background map, the terrain
/// and one item per unit, all in table inches. It draws what the model says and
/// holds no rules state of its own.
class TableScene : public QGraphicsScene {
    Q_OBJECT

  public:
    explicit TableScene(QObject* parent = nullptr);

    /// Rebuilds every item for a scenario. `scenarioFolder` resolves the map image.
    void showScenario(const Scenario& scenario, const RulesetDefinition& ruleset,
                      const QString& scenarioFolder);
    /// Redraws one unit after it changed, laid out from its formation.
    void syncUnit(const Unit& unit);
    /// Redraws one unit as its referee pictures it (the stands as laid out for
    /// its status, groups standing apart); hidden when it cannot be laid out.
    void syncUnit(const Unit& unit, const UnitPicture& picture);
    UnitItem* unitItem(const QString& unitId) const;
    /// The objectives of the victory conditions, marked on the table.
    ObjectiveMarksItem* objectiveMarks() const { return objectiveMarks_; }

    /// Colours chosen by the player for each side, by side index; an invalid
    /// colour (or none) keeps the scenario's. Applies to units synced after it.
    void setSideColours(const QList<QColor>& colours) { sideColours_ = colours; }

    /// Shows each unit's name unless it would overlap a name already shown at
    /// this zoom (the selected unit's first, then in the order of battle), so
    /// a crowded table stays legible; zooming in brings the hidden names back.
    void declutterNames(double pixelsPerInch);
    /// Units moved or the zoom changed since the last decluttering.
    bool namesNeedDeclutter(double pixelsPerInch) const {
        return namesDirty_ || pixelsPerInch != namesScale_;
    }

    void setGridVisible(bool visible);
    bool gridVisible() const { return gridVisible_; }

  protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;

  private:
    void addTable();
    void addMap(const QString& scenarioFolder);
    void addTerrain();
    QColor sideColour(int side) const;

    Scenario scenario_;
    const RulesetDefinition* ruleset_ = nullptr;
    QHash<QString, UnitItem*> units_;
    ObjectiveMarksItem* objectiveMarks_ = nullptr;
    bool gridVisible_ = true;
    bool namesDirty_ = true;
    double namesScale_ = 0;
    QList<QColor> sideColours_;
};

}  // namespace adjutant::ui
