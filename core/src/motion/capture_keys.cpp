// The parse behind the fast read: the DOM builder (util/json_dom_builder.h) gets every event except those inside
// animations.<name>.tracks[i].keys, which this handler reads into Key values itself. It stops
// (and the caller falls back to the DOM reader) at anything outside the common key shape
// { t: number, v: [numbers] | name | null, ease?: name, curve?: "stepped" | [numbers] }. A key
// repeated within one object never gets here: the scanner refuses it (the JSON policy), and the
// DOM reader then words the refusal.

#include <cmath>
#include <set>

#include "rigpose/util/json_dom_builder.h"
#include "rigpose/util/json_scanner.h"
#include "captured_keys.h"
#include "rigpose/rig/field_reader.h"
#include "rigpose/util/stop.h"

namespace rigpose::motion::detail {

namespace {

class KeyCapture {
public:
    KeyCapture(json& doc, CapturedKeys& out, const std::stop_token& stop) : m_dom(doc), m_out(out), m_stop(stop) {}

    // Scalars: into the key being captured, or on to the DOM.
    bool null() { return m_capturing ? keyNull() : (scalar() && m_dom.null()); }
    bool boolean(bool v) { return !m_capturing && scalar() && m_dom.boolean(v); }
    bool number_integer(std::int64_t v)
    {
        return m_capturing ? keyNumber(json(v), static_cast<double>(v)) : (scalar() && m_dom.number_integer(v));
    }
    bool number_unsigned(std::uint64_t v)
    {
        return m_capturing ? keyNumber(json(v), static_cast<double>(v)) : (scalar() && m_dom.number_unsigned(v));
    }
    bool number_float(double v, const std::string& s)
    {
        return m_capturing ? keyNumber(json(v), v) : (scalar() && m_dom.number_float(v, s));
    }
    bool string(std::string& v) { return m_capturing ? keyString(v) : (scalar() && m_dom.string(v)); }

    bool start_object(std::size_t n)
    {
        if (m_capturing)
            return keyStart();
        m_levels.push_back({enter(true), false});
        return m_dom.start_object(n);
    }
    bool end_object()
    {
        if (m_capturing)
            return keyEnd();
        m_levels.pop_back();
        return m_dom.end_object();
    }
    bool start_array(std::size_t n)
    {
        if (m_capturing)
            return keyArrayStart();
        const Role role = enter(false);
        if (role == Role::Keys) {
            // The DOM gets an empty array in its place; the reader takes the captured keys.
            m_capturing = true;
            m_state = State::InArray;
            m_track = &m_out[{m_animation, m_trackIndex}];
            // A motion's tracks mostly key the same frames: room for as many keys as the last
            // track spares most of the regrowth (and the fresh pages it touches).
            m_track->keys.reserve(m_lastCount);
            m_track->fields.reserve(m_lastCount);
            return m_dom.start_array(n) && m_dom.end_array();
        }
        m_levels.push_back({role, true});
        return m_dom.start_array(n);
    }
    bool end_array()
    {
        if (m_capturing)
            return keyArrayEnd();
        m_levels.pop_back();
        return m_dom.end_array();
    }
    bool key(std::string& k)
    {
        if (m_capturing)
            return keyField(k);
        Level& level = m_levels.back();
        m_next = Role::Other;
        switch (level.role) {
        case Role::Root:
        case Role::Animation:
        case Role::Track: {
            // Each of these levels leads on by one key: root → animations, animation → tracks,
            // track → keys.
            const bool root = level.role == Role::Root, animation = level.role == Role::Animation;
            if (k == (root ? "animations" : animation ? "tracks" : "keys")) {
                if (level.seen)
                    return false;
                level.seen = true;
                m_next = root ? Role::Animations : animation ? Role::Tracks : Role::Keys;
            }
            break;
        }
        case Role::Animations:
            if (!m_animations.insert(k).second)
                return false;
            m_animation = k;
            m_next = Role::Animation;
            break;
        default:
            break;
        }
        return m_dom.key(k);
    }

private:
    // Where a container stands on the path to the key arrays.
    enum class Role : std::uint8_t { Other, Root, Animations, Animation, Tracks, Track, Keys };
    struct Level {
        Role role;
        bool isArray;
        bool seen = false;         // the one key this level leads on by has been met
        std::size_t elements = 0;  // an array's values so far
    };

    // The role of a value starting here (an object when `object`, else an array or scalar).
    Role enter(bool object, bool container = true)
    {
        const Role next = m_next;
        m_next = Role::Other;
        if (m_levels.empty())
            return object ? Role::Root : Role::Other;
        Level& parent = m_levels.back();
        if (parent.isArray) {
            const std::size_t index = parent.elements++;
            if (parent.role == Role::Tracks && object && container) {
                m_trackIndex = index;
                return Role::Track;
            }
            return Role::Other;
        }
        if (!container)
            return Role::Other;
        if (object)
            return next == Role::Animations || next == Role::Animation ? next : Role::Other;
        return next == Role::Tracks || next == Role::Keys ? next : Role::Other;
    }
    bool scalar()
    {
        if (!m_levels.empty())
            enter(false, false);
        return true;
    }

