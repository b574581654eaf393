#pragma once
// The transport: buttons for the owner's playback actions (their shortcuts live on the actions),
// the frame number and time, both editable, the clip's length, the playback speed (a choice)
// and the J/L rate while it is not plain play (a label).

#include <QWidget>

#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QSpinBox;

namespace rigpose::widgets {

class TransportBar : public QWidget {
    Q_OBJECT

public:
    explicit TransportBar(QWidget* parent = nullptr);

    // Buttons for these actions, in this order.
    void setActions(const QList<QAction*>& actions);
    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);
    void setCurrentFrame(std::size_t frame);

    // Shows `speed` (one of kPlaySpeeds, play_speed.h; another is shown as the nearest).
    void setSpeed(double speed);
    // The J/L rate: the label says "2×", "−4×" while playing faster or backward and hides for
    // plain play (1) and pause (0).
    void setRate(double rate);

    QSpinBox* frameField() const { return m_frame; }
    QDoubleSpinBox* timeField() const { return m_time; }
    QComboBox* speedField() const { return m_speed; }
    QLabel* rateLabel() const { return m_rate; }

signals:
    void frameRequested(std::size_t frame);
    // The user chose a speed; the owner answers with setSpeed.
    void speedRequested(double speed);

private:
    std::shared_ptr<const std::vector<double>> m_times;
    QSpinBox* m_frame = nullptr;
    QDoubleSpinBox* m_time = nullptr;
    QLabel* m_length = nullptr;
    QComboBox* m_speed = nullptr;
    QLabel* m_rate = nullptr;
    QHBoxLayout* m_buttons = nullptr;
};

}  // namespace rigpose::widgets
