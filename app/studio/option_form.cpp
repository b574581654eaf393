#include "option_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSignalBlocker>

#include "document.h"

namespace rigpose::studio {

namespace {

// The labels and words of the retarget's rows, for lupdate: core has no Qt, so the catalogue
// learns them here (context "rigpose::options", translated by optionLabel).
[[maybe_unused]] constexpr const char* kRowWords[] = {
    QT_TRANSLATE_NOOP("rigpose::options", "Animation Name"),  QT_TRANSLATE_NOOP("rigpose::options", "Minimum Score"),
    QT_TRANSLATE_NOOP("rigpose::options", "Retarget Person"), QT_TRANSLATE_NOOP("rigpose::options", "Short Segments"),
    QT_TRANSLATE_NOOP("rigpose::options", "Flip Guard"),      QT_TRANSLATE_NOOP("rigpose::options", "Bends"),
    QT_TRANSLATE_NOOP("rigpose::options", "Plant Feet"),      QT_TRANSLATE_NOOP("rigpose::options", "Floor"),
    QT_TRANSLATE_NOOP("rigpose::options", "Stance"),          QT_TRANSLATE_NOOP("rigpose::options", "Idle Animation"),
    QT_TRANSLATE_NOOP("rigpose::options", "Carry Idle"),      QT_TRANSLATE_NOOP("rigpose::options", "Switch Tolerance"),
    QT_TRANSLATE_NOOP("rigpose::options", "Switch Minimum"),  QT_TRANSLATE_NOOP("rigpose::options", "Reduce Keys"),
    QT_TRANSLATE_NOOP("rigpose::options", "Reduce Hip"),      QT_TRANSLATE_NOOP("rigpose::options", "Keep Planted"),
    QT_TRANSLATE_NOOP("rigpose::options", "refuse"),          QT_TRANSLATE_NOOP("rigpose::options", "clamp"),
    QT_TRANSLATE_NOOP("rigpose::options", " leg lengths"),    QT_TRANSLATE_NOOP("rigpose::options", " s"),
    QT_TRANSLATE_NOOP("rigpose::options", " units"),
};

// Merge ids past the named ones: one per row of the table.
constexpr int kFirstRowMerge = 1000;

QString tooltipOf(const stage::OptionRow& row)
{
    return QStringLiteral("--%1: %2").arg(QString::fromStdString(row.flag), QString::fromStdString(row.help));
}

QDoubleSpinBox* spinBoxOf(const stage::OptionRow& row, QWidget* parent)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(OptionForm::widgetName(row));
    box->setRange(util::boxLowest(row), util::boxHighest(row));
    box->setDecimals(row.decimals);
    box->setSingleStep(row.step);
    box->setKeyboardTracking(false);
    if (!row.unit.empty())
        box->setSuffix(QCoreApplication::translate("rigpose::options", row.unit.c_str()));
    box->setToolTip(tooltipOf(row));
    return box;
}

bool isOn(const util::OptionValue& value) { return value == util::OptionValue(true); }

}  // namespace

QString optionLabel(const stage::OptionRow& row)
{
    return QCoreApplication::translate("rigpose::options", row.label.c_str());
}

QString OptionForm::widgetName(const stage::OptionRow& row)
{
    QString key = QString::fromStdString(row.key);
    key[0] = key[0].toUpper();
    return QStringLiteral("retarget") + key;
}

OptionForm::OptionForm(Document* document, QObject* parent) : QObject(parent), m_document(document) {}

void OptionForm::change(const stage::OptionRow& row, const util::OptionValue& value, bool merge)
{
    retarget::Options options = m_document->project().retarget;
    row.set(options, value);
    const MergeId id = merge ? MergeId(kFirstRowMerge + m_index[&row]) : MergeId::None;
    m_document->set(fields::retargetOptions, options, optionLabel(row), id);
}

