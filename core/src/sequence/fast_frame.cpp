// The common frame — { t, people: [{ id, joints: { name: { state, at, score } } }] }, every
// value well formed — read straight from parse tokens into the model, with no DOM. Anything
// else (another key, a wrong type, a rule broken) returns false, and the validating reader
// reads the frame again to say exactly what is wrong.

#include <set>

#include "read_context.h"
#include "rigpose/sequence/bounds.h"

namespace rigpose::sequence::detail {

namespace {

using Kind = JsonToken::Kind;

class Cursor {
public:
    explicit Cursor(const JsonTokens& t) : m_t(t) {}
    const JsonToken* next() { return m_i < m_t.tokens.size() ? &m_t.tokens[m_i++] : nullptr; }
    const JsonToken* peek() const { return m_i < m_t.tokens.size() ? &m_t.tokens[m_i] : nullptr; }
    bool take(Kind k)
    {
        const JsonToken* t = next();
        return t && t->kind == k;
    }
    std::string_view text(const JsonToken& t) const { return m_t.textOf(t); }
    bool atEnd() const { return m_i == m_t.tokens.size(); }

private:
    const JsonTokens& m_t;
    std::size_t m_i = 0;
};

bool readJointFast(Cursor& c, JointSample& j)
{
    if (!c.take(Kind::BeginObject))
        return false;
    bool state = false, at = false, score = false;
    for (const JsonToken* k = c.next(); k && k->kind != Kind::EndObject; k = c.next()) {
        if (k->kind != Kind::Key)
            return false;
        const std::string_view key = c.text(*k);
        if (key == "state" && !state) {
            const JsonToken* v = c.next();
            if (!v || v->kind != Kind::String)
                return false;
            auto s = stateFromName(c.text(*v));
            if (!s)
                return false;
            j.state = *s;
            state = true;
        } else if (key == "at" && !at) {
            if (!c.take(Kind::BeginArray))
                return false;
            const JsonToken* x = c.next();
            const JsonToken* y = c.next();
            if (!x || !y || !x->isNumber() || !y->isNumber() || !c.take(Kind::EndArray))
                return false;
            j.at = Eigen::Vector2d(x->asDouble(), y->asDouble());
            if (!withinBound(j.at->x(), kCoordinateBound) || !withinBound(j.at->y(), kCoordinateBound))
                return false;  // the validating path says POSE_NUMBER
            at = true;
        } else if (key == "score" && !score) {
            const JsonToken* v = c.next();
            if (!v || !v->isNumber() || v->asDouble() < 0)
                return false;
            j.score = v->asDouble();
            score = true;
        } else {
            return false;
        }
    }
    if (!state)
        return false;
    const bool needsAt = j.state == JointState::Observed || j.state == JointState::Inferred;
    return needsAt ? at : !(j.state == JointState::Missing && at);
}

bool readPersonFast(Cursor& c, Person& p)
{
    if (!c.take(Kind::BeginObject))
        return false;
    bool id = false, joints = false;
    for (const JsonToken* k = c.next(); k && k->kind != Kind::EndObject; k = c.next()) {
        if (k->kind != Kind::Key)
            return false;
        const std::string_view key = c.text(*k);
        if (key == "id" && !id) {
            const JsonToken* v = c.next();
            if (!v || v->kind != Kind::String || v->textLength == 0)
                return false;
            p.id = std::string(c.text(*v));
            id = true;
        } else if (key == "joints" && !joints) {
            if (!c.take(Kind::BeginObject))
                return false;
            std::uint32_t seen = 0;  // one bit per body-18 joint: a name given twice is a duplicate key
            for (const JsonToken* n = c.next(); n && n->kind != Kind::EndObject; n = c.next()) {
                if (n->kind != Kind::Key)
                    return false;
                auto joint = body::jointFromName(c.text(*n));
                if (!joint || (seen & (1u << body::index(*joint))))
                    return false;
                seen |= 1u << body::index(*joint);
                if (!readJointFast(c, p.joint(*joint)))
                    return false;
            }
            joints = true;
        } else {
            return false;
        }
    }
    return id && joints;
}

}  // namespace

bool readFrameFast(const JsonTokens& tokens, Frame& frame)
{
    Cursor c(tokens);
    if (!c.take(Kind::BeginObject))
        return false;
    bool t = false, people = false;
    for (const JsonToken* k = c.next(); k && k->kind != Kind::EndObject; k = c.next()) {
        if (k->kind != Kind::Key)
            return false;
        const std::string_view key = c.text(*k);
        if (key == "t" && !t) {
            const JsonToken* v = c.next();
            if (!v || !v->isNumber())
                return false;
            frame.t = v->asDouble();
            t = true;
        } else if (key == "people" && !people) {
            if (!c.take(Kind::BeginArray))
                return false;
            while (c.peek() && c.peek()->kind != Kind::EndArray) {
                Person& p = frame.people.emplace_back();
                if (!readPersonFast(c, p))
                    return false;
                for (std::size_t i = 0; i + 1 < frame.people.size(); ++i)
                    if (frame.people[i].id == p.id)
                        return false;
            }
            if (!c.take(Kind::EndArray))
                return false;
            people = true;
        } else {
            return false;  // pelvisTilt, depth and anything else: the validating path
        }
    }
    return t && people && c.atEnd();
}

}  // namespace rigpose::sequence::detail
