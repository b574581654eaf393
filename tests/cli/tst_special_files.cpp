// A FIFO or a device given where a file is read is refused at once, by the input's read code,
// and nothing is written: before, --base-motion /dev/zero read forever and a FIFO blocked the
// open (issue 36).

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include "testutils.h"

using namespace rigpose;

class TestSpecialFiles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_fifo;

    QString wave(const char* name) const
    {
        return QString::fromStdString(test::sourcePath((std::string("resources/examples/wave/") + name).c_str()));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_fifo = m_dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(m_fifo).constData(), 0600), 0);
    }

    void aPipeOrADeviceIsRefusedByItsReadCode_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("code");
        const QString out = m_dir.filePath(QStringLiteral("out/m.json"));
        const QStringList retarget{QStringLiteral("retarget"), QStringLiteral("--rig"), wave("rig"),
                                   QStringLiteral("--map"),    wave("map.json"),        QStringLiteral("--sequence"),
                                   wave("pose.json"),          QStringLiteral("--out"), out};
        QTest::newRow("clean --pose fifo")
            << QStringList{QStringLiteral("clean"), QStringLiteral("--pose"), m_fifo, QStringLiteral("--out"), out}
            << QStringLiteral("POSE_READ");
        QTest::newRow("clean --coco /dev/zero")
            << QStringList{QStringLiteral("clean"), QStringLiteral("--coco"), QStringLiteral("/dev/zero"),
                           QStringLiteral("--out"), out}
            << QStringLiteral("COCO_READ");
        QTest::newRow("retarget --sequence fifo") << QStringList{QStringLiteral("retarget"),
                                                                 QStringLiteral("--rig"),
                                                                 wave("rig"),
                                                                 QStringLiteral("--map"),
                                                                 wave("map.json"),
                                                                 QStringLiteral("--sequence"),
                                                                 m_fifo,
                                                                 QStringLiteral("--out"),
                                                                 out}
                                                  << QStringLiteral("POSE_READ");
        QTest::newRow("retarget --map fifo") << QStringList{QStringLiteral("retarget"),
                                                            QStringLiteral("--rig"),
                                                            wave("rig"),
                                                            QStringLiteral("--map"),
                                                            m_fifo,
                                                            QStringLiteral("--sequence"),
                                                            wave("pose.json"),
                                                            QStringLiteral("--out"),
                                                            out}
                                             << QStringLiteral("MAP_READ");
        QTest::newRow("retarget --base-motion /dev/zero")
            << (retarget + QStringList{QStringLiteral("--base-motion"), QStringLiteral("/dev/zero")})
            << QStringLiteral("MOTION_PATH");
        QTest::newRow("retarget --merge fifo")
            << (retarget + QStringList{QStringLiteral("--merge"), m_fifo}) << QStringLiteral("MERGE_SPEC");
        QTest::newRow("retarget --contact-keys /dev/zero")
            << (retarget + QStringList{QStringLiteral("--plant-feet"), QStringLiteral("--contact-keys"),
                                       QStringLiteral("/dev/zero")})
            << QStringLiteral("CONTACT_KEYS");
        QTest::newRow("pelvis --pelvis-keys fifo") << QStringList{QStringLiteral("pelvis"),
                                                                  QStringLiteral("--pose"),
                                                                  wave("pose.raw.json"),
                                                                  QStringLiteral("--pelvis-keys"),
                                                                  m_fifo,
                                                                  QStringLiteral("--out"),
                                                                  out}
                                                   << QStringLiteral("PELVIS_KEYS");
        QTest::newRow("scan --camera-file fifo") << QStringList{QStringLiteral("scan"),
                                                                QStringLiteral("--pose"),
                                                                wave("pose.raw.json"),
                                                                QStringLiteral("--camera-file"),
                                                                m_fifo,
                                                                QStringLiteral("--out"),
                                                                out}
                                                 << QStringLiteral("CAMERA");
    }

    void aPipeOrADeviceIsRefusedByItsReadCode()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, code);
        const test::CliRun run = test::runCli(args, m_dir.path());
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(code.toUtf8()) || run.err.contains(code.toUtf8()),
                 QByteArray(run.out + run.err).constData());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("out"))));
    }
};

QTEST_GUILESS_MAIN(TestSpecialFiles)
#include "tst_special_files.moc"
