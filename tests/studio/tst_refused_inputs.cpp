// A project whose rig or map is refused: the run ends refused (never "canceled"), and the
// Problems panel lists the reader's own code, as rig-pose retarget prints it. A problem that
// points at a frame takes the studio there.

#include <QAbstractItemModel>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "main_window.h"
#include "problem_codes.h"
#include "project.h"
#include "rigpose/clean/clean.h"
#include "rigpose/examples/wave.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/widgets/refusal_model.h"
#include "testutils.h"

using namespace rigpose;
using rigpose::studio::MainWindow;

namespace {

using test::problemCodes;

QString wave(const char* name)
{
    return QString::fromStdString(test::sourcePath((std::string("resources/examples/wave/") + name).c_str()));
}

QString malformed(const char* name)
{
    return QString::fromStdString(test::dataPath((std::string("malformed/") + name).c_str()));
}

// Arrays nested past the policy's 256 levels, well under a megabyte.
QString deepRig(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("deep.rig.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write the deep rig");
    file.write(R"({"spec":"rigc-rig/1","bones":)" + QByteArray(100000, '[') + QByteArray(100000, ']') + "}");
    return path;
}

// The generated wave, cleaned, with the left wrist turned 25° clockwise about the elbow on
// frames 5 and 6: a hinge the map says folds ccw folds cw there (as retarget.refusals has it).
QString wristFoldedBack(const QTemporaryDir& dir)
{
    rigpose::clean::CleanOptions options;
    options.legs = options.rest = 1;
    options.hold = false;
    sequence::Sequence seq = clean::cleanSequence(examples::makeWaveSequence({}), options).sequence;
    for (std::size_t f : {5, 6}) {
        sequence::Person& p = seq.frames[f].people[0];
        const Eigen::Vector2d elbow = *p.joint(body::Joint::LElbow).at;
        const Eigen::Vector2d d = *p.joint(body::Joint::LWrist).at - elbow;
        const double r = 25 * 3.14159265358979323846 / 180;  // clockwise on the picture (y down)
        p.joint(body::Joint::LWrist).at = elbow + Eigen::Vector2d(d.x() * std::cos(r) - d.y() * std::sin(r),
                                                                  d.x() * std::sin(r) + d.y() * std::cos(r));
    }
    const QString path = dir.filePath(QStringLiteral("folded.pose.json"));
    test::writeText(path, QByteArray::fromStdString(sequence::sequenceToText(seq)));
    return path;
}

// Saves a project of these inputs in `dir`, opens it in `window` and waits for its run: true when
// the run ended refused.
bool runIsRefused(MainWindow& window, const QTemporaryDir& dir, const QString& sequence, const QString& rig,
                  const QString& map)
{
    studio::Project project;
    project.sequence = sequence;
    project.rig = rig;
    project.map = map;
    project.retarget.name = "wave";
    const QString path = dir.filePath(QStringLiteral("refused.rigpose.json"));
    if (studio::writeProjectFile(project, path))
        return false;
    QSignalSpy ran(&window, &MainWindow::runFinished);
    window.openProject(path);
    return ran.wait(60000) && !ran.at(0).at(0).toBool();
}

}  // namespace

class TestRefusedInputs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void refusedRigOrMapShowsItsCode_data()
    {
        QTest::addColumn<QString>("rig");
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("code");
        QTest::newRow("rig number") << malformed("rig-json-number.json") << wave("map.json") << "RIG_JSON";
        QTest::newRow("rig key twice") << malformed("rig-json-duplicate.json") << wave("map.json") << "RIG_JSON";
        QTest::newRow("rig nested") << QString() << wave("map.json") << "RIG_JSON";
        QTest::newRow("map number") << wave("rig") << malformed("map-json-number.json") << "MAP_JSON";
        QTest::newRow("map key twice") << wave("rig") << malformed("map-json-duplicate.json") << "MAP_JSON";
        QTest::newRow("no rig") << QStringLiteral("/nonexistent/rig") << wave("map.json") << "RIG_PATH";
    }

    void refusedRigOrMapShowsItsCode()
    {
        QFETCH(QString, rig);
        QFETCH(QString, map);
        QFETCH(QString, code);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow window;
        QVERIFY(runIsRefused(window, dir, wave("pose.json"), rig.isEmpty() ? deepRig(dir) : rig, map));
        const QStringList codes = problemCodes(window);
        QVERIFY2(codes.contains(code), qPrintable(codes.join(QStringLiteral(", "))));
        const auto* status = window.findChild<QLabel*>(QStringLiteral("runStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().startsWith(QStringLiteral("Run refused")), qPrintable(status->text()));
    }

    void aProblemOnAFrameTakesTheStudioThere()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(runIsRefused(window, dir, wristFoldedBack(dir), wave("rig"),
                             QString::fromStdString(test::dataPath("retarget/bend-ccw.map.json"))));
        auto* table = window.findChild<QTableView*>(QStringLiteral("problemsTable"));
        QVERIFY(table);
        int row = problemCodes(window).indexOf(QStringLiteral("POSE_BEND_ONE_WAY"));
        QVERIFY2(row >= 0, qPrintable(problemCodes(window).join(QStringLiteral(", "))));
        const QModelIndex index = table->model()->index(row, widgets::RefusalModel::MessageColumn);
        const QVariant frame = index.data(widgets::RefusalModel::FrameRole);
        QVERIFY(frame.isValid());
        QVERIFY(frame.toULongLong() == 5 || frame.toULongLong() == 6);
        QCOMPARE(index.data(widgets::RefusalModel::ChainRole).toString(), QStringLiteral("arm_l"));
        QCOMPARE(window.currentFrame(), std::size_t(0));
        emit table->activated(index);
        QCOMPARE(window.currentFrame(), static_cast<std::size_t>(frame.toULongLong()));
    }
};

QTEST_MAIN(TestRefusedInputs)
#include "tst_refused_inputs.moc"