    // Inside a captured key array: the array itself, a key object, its v or its curve.
    enum class State : std::uint8_t { InArray, InKey, InV, InCurve };
    enum class Field : std::uint8_t { None, T, V, Ease, Curve };

    Key& current() { return m_track->keys.back(); }
    std::uint8_t& fields() { return m_track->fields.back(); }

    bool keyStart()
    {
        if (m_state != State::InArray)
            return false;
        m_track->keys.emplace_back();
        m_track->fields.push_back(0);
        m_state = State::InKey;
        m_field = Field::None;
        return true;
    }
    bool keyEnd()
    {
        throwIfStopped(m_stop);
        if (m_state != State::InKey)
            return false;
        m_state = State::InArray;
        return true;
    }
    bool keyField(const std::string& k)
    {
        struct Name {
            const char* name;
            Field field;
            std::uint8_t bit;
        };
        static constexpr Name names[] = {{"t", Field::T, kHasT},
                                         {"v", Field::V, kHasV},
                                         {"ease", Field::Ease, kEase},
                                         {"curve", Field::Curve, 0}};
        for (const Name& n : names)
            if (k == n.name) {
                const std::uint8_t taken = n.field == Field::Curve ? (kCurveStepped | kCurvePoints) : n.bit;
                if (fields() & taken)
                    return false;  // repeated (the scanner refuses that first): let the DOM reader say so
                m_field = n.field;
                return true;
            }
        return false;  // derive, or a key the reader refuses
    }
    bool keyNumber(json&& value, double d)
    {
        if (std::abs(d) > rig::kLargestField)
            return false;  // the DOM reader refuses it by its field
        if (m_state == State::InV) {
            m_numbers.push_back(std::move(value));
            return true;
        }
        if (m_state == State::InCurve) {
            current().curve.points.push_back(d);
            return true;
        }
        if (m_state != State::InKey || m_field != Field::T)
            return false;
        current().t = d;
        fields() |= kHasT;
        m_field = Field::None;
        return true;
    }
    bool keyString(std::string& s)
    {
        if (m_state != State::InKey)
            return false;
        if (m_field == Field::V) {
            current().v = std::move(s);
            fields() |= kHasV;
        } else if (m_field == Field::Ease) {
            current().curve.easing = std::move(s);
            fields() |= kEase;
        } else if (m_field == Field::Curve && s == "stepped") {
            fields() |= kCurveStepped;
        } else {
            return false;
        }
        m_field = Field::None;
        return true;
    }
    bool keyNull()
    {
        if (m_state != State::InKey || m_field != Field::V)
            return false;
        fields() |= kHasV;  // a Key's v is null already
        m_field = Field::None;
        return true;
    }
    bool keyArrayStart()
    {
        if (m_state != State::InKey || (m_field != Field::V && m_field != Field::Curve))
            return false;
        m_state = m_field == Field::V ? State::InV : State::InCurve;
        m_numbers.clear();
        return true;
    }
    bool keyArrayEnd()
    {
        switch (m_state) {
        case State::InArray:
            m_capturing = false;
            m_lastCount = m_track->keys.size();
            return true;
        case State::InV:
            // Sized to fit: the DOM's arrays grow by push_back, but their values are the same.
            current().v = json(
                json::array_t(std::make_move_iterator(m_numbers.begin()), std::make_move_iterator(m_numbers.end())));
            fields() |= kHasV;
            break;
        case State::InCurve:
            fields() |= kCurvePoints;
            break;
        case State::InKey:
            return false;
        }
        m_state = State::InKey;
        m_field = Field::None;
        return true;
    }

    rigpose::detail::JsonDomBuilder<json> m_dom;
    CapturedKeys& m_out;
    const std::stop_token& m_stop;  // checked once a key
    std::vector<Level> m_levels;
    Role m_next = Role::Other;
    std::set<std::string> m_animations;
    std::string m_animation;
    std::size_t m_trackIndex = 0;

    bool m_capturing = false;
    CapturedTrack* m_track = nullptr;
    std::size_t m_lastCount = 0;
    State m_state = State::InArray;
    Field m_field = Field::None;
    std::vector<json> m_numbers;
};

}  // namespace

std::optional<json> parseCapturingKeys(std::string_view text, CapturedKeys& captured, const std::stop_token& stop)
{
    json doc;
    KeyCapture capture(doc, captured, stop);
    rigpose::detail::ByteSource source(text);
    rigpose::detail::JsonScanner scanner(source, capture);
    if (!scanner.parse() || scanner.failed)
        return std::nullopt;
    return doc;
}

}  // namespace rigpose::motion::detail
