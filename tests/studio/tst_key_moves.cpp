// Several keys edited at once, as functions of a key file's JSON: moves that stop at the clip's
// ends, keys that give way to a key dropped on their frame, the order kept, paste at a frame,
// removal and the curve written only when not linear. Expected files are written out by hand.

#include <QTest>

#include "key_moves.h"
#include "testutils.h"

using rigpose::studio::copiedKeys;
using rigpose::studio::curvedKeys;
using rigpose::studio::movedKeys;
using rigpose::studio::pastedKeys;
using rigpose::studio::removedKeys;
using rigpose::studio::splitCurveAt;
using rigpose::studio::ValueShift;
using json = nlohmann::ordered_json;

namespace {

json file(const char* keys)
{
    return json::parse(std::string(R"({"spec":"rig-pose-pelvis-keys/1","keys":)") + keys + "}");
}

QString text(const json& value) { return QString::fromStdString(value.dump()); }

QList<int> listOf(const std::vector<int>& rows) { return {rows.begin(), rows.end()}; }

}  // namespace

class KeyMovesTest : public QObject {
    Q_OBJECT

private slots:
    void aMoveShiftsTheSelectionAndKeepsTheOrder()
    {
        const json f = file(R"([{"frame":0,"deg":1},{"frame":10,"deg":2},{"frame":20,"deg":3},{"frame":30,"deg":4}])");
        // Keys 1 and 2 by +15: 10 → 25 and 20 → 35, past key 3 at 30.
        const auto moved = movedKeys(f, {1, 2}, 15, 71);
        QVERIFY(moved);
        QCOMPARE(text(moved->file),
                 text(file(R"([{"frame":0,"deg":1},{"frame":25,"deg":2},{"frame":30,"deg":4},{"frame":35,"deg":3}])")));
        QCOMPARE(listOf(moved->rows), (QList<int>{1, 3}));
        // Onto a key left where it was: that key gives way (key 0 dropped on 30).
        const auto onto = movedKeys(f, {0}, 30, 71);
        QCOMPARE(text(onto->file), text(file(R"([{"frame":10,"deg":2},{"frame":20,"deg":3},{"frame":30,"deg":1}])")));
        QCOMPARE(listOf(onto->rows), (QList<int>{2}));
    }

    void theSelectionStopsAtTheClipsEnds()
    {
        const json f = file(R"([{"frame":2,"deg":1},{"frame":5,"deg":2},{"frame":60,"deg":3}])");
        // −10 would put key 0 at −8: the pair stops with key 0 on frame 0, 3 frames apart still.
        const auto back = movedKeys(f, {0, 1}, -10, 71);
        QCOMPARE(text(back->file), text(file(R"([{"frame":0,"deg":1},{"frame":3,"deg":2},{"frame":60,"deg":3}])")));
        // +20 on key 2 (60) stops at the last frame, 71.
        const auto forward = movedKeys(f, {2}, 20, 71);
        QCOMPARE(text(forward->file["keys"][2]["frame"]), text(json(71)));
        QVERIFY(!movedKeys(f, {7}, 1, 71));  // no such key
    }

    void fractionalFramesKeepAThousandth()
    {
        const json f = file(R"([{"frame":4.75,"deg":1},{"frame":9.5,"deg":2}])");
        const auto moved = movedKeys(f, {0, 1}, 0.1, 71);
        QCOMPARE(text(moved->file), text(file(R"([{"frame":4.85,"deg":1},{"frame":9.6,"deg":2}])")));
    }

    void aValueMovesWithinItsBounds()
    {
        const json f = file(R"([{"frame":0,"deg":170},{"frame":10,"deg":-20}])");
        const auto moved = movedKeys(f, {0, 1}, 0, 71, ValueShift{"deg", 15.25, -180, 180, 1});
        // 170 + 15.25 is held at 180; −20 + 15.25 = −4.75, kept to one decimal: −4.8 (away from 0).
        QCOMPARE(text(moved->file), text(file(R"([{"frame":0,"deg":180},{"frame":10,"deg":-4.8}])")));
    }

