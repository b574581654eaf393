// The property behind every writer: a command either refuses with a named code (one listed in
// docs/refusals.md), or everything it writes is read back by our own readers without refusal.
// Inputs are seeded random sequences (1, 2 or more frames, times down to a microsecond apart and
// under, coordinates from a millionth of a pixel to past the readers' bound, joints missing,
// scores 0..1) and mutations of the sequences in tests/data. clean, convert (COCO-17 and pose),
// pelvis and retarget run in-process through the core functions their commands call
// (app/cli/cmd_*.cpp); a few seeds also go through the real binary.
//
// Each writer added later joins this test: a stage below that writes what its command writes and
// reads it back with the command's reader.

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <charconv>
#include <cmath>
#include <random>
#include <set>

#include "cli_fixture.h"
#include "malformed_cases.h"
#include "rigpose/automap/automap.h"
#include "rigpose/clean/clean.h"
#include "rigpose/map/map.h"
#include "rigpose/motion/reader.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/report/report.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/rig/reader.h"
#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writable.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/spine/build.h"
#include "rigpose/util/json_finite.h"
#include "rigpose/util/json_parse.h"

using namespace rigpose;
using json = nlohmann::ordered_json;

namespace {

constexpr int kRandomSeeds = 400;  // in-process; every 3rd also retargets
constexpr int kMutations = 96;
constexpr int kBinarySeeds = 4;  // through rig-pose itself
constexpr int kRigSeeds = 300;   // automap on random rigs, in-process

// Every code refusals.md lists: a refusal is "named" when its code is one of them.
const QSet<QString>& documentedCodes()
{
    static const QSet<QString> codes = [] {
        QSet<QString> out;
        const QString text = QString::fromUtf8(test::readAll(test::src("docs/refusals.md")));
        static const QRegularExpression code(QStringLiteral("\\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\\b"));
        for (auto it = code.globalMatch(text); it.hasNext();)
            out.insert(it.next().captured(0));
        return out;
    }();
    return codes;
}

// The shortest spelling that reads back as the same double (inputs are never rounded here).
std::string num(double v)
{
    char buf[64];
    auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    return std::string(buf, end);
}

// A standing figure in units of its height, body-18 order, y down from the ankles.
constexpr double kFigure[18][2] = {{0, -1.6},     {0, -1.4},     {-0.25, -1.4}, {-0.35, -1.1}, {-0.4, -0.8},
                                   {0.25, -1.4},  {0.35, -1.1},  {0.4, -0.8},   {-0.15, -0.8}, {-0.17, -0.4},
                                   {-0.18, 0},    {0.15, -0.8},  {0.17, -0.4},  {0.18, 0},     {-0.05, -1.65},
                                   {0.05, -1.65}, {-0.1, -1.62}, {0.1, -1.62}};

struct Generator {
    std::mt19937_64 rng;
    explicit Generator(std::uint64_t seed) : rng(seed) {}

    double uniform(double a, double b) { return std::uniform_real_distribution<double>(a, b)(rng); }
    int integer(int a, int b) { return std::uniform_int_distribution<int>(a, b)(rng); }
    bool chance(double p) { return uniform(0, 1) < p; }
    template <class T, std::size_t N>
    T pick(const T (&options)[N])
    {
        return options[static_cast<std::size_t>(integer(0, int(N) - 1))];
    }

    int frameCount() { return pick({1, 2, 3, 5, integer(4, 40), integer(4, 40)}); }

    // Increasing times: a usual rate, or steps at and under the writer's microsecond.
    std::vector<double> times(int n)
    {
        const double start = pick({0.0, -3.5, 12.25, 0.1000001});
        const double step = pick({1.0 / 24, 1.0 / 30, 1.0 / 24, 1.0 / 30, 1e-6, 1.5e-6, 4e-7, 0.0333334});
        std::vector<double> t;
        for (int i = 0; i < n; ++i)
            t.push_back(start + step * i * (chance(0.1) ? uniform(0.5, 1.5) : 1));
        for (std::size_t i = 1; i < t.size(); ++i)  // keep them strictly increasing before rounding
            t[i] = std::max(t[i], std::nextafter(t[i - 1], 1e300));
        return t;
    }

    // Picture scale and where the figure stands: tiny, usual, huge, at and past the bound.
    std::pair<double, double> placement()
    {
        const double scale = pick({1e-6, 1e-3, 1.0, 300.0, 2e5, 4e8});
        const double offset = pick({0.0, 500.0, -2e3, 5e8, -9.99e8});
        return {scale, offset};
    }

