#include "map_editor_dock.h"

#include <QDoubleSpinBox>
#include <QFileInfo>

#include <algorithm>
#include <cctype>

#include "document.h"
#include "map_chain_model.h"
#include "map_json_fields.h"
#include "rigpose/map/map_json.h"
#include "rigpose/widgets/map_alternates_form.h"
#include "rigpose/widgets/map_chain_form.h"
#include "rigpose/widgets/map_columns.h"
#include "rigpose/widgets/map_editor.h"
#include "rigpose/widgets/skeleton_view.h"

namespace rigpose::studio {

using json = nlohmann::ordered_json;

namespace {

QVariant translateBlock(const json* map)
{
    if (!map || !map->is_object() || !map->contains("translate") || !(*map)["translate"].is_object())
        return {};
    const json& t = (*map)["translate"];
    const auto str = map_json::textAt;
    const auto pair = map_json::textsAt;
    QVariantMap out;
    out.insert(QStringLiteral("bone"), str(t, "bone"));
    out.insert(QStringLiteral("joint"), str(t, "joint"));
    const auto scale = t.find("scale");
    if (scale != t.end() && scale->is_object()) {
        out.insert(QStringLiteral("pose"), pair(*scale, "pose"));
        out.insert(QStringLiteral("rig"), pair(*scale, "rig"));
    }
    return out;
}

json translateJson(const QVariantMap& block)
{
    return map::writer::translateJson(block.value(QStringLiteral("bone")).toString().toStdString(),
                                      block.value(QStringLiteral("joint")).toString().toStdString(),
                                      map_json::strings(block.value(QStringLiteral("pose")).toStringList()),
                                      map_json::strings(block.value(QStringLiteral("rig")).toStringList()));
}

bool aboutTranslate(const Refusal& r) { return r.message.find("translate") != std::string::npos; }

// The set a problem is about ("...: alternates[2] ("up_r"): ..."), or nullopt.
std::optional<std::size_t> alternateOf(const Refusal& r)
{
    const std::string tag = ": alternates[";
    const std::size_t at = r.message.find(tag);
    if (at == std::string::npos)
        return std::nullopt;
    std::size_t index = 0, i = at + tag.size();
    if (i >= r.message.size() || !std::isdigit(static_cast<unsigned char>(r.message[i])))
        return std::nullopt;
    for (; i < r.message.size() && std::isdigit(static_cast<unsigned char>(r.message[i])); ++i)
        index = index * 10 + static_cast<std::size_t>(r.message[i] - '0');
    return index;
}

}  // namespace

MapEditorDock::MapEditorDock(Document* document, widgets::SkeletonView* view, QWidget* parent)
    : QDockWidget(tr("Map"), parent)
    , m_document(document)
    , m_view(view)
    , m_editor(new widgets::MapEditor(this))
    , m_model(new MapChainModel(document, this))
{
    setObjectName(QStringLiteral("mapDock"));
    m_editor->setModel(m_model);
    setWidget(m_editor);
    connect(document, &Document::changed, this, [this](ProjectParts parts) {
        if (parts & (ProjectPart::Map | ProjectPart::Rig))
            documentChanged();
    });
    connect(document, &Document::changed, this, [this](ProjectParts parts) {
        if (parts & (ProjectPart::Map | ProjectPart::Retarget))
            showChainReduce();
    });
    connect(document, &Document::projectReset, this, &MapEditorDock::documentChanged);
    connect(document, &Document::modifiedChanged, this, &MapEditorDock::documentChanged);
    connect(m_editor, &widgets::MapEditor::duplicateRequested, this, [this](int row) {
        if (m_model->duplicateRow(row))
            m_editor->selectRow(row + 1);
    });
    connect(m_editor, &widgets::MapEditor::translateEdited, this, &MapEditorDock::editTranslate);
    widgets::MapAlternatesForm* alternates = m_editor->alternatesForm();
    connect(alternates, &widgets::MapAlternatesForm::alternatesEdited, this, &MapEditorDock::editAlternates);
    connect(alternates, &widgets::MapAlternatesForm::keySkeletonRequested, this, &MapEditorDock::takeKeySkeleton);
    connect(alternates, &widgets::MapAlternatesForm::drawnFromKeyRequested, this, &MapEditorDock::drawnFromKey);
    connect(m_editor, &widgets::MapEditor::autoMapRequested, this, &MapEditorDock::autoMapRequested);
    connect(m_editor, &widgets::MapEditor::currentChainChanged, this, &MapEditorDock::showChainReduce);
    connect(m_editor->chainForm(), &widgets::MapChainForm::reduceToleranceEdited, this,
            &MapEditorDock::editChainReduce);
    connect(m_editor->chainForm()->reduceBox(), &QDoubleSpinBox::editingFinished, document, &Document::closeMerge);
    connect(m_editor, &widgets::MapEditor::highlightedBonesChanged, view, &widgets::SkeletonView::setHighlightedBones);
    connect(view, &widgets::SkeletonView::boneClicked, this, [this](const QString& bone) { m_editor->pickBone(bone); });
    documentChanged();
}

void MapEditorDock::documentChanged()
{
    const MapSource* map = m_document->map();
    const json* mapJson = m_document->mapJson();
    m_rigShown = m_rigs.rig(m_document->project().rig);
    m_editor->setRigBones(m_rigShown ? widgets::RigBoneList::of(*m_rigShown) : widgets::RigBoneList());
    if (!map) {
        m_editor->setTitle(tr("No map: File → New Map… proposes one from the rig; File → Set Map… opens one."));
        m_editor->setJsonText(QString());
    } else {
        const QString name = QFileInfo(map->path).fileName();
        const bool onDisk = QFileInfo::exists(map->path);
        m_editor->setTitle(map->edited
                               ? (onDisk ? tr("%1 · edited, not saved").arg(name) : tr("%1 · new, not saved").arg(name))
                               : name);
        m_editor->setJsonText(QString::fromStdString(map->text()));
    }
    m_editor->setTranslate(translateBlock(mapJson));
    showAlternates(mapJson);
    m_mapProblems = RefusalList();
    if (map && m_rigShown)
        m_mapProblems = checkMap(*map, *m_rigShown, map->path);
    else if (map && !m_document->project().rig.isEmpty())
        m_mapProblems = m_rigs.refusals();
    // A run's refusals are for the map it read; after an edit they wait for the next run.
    m_runProblems = RefusalList();
    showProblems();
    showChainReduce();
    m_editor->setEnabled(mapJson != nullptr || !map);
}

namespace {

QString shownChain(const widgets::MapChainForm& form, const QAbstractItemModel& model)
{
    if (form.row() < 0 || form.row() >= model.rowCount())
        return {};
    return model.data(model.index(form.row(), widgets::map_columns::Name), Qt::EditRole).toString();
}

}  // namespace

void MapEditorDock::showChainReduce()
{
    widgets::MapChainForm& form = *m_editor->chainForm();
    const retarget::Options& options = m_document->project().retarget;
    const std::string chain = shownChain(form, *m_model).toStdString();
    std::optional<double> own;
    for (const auto& [name, degrees] : options.reduceChains)
        if (name == chain)
            own = degrees;
    form.setReduceTolerance(options.reduce.has_value() && !chain.empty(), options.reduce.value_or(1.0), own);
}

void MapEditorDock::editChainReduce(std::optional<double> degrees, bool continuing)
{
    const QString chain = shownChain(*m_editor->chainForm(), *m_model);
    retarget::Options options = m_document->project().retarget;
    if (chain.isEmpty() || !options.reduce)
        return;
    auto& chains = options.reduceChains;
    const std::string name = chain.toStdString();
    const auto at = std::find_if(chains.begin(), chains.end(), [&](const auto& c) { return c.first == name; });
    if (!degrees) {
        if (at != chains.end())
            chains.erase(at);
    } else if (at != chains.end()) {
        at->second = *degrees;
    } else {
        chains.emplace_back(name, *degrees);
    }
    const QString what = degrees ? tr("Reduce chain %1 within %2°").arg(chain).arg(*degrees)
                                 : tr("Reduce chain %1 within every chain's").arg(chain);
    m_document->set(fields::retargetOptions, options, what, continuing ? MergeId::ChainReduce : MergeId::None);
}

void MapEditorDock::setRunRefusals(const RefusalList& refusals)
{
    RefusalList placed;
    for (const Refusal& r : refusals.items())
        if (!r.place.chain.empty() || !r.place.set.empty())
            placed.add(r.code, r.message, r.place);
    m_runProblems = std::move(placed);
    showProblems();
}

void MapEditorDock::showProblems()
{
    RefusalList all = m_mapProblems;
    for (const Refusal& r : m_runProblems.items()) {
        const auto& items = all.items();
        if (std::none_of(items.begin(), items.end(),
                         [&r](const Refusal& o) { return o.code == r.code && o.message == r.message; }))
            all.add(r.code, r.message, r.place);
    }
    m_problems = all;
    m_model->setProblems(all);
    QStringList general, translate;
    std::vector<QStringList> sets;
    for (const Refusal& r : all.items()) {
        const QString line = QString::fromStdString(r.code + ": " + r.message);
        if (const auto set = setOf(r)) {
            if (sets.size() <= *set)
                sets.resize(*set + 1);
            sets[*set] << line;
            continue;
        }
        if (r.place.chain.empty())  // a chain's are on its row
            (aboutTranslate(r) ? translate : general) << line;
    }
    m_editor->setMapProblems(general);
    m_editor->setTranslateProblems(translate);
    m_editor->alternatesForm()->setProblems(sets);
}

std::optional<std::size_t> MapEditorDock::setOf(const Refusal& r) const
{
    if (const auto index = alternateOf(r))
        return index;
    const int named = m_editor->alternatesForm()->setNamed(QString::fromStdString(r.place.set));
    return named < 0 ? std::nullopt : std::optional<std::size_t>(static_cast<std::size_t>(named));
}

bool MapEditorDock::showSet(const QString& name)
{
    widgets::MapAlternatesForm* form = m_editor->alternatesForm();
    const int index = form->setNamed(name);
    if (index < 0)
        return false;
    show();
    raise();
    m_editor->showAlternates(true);
    form->selectSet(index);
    return true;
}

void MapEditorDock::editTranslate(const QVariant& block)
{
    const json* map = m_document->mapJson();
    if (!map)
        return;
    if (block.isValid()) {
        m_document->setMapValue(MapPath::of("/translate"), translateJson(block.toMap()), tr("Change Translate"));
        return;
    }
    json without = *map;
    without.erase("translate");
    m_document->setMapValue(MapPath::of(""), std::move(without), tr("Remove Translate"));
}

}  // namespace rigpose::studio
