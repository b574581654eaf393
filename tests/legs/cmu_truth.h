#pragma once
// The CMU fixtures' truth (tests/data/cmu, keypoint-truth/1) as the legs tests read it: each
// frame's contact_foot, and the support and flights it implies; and the map their back views run on.
#include <string>
#include <vector>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "../retarget/retarget_fixture.h"
#include "rigpose/legs/feet.h"

namespace rigpose::test::cmu {

struct Contact {
    bool r = false, l = false;
};

// contact_foot per frame; empty when the file cannot be read.
// The wave's map without its head chain, for a clip seen from behind: the nose that chain reads
// is never seen there (the legs and the translate stay the wave's).
inline const map::Map& headlessExampleMap()
{
    static const rig::Rig rig = exampleRig();
    static const map::Map map = [] {
        map::Map m = exampleMap(rig);
        std::erase_if(m.chains, [](const map::Chain& c) { return c.name == "head"; });
        return m;
    }();
    return map;
}

inline std::vector<Contact> contactsOf(const std::string& truthPath)
{
    QFile f(QString::fromStdString(truthPath));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonArray frames = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("frames")).toArray();
    std::vector<Contact> out;
    for (const QJsonValue& v : frames) {
        const QJsonObject c = v.toObject().value(QStringLiteral("contact_foot")).toObject();
        out.push_back({c.value(QStringLiteral("r")).toBool(), c.value(QStringLiteral("l")).toBool()});
    }
    return out;
}

// The single-support frames, and on how many of them `support` names the foot in contact.
struct Agreement {
    std::size_t single = 0, agree = 0;
    double share() const { return single ? static_cast<double>(agree) / static_cast<double>(single) : 0; }
};
inline Agreement agreementOf(const std::vector<Contact>& truth, const std::vector<int>& support)
{
    Agreement a;
    for (std::size_t f = 0; f < truth.size() && f < support.size(); ++f) {
        if (truth[f].r == truth[f].l)
            continue;
        ++a.single;
        a.agree += support[f] == (truth[f].r ? 0 : 1);
    }
    return a;
}

// The runs of frames with neither foot in contact, at least `shortest` frames long.
inline std::vector<legs::FrameRun> flightsOf(const std::vector<Contact>& truth, std::size_t shortest)
{
    std::vector<legs::FrameRun> out;
    for (std::size_t f = 0; f < truth.size();) {
        if (truth[f].r || truth[f].l) {
            ++f;
            continue;
        }
        std::size_t b = f;
        while (b + 1 < truth.size() && !truth[b + 1].r && !truth[b + 1].l)
            ++b;
        if (b + 1 - f >= shortest)
            out.emplace_back(f, b);
        f = b + 1;
    }
    return out;
}

}  // namespace rigpose::test::cmu