void OptionForm::addRow(QFormLayout* form, const stage::OptionRow& row)
{
    if (!row.widget)
        return;
    const int index = int(m_index.size());
    m_index[&row] = index;
    QWidget* parent = form->parentWidget();
    const auto& rows = stage::optionTable();
    const auto neededOn = [this, &rows, at = &row] {
        return !util::unmetNeed(rows, *at, m_document->project().retarget);
    };
    const stage::OptionRow* r = &row;
    using util::OptionKind;
    if (row.kind == OptionKind::Switch) {
        auto* box = new QCheckBox(optionLabel(row), parent);
        box->setObjectName(widgetName(row));
        box->setToolTip(tooltipOf(row));
        form->addRow(box);
        connect(box, &QCheckBox::toggled, this, [this, r](bool on) { change(*r, on, false); });
        m_shows.push_back([this, r, box, neededOn] {
            const QSignalBlocker b(box);
            box->setChecked(isOn(r->get(m_document->project().retarget)));
            box->setEnabled(neededOn());
        });
    } else if (row.kind == OptionKind::Number && row.optional) {
        auto* on = new QCheckBox(optionLabel(row), parent);
        on->setObjectName(widgetName(row) + QStringLiteral("On"));
        on->setToolTip(tooltipOf(row));
        auto* box = spinBoxOf(row, parent);
        box->setValue(row.offered);  // what the box offers when the flag is turned on
        form->addRow(on, box);
        connect(on, &QCheckBox::toggled, this, [this, r, box](bool checked) {
            change(*r, checked ? util::OptionValue(box->value()) : util::OptionValue(), false);
        });
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, r](double v) { change(*r, v, true); });
        connect(box, &QDoubleSpinBox::editingFinished, m_document, &Document::closeMerge);
        m_shows.push_back([this, r, on, box, neededOn] {
            const QSignalBlocker b1(on), b2(box);
            const util::OptionValue value = r->get(m_document->project().retarget);
            const double* figure = std::get_if<double>(&value);
            on->setEnabled(neededOn());
            on->setChecked(figure != nullptr);
            box->setEnabled(neededOn() && figure);
            if (figure)
                box->setValue(*figure);
        });
    } else if (row.kind == OptionKind::Number || row.kind == OptionKind::Integer) {
        auto* box = spinBoxOf(row, parent);
        form->addRow(optionLabel(row), box);
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, r](double v) { change(*r, v, true); });
        connect(box, &QDoubleSpinBox::editingFinished, m_document, &Document::closeMerge);
        m_shows.push_back([this, r, box] {
            const QSignalBlocker b(box);
            const util::OptionValue value = r->get(m_document->project().retarget);
            if (const double* figure = std::get_if<double>(&value))
                box->setValue(*figure);
        });
    } else if (row.kind == OptionKind::Choice) {
        auto* box = new QComboBox(parent);
        box->setObjectName(widgetName(row));
        box->setToolTip(tooltipOf(row));
        for (const std::string& word : row.choices)
            box->addItem(QCoreApplication::translate("rigpose::options", word.c_str()), QString::fromStdString(word));
        form->addRow(optionLabel(row), box);
        connect(box, &QComboBox::activated, this,
                [this, r, box](int i) { change(*r, box->itemData(i).toString().toStdString(), false); });
        m_shows.push_back([this, r, box] {
            const QSignalBlocker b(box);
            const util::OptionValue value = r->get(m_document->project().retarget);
            const std::string* word = std::get_if<std::string>(&value);
            box->setCurrentIndex(std::max(0, word ? box->findData(QString::fromStdString(*word)) : 0));
        });
    } else if (row.optional && row.key == "person") {
        // The person is a choice among the sequence's people (the panel fills the list).
        auto* box = new QComboBox(parent);
        box->setObjectName(widgetName(row));
        box->setToolTip(tooltipOf(row));
        m_person = box;
        form->addRow(optionLabel(row), box);
        connect(box, &QComboBox::activated, this, [this, r, box](int i) {
            const QString id = box->itemData(i).toString();
            change(*r, id.isEmpty() ? util::OptionValue() : util::OptionValue(id.toStdString()), false);
        });
    } else {
        auto* line = new QLineEdit(parent);
        line->setObjectName(widgetName(row));
        line->setToolTip(tooltipOf(row));
        form->addRow(optionLabel(row), line);
        const auto showLine = [this, r, line] {
            const QSignalBlocker b(line);
            const util::OptionValue value = r->get(m_document->project().retarget);
            const std::string* word = std::get_if<std::string>(&value);
            line->setText(word ? QString::fromStdString(*word) : QString());
        };
        // A word the row does not take (an empty name) puts the project's back; an optional
        // row's empty line turns it off (--reduce's text).
        connect(line, &QLineEdit::editingFinished, this, [this, r, line, showLine] {
            const std::string text = line->text().trimmed().toStdString();
            if (r->optional && text.empty())
                return change(*r, util::OptionValue(), false);
            const auto value = util::valueOfWord(*r, text);
            if (!value)
                return showLine();
            change(*r, *value, false);
        });
        m_shows.push_back(showLine);
    }
}

void OptionForm::show()
{
    for (const auto& showRow : m_shows)
        showRow();
}

}  // namespace rigpose::studio
