// The motion reader's two ways, held equal: the fast read (track keys straight from parse
// events) and the DOM read give the same Motion and the same refusals, on the fixtures, on a
// long generated motion and on hand-made broken keys; where the fast read cannot stand, it
// steps aside and readMotionText gives the DOM read's answer.

#include <QDir>
#include <QTest>

#include <cstdio>

#include "rigpose/motion/reader.h"
#include "rigpose/motion/writer.h"
#include "rigpose/rig/reader.h"
#include "rigpose/util/atomic_write.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::motion;

namespace {

// Every field of a motion as text; json through dump(), so 1 and 1.0 differ as they do in
// the written file, and doubles to the last bit.
std::string describe(const Motion& m)
{
    std::string s;
    auto num = [&](double d) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%a ", d);
        s += buf;
    };
    s += m.archetype + "|" + m.cut + "|" + m.note.value_or("<none>") + "\n";
    for (const auto& [name, h] : m.easings) {
        s += "easing " + name + " ";
        for (double d : h)
            num(d);
        s += "\n";
    }
    for (const auto& [name, members] : m.groups) {
        s += "group " + name;
        for (const std::string& member : members)
            s += " " + member;
        s += "\n";
    }
    s += m.setup.dump() + m.physics.dump() + m.mix.dump() + "\n";
    for (const Animation& a : m.animations) {
        s += "animation " + a.name + " ";
        num(a.duration);
        s += (a.loop ? (*a.loop ? "loop " : "once ") : "- ") + a.note.value_or("<none>") + "\n";
        s += a.ik.dump() + a.transform.dump() + a.deform.dump() + a.drawOrder.dump() + a.events.dump() + "\n";
        for (const Track& t : a.tracks) {
            s += "track " + std::string(targetKey(t.kind)) + " " + t.target + " " + t.property + " ";
            if (t.lag)
                num(*t.lag);
            if (t.stagger)
                num(*t.stagger);
            s += "\n";
            for (const Key& k : t.keys) {
                num(k.t);
                s += k.v.dump() + " " + k.derive.dump() + " " + std::to_string(int(k.curve.kind)) + " " +
                     k.curve.easing + (k.curve.steppedAsCurve ? " as-curve " : " ");
                for (double p : k.curve.points)
                    num(p);
                s += "\n";
            }
        }
    }
    return s;
}

std::string describe(const RefusalList& refusals)
{
    std::string s;
    for (const Refusal& r : refusals.items())
        s += r.code + ": " + r.message + "\n";
    return s;
}

// A motion of every track kind the writer meets, `keys` keys a track, with named, stepped
// and raw curves, integer and fractional numbers, attachment names and nulls. The fractions
// are binary and never whole, so the text gives back exactly what was written.
Motion generated(std::size_t keys)
{
    Motion m;
    m.archetype = "base";
    m.cut = "base";
    m.easings.emplace_back("soft", std::array<double, 4>{0.25, 0.1, 0.25, 1});
    m.groups.emplace_back("limbs", std::vector<std::string>{"arm", "hand"});
    Animation a;
    a.name = "long";
    a.duration = static_cast<double>(keys - 1) / 32;  // binary fractions survive the text exactly
    auto track = [&](TargetKind kind, const char* target, const char* property, std::size_t channels) {
        Track t;
        t.kind = kind;
        t.target = target;
        t.property = property;
        for (std::size_t i = 0; i < keys; ++i) {
            Key k;
            k.t = static_cast<double>(i) / 32;
            if (std::string_view(property) == "attachment") {
                k.v = i % 3 == 0 ? json(nullptr) : json("arm");
            } else {
                k.v = json::array();
                for (std::size_t c = 0; c < channels; ++c)
                    k.v.push_back(i % 4 == 0 ? json(static_cast<int>(i % 7))
                                             : json(0.125 * static_cast<double>(i + c) + 0.0625));
            }
            if (i + 1 < keys && std::string_view(property) != "attachment") {
                switch (i % 5) {
                case 1:
                    k.curve.kind = KeyCurve::Kind::Named;
                    k.curve.easing = "soft";
                    break;
                case 2:
                    k.curve.kind = KeyCurve::Kind::Stepped;
                    break;
                case 3:
                    k.curve.kind = KeyCurve::Kind::Stepped;
                    k.curve.steppedAsCurve = true;
                    break;
                case 4:
                    k.curve.kind = KeyCurve::Kind::Bezier;
                    for (std::size_t c = 0; c < channels; ++c)
                        k.curve.points.insert(k.curve.points.end(), {k.t + 0.25, 1.5, k.t + 0.5, 2.0});
                    break;
                default:
                    break;
                }
            }
            t.keys.push_back(std::move(k));
        }
        a.tracks.push_back(std::move(t));
    };
    track(TargetKind::Bone, "arm", "rotate", 1);
    track(TargetKind::Bone, "hand", "translate", 2);
    track(TargetKind::Bone, "arm", "scale", 2);
    track(TargetKind::Slot, "arm", "rgba", 4);
    track(TargetKind::Slot, "arm", "attachment", 0);
    m.animations.push_back(std::move(a));
    return m;
}