    // One input in ten holds coordinates out of any sane range (the readers' bound refuses
    // those past 1e9; 1e9 itself is read).
    bool wild = false;
    void pickWildness() { wild = chance(0.1); }
    double maybeWild(double v) { return wild && chance(0.05) ? pick({1.7e308, -1.7e308, 2e9, 1e9}) : v; }
    // Mostly good enough to retarget (over its --min-score 0.3), sometimes not.
    double score() { return chance(0.8) ? uniform(0.3, 1) : uniform(0, 1); }
};

std::string randomPoseText(Generator& g, std::string* what)
{
    const int n = g.frameCount();
    const auto t = g.times(n);
    const auto [scale, offset] = g.placement();
    const bool twoPeople = g.chance(0.1);
    const double missing = g.pick({0.0, 0.0, 0.1, 0.5, 1.0});
    g.pickWildness();
    *what = "pose, " + std::to_string(n) + " frames, scale " + num(scale) + ", offset " + num(offset);
    std::string s = R"({"spec":"rig-pose-sequence/1","space":{"units":"picture-px","origin":"top-left","y":"down"},)"
                    R"("width":)" +
                    num(g.pick({720.0, 1e-3, 4e8})) + R"(,"height":1280,"frames":[)";
    for (int f = 0; f < n; ++f) {
        s += std::string(f ? "," : "") + R"({"t":)" + num(t[std::size_t(f)]) + R"(,"people":[)";
        for (int p = 0; p < (twoPeople ? 2 : 1); ++p) {
            s += std::string(p ? "," : "") + R"({"id":")" + (p ? "b" : "a") + R"(","joints":{)";
            bool first = true;
            for (std::size_t j = 0; j < body::kJointCount; ++j) {
                if (g.chance(missing * 0.5))
                    continue;  // not listed: missing
                const double wave = j == 4 || j == 7 ? 0.3 * std::sin(f * 0.4) : 0;
                const double x = offset + scale * (kFigure[j][0] + wave + g.uniform(-0.01, 0.01) + p);
                const double y = offset + scale * (kFigure[j][1] + 2 + g.uniform(-0.01, 0.01));
                const char* state = g.pick(
                    {"observed", "observed", "observed", "observed", "occluded", "inferred", "missing"});
                s += std::string(first ? "" : ",") + "\"" + std::string(body::kJointNames[j]) + R"(":{"state":")" +
                     state + "\"";
                first = false;
                if (std::string(state) != "missing")
                    s += R"(,"at":[)" + num(g.maybeWild(x)) + "," + num(g.maybeWild(y)) + "]";
                if (g.chance(0.95))
                    s += R"(,"score":)" + num(g.score());
                s += "}";
            }
            s += "}}";
        }
        s += "]}";
    }
    return s + "]}";
}

std::string randomCocoText(Generator& g, std::string* what)
{
    const int n = g.frameCount();
    const auto t = g.times(n);
    const auto [scale, offset] = g.placement();
    *what = "coco, " + std::to_string(n) + " frames, scale " + num(scale) + ", offset " + num(offset);
    g.pickWildness();
    // COCO's order, as body-18 joints: nose, eyes, ears, shoulders, elbows, wrists, hips, knees, ankles (l before r).
    static const int fromBody18[17] = {0, 15, 14, 17, 16, 5, 2, 6, 3, 7, 4, 11, 8, 12, 9, 13, 10};
    std::string s = R"({"format":"coco17-sequence/1","width":1080,"height":1920,"frames":[)";
    for (int f = 0; f < n; ++f) {
        s += std::string(f ? "," : "") + R"({"t":)" + num(t[std::size_t(f)]) + R"(,"keypoints":)";
        if (g.chance(0.1)) {
            s += "null}";
            continue;
        }
        s += "[";
        for (int k = 0; k < 17; ++k) {
            const double* p = kFigure[fromBody18[k]];
            const double score = g.chance(0.1) ? 0 : g.score();
            s += std::string(k ? "," : "") + "[" + num(g.maybeWild(offset + scale * (p[0] + g.uniform(-0.01, 0.01)))) +
                 "," + num(g.maybeWild(offset + scale * (p[1] + 2))) + "," + num(score) + "]";
        }
        s += "]}";
    }
    return s + "]}";
}

// A sequence from tests/data or the example, changed in one of the ways that used to write
// what could not be read: cut to one or two frames, squeezed in time, scaled or moved far out.
std::string mutatedText(Generator& g, std::string* what, bool* coco)
{
    static const char* const files[] = {"tests/data/cmu/05_07-front-24.noisy.pose.json",
                                        "tests/data/cmu/05_04-front-24.noisy.coco.json",
                                        "resources/examples/wave/pose.raw.json"};
    const std::string file = g.pick(files);
    *coco = file.find(".coco.") != std::string::npos;
    json doc = json::parse(test::readAll(test::src(file.c_str())).toStdString());
    json& frames = doc["frames"];
    const int keep = g.pick({1, 2, 3, 12});
    frames.erase(frames.begin() + std::min<std::ptrdiff_t>(keep, std::ptrdiff_t(frames.size())), frames.end());
    const double timeScale = g.pick({1.0, 1e-5, 2e-6, 1e-7});
    const double scale = g.pick({1.0, 1e-6, 1e5, 3e6}), shift = g.pick({0.0, 9e8, -5e8});
    *what = "mutated " + file + ": " + std::to_string(frames.size()) + " frames, time x" + num(timeScale) +
            ", coordinates x" + num(scale) + " + " + num(shift);
    auto move = [&](json& v) { v = v.get<double>() * scale + shift; };
    for (json& f : frames) {
        f["t"] = f["t"].get<double>() * timeScale;
        if (*coco) {
            if (f["keypoints"].is_null())
                continue;
            for (json& k : f["keypoints"]) {
                move(k[0]);
                move(k[1]);
            }
        } else {
            for (json& person : f["people"])
                for (auto& [name, joint] : person["joints"].items()) {
                    if (joint.contains("at")) {
                        move(joint["at"][0]);
                        move(joint["at"][1]);
                    }
                    if (g.chance(0.05))
                        joint = json{{"state", "missing"}};
                }
        }
    }
    return doc.dump();
}

// A rig for automap: the wave's bones under names drawn from the conventions automap knows (and
// meaningless ones), then random bones hung anywhere; or a random tree alone. Names repeat
// roles, sides and words, so presets, tokens and topology all half-match and must not produce a
// map the reader refuses.
std::string randomRigText(Generator& g, std::string* what)
{
    static const char* const names[] = {"hip",
                                        "Hips",
                                        "pelvis",
                                        "spine_01",
                                        "Spine",
                                        "torso",
                                        "chest",
                                        "neck",
                                        "head",
                                        "Head",
                                        "root",
                                        "{S}Arm",
                                        "{S}ForeArm",
                                        "{S}UpLeg",
                                        "{S}Leg",
                                        "{S}Hand",
                                        "{S}Shoulder",
                                        "upperarm_{s}",
                                        "lowerarm_{s}",
                                        "thigh_{s}",
                                        "calf_{s}",
                                        "shin_{s}",
                                        "leg_{s}",
                                        "arm_{f}",
                                        "hand_{f}",
                                        "thigh_{f}",
                                        "shin_{f}",
                                        "DEF-upper_arm.{L}",
                                        "DEF-forearm.{L}",
                                        "mixamorig:{S}Arm",
                                        "upperarm_twist_01_{s}",
                                        "ear_{s}",
                                        "face",
                                        "{f}-upper-arm",
                                        "{f}-bracer",
                                        "a+b",
                                        "x>y",
                                        "tip:tip",
                                        "b"};
    const bool fromWave = g.chance(0.4);
    std::vector<std::pair<std::string, int>> bones;  // name, parent index
    json waveBones;
    if (fromWave) {
        waveBones = json::parse(
            test::readAll(test::src("resources/examples/wave/rig/rig.json")).toStdString())["bones"];
        for (std::size_t i = 0; i < waveBones.size(); ++i)
            bones.push_back({"", -1});  // the wave's own parents, below
    }
    const int extra = g.integer(fromWave ? 0 : 1, fromWave ? 8 : 40);
    for (int i = 0; i < extra; ++i)
        bones.push_back({"", bones.empty() ? -1 : g.integer(0, int(bones.size()) - 1)});
    std::set<std::string> taken;
    json out = {{"spec", "rigc-rig/1"},
                {"name", "random"},
                {"skeleton", {{"width", 10}, {"height", 10}}},
                {"slots", json::array()},
                {"bones", json::array()}};
    for (std::size_t i = 0; i < bones.size(); ++i) {
        std::string name = g.chance(0.25) ? "b" + std::to_string(i) : g.pick(names);
        for (auto [key, words] : {std::pair{"{S}", std::pair{"Right", "Left"}}, std::pair{"{s}", std::pair{"r", "l"}},
                                  std::pair{"{L}", std::pair{"R", "L"}}, std::pair{"{f}", std::pair{"f", "b"}}})
            if (auto at = name.find(key); at != std::string::npos)
                name.replace(at, 3, g.chance(0.5) ? words.first : words.second);
        if (!taken.insert(name).second) {
            name += std::to_string(i);
            taken.insert(name);
        }
        json bone;
        if (fromWave && i < waveBones.size()) {
            bone = waveBones[i];
            if (g.chance(0.2))
                bone["rotation"] = g.uniform(-180, 180);
        } else {
            bone = {{"x", g.pick({0.0, g.uniform(-100, 100)})},
                    {"y", g.pick({0.0, g.uniform(-100, 100)})},
                    {"rotation", g.pick({0.0, 90.0, -90.0, 180.0, g.uniform(-180, 180)})},
                    {"length", g.pick({0.0, g.uniform(0, 200)})}};
            if (g.chance(0.1))
                bone["scaleX"] = -1;
        }
        bone["name"] = name;
        out["bones"].push_back(bone);
        bones[i].first = name;
    }
    for (std::size_t i = 0; i < bones.size(); ++i) {
        json& bone = out["bones"][i];
        bone.erase("parent");
        const int parent = fromWave && i < waveBones.size() && i > 0
                               ? [&] {
                                     const std::string wp = waveBones[i]["parent"].get<std::string>();
                                     for (std::size_t k = 0; k < waveBones.size(); ++k)
                                         if (waveBones[k]["name"] == wp)
                                             return int(k);
                                     return 0;
                                 }()
                               : bones[i].second;
        if (parent >= 0)
            bone["parent"] = bones[static_cast<std::size_t>(parent)].first;
    }
    *what = std::string(fromWave ? "the wave's tree and " : "") + std::to_string(extra) + " random bone(s)";
    return out.dump();
}

// What the stages saw, for the closing line and to make sure each was reached.
struct Tally {
    int inputs = 0, refusedAtRead = 0, written = 0, readBack = 0, refusedLater = 0, retargeted = 0;
};

class Stages {
public:
    Stages()
    {
        const std::string rigDir = test::sourcePath("resources/examples/wave/rig");
        paths = rig::resolveRigPaths(rigDir).value;
        rigRead = rig::readRigFile(paths.rig);
        mapRead = map::readMapText(test::readAll(test::src("resources/examples/wave/map.json")).toStdString(),
                                   "map.json", rigRead.value);
        if (paths.motion)
            base = motion::readMotionFile(*paths.motion, &rigRead.value);
    }

    bool ready() const { return rigRead.ok() && mapRead.ok() && (!base || base->ok()); }

    // A refusal is named: its code is one refusals.md lists.
    bool named(const RefusalList& refusals, const std::string& context)
    {
        if (refusals.empty()) {
            failure = context + ": refused without a refusal";
            return false;
        }
        for (const Refusal& r : refusals.items())
            if (!documentedCodes().contains(QString::fromStdString(r.code))) {
                failure = context + ": code " + r.code + " is not in docs/refusals.md (" + r.message + ")";
                return false;
            }
        return true;
    }

    // A refusal after the read: by clean, pelvis, retarget or a writer's WRITE_NUMBER.
    bool later(const RefusalList& refusals, const std::string& context)
    {
        tally.refusedLater++;
        return named(refusals, context);
    }

    // The sequence `command` would write, written and read back; the read-back, or nullopt when
    // the command refused (WRITE_NUMBER) or the read-back failed (`failure` says which).
    std::optional<sequence::Sequence> writeAndRead(const sequence::Sequence& seq, const std::string& command)
    {
        if (auto refused = sequence::checkWritable(seq, command + ".json")) {
            RefusalList one;
            one.add(refused->code, refused->message);
            later(one, command);
            return std::nullopt;
        }
        tally.written++;
        const std::string text = sequence::sequenceToText(seq);
        auto back = sequence::readSequenceText(text, command + ".json");
        if (!back.ok()) {
            failure = command + " wrote what the sequence reader refuses:\n" +
                      test::described(back.refusals).toStdString() + "\n" + text.substr(0, 1500);
            return std::nullopt;
        }
        tally.readBack++;
        return std::move(back.value);
    }

    // clean, with options the seed picks, then its output read back.
    std::optional<sequence::Sequence> clean(const sequence::Sequence& seq, Generator& g, const std::string& context)
    {
        clean::CleanOptions options;
        options.legs = g.pick({1, 5, 7});
        options.rest = g.pick({1, 5, 7});
        options.hold = g.chance(0.7);
        options.loop = g.chance(0.15);
        options.hipsInferred = g.chance(0.1);
        if (seq.personIds().size() > 1)
            options.person = "a";
        clean::CleanResult cleaned = clean::cleanSequence(seq, options);
        if (!cleaned.ok()) {
            later(cleaned.refusals, context + " clean");
            return std::nullopt;
        }
        return writeAndRead(cleaned.sequence, context + " clean");
    }

    // pelvis from one to three random keys, then pelvis -> clean.
    void pelvis(const sequence::Sequence& seq, Generator& g, const std::string& context)
    {
        const std::vector<std::string> ids = seq.personIds();
        RefusalList refusals = pelvis::checkTrackCanBeAdded(seq, "in.json");
        if (!refusals.empty() || ids.size() != 1) {
            if (!refusals.empty())
                later(refusals, context + " pelvis");
            return;
        }
        std::string keys = R"({"spec":"rig-pose-pelvis-keys/1","keys":[)";
        const int count = g.integer(1, 3);
        const double last = double(seq.frames.size() - 1);
        for (int k = 0; k < count; ++k)
            keys += std::string(k ? "," : "") + R"({"frame":)" + num(last * (k + g.uniform(0, 1)) / count) +
                    R"(,"deg":)" + num(g.pick({g.uniform(-720, 720), 179.9996, -179.9999, 1e300})) + "}";
        keys += "]}";
        auto read = pelvis::readPelvisKeysText(keys, "keys.json", seq.frames.size());
        if (!read.ok()) {
            later(read.refusals, context + " pelvis keys");
            return;
        }
        auto written = writeAndRead(pelvis::withKeyedTrack(seq, ids.front(), read.value), context + " pelvis");
        if (written)
            clean(*written, g, context + " pelvis");
    }

    // retarget onto the example rig; the motion is read back by the motion reader, the report
    // and the record by the JSON reader every core reader uses.
    void retarget(const sequence::Sequence& cleaned, const std::string& context)
    {
        retarget::Inputs inputs;
        inputs.sequence = &cleaned;
        inputs.rig = &rigRead.value;
        inputs.map = &mapRead.value;
        inputs.baseMotion = base ? &base->value : nullptr;
        inputs.options.name = "round_trip";
        inputs.imagesDir = spine::imagesDirOf(rigRead.value, paths.rig);
        inputs.buildDir = ".";
        const retarget::Result result = retarget::retarget(inputs);
        if (!result.ok()) {
            later(result.refusals, context + " retarget");
            return;
        }
        tally.retargeted++;
        auto motion = motion::readMotionText(result.gate.motionBytes, "motion.json", &rigRead.value);
        if (!motion.ok()) {
            failure = context + " retarget wrote a motion the reader refuses:\n" +
                      test::described(motion.refusals).toStdString();
            return;
        }
        const report::RunIdentity identity{{"rig", "0"},
                                           paths.rig,
                                           {"map.json", "0"},
                                           {"cleaned.json", "0"},
                                           std::nullopt};
        for (const json& doc : {report::reportJson(result, inputs.options, identity, cleaned, rigRead.value),
                                report::recordJson(result, identity, cleaned)}) {
            if (auto refused = checkWritable(doc, "report.json")) {
                RefusalList one;
                one.add(refused->code, refused->message);
                later(one, context + " retarget report");
                continue;
            }
            JsonParseError error;
            if (!parseJson(report::jsonText(doc), &error))
                failure = context + " retarget wrote a report that is not JSON: " + error.what;
        }
    }

    // Every stage on one input text; false when a property broke (`failure` says how).
    bool run(const std::string& text, bool coco, Generator& g, const std::string& context, bool alsoRetarget)
    {
        tally.inputs++;
        auto read = coco ? sequence::readCocoText(text, "in.json") : sequence::readSequenceText(text, "in.json");
        if (!read.ok()) {
            tally.refusedAtRead++;
            return named(read.refusals, context + " read");
        }
        writeAndRead(read.value, context + " convert");
        if (failure.empty()) {
            auto cleaned = clean(read.value, g, context);
            if (cleaned && alsoRetarget && failure.empty())
                retarget(*cleaned, context);
            if (failure.empty() && !coco)
                pelvis(read.value, g, context);
        }
        return failure.empty();
    }

    rig::RigPaths paths;
    Loaded<rig::Rig> rigRead;
    Loaded<map::Map> mapRead;
    std::optional<Loaded<motion::Motion>> base;
    Tally tally;
    std::string failure;
};

}  // namespace

class TestRoundTrip : public QObject {
    Q_OBJECT
private slots:
    void documentedCodesAreRead();
    void randomSequencesInProcess();
    void mutatedDataInProcess();
    void throughTheBinary();
    void automapOnRandomRigs();
};

// The code list the property leans on is the real one (a broken pattern would pass nothing).
void TestRoundTrip::documentedCodesAreRead()
{
    for (const char* code : {"POSE_TIME", "POSE_NUMBER", "COCO_TIME", "WRITE_NUMBER", "MAP_JOINT", "RIG_GATE"})
        QVERIFY2(documentedCodes().contains(QString::fromLatin1(code)), code);
}

void TestRoundTrip::randomSequencesInProcess()
{
    Stages stages;
    QVERIFY(stages.ready());
    for (int seed = 0; seed < kRandomSeeds; ++seed) {
        Generator g(std::uint64_t(seed) * 7919 + 1);
        std::string what;
        const bool coco = seed % 3 == 2;
        const std::string text = coco ? randomCocoText(g, &what) : randomPoseText(g, &what);
        const std::string context = "seed " + std::to_string(seed) + " (" + what + ")";
        QVERIFY2(stages.run(text, coco, g, context, seed % 3 == 0), stages.failure.c_str());
    }
    const Tally& t = stages.tally;
    qInfo("%d inputs: %d refused at read, %d outputs written, %d read back, %d later refusals, %d retargeted", t.inputs,
          t.refusedAtRead, t.written, t.readBack, t.refusedLater, t.retargeted);
    // Both sides of the property were exercised: inputs refused, and outputs written and read.
    QVERIFY(t.refusedAtRead > 0);
    QVERIFY(t.readBack > kRandomSeeds / 4);
    QCOMPARE(t.readBack, t.written);
}

void TestRoundTrip::mutatedDataInProcess()
{
    Stages stages;
    QVERIFY(stages.ready());
    for (int seed = 0; seed < kMutations; ++seed) {
        Generator g(std::uint64_t(seed) * 104729 + 3);
        std::string what;
        bool coco = false;
        const std::string text = mutatedText(g, &what, &coco);
        const std::string context = "mutation " + std::to_string(seed) + " (" + what + ")";
        QVERIFY2(stages.run(text, coco, g, context, seed % 4 == 0), stages.failure.c_str());
    }
    const Tally& t = stages.tally;
    qInfo("%d mutated inputs: %d refused at read, %d outputs written, %d read back, %d retargeted", t.inputs,
          t.refusedAtRead, t.written, t.readBack, t.retargeted);
    QVERIFY(t.refusedAtRead > 0);
    QVERIFY(t.retargeted > 0);
    QCOMPARE(t.readBack, t.written);
}

// The same property as a user meets it: exit 0 and every file written reads back, or exit 1
// with a documented code and nothing written.
void TestRoundTrip::throughTheBinary()
{
    for (int seed = 0; seed < kBinarySeeds; ++seed) {
        QTemporaryDir dir;
        Generator g(std::uint64_t(seed) * 31 + 5);
        std::string what;
        const bool coco = seed % 2 == 1;
        QFile in(dir.filePath(QStringLiteral("in.json")));
        QVERIFY(in.open(QIODevice::WriteOnly));
        in.write(QByteArray::fromStdString(coco ? randomCocoText(g, &what) : randomPoseText(g, &what)));
        in.close();
        const QString input = coco ? QStringLiteral("--coco") : QStringLiteral("--pose");
        const std::vector<std::pair<QStringList, QStringList>> runs = {
            {{QStringLiteral("convert"), input, QStringLiteral("in.json"), QStringLiteral("--out"),
              QStringLiteral("converted.json")},
             {QStringLiteral("converted.json")}},
            {{QStringLiteral("clean"), input, QStringLiteral("in.json"), QStringLiteral("--out"),
              QStringLiteral("cleaned.json")},
             {QStringLiteral("cleaned.json")}},
            {test::retargetExample(QStringLiteral("cleaned.json"), QStringLiteral("motion.json")),
             {QStringLiteral("motion.json"), QStringLiteral("motion.report.json")}},
        };
        for (const auto& [arguments, outputs] : runs) {
            const test::CliRun run = test::runCli(arguments, dir.path());
            const QString context = QStringLiteral("seed %1 (%2): rig-pose %3\n%4")
                                        .arg(seed)
                                        .arg(QString::fromStdString(what), arguments.join(u' '),
                                             QString::fromUtf8(run.err));
            QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(context));
            if (run.exitCode == 1) {
                static const QRegularExpression line(QStringLiteral("\\b([A-Z][A-Z0-9]*_[A-Z0-9_]+): "));
                const auto match = line.match(QString::fromUtf8(run.err));
                QVERIFY2(match.hasMatch() && documentedCodes().contains(match.captured(1)), qPrintable(context));
                for (const QString& out : outputs)
                    QVERIFY2(!QFile::exists(dir.filePath(out)), qPrintable(context));
                continue;
            }
            for (const QString& out : outputs) {
                const std::string path = dir.filePath(out).toStdString();
                RefusalList refusals;
                if (out.endsWith(QStringLiteral(".report.json"))) {
                    JsonParseError error;
                    if (!parseJson(test::readAll(dir.filePath(out)).toStdString(), &error))
                        refusals.add("REPORT", error.what);
                } else if (out.startsWith(QStringLiteral("motion"))) {
                    refusals = motion::readMotionFile(path).refusals;
                } else {
                    refusals = sequence::readSequenceFile(path).refusals;
                }
                QVERIFY2(refusals.empty(), qPrintable(context + test::described(refusals)));
            }
        }
    }
}

