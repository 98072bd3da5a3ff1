#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <array>
#include <optional>

#include "core/engine/GameChange.h"
#include "core/referee/RulesetReferee.h"
#include "ui/items/AllowanceOverlayItem.h"
#include "ui/items/ArcOverlayItem.h"
#include "ui/items/ReachOverlayItem.h"
#include "ui/items/ZoneOverlayItem.h"
#include "ui/session/DistanceFormat.h"

class QAction;

namespace adjutant::ui {

class GameSession;
class TableScene;

/// The overlays of the selected unit, as its referee works them out: the arcs
/// with their short, medium and long bands, the charge reach, the movement
/// allowance and the flank and rear zones. Each layer has a checkable action
/// to show or hide it; a tool may force a layer on while it needs it (the
/// allowance while a unit is dragged, the reach while a charge is drawn).
class SelectionOverlays : public QObject {
    Q_OBJECT

  public:
    enum class Layer { Arcs, Reach, Allowance, Zones };
    static constexpr std::size_t kLayers = 4;

    SelectionOverlays(GameSession& session, TableScene& scene, QObject* parent = nullptr);

    /// The checkable action that shows or hides a layer.
    QAction* action(Layer layer) const { return actions_[index(layer)]; }
    void setLayerVisible(Layer layer, bool visible);
    bool layerVisible(Layer layer) const;
    /// Shows a layer whatever its action says, until released; while any
    /// layer is forced the others are hidden (a tool shows what it needs).
    void force(Layer layer, bool forced);
    /// Shades the allowance more strongly (a unit is being dragged).
    void setEmphasised(bool emphasised);
    /// The move left to caption the allowance with while a drag is judged in
    /// a way of moving other than the unit's last (a faster pace): the
    /// referee's figure for that drag; nothing gives back the unit's own.
    void setAllowanceLeft(std::optional<double> inches);
    /// The way of moving a drag is judged in (one of the referee's move
    /// modes; empty: the first): the movement area follows it.
    void setMoveMode(const std::string& mode);

    /// The unit shown (the selection, unless a tool shows another).
    const QString& unitId() const { return unitId_; }
    void showUnit(const QString& unitId);
    /// Asks the referee again (the game changed).
    void refresh();
    const UnitOverlays& overlays() const { return overlays_; }

    void setDistanceFormat(const DistanceFormat& format) { format_ = format; }

    ArcOverlayItem* arcItem() const { return arcs_; }
    ReachOverlayItem* reachItem() const { return reach_; }
    AllowanceOverlayItem* allowanceItem() const { return allowance_; }
    ZoneOverlayItem* zoneItem() const { return zones_; }

  private:
    static std::size_t index(Layer layer) { return static_cast<std::size_t>(layer); }
    bool shown(Layer layer) const;
    void ensureItems();
    void fillItems();
    /// The referee's words of the overlays in the window's language.
    void inWindowLanguage(UnitOverlays& overlays) const;
    void updateVisibility();
    void askAreaAgainIfItsMoveChanged();

    GameSession& session_;
    TableScene& scene_;
    std::array<QAction*, kLayers> actions_{};
    std::array<bool, kLayers> forced_{};
    QString unitId_;
    UnitOverlays overlays_;
    bool asked_ = false;      // overlays_ holds the referee's answer for unitId_
    bool areaAsked_ = false;  // overlays_.allowance asked of the referee too
    std::optional<double> allowanceLeft_;
    std::string moveMode_;
    // The area asked of movementArea(), and for which move: asked again when
    // a drag is judged in another way of moving.
    bool areaFromMoves_ = false;
    std::string areaMode_;
    double areaReach_ = 0;
    DistanceFormat format_;
    // The scene owns the items; rebuilding the table deletes them.
    QPointer<ArcOverlayItem> arcs_;
    QPointer<ReachOverlayItem> reach_;
    QPointer<AllowanceOverlayItem> allowance_;
    QPointer<ZoneOverlayItem> zones_;
};

}  // namespace adjutant::ui
