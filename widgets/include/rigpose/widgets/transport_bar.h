#pragma once
// The transport: buttons for the owner's playback actions (their shortcuts live on the actions),
// the frame number and time, both editable, and the clip's length.

#include <QWidget>

#include <memory>
#include <vector>

class QAction;
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

    QSpinBox* frameField() const { return m_frame; }
    QDoubleSpinBox* timeField() const { return m_time; }

signals:
    void frameRequested(std::size_t frame);

private:
    std::shared_ptr<const std::vector<double>> m_times;
    QSpinBox* m_frame = nullptr;
    QDoubleSpinBox* m_time = nullptr;
    QLabel* m_length = nullptr;
    QHBoxLayout* m_buttons = nullptr;
};

}  // namespace rigpose::widgets
