// The dopesheet's rows and their model: what a hand-built animation gives row by row (order,
// key times on the pose clock, curve shapes, holds), that a new animation moves the model by
// removals, insertions and dataChanged for exactly the rows that went, came or changed (never a
// reset), and that rig-c's own squash motion reads into the rows its file states.

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QSignalSpy>
#include <QTest>

#include "dopesheet_animation.h"
#include "rigpose/motion/reader.h"
#include "rigpose/widgets/dopesheet_model.h"
#include "rigpose/widgets/row_diff.h"
#include "testutils.h"

using namespace rigpose::widgets;
using rigpose::test::key;
using rigpose::test::kT0;
using Style = DopesheetKey::Style;

namespace {

std::vector<double> timesOf(const DopesheetRow& row)
{
    std::vector<double> out;
    for (const DopesheetKey& k : row.keys)
        out.push_back(k.time);
    return out;
}

std::vector<Style> stylesOf(const DopesheetRow& row)
{
    std::vector<Style> out;
    for (const DopesheetKey& k : row.keys)
        out.push_back(k.style);
    return out;
}

// Two lists of seconds equal to rounding (t + lag + t0 is a sum of doubles).
bool sameTimes(const std::vector<double>& a, const std::vector<double>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::abs(a[i] - b[i]) > 1e-12)
            return false;
    return true;
}

std::shared_ptr<const rigpose::motion::Animation> shared(rigpose::motion::Animation a)
{
    return std::make_shared<const rigpose::motion::Animation>(std::move(a));
}

DopesheetRow namedRow(const char* target)
{
    DopesheetRow row;
    row.target = target;
    row.property = "rotate";
    return row;
}

}  // namespace

class TestDopesheetModel : public QObject {
    Q_OBJECT

private slots:
    void rowsOfAHandBuiltAnimation()
    {
        const std::vector<DopesheetRow> rows = dopesheetRows(rigpose::test::handBuiltAnimation(), kT0);
        // Bones first (arm, first keyed by track 1, before hip), arm's rotate before its translate
        // though written after hip's; then the slot; then the draw order. Physics is left out.
        QCOMPARE(rows.size(), std::size_t(5));
        QCOMPARE(rows[0].target, std::string("arm"));
        QCOMPARE(rows[0].property, std::string("rotate"));
        QCOMPARE(rows[1].target, std::string("arm"));
        QCOMPARE(rows[1].property, std::string("translate"));
        QCOMPARE(rows[2].target, std::string("hip"));
        QCOMPARE(rows[3].kind, DopesheetKind::Slot);
        QCOMPARE(rows[3].property, std::string("attachment"));
        QCOMPARE(rows[4].kind, DopesheetKind::DrawOrder);

        // Key times: t + lag + 2 s.
        QVERIFY(sameTimes(timesOf(rows[0]), {2.0, 2.5, 3.0}));
        QVERIFY(sameTimes(timesOf(rows[1]), {2.0, 2.8}));
        QVERIFY(sameTimes(timesOf(rows[2]), {2.1, 2.5}));  // lag 0.1
        QVERIFY(sameTimes(timesOf(rows[3]), {2.0, 2.4, 2.5, 2.7}));
        QVERIFY(sameTimes(timesOf(rows[4]), {2.2, 2.6}));

        // Shapes: the eased key curves, the stepped one steps; switches are all stepped.
        QCOMPARE(stylesOf(rows[0]), (std::vector<Style>{Style::Curved, Style::Stepped, Style::Linear}));
        QCOMPARE(stylesOf(rows[1]), (std::vector<Style>{Style::Curved, Style::Linear}));
        QCOMPARE(stylesOf(rows[2]), (std::vector<Style>{Style::Linear, Style::Linear}));
        QCOMPARE(stylesOf(rows[3]), std::vector<Style>(4, Style::Stepped));

        // Holds: arm's 40, 40 (keys 1–2, 2.5–3 s); the eyes' none, none (keys 2–3, 2.5–2.7 s).
        QCOMPARE(rows[0].holds.size(), std::size_t(1));
        QCOMPARE(rows[0].holds[0].first, std::size_t(1));
        QCOMPARE(rows[0].holds[0].last, std::size_t(2));
        QCOMPARE(rows[0].holds[0].from, 2.5);
        QCOMPARE(rows[0].holds[0].to, 3.0);
        QVERIFY(rows[1].holds.empty());
        QVERIFY(rows[2].holds.empty());
        QCOMPARE(rows[3].holds.size(), std::size_t(1));
        QCOMPARE(rows[3].holds[0].first, std::size_t(2));
        QCOMPARE(rows[3].holds[0].last, std::size_t(3));
        QVERIFY(rows[4].holds.empty());

        QCOMPARE(keyValueText(rows[0].keys[1]), QStringLiteral("40"));
        QCOMPARE(keyValueText(rows[2].keys[1]), QStringLiteral("0, -6"));
        QCOMPARE(keyValueText(rows[3].keys[1]), QStringLiteral("eyes_shut"));
        QCOMPARE(keyValueText(rows[4].keys[0]), QStringLiteral("eyes +1"));
    }

