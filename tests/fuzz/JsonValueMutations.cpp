#include "tests/fuzz/JsonValueMutations.h"

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <limits>
#include <string_view>
#include <utility>
#include <vector>

namespace adjutant::fuzz {

namespace {

// A value of the document and where it sits, so that it can be removed,
// repeated or swapped with a sibling.
struct Place {
    Json* value = nullptr;
    Json* parent = nullptr;  // null for the document itself
    std::string key;         // in an object
    std::size_t index = 0;   // in an array
};

struct Survey {
    std::vector<Place> places;
    // Every string and member name in the document: a value taken from
    // elsewhere (another unit's id, another command's type) means more to a
    // reader than random text.
    std::vector<std::string> strings;
};

Survey survey(Json& document) {
    Survey survey;
    std::vector<Place> pending{Place{&document, nullptr, {}, 0}};
    while (!pending.empty()) {
        const Place place = pending.back();
        pending.pop_back();
        survey.places.push_back(place);
        Json& value = *place.value;
        if (value.is_object()) {
            for (auto member = value.begin(); member != value.end(); ++member) {
                survey.strings.push_back(member.key());
                pending.push_back(Place{&member.value(), &value, member.key(), 0});
            }
        } else if (value.is_array()) {
            for (std::size_t i = 0; i < value.size(); ++i) {
                pending.push_back(Place{&value[i], &value, {}, i});
            }
        } else if (value.is_string()) {
            survey.strings.push_back(value.get<std::string>());
        }
    }
    return survey;
}

// Text that no JSON value writes as (a number beyond 64 bits, 1e999, two
// members of one name): the document holds a mark in its place, which write()
// replaces with the text.
class Writer {
  public:
    Json raw(std::string text) {
        raws_.push_back(std::move(text));
        return Json(markOf(raws_.size() - 1));
    }

    std::string write(const Json& document) const {
        std::string text = dump(document);
        for (std::size_t i = 0; i < raws_.size(); ++i) {
            const std::string mark = dump(Json(markOf(i)));
            const std::size_t at = text.find(mark);
            if (at != std::string::npos) {
                text.replace(at, mark.size(), raws_[i]);
            }
        }
        return text;
    }

    static std::string dump(const Json& value) {
        return value.dump(-1, ' ', false, Json::error_handler_t::replace);
    }

  private:
    static std::string markOf(std::size_t index) {
        return "\x01raw-" + std::to_string(index) + "\x01";
    }

