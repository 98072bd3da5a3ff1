#include "core/rules/fireeffect/FireEffectTableReading.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

namespace adjutant::fireeffect {

std::vector<int> readFaces(const JsonReader& row, std::string_view key) {
    std::vector<int> faces;
    if (!row.present()) {
        return faces;
    }
    for (const JsonReader& element : row.requireArray(key)) {
        auto face = element.asInt(1, 6);
        if (!face) {
            continue;
        }
        if (std::find(faces.begin(), faces.end(), *face) != faces.end()) {
            element.error(fmt::format("face {} is listed twice", *face));
        }
        faces.push_back(*face);
    }
    std::sort(faces.begin(), faces.end());
    return faces;
}

FireEffectFraction readFraction(const JsonReader& row, std::string_view key) {
    FireEffectFraction fraction;
    if (!row.present()) {
        return fraction;
    }
    std::vector<JsonReader> parts = row.requireArray(key);
    if (parts.size() != 2) {
        if (row.has(key)) {
            row.errorAt(key, "expected [numerator, denominator]");
        }
        return fraction;
    }
    fraction.numerator = parts[0].asInt(0).value_or(1);
    fraction.denominator = parts[1].asInt(1).value_or(1);
    return fraction;
}

std::vector<FireEffectBand> readBands(const JsonReader& row, bool lastMayBeOpen) {
    std::vector<FireEffectBand> bands;
    std::vector<JsonReader> elements = row.requireArray("bands");
    if (row.has("bands") && elements.empty()) {
        row.errorAt("bands", "empty (expected at least one band)");
    }
    for (std::size_t i = 0; i < elements.size(); ++i) {
        const JsonReader& element = elements[i];
        FireEffectBand band;
        band.band = element.requireString("band");
        band.from = element.requireNumber("from", 0.0);
        JsonReader to = element.child("to");
        bool last = i + 1 == elements.size();
        std::optional<double> end;
        if (to.present() && to.node().is_null()) {
            if (!(last && lastMayBeOpen)) {
                element.errorAt("to",
                                "null is allowed only for the last band of this table "
                                "(expected a distance)");
            }
        } else {
            band.to = element.requireNumber("to", 0.0);
            end = band.to;
        }
        tables::checkBandRange(
            element, band.band, band.from, end,
            bands.empty() ? std::nullopt : std::optional<double>(bands.back().to));
        band.automatic = element.optionalBool("automatic", false);
        if (element.has("hitFaces")) {
            band.hitFaces = readFaces(element, "hitFaces");
        }
        band.effectDice = element.optionalInt("effectDice", 1, 1);
        band.extraSubtract = element.optionalInt("extraSubtract", 0, 0);
        bands.push_back(band);
    }
    return bands;
}

const FireEffectBand* bandAt(const std::vector<FireEffectBand>& bands, double distance) {
    if (distance < 0) {
        return nullptr;
    }
    for (const FireEffectBand& band : bands) {
        if (distance <= band.to) {
            return &band;
        }
    }
    return nullptr;
}

}  // namespace adjutant::fireeffect