    void holdsNeedEqualValuesAndAFlatCurve()
    {
        using rigpose::motion::json;
        using Kind = rigpose::motion::KeyCurve::Kind;
        rigpose::motion::Animation a;
        const auto one = [&](std::vector<rigpose::motion::Key> keys) {
            a.tracks = {rigpose::test::track(rigpose::motion::TargetKind::Bone, "b", "rotate", std::move(keys))};
            return dopesheetRows(a, 0).at(0).holds.size();
        };
        // Within the tolerance (5e-5 < 1e-4) is one value; 1e-3 apart is two.
        QCOMPARE(one({key(0, json::array({40})), key(1, json::array({40.00005}))}), std::size_t(1));
        QCOMPARE(one({key(0, json::array({40})), key(1, json::array({40.001}))}), std::size_t(0));
        // A Bézier between equal values whose handles leave them swings: no hold.
        rigpose::motion::Key swing = key(0, json::array({5}), Kind::Bezier);
        swing.curve.points = {0.3, 9, 0.6, 5};
        QCOMPARE(one({swing, key(1, json::array({5}))}), std::size_t(0));
        swing.curve.points = {0.3, 5, 0.6, 5};
        QCOMPARE(one({swing, key(1, json::array({5}))}), std::size_t(1));
        // Three equal keys are one hold over both segments.
        QCOMPARE(one({key(0, json::array({1})), key(1, json::array({1})), key(2, json::array({1}))}), std::size_t(1));
        QCOMPARE(dopesheetRows(a, 0)[0].holds[0].last, std::size_t(2));
    }

    void rowsKeptFollowTheLongestCommonOrder()
    {
        const std::vector<std::string> before{"a", "b", "c", "d", "e"};
        // b moved after d: a, c, d, e keep their order (4 rows), b goes and comes back.
        QCOMPARE(rowsKept(before, {"a", "c", "d", "b", "e"}), (std::vector<bool>{true, false, true, true, true}));
        QCOMPARE(rowsKept(before, {"x", "e"}), (std::vector<bool>{false, false, false, false, true}));
        QCOMPARE(rowsKept(before, {}), std::vector<bool>(5, false));
        QCOMPARE(rowsKept({}, {"a"}), std::vector<bool>{});
    }

