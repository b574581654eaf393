#include "rigpose/widgets/transport_bar.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/play_speed.h"

namespace rigpose::widgets {

TransportBar::TransportBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("transportBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    m_buttons = new QHBoxLayout();
    m_buttons->setSpacing(2);
    layout->addLayout(m_buttons);
    layout->addSpacing(12);

    layout->addWidget(new QLabel(tr("Frame"), this));
    m_frame = new QSpinBox(this);
    m_frame->setObjectName(QStringLiteral("frameField"));
    m_frame->setKeyboardTracking(false);
    m_frame->setAccelerated(true);
    layout->addWidget(m_frame);
    layout->addWidget(new QLabel(tr("Time"), this));
    m_time = new QDoubleSpinBox(this);
    m_time->setObjectName(QStringLiteral("timeField"));
    m_time->setDecimals(3);
    m_time->setSuffix(tr(" s"));
    m_time->setKeyboardTracking(false);
    layout->addWidget(m_time);
    m_length = new QLabel(this);
    m_length->setObjectName(QStringLiteral("clipLength"));
    layout->addWidget(m_length);
    layout->addSpacing(12);
    m_rate = new QLabel(this);
    m_rate->setObjectName(QStringLiteral("playRate"));
    m_rate->setToolTip(tr("Playing faster or backward (J, L; K stops)"));
    // Room for the widest rate kept while hidden, so the speed choice does not jump as J and L play.
    m_rate->setMinimumWidth(m_rate->fontMetrics().horizontalAdvance(rateText(-8)) + 4);
    m_rate->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QSizePolicy keep = m_rate->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_rate->setSizePolicy(keep);
    m_rate->hide();
    layout->addWidget(m_rate);
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("playSpeed"));
    m_speed->setToolTip(tr("Playback speed"));
    m_speed->setAccessibleName(tr("Playback speed"));
    for (double speed : kPlaySpeeds)
        m_speed->addItem(rateText(speed), speed);
    m_speed->setCurrentIndex(m_speed->findData(1.0));
    layout->addWidget(m_speed);
    layout->addStretch(1);

    connect(m_frame, &QSpinBox::valueChanged, this,
            [this](int frame) { emit frameRequested(static_cast<std::size_t>(std::max(0, frame))); });
    // A typed time goes to the frame showing then, like a click on the ruler.
    connect(m_time, &QDoubleSpinBox::valueChanged, this, [this](double t) {
        if (m_times && !m_times->empty())
            emit frameRequested(frameShownAt(*m_times, t + 1e-9));
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this](int index) { emit speedRequested(m_speed->itemData(index).toDouble()); });
    setFrameTimes(nullptr);
}

void TransportBar::setSpeed(double speed)
{
    const int index = m_speed->findData(nearestPlaySpeed(speed));
    if (index < 0)
        return;
    const QSignalBlocker block(m_speed);
    m_speed->setCurrentIndex(index);
}

void TransportBar::setRate(double rate)
{
    m_rate->setText(rateText(rate));
    m_rate->setVisible(rate != 0 && rate != 1);
}

void TransportBar::setActions(const QList<QAction*>& actions)
{
    for (QAction* action : actions) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        m_buttons->addWidget(button);
    }
}

void TransportBar::setFrameTimes(std::shared_ptr<const std::vector<double>> times)
{
    m_times = std::move(times);
    const bool has = m_times && !m_times->empty();
    const QSignalBlocker frameBlock(m_frame), timeBlock(m_time);
    m_frame->setEnabled(has);
    m_time->setEnabled(has);
    m_frame->setRange(0, has ? static_cast<int>(m_times->size()) - 1 : 0);
    m_time->setRange(has ? m_times->front() : 0, has ? m_times->back() : 0);
    m_length->setText(has ? tr("of %n frame(s) · %1 s", nullptr, static_cast<int>(m_times->size()))
                                .arg(clipEnd(*m_times) - m_times->front(), 0, 'f', 2)
                          : QString());
    setCurrentFrame(0);
}

void TransportBar::setCurrentFrame(std::size_t frame)
{
    if (!m_times || frame >= m_times->size())
        return;
    const QSignalBlocker frameBlock(m_frame), timeBlock(m_time);
    m_frame->setValue(static_cast<int>(frame));
    m_time->setValue((*m_times)[frame]);
}

}  // namespace rigpose::widgets
