// clean's option table (clean/option_table.h) against figures written down here from the
// bounds the CLI and the project file held before the table: each row's range and words, the
// defaults, option_bounds reading the rows, and every flag past its bound refused by the CLI
// (exit 2, the row's words, nothing written).

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

#include "rigpose/clean/option_bounds.h"
#include "rigpose/clean/option_table.h"
#include "testutils.h"

using namespace rigpose;

namespace {

struct Range {
    const char* key;
    util::OptionKind kind;
    double lowest, highest;
    bool lowestIn, highestIn;
};
constexpr bool kOpen = false, kIn = true;
const double inf = INFINITY;
const Range kRanges[] = {
    {"legs", util::OptionKind::Integer, 0, 999, kIn, kIn},
    {"rest", util::OptionKind::Integer, 0, 999, kIn, kIn},
    // A thousand trunk lengths: past that a joint has left the picture (issue 36).
    {"speed", util::OptionKind::Number, 0, 1000, kOpen, kIn},
    {"reach", util::OptionKind::Number, 0, 1000, kOpen, kIn},
};

// The words just past each flag's bounds, and words of the wrong kind.
struct Bad {
    const char* flag;
    const char* word;
};
const Bad kBad[] = {
    {"legs", "-1"},          {"legs", "1000"},
    {"legs", "7.5"},         {"rest", "-1"},
    {"rest", "1000"},        {"rest", "x"},
    {"hold-speed", "0"},     {"hold-speed", "-1"},
    {"hold-speed", "inf"},   {"hold-speed", "1000.001"},
    {"hold-reach", "1e300"}, {"hold-speed", "fast"},
    {"hold-reach", "0"},     {"hold-reach", "nan"},
    {"hold", "on"},          {"hold", "true"},
    {"depth", "hop"},        {"depth", "Walk"},
};

QString pose() { return QStringLiteral(RIGPOSE_SOURCE_DIR "/resources/examples/wave/pose.raw.json"); }

}  // namespace

class TestCleanOptionTable : public QObject {
    Q_OBJECT

private slots:
    void eachRowIsSaidOnce()
    {
        std::vector<std::string> flags;
        for (const clean::OptionRow& r : clean::optionTable()) {
            QVERIFY2(std::find(flags.begin(), flags.end(), r.flag) == flags.end(), r.flag.c_str());
            flags.push_back(r.flag);
            QVERIFY(!r.key.empty() && !r.label.empty() && !r.help.empty() && !r.takes.empty());
            QVERIFY(r.get && r.set);
        }
        QCOMPARE(flags, (std::vector<std::string>{"loop", "legs", "rest", "hips-inferred", "hold", "hold-speed",
                                                  "hold-reach", "depth", "person", "verbose"}));
    }

    void eachBoundIsTodays()
    {
        for (const Range& want : kRanges) {
            const clean::OptionRow& r = clean::optionRow(want.key);
            QCOMPARE(r.kind, want.kind);
            QCOMPARE(r.lowest.value, want.lowest);
            QCOMPARE(r.highest.value, want.highest);
            QCOMPARE(r.lowest.inclusive, want.lowestIn);
            QCOMPARE(r.highest.inclusive, want.highestIn);
        }
        QCOMPARE(clean::optionRow("legs").picks, (std::vector<int>{1, 5, 7, 9, 11, 13, 15, 21, 31}));
        for (int w : clean::optionRow("rest").picks)
            QVERIFY(clean::isValidWindow(w));
        QCOMPARE(clean::optionRow("hold").offWord, std::string("off"));
        QCOMPARE(clean::optionRow("speed").needs, std::vector<std::string>{"hold"});
        QCOMPARE(clean::optionRow("reach").needs, std::vector<std::string>{"hold"});
        QCOMPARE(clean::optionRow("depth").choices, (std::vector<std::string>{"walk", "run"}));
        QVERIFY(clean::optionRow("depth").optional && clean::optionRow("person").optional);
        QCOMPARE(clean::optionRow("person").kind, util::OptionKind::Text);
        QVERIFY(!clean::optionRow("verbose").echoed && !clean::optionRow("verbose").widget);
    }

