// The retarget's option table (stage/option_table.h) against figures written down here from the
// reference's flags: each bound, each default, the project file round trip of every row, and the
// report's options and the record's flags listing every row in the table's order.

#include <QTest>

#include <cmath>
#include <cstdio>
#include <set>

#include "json_keys.h"
#include "rigpose/project/project_file.h"
#include "rigpose/report/report.h"
#include "rigpose/stage/option_table.h"
#include "rigpose/stage/reduce_text.h"

using namespace rigpose;

namespace {

// A range as the reference states it for the flag; kOpen marks an end the value may not take.
struct Range {
    const char* key;
    double lowest, highest;
    bool lowestIn, highestIn;
};
constexpr bool kOpen = false, kIn = true;
const double inf = INFINITY;
const Range kRanges[] = {
    {"minScore", 0, 1e9, kIn, kIn},  {"short", 0, 1, kOpen, kIn},  {"flip", 0, 180, kOpen, kOpen},
    {"floor", -1e6, 1e6, kIn, kIn},  {"stance", 0, 1, kOpen, kIn}, {"switchTolerance", 0, 180, kOpen, kOpen},
    {"switchMin", 0, 1e9, kIn, kIn},
};

const stage::OptionRow& row(const char* key)
{
    const stage::OptionRow* r = util::findOption(stage::optionTable(), key);
    if (!r)
        qFatal("no row %s", key);
    return *r;
}

bool takes(const stage::OptionRow& r, double v)
{
    char word[64];
    std::snprintf(word, sizeof word, "%.17g", v);
    return util::valueOfWord(r, word).has_value();
}

// A value of the row other than its default, inside its bounds.
util::OptionValue another(const stage::OptionRow& r)
{
    switch (r.kind) {
    case util::OptionKind::Switch:
        return true;
    case util::OptionKind::Choice:
        return r.choices.back();
    case util::OptionKind::Text:
        return std::string(r.key == "reduce" ? "2,arm_r=0.5" : r.key == "legScale" ? "0.7,1.1" : "other");
    default:
        return r.offered != 0 ? r.offered : util::boxLowest(r) + 2 * r.step;
    }
}

}  // namespace

class TestOptionTable : public QObject {
    Q_OBJECT

private slots:
    void flagsAndKeysAreOneEach()
    {
        std::set<std::string> flags, keys;
        for (const stage::OptionRow& r : stage::optionTable()) {
            QVERIFY2(flags.insert(r.flag).second, r.flag.c_str());
            QVERIFY2(keys.insert(r.key).second, r.key.c_str());
            QVERIFY(!r.label.empty() && !r.help.empty() && !r.takes.empty());
            QVERIFY(r.get && r.set);
            QCOMPARE(r.valueName.empty(), r.kind == util::OptionKind::Switch);
        }
    }

    void eachBoundIsTheReferences()
    {
        for (const Range& range : kRanges) {
            const stage::OptionRow& r = row(range.key);
            QVERIFY2(r.kind == util::OptionKind::Number, range.key);
            if (std::isfinite(range.lowest)) {
                QCOMPARE(takes(r, range.lowest), range.lowestIn);
                QVERIFY(!takes(r, std::nextafter(range.lowest, -inf)));
                QVERIFY(takes(r, std::nextafter(range.lowest, inf)));
            }
            if (std::isfinite(range.highest)) {
                QCOMPARE(takes(r, range.highest), range.highestIn);
                QVERIFY(!takes(r, std::nextafter(range.highest, inf)));
                QVERIFY(takes(r, std::nextafter(range.highest, -inf)));
            } else {
                QVERIFY(takes(r, 1e300));
            }
            QVERIFY(!util::valueOfWord(r, "nan") && !util::valueOfWord(r, "inf") && !util::valueOfWord(r, "1x"));
        }
        QVERIFY(util::valueOfWord(row("bends"), "clamp") && !util::valueOfWord(row("bends"), "Clamp"));
        QVERIFY(!util::valueOfWord(row("name"), ""));
        // --leg-scale takes two numbers with 0 < min <= 1 <= max, and writes them back shortest.
        for (const char* bad : {"1.2,1.05", "0,1", "0.8,0.99", "0.8", "0.8,1,2", "a,1", "0.8,inf", ""})
            QVERIFY2(!util::valueOfWord(row("legScale"), bad), bad);
        retarget::Options o;
        row("legScale").set(o, *util::valueOfWord(row("legScale"), "0.80,1.050"));
        QVERIFY((o.legScale == std::optional<std::pair<double, double>>{{0.8, 1.05}}));
        QVERIFY(row("legScale").get(o) == util::OptionValue(std::string("0.8,1.05")));
    }

