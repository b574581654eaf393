// MapEditorDock: the map editor's Alternates tab. The sets shown as the map holds them, each edit
// the whole `alternates` array as one undoable map edit, the key skeleton taken from the frame the
// views show, and the drawn angles the key skeleton implies, worked out by core/switches on the
// map as it reads now.

#include <QFileInfo>

#include <algorithm>
#include <cmath>

#include "document.h"
#include "map_editor_dock.h"
#include "map_json_fields.h"
#include "rigpose/map/map.h"
#include "rigpose/map/map_json.h"
#include "rigpose/switches/drawn_from_key.h"
#include "rigpose/widgets/map_alternates_form.h"
#include "rigpose/widgets/map_editor.h"

namespace rigpose::studio {

using json = nlohmann::ordered_json;

namespace {

// A picture position as the key skeleton keeps it: to a thousandth of a pixel, as the bundled
// maps are typed.
double keyCoordinate(double v) { return std::round(v * 1000) / 1000 + 0.0; }

}  // namespace

void MapEditorDock::showAlternates(const json* map)
{
    widgets::MapAlternatesForm* form = m_editor->alternatesForm();
    QList<widgets::MapChainInfo> chains;
    if (map && map->is_object() && map->contains("chains") && (*map)["chains"].is_array())
        for (const json& c : (*map)["chains"])
            if (c.is_object())
                chains.push_back(
                    {map_json::textAt(c, "name"), map_json::textsAt(c, "bones"), map_json::textsAt(c, "joints")});
    form->setChains(std::move(chains));
    form->setRigSlots(m_rigShown ? widgets::RigSlotList::of(*m_rigShown) : widgets::RigSlotList());
    form->setAlternates(map && map->is_object() && map->contains("alternates") ? (*map)["alternates"] : json());
}

void MapEditorDock::editAlternates(const json& sets, const QString& what)
{
    const json* map = m_document->mapJson();
    if (!map)
        return;
    if (sets.is_array() && !sets.empty()) {
        m_document->setMapValue(MapPath::of("/alternates"), sets, what);
        return;
    }
    // No sets left: the key goes, so the map reads (and runs) as one that never had any.
    json without = *map;
    without.erase("alternates");
    m_document->setMapValue(MapPath::of(""), std::move(without), what);
}

void MapEditorDock::takeKeySkeleton(int set)
{
    widgets::MapAlternatesForm* form = m_editor->alternatesForm();
    const json& sets = form->alternates();
    if (set < 0 || set >= static_cast<int>(sets.size()))
        return;
    const std::optional<sequence::Person> person = m_framePose ? m_framePose() : std::nullopt;
    if (!person) {
        emit note(tr("No frame to take the key skeleton from: open a sequence first"));
        return;
    }
    const QStringList joints = form->keySkeletonJoints(set);
    json pose = json::object();
    QStringList missing;
    for (const QString& name : joints) {
        const auto point = map::posePoint(name.toStdString());
        if (!point) {
            missing << name;
            continue;
        }
        const sequence::JointSample& a = person->joint(point->joints[0]);
        const sequence::JointSample& b = person->joint(point->joints[1]);
        if (!a.at || !b.at) {
            missing << name;
            continue;
        }
        const Eigen::Vector2d at = (*a.at + *b.at) / 2;
        pose[name.toStdString()] = map::writer::pair(Eigen::Vector2d(keyCoordinate(at.x()), keyCoordinate(at.y())));
    }
    if (!missing.isEmpty()) {
        emit note(tr("The frame does not place %1: the key skeleton is left as it was")
                      .arg(missing.join(QStringLiteral(", "))));
        return;
    }
    json edited = sets;
    map::writer::putSetKey(edited[static_cast<std::size_t>(set)], "pose", std::move(pose));
    if (edited != sets)
        editAlternates(edited, tr("Take Key Skeleton"));
}

void MapEditorDock::drawnFromKey(int set)
{
    const json& sets = m_editor->alternatesForm()->alternates();
    const MapSource* source = m_document->map();
    if (set < 0 || set >= static_cast<int>(sets.size()) || !source || !m_rigShown)
        return;
    const json* mapJson = m_document->mapJson();
    if (!mapJson)
        return;
    // Read without the set's own drawn angles: those are what is being replaced, and a wrong one
    // must not stop the fix.
    json withoutDrawn = *mapJson;
    withoutDrawn["alternates"][static_cast<std::size_t>(set)].erase("drawn");
    const Loaded<map::Map> read = map::readMapText(mapFileText(withoutDrawn),
                                                   QFileInfo(source->path).fileName().toStdString(), *m_rigShown);
    if (!read.ok()) {
        emit note(tr("The map must read without problems first (%1)")
                      .arg(QString::fromStdString(read.refusals.items().front().code)));
        return;
    }
    const std::string name = map::writer::nameOf(sets[static_cast<std::size_t>(set)]);
    const auto found = std::find_if(read.value.alternates.begin(), read.value.alternates.end(),
                                    [&name](const map::AlternateSet& s) { return s.name == name; });
    if (found == read.value.alternates.end())
        return;
    json drawn = json::object();
    for (const map::DrawnAngle& d : switches::drawnFromKey(*found, read.value, *m_rigShown))
        drawn[d.bone] = map::writer::number(d.degrees);
    if (drawn.empty()) {
        emit note(tr("The key skeleton places no segment of the set's chains yet"));
        return;
    }
    json edited = sets;
    map::writer::putSetKey(edited[static_cast<std::size_t>(set)], "drawn", std::move(drawn));
    if (edited != sets)
        editAlternates(edited, tr("Drawn Angles from Key Skeleton"));
}

}  // namespace rigpose::studio
