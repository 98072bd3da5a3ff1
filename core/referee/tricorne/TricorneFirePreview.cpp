#include "core/referee/tricorne/TricorneFirePreview.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "core/dice/ScriptedDice.h"
#include "core/geometry/Distance.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFire.h"
#include "core/referee/tricorne/TricorneFireGeometry.h"

namespace adjutant {

namespace {

constexpr int kDieFaces = 6;

Vec2 midpoint(Vec2 a, Vec2 b) {
    return (a + b) / 2.0;
}

// The line the volley is fired along: from the middle of the nearest face in
// arc (the face range is measured from, A33), or of the front edge, to the
// target's centre. Also fills what blocks it.
void lineOfFire(const TricorneContext& context, const Unit& firer, const Unit& target,
                FirePreview& preview) {
    const auto firerLayout = context.layout(firer);
    const auto targetLayout = context.layout(target);
    if (!firerLayout || !targetLayout) {
        return;
    }
    const FireGeometrySurvey survey =
        surveyFire(context, firer, *firerLayout, target, *targetLayout);
    preview.sightBlockedBy = survey.sightBlockedBy;
    preview.sightFrom = midpoint(firerLayout->frontLeft, firerLayout->frontRight);
    double best = std::numeric_limits<double>::infinity();
    for (const int i : survey.facesInArc) {
        const geometry::Face& face = firerLayout->faces[static_cast<std::size_t>(i)];
        const double d = geometry::distanceFromFace(face, targetLayout->footprint);
        if (d < best) {
            best = d;
            preview.sightFrom = midpoint(face.left, face.right);
        }
    }
    preview.sightTo = targetLayout->centre();
}

// Adds `chance` of `casualties` to the preview's distribution.
void addOutcome(FirePreview& preview, int casualties, double chance) {
    const auto index = static_cast<std::size_t>(std::max(casualties, 0));
    if (preview.casualtyChances.size() <= index) {
        preview.casualtyChances.resize(index + 1, 0.0);
    }
    preview.casualtyChances[index] += chance;
    preview.expectedCasualties += casualties * chance;
}

// The volley's explanation up to the casualty dice: everything resolveFire
// explains before the casualty calculation.
Explanation beforeTheDice(const FireResult& volley) {
    Explanation preview = volley.resolution.explanation;
    preview.children.clear();
    preview.value.reset();
    preview.note.clear();
    for (const Explanation& child : volley.resolution.explanation.children) {
        if (child == volley.roll.explanation) {
            break;
        }
        preview.children.push_back(child);
    }
    preview.add("Total before the die", volley.totalBeforeDie, "14.4");
    return preview;
}

}  // namespace

FirePreview previewTricorneFire(const TricorneContext& context, const std::string& firerId,
                                const std::string& targetId) {
    FirePreview preview;
    const FireRequest request{firerId, targetId, {}, false};
    const Unit* firer = context.unit(firerId);
    const Unit* target = context.unit(targetId);
    if (firer && target) {
        lineOfFire(context, *firer, *target, preview);
    }

    // The main die and, when a remainder is left, the remainder die: every
    // throw is resolved by the fire code itself, so the preview is what the
    // firing step would do with those dice. A remainder die succeeds on the
    // faces up to the remainder, so one success and one failure per main die
    // cover its six faces.
    bool first = true;
    for (int die = 1; die <= kDieFaces; ++die) {
        ScriptedDice hit({die, 1});
        const FireResult volley = resolveFire(context, request, hit);
        if (first) {
            first = false;
            const FireCheck& check = volley.check;
            preview.canFire = volley.fired;
            preview.reason = volley.fired ? std::string() : check.reason;
            preview.inArc = check.inArc;
            preview.sightClear = check.sightClear;
            preview.distance = check.distance;
            preview.band = check.band;
            if (!volley.fired) {
                preview.explanation = volley.resolution.explanation;
                return preview;
            }
            preview.weaponTotal = volley.weaponTotal;
            preview.factorTotal = volley.factorTotal;
            preview.totalBeforeDie = volley.totalBeforeDie;
            preview.explanation = beforeTheDice(volley);
        }
        const double perMainDie = 1.0 / kDieFaces;
        if (!volley.roll.remainderDie) {
            addOutcome(preview, volley.casualties, perMainDie);
            continue;
        }
        int successes = 0;
        for (int face = 1; face <= kDieFaces; ++face) {
            successes += face <= volley.roll.remainder ? 1 : 0;
        }
        addOutcome(preview, volley.casualties, perMainDie * successes / kDieFaces);
        if (successes < kDieFaces) {
            ScriptedDice miss({die, kDieFaces});
            addOutcome(preview, resolveFire(context, request, miss).casualties,
                       perMainDie * (kDieFaces - successes) / kDieFaces);
        }
    }

    Explanation expected{"Expected casualties",
                         preview.expectedCasualties,
                         "14.4",
                         "over every throw of the casualty dice",
                         {}};
    for (std::size_t n = 0; n < preview.casualtyChances.size(); ++n) {
        if (preview.casualtyChances[n] > 0) {
            expected.add(fmt::format("{} {}", n, n == 1 ? "casualty" : "casualties"),
                         preview.casualtyChances[n], {}, "chance");
        }
    }
    preview.explanation.add(std::move(expected));
    preview.explanation.value = preview.expectedCasualties;
    preview.explanation.note =
        fmt::format("{:.1f} casualties expected", preview.expectedCasualties);
    return preview;
}

}  // namespace adjutant