    void theBoundsFunctionsReadTheRows()
    {
        QVERIFY(clean::isWindowInRange(0) && clean::isWindowInRange(999));
        QVERIFY(!clean::isWindowInRange(-1) && !clean::isWindowInRange(1000));
        QVERIFY(clean::isHoldLength(1e-9) && clean::isHoldLength(5));
        QVERIFY(!clean::isHoldLength(0) && !clean::isHoldLength(-1) && !clean::isHoldLength(inf));
    }

    void theDefaultsAreTodays()
    {
        const clean::CleanOptions o;
        const auto value = [&o](const char* key) { return clean::optionRow(key).get(o); };
        QCOMPARE(value("legs"), util::OptionValue(5.0));
        QCOMPARE(value("rest"), util::OptionValue(7.0));
        QCOMPARE(value("hold"), util::OptionValue(true));
        QCOMPARE(value("loop"), util::OptionValue(false));
        QCOMPARE(value("speed"), util::OptionValue(0.015));
        QCOMPARE(value("reach"), util::OptionValue(0.03));
        QCOMPARE(value("depth"), util::OptionValue());
        QCOMPARE(value("person"), util::OptionValue());
    }

    void aWordSetsItsRow()
    {
        clean::CleanOptions o;
        for (auto [flag, word] : {std::pair{"hold", "off"}, std::pair{"depth", "run"}, std::pair{"legs", "9"},
                                  std::pair{"hold-reach", "0.05"}, std::pair{"person", "p2"}}) {
            const clean::OptionRow& r = clean::optionRow(flag);
            const auto value = util::valueOfWord(r, word);
            QVERIFY2(value, flag);
            r.set(o, *value);
        }
        QVERIFY(!o.hold);
        QCOMPARE(o.depth, std::optional(clean::Gait::Run));
        QCOMPARE(o.legs, 9);
        QCOMPARE(o.holdParams.reach, 0.05);
        QCOMPARE(o.person, std::optional<std::string>("p2"));
    }

    void eachFlagPastItsBoundIsAUsageError()
    {
        QTemporaryDir dir;
        for (const Bad& bad : kBad) {
            const QString out = dir.filePath(QStringLiteral("cleaned.json"));
            const test::CliRun run = test::runCli(
                {QStringLiteral("clean"), QStringLiteral("--pose"), pose(), QStringLiteral("--out"), out,
                 QStringLiteral("--") + QString::fromLatin1(bad.flag), QString::fromLatin1(bad.word)});
            const QString what = QStringLiteral("--%1 %2").arg(QString::fromLatin1(bad.flag),
                                                               QString::fromLatin1(bad.word));
            QVERIFY2(run.exitCode == 2, qPrintable(what));
            const std::string words = util::badWordMessage(clean::optionRow(bad.flag), bad.word);
            QVERIFY2(run.err.contains(QByteArray::fromStdString(words)),
                     qPrintable(what + QStringLiteral(": ") + QString::fromUtf8(run.err)));
            QVERIFY2(!QFileInfo::exists(out), qPrintable(what));
        }
    }

    void theHoldsFiguresAreRefusedWithTheHoldOff()
    {
        QTemporaryDir dir;
        for (const char* flag : {"--hold-speed", "--hold-reach"}) {
            const QString out = dir.filePath(QStringLiteral("cleaned.json"));
            const test::CliRun run = test::runCli(
                {QStringLiteral("clean"), QStringLiteral("--pose"), pose(), QStringLiteral("--out"), out,
                 QStringLiteral("--hold"), QStringLiteral("off"), QString::fromLatin1(flag), QStringLiteral("0.1")});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(flag) && run.err.contains("--hold off"), run.err.constData());
            QVERIFY(!QFileInfo::exists(out));
        }
    }

    void theHelpListsEveryRow()
    {
        const test::CliRun help = test::runCli({QStringLiteral("clean"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        for (const clean::OptionRow& r : clean::optionTable())
            QVERIFY2(help.out.contains(QByteArray::fromStdString("--" + r.flag + " ")) ||
                         help.out.contains(QByteArray::fromStdString("--" + r.flag + "\n")),
                     r.flag.c_str());
    }
};

QTEST_GUILESS_MAIN(TestCleanOptionTable)
#include "tst_option_table.moc"