// base.motion.json with the first key of its first track replaced by `key`.
std::string withFirstKey(const std::string& key)
{
    return R"({"spec": "rigc-motion/1", "archetype": "base", "cut": "base",
      "easings": {"soft": [0.25, 0.1, 0.25, 1]}, "groups": {"limbs": ["arm", "hand"]},
      "animations": {"move": {"duration": 1, "tracks": [
        {"bone": "arm", "property": "rotate", "keys": [)" +
           key + R"(, {"t": 0.5, "v": [40]}, {"t": 1, "v": [0]}]},
        {"slot": "arm", "property": "attachment", "keys": [{"t": 0, "v": "arm"}, {"t": 0.5, "v": null}]}]}}})";
}

}  // namespace

class TestMotionFastReader : public QObject {
    Q_OBJECT

    rig::Rig m_base;

    // The fast read, when it stands, and readMotionText both give the DOM read's answer.
    // Returns whether the fast read stood.
    bool sameBothWays(const std::string& text, const std::string& name, const rig::Rig* rig)
    {
        const auto dom = readMotionTextByDom(text, name, rig);
        const auto fast = readMotionTextFast(text, name, rig);
        if (fast) {
            [&] {
                QCOMPARE(describe(fast->value), describe(dom.value));
                QCOMPARE(describe(fast->refusals), describe(dom.refusals));
            }();
        }
        const auto chosen = readMotionText(text, name, rig);
        [&] {
            QCOMPARE(describe(chosen.value), describe(dom.value));
            QCOMPARE(describe(chosen.refusals), describe(dom.refusals));
        }();
        return fast.has_value();
    }

private slots:
    void initTestCase()
    {
        auto base = rig::readRigFile(test::dataPath("rig/base.rig.json"));
        QVERIFY(base.ok());
        m_base = base.value;
    }

    void sameOnFixtures_data()
    {
        QTest::addColumn<QString>("rig");
        QTest::addColumn<QString>("motion");
        QTest::addColumn<bool>("fast");  // the fixture is in the common shape throughout
        const std::string data = test::dataPath("");
        const std::string rigc = test::dataPath("rigc/");
        auto row = [](const char* name, const std::string& rig, const std::string& motion, bool fast) {
            QTest::newRow(name) << QString::fromStdString(rig) << QString::fromStdString(motion) << fast;
        };
        row("base", data + "rig/base.rig.json", data + "motion/base.motion.json", true);
        row("modes", data + "spine/modes.rig.json", data + "spine/modes.motion.json", false);
        const std::string pendulum = rigc + "bench/runs/2026-08-23-rung3-2/pendulum";
        const std::string drop = rigc + "bench/runs/2026-08-23-rung1-1/drop";
        row("pendulum", pendulum + ".rig.json", pendulum + ".motion.json", true);
        row("drop", drop + ".rig.json", drop + ".motion.json", true);
        for (const char* g : {"walk", "squash", "ride"})
            row(g, rigc + "gallery/" + g + "/rig.json", rigc + "gallery/" + g + "/motion.json", true);
        // Each refusal fixture: the fast read steps aside or refuses alike.
        const QDir refusals(QString::fromStdString(data + "motion/refusals"));
        for (const QString& name : refusals.entryList({QStringLiteral("*.motion.json")}, QDir::Files, QDir::Name))
            row(name.toUtf8().constData(), data + "rig/base.rig.json", refusals.filePath(name).toStdString(), false);
    }

