#include "ui/editor/FeatureNouns.h"

#include <QCoreApplication>

namespace adjutant::ui {

QString areaKindNoun(AreaKind kind) {
    switch (kind) {
        case AreaKind::Woods:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "woods");
        case AreaKind::Town:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "town");
        case AreaKind::Marsh:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "marsh");
        case AreaKind::Hill:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "hill");
    }
    return QString::fromUtf8(areaKindKey(kind));
}

QString linearKindNoun(LinearKind kind) {
    switch (kind) {
        case LinearKind::Hedge:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "hedge");
        case LinearKind::Wall:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "wall");
        case LinearKind::Stream:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "stream");
        case LinearKind::Ditch:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "ditch");
        case LinearKind::Road:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "road");
        case LinearKind::River:
            return QCoreApplication::translate("adjutant::ui::FeatureNouns", "river");
    }
    return QString::fromUtf8(linearKindKey(kind));
}

}  // namespace adjutant::ui