// automap either refuses by a documented code with no rows, or proposes a map that the reader
// accepts against the same rig, whole and any subset of its rows.
void TestRoundTrip::automapOnRandomRigs()
{
    int proposed = 0, none = 0, chains = 0;
    for (int seed = 0; seed < kRigSeeds; ++seed) {
        Generator g(std::uint64_t(seed) * 6151 + 11);
        std::string what;
        const std::string text = randomRigText(g, &what);
        const std::string context = "rig seed " + std::to_string(seed) + " (" + what + ")";
        auto rig = rig::readRigText(text, "rig.json");
        QVERIFY2(rig.ok(), qPrintable(QString::fromStdString(context + "\n" + text) + test::described(rig.refusals)));
        auto p = automap::proposeMap(rig.value, {.front = g.chance(0.5) ? 'r' : 'l'}, "rig.json");
        if (!p.ok()) {
            QVERIFY2(p.refusals.has("AUTOMAP_NONE") && p.refusals.total() == 1 && p.value.rows.empty(),
                     qPrintable(QString::fromStdString(context) + test::described(p.refusals)));
            QVERIFY(documentedCodes().contains(QStringLiteral("AUTOMAP_NONE")));
            ++none;
            continue;
        }
        ++proposed;
        chains += int(p.value.rows.size());
        std::vector<std::size_t> some;
        for (std::size_t r = 0; r < p.value.rows.size(); ++r)
            if (g.chance(0.5))
                some.push_back(r);
        for (const json& map : {automap::mapJsonOf(p.value), automap::mapJsonOf(p.value, some, g.chance(0.5))}) {
            if (map["chains"].empty())
                continue;  // an empty subset is no map
            const std::string mapText = automap::mapTextOf(map);
            auto read = map::readMapText(mapText, "proposed.json", rig.value);
            QVERIFY2(read.ok(), qPrintable(QString::fromStdString(context + "\n" + text + "\n" + mapText) +
                                           test::described(read.refusals)));
        }
    }
    qInfo("%d random rigs: %d proposed (%d chains), %d refused AUTOMAP_NONE", kRigSeeds, proposed, chains, none);
    QVERIFY(proposed > 0);
    QVERIFY(none > 0);
}

QTEST_GUILESS_MAIN(TestRoundTrip)
#include "tst_round_trip.moc"