    void aClipIsPastedAtAFrame()
    {
        const json f = file(R"([{"frame":0,"deg":1},{"frame":10,"deg":2},{"frame":30,"deg":4}])");
        const json clip = copiedKeys(f, {1, 2});
        QCOMPARE(text(clip), text(json::parse(R"([{"frame":0,"deg":2},{"frame":20,"deg":4}])")));
        // At 40: 40 and 60; at 60 the second would be 80, past the last frame 71, and is left out.
        const auto at40 = pastedKeys(f, clip, 40, 71);
        QCOMPARE(
            text(at40->file),
            text(file(
                R"([{"frame":0,"deg":1},{"frame":10,"deg":2},{"frame":30,"deg":4},{"frame":40,"deg":2},{"frame":60,"deg":4}])")));
        QCOMPARE(listOf(at40->rows), (QList<int>{3, 4}));
        const auto at60 = pastedKeys(f, clip, 60, 71);
        QCOMPARE(listOf(at60->rows), (QList<int>{3}));
        // Pasted onto the keys' own frames, the pasted ones take their place.
        const auto at10 = pastedKeys(f, clip, 10, 71);
        QCOMPARE(text(at10->file), text(file(R"([{"frame":0,"deg":1},{"frame":10,"deg":2},{"frame":30,"deg":4}])")));
        QVERIFY(!pastedKeys(f, clip, 80, 71));
    }

    void keysAreRemovedAndCurved()
    {
        const json f = file(R"([{"frame":0,"deg":1},{"frame":10,"deg":2},{"frame":30,"deg":4}])");
        QCOMPARE(text(*removedKeys(f, {0, 2})), text(file(R"([{"frame":10,"deg":2}])")));
        const auto stepped = curvedKeys(f, {1}, "stepped");
        QCOMPARE(text(stepped->file),
                 text(file(R"([{"frame":0,"deg":1},{"frame":10,"deg":2,"curve":"stepped"},{"frame":30,"deg":4}])")));
        // Linear is no field: the file is byte for byte what it was before any curve.
        const auto back = curvedKeys(stepped->file, {1}, "linear");
        QCOMPARE(text(back->file), text(f));
    }

    void aKeyAddedInsideACurveSplitsIt()
    {
        // Key 1 put at 5 on an eased 0 → 10: the ease's halves (tst_key_curve works them out by
        // hand: [0.42,0,0.71,0.5] and [0.29,0.5,0.58,1]); the key after keeps its own curve.
        json f = file(
            R"([{"frame":0,"deg":0,"curve":"ease"},{"frame":5,"deg":5},{"frame":10,"deg":10,"curve":"stepped"}])");
        splitCurveAt(f, 1);
        QCOMPARE(text(f), text(file(R"([{"frame":0,"deg":0,"curve":[0.42,0,0.71,0.5]},)"
                                    R"({"frame":5,"deg":5,"curve":[0.29,0.5,0.58,1]},)"
                                    R"({"frame":10,"deg":10,"curve":"stepped"}])")));
        // Stepped stays stepped on both sides; linear and the ends are left alone.
        json s = file(R"([{"frame":0,"deg":1,"curve":"stepped"},{"frame":3,"deg":1},{"frame":9,"deg":4}])");
        splitCurveAt(s, 1);
        QCOMPARE(text(s["keys"][1]["curve"]), text(json("stepped")));
        const json plain = file(R"([{"frame":0,"deg":1},{"frame":3,"deg":2},{"frame":9,"deg":4,"curve":"ease"}])");
        for (int row : {0, 1, 2}) {
            json same = plain;
            splitCurveAt(same, row);
            QCOMPARE(text(same), text(plain));
        }
    }
};

QTEST_GUILESS_MAIN(KeyMovesTest)
#include "tst_key_moves.moc"
