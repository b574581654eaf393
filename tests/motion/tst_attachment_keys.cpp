// An attachment key against the rig it animates (the gate's check of the switches' keys): a
// name its slot has under some skin passes, null passes, a name of another slot's or of none is
// MOTION_REFERENCE naming the slot and the attachment.

#include <QTest>

#include "rigpose/motion/reader.h"
#include "test_rigs.h"
#include "testutils.h"

using namespace rigpose;

namespace {

motion::Motion keying(const rig::Rig& rig, const std::string& slot, std::vector<motion::json> values)
{
    motion::Motion m;
    m.archetype = rig.name;
    m.cut = "c";
    motion::Animation& a = m.animations.emplace_back();
    a.name = "a";
    a.duration = 1;
    motion::Track& t = a.tracks.emplace_back();
    t.kind = motion::TargetKind::Slot;
    t.target = slot;
    t.property = "attachment";
    for (std::size_t i = 0; i < values.size(); ++i)
        t.keys.push_back({0.25 * static_cast<double>(i), values[i], {}, {}});
    return m;
}

}  // namespace

class TestAttachmentKeys : public QObject {
    Q_OBJECT
private slots:
    void anAttachmentKeyMustNameOneOfItsSlot()
    {
        const rig::Rig rig = test::loadRig(test::dataPath("map/drawn.rig.json"));
        QVERIFY(
            motion::checkMotionAgainstRig(keying(rig, "upperarm_r_raised", {"raised/upperarm_r", nullptr}), rig, "m")
                .empty());
        // The torso's raised drawing is not the upper arm's: refused, named.
        const RefusalList wrong = motion::checkMotionAgainstRig(keying(rig, "upperarm_r", {"raised/torso"}), rig, "m");
        QVERIFY(wrong.has("MOTION_REFERENCE"));
        const std::string& m = wrong.items()[0].message;
        QVERIFY2(m.find("\"upperarm_r\"") != std::string::npos && m.find("\"raised/torso\"") != std::string::npos,
                 m.c_str());
        QVERIFY(motion::checkMotionAgainstRig(keying(rig, "torso", {"sketch"}), rig, "m").has("MOTION_REFERENCE"));
    }
};

QTEST_APPLESS_MAIN(TestAttachmentKeys)
#include "tst_attachment_keys.moc"
