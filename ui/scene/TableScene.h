#pragma once

#include <QColor>
#include <QDateTime>
#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <QPixmap>
#include <QString>

#include "core/model/Scenario.h"
#include "core/referee/UnitPicture.h"
#include "core/rules/RulesetDefinition.h"
#include "ui/scene/MapPicture.h"

namespace adjutant::ui {

class GeneralsItem;
class ObjectiveMarksItem;
class TerrainNamesItem;
class UnitItem;

/// The scene of the table: the cloth, an optional background map, the terrain
/// and one item per unit, all in table inches. It draws what the model says and
/// holds no rules state of its own.
class TableScene : public QGraphicsScene {
    Q_OBJECT

  public:
    explicit TableScene(QObject* parent = nullptr);

    /// Rebuilds every item for a scenario. `scenarioFolder` resolves the map
    /// image (the file named, or a copy there with the content the scenario
    /// recorded: findMapImage), which is drawn only when it lies inside that
    /// folder (links followed): a scenario or a game from elsewhere never
    /// shows, nor puts in a report, a picture of the player's own files.
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
    TerrainNamesItem* terrainNames() const { return terrainNames_; }
    /// The generals of the scenario's sides, with their names.
    GeneralsItem* generals() const { return generals_; }

    /// Colours chosen by the player for each side, by side index; an invalid
    /// colour (or none) keeps the scenario's, and a side the scenario gives no
    /// colour gets one every player tells apart from the others
    /// (tableSideColours). Applies to the generals at once, and to units
    /// synced after it.
    void setSideColours(const QList<QColor>& colours);
    /// The colour the table draws a side in.
    QColor sideColour(int side) const;

    /// Places every unit's label (its name, or its short name zoomed out or
    /// where the name does not fit, with its badge) for this zoom so that no
    /// two overlap and each lies on the table (see placeLabels).
    void declutterNames(double pixelsPerInch);
    /// Something the names are placed around changed (the objectives' names).
    void invalidateNames() { namesDirty_ = true; }
    /// Units moved or the zoom changed since the last decluttering.
    bool namesNeedDeclutter(double pixelsPerInch) const {
        return namesDirty_ || pixelsPerInch != namesScale_;
    }

    void setGridVisible(bool visible);
    bool gridVisible() const { return gridVisible_; }

    /// The scenario editor shows the image the player has just chosen, from
    /// wherever it lies; saving the scenario copies it beside the file.
    void setMapFromAnywhere(bool anywhere) { mapFromAnywhere_ = anywhere; }
    /// What was done to show the map image, or why it could not be shown (a
    /// damaged file, not an image), as sentences naming the file; the table is
    /// then drawn without it. Empty when it is shown as it is, or there is
    /// none. Set by showScenario.
    QString mapNotice() const { return mapNotice_; }
    /// The map image as last read (see MapPicture): its size, and the scale
    /// it was read at.
    const MapPicture& mapPicture() const { return mapPicture_; }
    /// The map image as drawn, or null when none is: the editor's Move map
    /// tool moves it with the pointer before the move becomes an edit.
    QGraphicsPixmapItem* mapItem() const { return mapItem_; }

  protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;

  private:
    void addTable();
    void addMap(const QString& scenarioFolder);
    void addTerrain();

    Scenario scenario_;
    bool mapFromAnywhere_ = false;
    // The map read last, kept while its file is unchanged: the editor
    // rebuilds the table at every edit, and decoding a large scan takes a second.
    MapPicture mapPicture_;
    QPixmap mapPixmap_;
    QGraphicsPixmapItem* mapItem_ = nullptr;  // owned by the scene
    QString mapPath_;
    QDateTime mapStamp_;
    QString mapNotice_;
    const RulesetDefinition* ruleset_ = nullptr;
    QHash<QString, UnitItem*> units_;
    ObjectiveMarksItem* objectiveMarks_ = nullptr;
    TerrainNamesItem* terrainNames_ = nullptr;
    GeneralsItem* generals_ = nullptr;
    bool gridVisible_ = true;
    bool namesDirty_ = true;
    double namesScale_ = 0;
    QList<QColor> sideColours_;   // the player's
    QList<QColor> shownColours_;  // what the table draws
};

}  // namespace adjutant::ui