    std::vector<std::string> raws_;
};

Json integral(double value) {
    if (std::fabs(value) < 9.0e18 && std::trunc(value) == value) {
        return Json(static_cast<std::int64_t>(value));
    }
    return Json(value);
}

Json numberLike(Random& random, const Json& old, Writer& writer) {
    static constexpr std::array<std::string_view, 6> kRaw = {
        "123456789012345678901234567890", "1e999", "-1e999", "-0", "1E400", "0.1e-400"};
    switch (below(random, 16)) {
        case 0:
            return 0;
        case 1:
            return -1;
        case 2:
            return 1;
        case 3:
            return 1e308;
        case 4:
            return -1e308;
        case 5:
            return 1000000000;
        case 6:
            return std::numeric_limits<std::int32_t>::max();
        case 7:
            return std::int64_t{std::numeric_limits<std::int32_t>::max()} + 1;
        case 8:
            return std::int64_t{std::numeric_limits<std::int32_t>::min()} - 1;
        case 9:
            return std::numeric_limits<std::int64_t>::max();
        case 10:
            return std::numeric_limits<std::uint64_t>::max();
        case 11:
            return std::numeric_limits<std::int64_t>::min();
        case 12:
            return 0.5;
        case 13:
            return writer.raw(std::string(kRaw[below(random, kRaw.size())]));
        default:
            break;
    }
    // Near the old number: one off, negated, scaled up or halved.
    const double value = old.is_number() ? old.get<double>() : 1.0;
    static constexpr std::array<double, 5> kScale = {1.0, 1.0, -1.0, 1.0e6, 0.5};
    static constexpr std::array<double, 5> kShift = {1.0, -1.0, 0.0, 0.0, 0.0};
    const std::size_t which = below(random, kScale.size());
    const double changed = value * kScale[which] + kShift[which];
    return old.is_number_float() ? Json(changed) : integral(changed);
}

Json stringLike(Random& random, const Json& old, const Survey& survey, std::size_t room) {
    static constexpr std::array<std::string_view, 10> kNumberWords = {
        "NaN", "Infinity", "-Infinity", "nan", "null", "true", "0", "-1", "1e308", "1e999"};
    static const std::array<std::string, 10> kHostile = {"../../etc/passwd",
                                                         "/dev/zero",
                                                         "/proc/self/mem",
                                                         "C:\\Windows\\win.ini",
                                                         "file:///etc/passwd",
                                                         "<b>bold</b><img src=x>",
                                                         "%s%n%x",
                                                         "\u202Eevil",
                                                         "\xC3\xA9",
                                                         std::string("a\0b", 3)};
    const std::string text = old.is_string() ? old.get<std::string>() : std::string("x");
    switch (below(random, 12)) {
        case 0:
        case 1:
        case 2:
            return "";
        case 3:
            return " ";
        case 4:
            return std::string(kNumberWords[below(random, kNumberWords.size())]);
        case 5: {
            static constexpr std::array<std::size_t, 3> kLengths = {256, 4096, 65536};
            std::size_t length = kLengths[below(random, kLengths.size())];
            length = std::min(length, room > 32 ? room - 32 : 16);
            return std::string(length, 'A');
        }
        case 6:
            return kHostile[below(random, kHostile.size())];
        case 7:
        case 8:
            if (!survey.strings.empty()) {
                return survey.strings[below(random, survey.strings.size())];
            }
            return "";
        case 9:
            return text + "x";
        case 10:
            return text.substr(0, text.size() / 2);
        default:
            return text + " ";
    }
}

Json otherKind(Random& random, const Json& old) {
    switch (below(random, 7)) {
        case 0:
            return nullptr;
        case 1:
            return true;
        case 2:
            return false;
        case 3:
            return Json::object();
        case 4:
            return Json::array();
        case 5:
            return Json::array({old});
        default: {
            Json wrapped = Json::object();
            wrapped["value"] = old;
            return wrapped;
        }
    }
}

Json interesting(Random& random, const Json& old, Writer& writer, const Survey& survey,
                 std::size_t room) {
    switch (below(random, 4)) {
        case 0:
            return numberLike(random, old, writer);
        case 1:
            return stringLike(random, old, survey, room);
        case 2:
            return otherKind(random, old);
        default:
            // Of the same kind, which a reader takes past its type check.
            if (old.is_string()) {
                return stringLike(random, old, survey, room);
            }
            if (old.is_number()) {
                return numberLike(random, old, writer);
            }
            return otherKind(random, old);
    }
}

// The same content in another type: "12" for 12, 12 for "12", [x] for x.
Json converted(Random& random, const Json& old) {
    const bool first = oneIn(random, 2);
    if (old.is_string()) {
        const std::string text = old.get<std::string>();
        char* end = nullptr;
        const double number = std::strtod(text.c_str(), &end);
        if (!text.empty() && end != nullptr && *end == '\0' && first) {
            return integral(number);
        }
        return first ? Json(text.size()) : Json::array({old});
    }
    if (old.is_number()) {
        return first ? Json(Writer::dump(old)) : Json(old.get<double>() != 0.0);
    }
    if (old.is_boolean()) {
        return first ? Json(old.get<bool>() ? 1 : 0) : Json(old.get<bool>() ? "true" : "false");
    }
    if (old.is_array()) {
        if (old.empty()) {
            return first ? Json(nullptr) : Json::object();
        }
        return first ? old.front() : Json(old.size());
    }
    if (old.is_object()) {
        Json values = Json::array();
        for (const auto& member : old) {
            values.push_back(member);
        }
        return first || values.empty() ? values : values.front();
    }
    return first ? Json(0) : Json("");
}

bool remove(const Place& place) {
    if (place.parent == nullptr) {
        return false;
    }
    if (place.parent->is_object()) {
        place.parent->erase(place.key);
    } else {
        place.parent->erase(place.index);
    }
    return true;
}

bool repeat(const Place& place, Writer& writer, Random& random, const Survey& survey,
            std::size_t room) {
    if (place.parent == nullptr) {
        return false;
    }
    const Json copy = *place.value;
    if (place.parent->is_array()) {
        place.parent->insert(place.parent->begin() + static_cast<std::ptrdiff_t>(place.index + 1),
                             copy);
        return true;
    }
    // A member named twice: one parser keeps the first, another the last.
    const Json second = oneIn(random, 2) ? copy : interesting(random, copy, writer, survey, room);
    *place.value = writer.raw(Writer::dump(copy) + "," + Writer::dump(Json(place.key)) + ":" +
                              Writer::dump(second));
    return true;
}

bool add(const Place& place, Writer& writer, Random& random, const Survey& survey,
         std::size_t room) {
    Json* container = place.value->is_structured() ? place.value : place.parent;
    if (container == nullptr) {
        return false;
    }
    const Json& borrowed = *survey.places[below(random, survey.places.size())].value;
    Json value = oneIn(random, 2) ? borrowed : interesting(random, borrowed, writer, survey, room);
    if (container->is_object()) {
        static constexpr std::array<std::string_view, 4> kNames = {"unknownMember", "", "type",
                                                                   "id"};
        std::string name = !survey.strings.empty() && oneIn(random, 2)
                               ? survey.strings[below(random, survey.strings.size())]
                               : std::string(kNames[below(random, kNames.size())]);
        (*container)[name] = std::move(value);
        return true;
    }
    // An array gets another of its own elements (a unit twice) or something new.
    if (!container->empty() && oneIn(random, 2)) {
        value = (*container)[below(random, container->size())];
    }
    container->insert(
        container->begin() + static_cast<std::ptrdiff_t>(below(random, container->size() + 1)),
        std::move(value));
    return true;
}

bool swapWithSibling(const Place& place, Random& random) {
    if (place.parent == nullptr || place.parent->size() < 2) {
        return false;
    }
    auto other = place.parent->begin();
    std::advance(other, static_cast<std::ptrdiff_t>(below(random, place.parent->size())));
    if (&*other == place.value) {
        return false;
    }
    std::swap(*place.value, *other);
    return true;
}

}  // namespace

Json& randomPlace(Json& document, Random& random) {
    const Survey found = survey(document);
    return *found.places[below(random, found.places.size())].value;
}

std::string mutateDocument(Json& document, std::size_t room, Random& random) {
    const Survey found = survey(document);
    const Place& place = found.places[below(random, found.places.size())];
    Writer writer;
    bool done = false;
    switch (below(random, 10)) {
        case 0:
            *place.value = converted(random, *place.value);
            done = true;
            break;
        case 1:
            done = remove(place);
            break;
        case 2:
            done = repeat(place, writer, random, found, room);
            break;
        case 3:
            done = add(place, writer, random, found, room);
            break;
        case 4:
            done = swapWithSibling(place, random);
            break;
        case 5: {
            // Another value of the document here: an id, a side, a count from elsewhere.
            Json copy = *found.places[below(random, found.places.size())].value;
            *place.value = std::move(copy);
            done = true;
            break;
        }
        default:
            break;
    }
    if (!done) {
        *place.value = interesting(random, *place.value, writer, found, room);
    }
    return writer.write(document);
}

}  // namespace adjutant::fuzz
