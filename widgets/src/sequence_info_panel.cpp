#include "rigpose/widgets/sequence_info_panel.h"

#include <QDir>
#include <QFormLayout>
#include <QFrame>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "rigpose/widgets/summary_text.h"

namespace rigpose::widgets {

namespace {

// Wide enough that short sequences don't give a cramped card; long values widen it. Values
// don't wrap: a wrapped label inside a centred form keeps one line's height and cuts the rest.
constexpr int kCardMinWidth = 440;

QLabel* makeTitle(QWidget* parent)
{
    auto* title = new QLabel(parent);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    font.setBold(true);
    title->setFont(font);
    title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return title;
}

}  // namespace

SequenceInfoPanel::SequenceInfoPanel(QWidget* parent) : QWidget(parent)
{
    m_pages = new QStackedWidget(this);

    m_emptyHint = new QLabel(tr("No sequence open."), m_pages);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setForegroundRole(QPalette::PlaceholderText);
    m_pages->addWidget(m_emptyHint);

    auto* card = new QFrame(m_pages);
    card->setFrameShape(QFrame::StyledPanel);
    card->setMinimumWidth(kCardMinWidth);
    card->setAutoFillBackground(true);
    card->setBackgroundRole(QPalette::Base);
    auto* cardLayout = new QVBoxLayout(card);
    cardLayout->setContentsMargins(24, 20, 24, 20);
    cardLayout->setSpacing(12);
    m_title = makeTitle(card);
    m_title->setObjectName(QStringLiteral("title"));
    m_folder = new QLabel(card);
    m_folder->setObjectName(QStringLiteral("folder"));
    m_folder->setForegroundRole(QPalette::PlaceholderText);
    m_folder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* heading = new QVBoxLayout;
    heading->setSpacing(2);
    heading->addWidget(m_title);
    heading->addWidget(m_folder);
    cardLayout->addLayout(heading);
    auto* form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight);
    form->setHorizontalSpacing(16);
    form->setVerticalSpacing(8);
    m_frames = addRow(form, QStringLiteral("frames"), tr("Frames:"));
    m_duration = addRow(form, QStringLiteral("duration"), tr("Duration:"));
    m_fps = addRow(form, QStringLiteral("fps"), tr("Frame rate:"));
    m_people = addRow(form, QStringLiteral("people"), tr("People:"));
    m_format = addRow(form, QStringLiteral("format"), tr("Format:"));
    m_content = addRow(form, QStringLiteral("content"), tr("Writes as:"));
    m_cleaned = addRow(form, QStringLiteral("cleaned"), tr("Cleaned:"));
    m_picture = addRow(form, QStringLiteral("picture"), tr("Picture:"));
    m_source = addRow(form, QStringLiteral("source"), tr("Source:"));
    cardLayout->addLayout(form);

    // The card sits in the middle of whatever room the window gives it.
    auto* cardPage = new QWidget(m_pages);
    auto* centring = new QVBoxLayout(cardPage);
    centring->addStretch(1);
    centring->addWidget(card, 0, Qt::AlignHCenter);
    centring->addStretch(2);
    m_pages->addWidget(cardPage);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);
}

QLabel* SequenceInfoPanel::addRow(QFormLayout* form, const QString& name, const QString& label)
{
    auto* value = new QLabel(this);
    value->setObjectName(name);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(label, value);
    return value;
}

void SequenceInfoPanel::setSummary(const SequenceSummary& summary)
{
    m_title->setText(summary.fileName);
    m_folder->setText(QDir::toNativeSeparators(summary.folder));
    m_folder->setVisible(!summary.folder.isEmpty());
    m_frames->setText(SummaryText::frames(summary.frameCount));
    m_duration->setText(SummaryText::duration(summary.durationSeconds));
    m_fps->setText(SummaryText::framesPerSecond(summary.framesPerSecond));
    m_people->setText(SummaryText::people(summary.people));
    m_format->setText(summary.spec);
    m_content->setText(SummaryText::content(summary));
    m_cleaned->setText(summary.cleaned ? tr("yes") : tr("no (raw)"));
    m_picture->setText(SummaryText::pictureSize(summary.width, summary.height));
    m_source->setText(summary.source.isEmpty() ? tr("not named") : summary.source);
    m_pages->setCurrentIndex(1);
}

void SequenceInfoPanel::clear() { m_pages->setCurrentIndex(0); }

void SequenceInfoPanel::setEmptyHint(const QString& text) { m_emptyHint->setText(text); }

bool SequenceInfoPanel::hasSummary() const { return m_pages->currentIndex() == 1; }

QString SequenceInfoPanel::rowText(const QString& rowName) const
{
    const auto* label = findChild<QLabel*>(rowName);
    return label ? label->text() : QString();
}

}  // namespace rigpose::widgets