    void modelRolesFollowTheRows()
    {
        DopesheetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFrameTimes(rigpose::test::dopesheetFrames());
        model.setAnimation(shared(rigpose::test::handBuiltAnimation()), kT0);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), int(DopesheetModel::Columns));
        const QModelIndex arm = model.index(0, DopesheetModel::KeysColumn);
        QCOMPARE(arm.data().toInt(), 3);
        QCOMPARE(arm.data(DopesheetModel::TargetRole).toString(), QStringLiteral("arm"));
        QCOMPARE(arm.data(DopesheetModel::PropertyRole).toString(), QStringLiteral("rotate"));
        QCOMPARE(arm.data(DopesheetModel::KindRole).toInt(), int(DopesheetKind::Bone));
        QCOMPARE(arm.data(DopesheetModel::KeyTimesRole).toList(), (QVariantList{2.0, 2.5, 3.0}));
        // Frame f is at 2 + f/10 s: 2.5 s is frame 5, 3 s frame 10.
        QCOMPARE(arm.data(DopesheetModel::KeyFramesRole).toList(),
                 (QVariantList{QVariant::fromValue<qulonglong>(0), QVariant::fromValue<qulonglong>(5),
                               QVariant::fromValue<qulonglong>(10)}));
        QCOMPARE(arm.data(DopesheetModel::KeyStylesRole).toList(),
                 (QVariantList{int(Style::Curved), int(Style::Stepped), int(Style::Linear)}));
        QCOMPARE(arm.data(DopesheetModel::SteppedCountRole).toInt(), 1);
        QCOMPARE(arm.data(DopesheetModel::CurvedCountRole).toInt(), 1);
        QCOMPARE(arm.data(DopesheetModel::KeyValuesRole).toStringList(),
                 (QStringList{QStringLiteral("10"), QStringLiteral("40"), QStringLiteral("40")}));
        const QVariantList holds = arm.data(DopesheetModel::HoldsRole).toList();
        QCOMPARE(holds.size(), 1);
        QCOMPARE(holds[0].toMap().value(QStringLiteral("from")).toDouble(), 2.5);
        QCOMPARE(holds[0].toMap().value(QStringLiteral("to")).toDouble(), 3.0);
        QCOMPARE(holds[0].toMap().value(QStringLiteral("firstKey")).toULongLong(), 1ULL);
        QCOMPARE(model.index(0, DopesheetModel::HoldsColumn).data().toInt(), 1);
        QCOMPARE(model.index(3, DopesheetModel::TargetColumn).data().toString(), QStringLiteral("eyes"));
        QCOMPARE(model.index(3, 0).data(DopesheetModel::KeyFramesRole).toList().at(1).toULongLong(), 4ULL);
        QCOMPARE(model.index(4, DopesheetModel::TargetColumn).data().toString(), QStringLiteral("draw order"));
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("bone arm · rotate")));
        QCOMPARE(model.keyFrame(2, 0), std::size_t(1));  // hip's first key at 2.1 s
    }

    void aNewAnimationMovesOnlyTheRowsThatDiffer()
    {
        using rigpose::motion::json;
        DopesheetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto first = rigpose::test::handBuiltAnimation();
        model.setAnimation(shared(first), kT0);
        // The next run: hip's translate is gone, arm's last rotate key moved to 45 (its hold with
        // it), the shadow's colour is new; the rest is as it was.
        rigpose::motion::Animation next = first;
        next.tracks.erase(next.tracks.begin() + 2);
        next.tracks[1].keys[2].v = json::array({45});
        next.tracks.push_back(
            rigpose::test::track(rigpose::motion::TargetKind::Slot, "shadow", "rgba",
                                 {key(0, json::array({1, 1, 1, 0.5})), key(1, json::array({1, 1, 1, 1}))}));

        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
        model.setAnimation(shared(next), kT0);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(layout.count(), 0);
        // Before: arm rotate, arm translate, hip translate, eyes, draw order. Hip (row 2) goes.
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed[0][1].toInt(), 2);
        QCOMPARE(removed[0][2].toInt(), 2);
        // Then arm rotate, arm translate, eyes, [shadow], draw order: the shadow comes in at 3.
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted[0][1].toInt(), 3);
        QCOMPARE(inserted[0][2].toInt(), 3);
        // Arm's rotate alone changed, across its columns.
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed[0][0].toModelIndex(), model.index(0, 0));
        QCOMPARE(changed[0][1].toModelIndex(), model.index(0, DopesheetModel::Columns - 1));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.row(3).target, std::string("shadow"));
        QVERIFY(model.row(0).holds.empty());
        QCOMPARE(model.row(0).keys[2].values, std::vector<double>{45});

        // The same animation again moves nothing; a new offset moves every key, so every row changes.
        changed.clear();
        removed.clear();
        inserted.clear();
        model.setAnimation(shared(next), kT0);
        QCOMPARE(changed.count() + removed.count() + inserted.count(), 0);
        model.setAnimation(shared(next), kT0 + 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed[0][0].toModelIndex().row(), 0);
        QCOMPARE(changed[0][1].toModelIndex().row(), 4);
        QCOMPARE(model.row(0).keys[0].time, 3.0);

        // No animation: every row goes, still without a reset.
        model.setAnimation(nullptr, 0);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(reset.count(), 0);
    }

    void aReorderReinsertsTheFewestRows()
    {
        DopesheetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows({namedRow("a"), namedRow("b"), namedRow("c"), namedRow("d")});
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.setRows({namedRow("b"), namedRow("c"), namedRow("a"), namedRow("d")});
        // b, c, d keep their order; a goes from row 0 and comes back at row 2.
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed[0][1].toInt(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted[0][1].toInt(), 2);
        QStringList order;
        for (int r = 0; r < model.rowCount(); ++r)
            order << model.index(r, 0).data().toString();
        QCOMPARE(order,
                 (QStringList{QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("d")}));
    }

    void newFrameTimesChangeEveryRowsFrames()
    {
        DopesheetModel model;
        model.setAnimation(shared(rigpose::test::handBuiltAnimation()), kT0);
        QVERIFY(model.index(0, 0).data(DopesheetModel::KeyFramesRole).toList().isEmpty());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setFrameTimes(rigpose::test::dopesheetFrames());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed[0][1].toModelIndex().row(), 4);
        QCOMPARE(model.keyFrame(1, 1), std::size_t(8));  // arm translate's 2.8 s
    }

    void rigcSquashReadsIntoRows()
    {
        const auto loaded = rigpose::motion::readMotionFile(rigpose::test::dataPath("rigc/gallery/squash/motion.json"));
        QVERIFY(loaded.ok());
        const rigpose::motion::Animation* bounce = loaded.value.animation("bounce");
        QVERIFY(bounce);
        DopesheetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAnimation(std::make_shared<const rigpose::motion::Animation>(*bounce), 0);
        // The file's tracks: ball translatey, shadow scale, shadow rgba (slot), chest translate,
        // group ears rotate, head rotate, tail rotate, eyes attachment (slot). Bones and the group
        // keep their order; the two slots follow.
        const QStringList expected{QStringLiteral("ball translatey"), QStringLiteral("shadow scale"),
                                   QStringLiteral("chest translate"), QStringLiteral("ears rotate"),
                                   QStringLiteral("head rotate"),     QStringLiteral("tail rotate"),
                                   QStringLiteral("shadow rgba"),     QStringLiteral("eyes attachment")};
        QStringList names;
        QList<int> counts;
        for (int r = 0; r < model.rowCount(); ++r) {
            names << model.index(r, 0).data().toString() + QLatin1Char(' ') + model.index(r, 1).data().toString();
            counts << model.index(r, DopesheetModel::KeysColumn).data().toInt();
        }
        QCOMPARE(names, expected);
        QCOMPARE(counts, (QList<int>{3, 3, 4, 4, 4, 4, 3, 3}));
        QCOMPARE(model.row(3).kind, DopesheetKind::Group);
        QVERIFY(sameTimes(timesOf(model.row(7)), {0, 0.399999, 0.48}));
        QCOMPARE(model.index(7, 0).data(DopesheetModel::KeyValuesRole).toStringList(),
                 (QStringList{QStringLiteral("eyes"), QStringLiteral("eyes_shut"), QStringLiteral("eyes")}));
        // Every key but the last is eased by name, so curves; 150, 0, 150 never holds.
        QCOMPARE(stylesOf(model.row(0)), (std::vector<Style>{Style::Curved, Style::Curved, Style::Linear}));
        QVERIFY(model.row(0).holds.empty());
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestDopesheetModel test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_dopesheet_model.moc"
