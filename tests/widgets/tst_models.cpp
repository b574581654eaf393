// Every item model of the widgets, under QAbstractItemModelTester, and what they hold: the report
// lines grouped by tag with their frames, the track list and its search, the refusal table and
// where each refusal points.

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QSortFilterProxyModel>
#include <QTest>

#include "rigpose/widgets/refusal_model.h"
#include "rigpose/widgets/report_model.h"
#include "rigpose/widgets/track_list_model.h"
#include "testutils.h"

using namespace rigpose::widgets;

Q_DECLARE_METATYPE(rigpose::RefusalPlace)

class TestModels : public QObject {
    Q_OBJECT

private slots:
    void framesInLine_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("from");  // -1: none
        QTest::addColumn<int>("to");
        QTest::newRow("span, en dash") << QStringLiteral("HOLD r_wrist frames 3–40: scored under 0.3; held at frame 2")
                                       << 3 << 40;
        QTest::newRow("span, hyphen") << QStringLiteral("OCCLUDED l_knee frames 12-14") << 12 << 14;
        QTest::newRow("one frame") << QStringLiteral(
                                          "LAND r_forearm angle: worst 0.000001° on frame 7 (tolerance 0.01°)")
                                   << 7 << 7;
        QTest::newRow("none") << QStringLiteral("GATE green: rig alone, then rig + wave") << -1 << -1;
        QTest::newRow("count is not a frame")
            << QStringLiteral("CLEAN legs 1, rest 1, 0 frame(s) untested") << -1 << -1;
    }

    void framesInLine()
    {
        QFETCH(QString, line);
        QFETCH(int, from);
        QFETCH(int, to);
        const auto frames = rigpose::widgets::framesInLine(line);
        if (from < 0) {
            QVERIFY2(!frames, qPrintable(line));
            return;
        }
        QVERIFY(frames);
        QCOMPARE(frames->first, std::size_t(from));
        QCOMPARE(frames->second, std::size_t(to));
    }

    void reportModelGroupsByTag()
    {
        ReportModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLines({QStringLiteral("CLEAN legs 1, rest 1"), QStringLiteral("HOLD nose frames 1–4: low score"),
                        QStringLiteral("GATE green"), QStringLiteral("HOLD neck frame 9: low score"),
                        QStringLiteral("lower case line")});
        QCOMPARE(model.rowCount(), 4);  // CLEAN, HOLD, GATE, other
        const QModelIndex hold = model.index(1, 0);
        QCOMPARE(hold.data(ReportModel::TagRole).toString(), QStringLiteral("HOLD"));
        QCOMPARE(model.rowCount(hold), 2);
        QVERIFY(hold.data().toString().startsWith(QStringLiteral("HOLD (2")));
        const QModelIndex second = model.index(1, 0, hold);
        QCOMPARE(second.parent(), hold);
        QCOMPARE(second.data(ReportModel::FirstFrameRole).toULongLong(), 9ULL);
        QCOMPARE(model.index(0, 0, hold).data(ReportModel::LastFrameRole).toULongLong(), 4ULL);
        QVERIFY(!model.index(0, 0, model.index(2, 0)).data(ReportModel::FirstFrameRole).isValid());
        // Lines come back in group order.
        QCOMPARE(model.lines().size(), 5);
        model.setLines({});
        QCOMPARE(model.rowCount(), 0);
    }

    void trackListSearches()
    {
        TrackListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 18);  // the body-18 joints
        model.setBones({QStringLiteral("r_forearm"), QStringLiteral("hip")});
        QCOMPARE(model.rowCount(), 20);
        QCOMPARE(model.index(19).data(TrackListModel::NameRole).toString(), QStringLiteral("hip"));
        QCOMPARE(model.index(19).data(TrackListModel::KindRole).toInt(), int(TrackListModel::Kind::Bone));
        QCOMPARE(model.index(4).data(TrackListModel::NameRole).toString(), QStringLiteral("r_wrist"));

        QSortFilterProxyModel filter;
        QAbstractItemModelTester proxyTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        filter.setFilterRole(TrackListModel::NameRole);
        filter.setFilterCaseSensitivity(Qt::CaseInsensitive);
        filter.setFilterFixedString(QStringLiteral("WRIST"));
        QCOMPARE(filter.rowCount(), 2);  // r_wrist, l_wrist
        filter.setFilterFixedString(QStringLiteral("fore"));
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, 0).data(TrackListModel::NameRole).toString(), QStringLiteral("r_forearm"));
    }

    void refusalTable()
    {
        RefusalModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        rigpose::RefusalList list(2);
        list.add("MAP_CHAIN_JOINTS", "map.json: chain arm_r names 2 bones but 2 joints");
        list.add("RIG_PATH", "rig/: no rig.json");
        list.add("POSE_SPEC", "pose.json: spec missing");
        model.setRefusals(list);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.rowCount(), 3);  // two kept, one row counting the rest
        QCOMPARE(model.index(0, RefusalModel::CodeColumn).data().toString(), QStringLiteral("MAP_CHAIN_JOINTS"));
        QCOMPARE(model.index(1, RefusalModel::MessageColumn).data().toString(), QStringLiteral("rig/: no rig.json"));
        QVERIFY(model.index(2, RefusalModel::MessageColumn).data().toString().contains(QStringLiteral("1")));
        QCOMPARE(model.headerData(RefusalModel::WhereColumn, Qt::Horizontal).toString(), QStringLiteral("Where"));
        model.setRefusals(rigpose::RefusalList());
        QCOMPARE(model.rowCount(), 0);
    }

    void refusalPlaces_data()
    {
        QTest::addColumn<rigpose::RefusalPlace>("place");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QVariant>("frame");
        QTest::addColumn<QString>("chain");
        QTest::addColumn<QString>("bone");
        QTest::newRow("nowhere") << rigpose::RefusalPlace{} << QString() << QVariant() << QString() << QString();
        QTest::newRow("frame 0 is a frame") << rigpose::RefusalPlace{.frame = 0} << QStringLiteral("frame 0")
                                            << QVariant(qulonglong(0)) << QString() << QString();
        QTest::newRow("frame") << rigpose::RefusalPlace{.frame = 12} << QStringLiteral("frame 12")
                               << QVariant(qulonglong(12)) << QString() << QString();
        QTest::newRow("chain") << rigpose::RefusalPlace{.chain = "arm_r"} << QStringLiteral("chain arm_r") << QVariant()
                               << QStringLiteral("arm_r") << QString();
        QTest::newRow("bone") << rigpose::RefusalPlace{.bone = "r_forearm"} << QStringLiteral("bone r_forearm")
                              << QVariant() << QString() << QStringLiteral("r_forearm");
        QTest::newRow("all three") << rigpose::RefusalPlace{.frame = 7, .chain = "arm_r", .bone = "r_forearm"}
                                   << QStringLiteral("frame 7 · chain arm_r · bone r_forearm")
                                   << QVariant(qulonglong(7)) << QStringLiteral("arm_r") << QStringLiteral("r_forearm");
        QTest::newRow("set") << rigpose::RefusalPlace{.bone = "r_upper_arm", .set = "up_r"}
                             << QStringLiteral("bone r_upper_arm · set up_r") << QVariant() << QString()
                             << QStringLiteral("r_upper_arm");
    }

    void refusalPlaces()
    {
        QFETCH(rigpose::RefusalPlace, place);
        QFETCH(QString, where);
        QFETCH(QVariant, frame);
        QFETCH(QString, chain);
        QFETCH(QString, bone);
        RefusalModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        rigpose::RefusalList list;
        list.add("POSE_LANDS", "pose.json: bone misses", place);
        model.setRefusals(list);
        QCOMPARE(model.index(0, RefusalModel::WhereColumn).data().toString(), where);
        QCOMPARE(model.index(0, RefusalModel::MessageColumn).data().toString(),
                 QStringLiteral("pose.json: bone misses"));
        for (int column = 0; column < RefusalModel::ColumnCount; ++column) {  // a view may hand over any cell
            const QModelIndex cell = model.index(0, column);
            const QVariant frameData = cell.data(RefusalModel::FrameRole);
            QCOMPARE(frameData.isValid(), frame.isValid());
            if (frame.isValid()) {
                QCOMPARE(frameData.typeId(), QMetaType::ULongLong);
                QCOMPARE(frameData.toULongLong(), frame.toULongLong());
            }
            QCOMPARE(cell.data(RefusalModel::ChainRole).toString(), chain);
            QCOMPARE(cell.data(RefusalModel::BoneRole).toString(), bone);
            QCOMPARE(cell.data(RefusalModel::SetRole).toString(), QString::fromStdString(place.set));
        }
    }

    void refusalCountRowPointsNowhere()
    {
        RefusalModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        rigpose::RefusalList list(1);
        list.add("POSE_TIME", "pose.json frame 3: t must strictly increase", {.frame = 3});
        list.add("POSE_TIME", "pose.json frame 4: t must strictly increase", {.frame = 4});
        model.setRefusals(list);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, RefusalModel::WhereColumn).data().toString(), QStringLiteral("frame 3"));
        QVERIFY(!model.index(1, RefusalModel::WhereColumn).data(RefusalModel::FrameRole).isValid());
        QVERIFY(model.index(1, RefusalModel::WhereColumn).data().toString().isEmpty());
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestModels test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_models.moc"
