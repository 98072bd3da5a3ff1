#include "ui/window/DisplaySettings.h"

#include <QSettings>

namespace adjutant::ui {

namespace {
constexpr const char* kFigureScale = "display/defaultFigureScale";
constexpr const char* kMetric = "display/metric";
constexpr const char* kSideColour = "display/sideColour%1";
constexpr const char* kPassSteps = "play/passStepsWithNothingToDecide";
}  // namespace

DisplaySettings DisplaySettings::load() {
    const QSettings settings;
    DisplaySettings loaded;
    loaded.defaultFigureScale = settings.value(kFigureScale).toString();
    loaded.metric = settings.value(kMetric, false).toBool();
    loaded.passStepsWithNothingToDecide = settings.value(kPassSteps, false).toBool();
    for (int side = 0; side < loaded.sideColours.size(); ++side) {
        loaded.sideColours[side] =
            QColor(settings.value(QString(kSideColour).arg(side)).toString());
    }
    return loaded;
}

void DisplaySettings::save() const {
    QSettings settings;
    settings.setValue(kFigureScale, defaultFigureScale);
    settings.setValue(kMetric, metric);
    settings.setValue(kPassSteps, passStepsWithNothingToDecide);
    for (int side = 0; side < sideColours.size(); ++side) {
        const QColor& colour = sideColours[side];
        settings.setValue(QString(kSideColour).arg(side),
                          colour.isValid() ? colour.name() : QString());
    }
}

}  // namespace adjutant::ui
