#pragma once
// A read-only card describing one pose sequence (name, frames, duration, fps, people, format,
// picture size, source), or a hint to open one. It shows values; it emits nothing.

#include <QWidget>

#include "rigpose/widgets/sequence_summary.h"

class QFormLayout;
class QLabel;
class QStackedWidget;

namespace rigpose::widgets {

class SequenceInfoPanel : public QWidget {
    Q_OBJECT

public:
    explicit SequenceInfoPanel(QWidget* parent = nullptr);

    void setSummary(const SequenceSummary& summary);
    // Back to the "nothing open" hint.
    void clear();
    // The hint shown while nothing is open (the owner knows its own shortcut).
    void setEmptyHint(const QString& text);

    bool hasSummary() const;
    // The shown value of a row, by its object name ("frames", "fps", "people", ...): for tests
    // and accessibility tools.
    QString rowText(const QString& rowName) const;

private:
    QLabel* addRow(QFormLayout* form, const QString& name, const QString& label);

    QStackedWidget* m_pages = nullptr;
    QLabel* m_emptyHint = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_folder = nullptr;
    QLabel* m_frames = nullptr;
    QLabel* m_duration = nullptr;
    QLabel* m_fps = nullptr;
    QLabel* m_people = nullptr;
    QLabel* m_format = nullptr;
    QLabel* m_content = nullptr;
    QLabel* m_cleaned = nullptr;
    QLabel* m_picture = nullptr;
    QLabel* m_source = nullptr;
};

}  // namespace rigpose::widgets
