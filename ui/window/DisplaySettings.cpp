#include "ui/window/DisplaySettings.h"

#include <QSettings>
#include <algorithm>

namespace adjutant::ui {

namespace {
constexpr const char* kFigureScale = "display/defaultFigureScale";
constexpr const char* kMetric = "display/metric";
constexpr const char* kSideColour = "display/sideColour%1";
constexpr const char* kTextScale = "display/textScale";
constexpr const char* kPassSteps = "play/passStepsWithNothingToDecide";
}  // namespace

DisplaySettings DisplaySettings::load() {
    const QSettings settings;
    DisplaySettings loaded;
    loaded.defaultFigureScale = settings.value(kFigureScale).toString();
    loaded.metric = settings.value(kMetric, false).toBool();
    // Within what the settings dialog offers, whatever the file says.
    loaded.textScale = std::clamp(settings.value(kTextScale, 1.0).toDouble(), 0.8, 2.0);
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
    settings.setValue(kTextScale, textScale);
    settings.setValue(kPassSteps, passStepsWithNothingToDecide);
    for (int side = 0; side < sideColours.size(); ++side) {
        const QColor& colour = sideColours[side];
        settings.setValue(QString(kSideColour).arg(side),
                          colour.isValid() ? colour.name() : QString());
    }
}

}  // namespace adjutant::ui