    void sameOnFixtures()
    {
        QFETCH(QString, rig);
        QFETCH(QString, motion);
        QFETCH(bool, fast);
        const auto r = rig::readRigFile(rig.toStdString());
        QVERIFY(r.ok());
        const auto bytes = readFileBytes(motion.toStdString());
        QVERIFY(bytes);
        const bool stood = sameBothWays(*bytes, motion.toStdString(), &r.value);
        if (QTest::currentTestFailed())
            return;
        if (fast)
            QVERIFY2(stood, "the fast read should take this fixture");
    }

    void sameOnALongGeneratedMotion()
    {
        const Motion m = generated(3000);
        const std::string text = motionText(m);
        QVERIFY(sameBothWays(text, "long", &m_base));
        const auto read = readMotionTextFast(text, "long", &m_base);
        QVERIFY(read && read->ok());
        QCOMPARE(read->value.animations[0].tracks[0].keys.size(), std::size_t(3000));
        // What was written is what is read (compared around the first difference, if any).
        const std::string got = describe(read->value), want = describe(m);
        std::size_t at = 0;
        while (at < got.size() && at < want.size() && got[at] == want[at])
            ++at;
        const std::size_t from = at < 80 ? 0 : at - 80;
        QCOMPARE(QString::fromStdString(got.substr(from, 160)), QString::fromStdString(want.substr(from, 160)));
    }