    void theDefaultsAreTheReferences()
    {
        const retarget::Options o;
        QVERIFY(row("minScore").get(o) == util::OptionValue(0.3));
        QVERIFY(row("switchTolerance").get(o) == util::OptionValue(25.0));
        QVERIFY(row("switchMin").get(o) == util::OptionValue(0.25));
        QVERIFY(row("bends").get(o) == util::OptionValue(std::string("refuse")));
        QVERIFY(row("plantFeet").get(o) == util::OptionValue(false));
        for (const char* off : {"short", "flip", "floor", "stance", "person", "idle"})
            QVERIFY2(std::holds_alternative<std::monostate>(row(off).get(o)), off);
        QCOMPARE(row("floor").needs, std::vector<std::string>{"plant-feet"});
        QCOMPARE(row("stance").needs, std::vector<std::string>{"plant-feet"});
        QCOMPARE(row("reduceKeepPlanted").needs, (std::vector<std::string>{"reduce", "plant-feet"}));
    }

    // An open end is one step of the box's last decimal inside; an unbounded end the widest box.
    void theStudiosBoxIsInsideTheBounds()
    {
        for (const Range& range : kRanges) {
            const stage::OptionRow& r = row(range.key);
            QVERIFY(takes(r, util::boxLowest(r)) && takes(r, util::boxHighest(r)));
            const double step = std::pow(10.0, -r.decimals);
            if (std::isfinite(range.lowest))
                QVERIFY(std::abs(util::boxLowest(r) - (range.lowest + (range.lowestIn ? 0 : step))) < 1e-12);
            else
                QCOMPARE(util::boxLowest(r), -util::kWidestBox);
            if (std::isfinite(range.highest))
                QVERIFY(std::abs(util::boxHighest(r) - (range.highest - (range.highestIn ? 0 : step))) < 1e-12);
            else
                QCOMPARE(util::boxHighest(r), util::kWidestBox);
        }
    }

    void everyRowRoundTripsThroughTheProjectFile()
    {
        for (const stage::OptionRow& r : stage::optionTable()) {
            if (!r.echoed)
                continue;
            project::ProjectFile file;
            for (const std::string& flag : r.needs)
                util::findOption(stage::optionTable(), flag)
                    ->set(file.retarget, another(*util::findOption(stage::optionTable(), flag)));
            const util::OptionValue value = another(r);
            r.set(file.retarget, value);
            QVERIFY2(!(file.retarget == retarget::Options()), r.key.c_str());
            const auto read = project::readProjectText(project::projectText(file), "p.rigpose.json");
            QVERIFY2(read.ok(), read.ok() ? "" : read.refusals.items()[0].message.c_str());
            QVERIFY2(r.get(read.value.retarget) == value, r.key.c_str());
            QVERIFY(read.value.retarget == file.retarget);
        }
    }

    void aBadValueInTheProjectIsRefusedWithWhatTheRowTakes()
    {
        const auto read = project::readProjectText(R"({"spec":"rigpose-project/1","retarget":{"flip":180}})",
                                                   "p.rigpose.json");
        QVERIFY(!read.ok());
        QCOMPARE(read.refusals.items()[0].code, std::string("PROJECT_FIELD"));
        QVERIFY(read.refusals.items()[0].message.find(row("flip").takes) != std::string::npos);
        const auto floorAlone = project::readProjectText(R"({"spec":"rigpose-project/1","retarget":{"floor":2}})",
                                                         "p.rigpose.json");
        QVERIFY(!floorAlone.ok());
        QVERIFY(floorAlone.refusals.items()[0].message.find("plantFeet") != std::string::npos);
    }

    void theReportsOptionsAreEveryEchoedRowInOrder()
    {
        retarget::Result run;
        run.options.shortFraction = 0.123456;
        std::vector<std::string> expected;
        for (const stage::OptionRow& r : stage::optionTable())
            if (r.echoed && !r.onlyWhenSet)
                expected.push_back(r.key);
        expected.push_back("switchAt");
        expected.push_back("contactKeys");
        const auto options = report::optionsJson(run);
        QCOMPARE(test::keysOf(options), expected);
        QCOMPARE(options["short"].get<double>(), 0.1235);  // four places, as the report rounds
        QVERIFY(options["plantFeet"] == false && options["floor"].is_null() && options["contactKeys"].is_null());
        QCOMPARE(options["switchTolerance"].get<double>(), 25.0);
        QVERIFY(options["switchAt"] == "first");
        QVERIFY(!options.contains("verbose") && !options.contains("summary"));
        // Rows echoed only when given (--reduce's) come in the table's order once set, --reduce's
        // text as its figures.
        stage::readReduceText("1.5,arm_r=0.25", run.options);
        run.options.reduceHip = 2;
        const auto reduced = report::optionsJson(run);
        const std::vector<std::string> keys = test::keysOf(reduced);
        const auto at = std::find(keys.begin(), keys.end(), "reduce");
        QVERIFY(at != keys.end() && at[1] == "reduceChains" && at[2] == "reduceHip");
        QCOMPARE(reduced["reduce"].get<double>(), 1.5);
        QCOMPARE(reduced["reduceChains"]["arm_r"].get<double>(), 0.25);
    }
};

QTEST_APPLESS_MAIN(TestOptionTable)
#include "tst_option_table.moc"