    void sameRefusalsForBrokenKeys_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("code");
        QTest::addColumn<bool>("fast");  // the fast read stands (the key itself is clean)
        QTest::newRow("clean") << QByteArray(R"({"t": 0, "v": [0], "ease": "soft"})") << QByteArray("") << true;
        QTest::newRow("no t") << QByteArray(R"({"v": [0]})") << QByteArray("MOTION_SHAPE") << false;
        QTest::newRow("t a string") << QByteArray(R"({"t": "0", "v": [0]})") << QByteArray("MOTION_SHAPE") << false;
        // A key given twice was last-wins before the JSON policy; now both reads refuse it.
        QTest::newRow("t repeated") << QByteArray(R"({"t": 0, "t": 0.25, "v": [0]})") << QByteArray("MOTION_JSON")
                                    << false;
        QTest::newRow("no v") << QByteArray(R"({"t": 0})") << QByteArray("MOTION_VALUE") << false;
        QTest::newRow("v too long") << QByteArray(R"({"t": 0, "v": [0, 1]})") << QByteArray("MOTION_VALUE") << false;
        QTest::newRow("v a name") << QByteArray(R"({"t": 0, "v": "arm"})") << QByteArray("MOTION_VALUE") << false;
        QTest::newRow("v nested") << QByteArray(R"({"t": 0, "v": [[0]]})") << QByteArray("MOTION_SHAPE") << false;
        QTest::newRow("v a bool") << QByteArray(R"({"t": 0, "v": [true]})") << QByteArray("MOTION_SHAPE") << false;
        QTest::newRow("unknown key") << QByteArray(R"({"t": 0, "v": [0], "speed": 2})") << QByteArray("MOTION_KEYS")
                                     << false;
        QTest::newRow("derive") << QByteArray(R"({"t": 0, "v": [0], "derive": {"kind": "yaw"}})") << QByteArray("")
                                << false;
        QTest::newRow("unknown ease") << QByteArray(R"({"t": 0, "v": [0], "ease": "hard"})")
                                      << QByteArray("MOTION_EASE") << false;
        QTest::newRow("ease a number") << QByteArray(R"({"t": 0, "v": [0], "ease": 1})") << QByteArray("MOTION_SHAPE")
                                       << false;
        QTest::newRow("ease and curve") << QByteArray(R"({"t": 0, "v": [0], "ease": "soft", "curve": "stepped"})")
                                        << QByteArray("MOTION_EASE") << false;
        QTest::newRow("curve short") << QByteArray(R"({"t": 0, "v": [0], "curve": [0.1, 0]})")
                                     << QByteArray("MOTION_CURVE") << false;
        QTest::newRow("curve a name") << QByteArray(R"({"t": 0, "v": [0], "curve": "linear"})")
                                      << QByteArray("MOTION_CURVE") << false;
        QTest::newRow("curve raw") << QByteArray(R"({"t": 0, "v": [0], "curve": [0.1, 0, 0.2, 1]})") << QByteArray("")
                                   << true;
        QTest::newRow("after the next") << QByteArray(R"({"t": 0.75, "v": [0]})") << QByteArray("MOTION_KEY_TIME")
                                        << true;
        QTest::newRow("negative time") << QByteArray(R"({"t": -1, "v": [0]})") << QByteArray("MOTION_KEY_TIME") << true;
        QTest::newRow("not an object") << QByteArray(R"([0, [0]])") << QByteArray("MOTION_SHAPE") << false;
    }

    void sameRefusalsForBrokenKeys()
    {
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, code);
        QFETCH(bool, fast);
        const std::string text = withFirstKey(key.toStdString());
        const bool stood = sameBothWays(text, "hand-made", &m_base);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(stood, fast);
        const auto read = readMotionText(text, "hand-made", &m_base);
        if (code.isEmpty()) {
            QVERIFY2(read.ok(), describe(read.refusals).c_str());
        } else {
            QVERIFY2(read.refusals.has(code.toStdString()), describe(read.refusals).c_str());
        }
    }

    // Repeats on the way to the keys: the JSON policy refuses them, so the fast read steps aside
    // and the DOM reader words the refusal.
    void repeatedPathKeysStepAside_data()
    {
        QTest::addColumn<QByteArray>("text");
        const char* track =
            R"({"bone": "arm", "property": "rotate", "keys": [{"t": 0, "v": [0]}, {"t": 1, "v": [1]}]})";
        auto motion = [](const std::string& animations) {
            return QByteArray::fromStdString(
                R"({"spec": "rigc-motion/1", "archetype": "base", "cut": "base", "easings": {}, )" + animations + "}");
        };
        const std::string one = std::string(R"({"duration": 1, "tracks": [)") + track + "]}";
        QTest::newRow("animation twice") << motion(R"("animations": {"a": )" + one + R"(, "a": )" + one + "}");
        QTest::newRow("animations twice")
            << motion(R"("animations": {"a": )" + one + R"(}, "animations": {"b": )" + one + "}");
        QTest::newRow("tracks twice") << motion(R"("animations": {"a": {"duration": 1, "tracks": [)" +
                                                std::string(track) + R"(], "tracks": []}})");
        QTest::newRow("keys twice") << motion(
            R"("animations": {"a": {"duration": 1, "tracks": [{"bone": "arm", "property": "rotate", )"
            R"("keys": [{"t": 0, "v": [0]}], "keys": [{"t": 0, "v": [0]}, {"t": 1, "v": [1]}]}]}})");
    }

    void repeatedPathKeysStepAside()
    {
        QFETCH(QByteArray, text);
        QVERIFY(!sameBothWays(text.toStdString(), "repeats", &m_base));
        const auto read = readMotionText(text.toStdString(), "repeats", &m_base);
        QVERIFY2(read.refusals.has("MOTION_JSON"), describe(read.refusals).c_str());
    }

    // Keys that are not an array, and key arrays elsewhere than a track, read as before.
    void otherShapesReadAsBefore_data()
    {
        QTest::addColumn<QByteArray>("tracks");
        QTest::newRow("keys an object") << QByteArray(R"([{"bone": "arm", "property": "rotate", "keys": {"t": 0}}])");
        QTest::newRow("keys empty") << QByteArray(R"([{"bone": "arm", "property": "rotate", "keys": []}])");
        QTest::newRow("track an array") << QByteArray(R"([[{"keys": [{"t": 0, "v": [0]}]}]])");
        QTest::newRow("tracks an object") << QByteArray(R"({"keys": [{"t": 0, "v": [0]}]})");
    }

    void otherShapesReadAsBefore()
    {
        QFETCH(QByteArray, tracks);
        const std::string text = R"({"spec": "rigc-motion/1", "archetype": "base", "cut": "base", "easings": {}, )"
                                 R"("animations": {"a": {"duration": 1, "tracks": )" +
                                 tracks.toStdString() + "}}}";
        sameBothWays(text, "shapes", &m_base);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!readMotionText(text, "shapes", &m_base).ok());
    }

    void notJsonReadsAsBefore()
    {
        QVERIFY(!readMotionTextFast("{\"spec\": ", "cut short"));
        QVERIFY(readMotionText("{\"spec\": ", "cut short").refusals.has("MOTION_JSON"));
    }
};

QTEST_GUILESS_MAIN(TestMotionFastReader)
#include "tst_fast_reader.moc"
