#pragma once
// An auto-map proposal shown row by row before anything is applied: each proposed chain with its
// bones, joints, how it was found (preset, tokens, topology), a confidence and the evidence in
// words, each with a tick to accept it; the translate the same way. The front-side choice asks
// for the proposal again (2D rigs' front/back limbs are not the subject's right or left).

#include <QDialog>

#include <functional>
#include <vector>

#include "rigpose/automap/automap.h"

class QComboBox;
class QLabel;
class QTableWidget;
class QCheckBox;

namespace rigpose::widgets {

class AutoMapDialog : public QDialog {
    Q_OBJECT

public:
    // `propose` makes the proposal for a front side ('r' or 'l'); it is called again when the
    // user switches the side.
    using Propose = std::function<Loaded<automap::Proposal>(char front)>;
    AutoMapDialog(Propose propose, QWidget* parent = nullptr);

    const Loaded<automap::Proposal>& proposal() const { return m_proposal; }
    // The ticked rows (indices into proposal().value.rows) and whether the translate is ticked.
    std::vector<std::size_t> acceptedRows() const;
    bool translateAccepted() const;
    // Ticks or unticks a row (for tests and keyboard users).
    void setRowAccepted(std::size_t row, bool accepted);
    QTableWidget* table() const { return m_table; }

private:
    void propose(char front);

    Propose m_propose;
    Loaded<automap::Proposal> m_proposal;
    QComboBox* m_front = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QCheckBox* m_translate = nullptr;
    QLabel* m_translateEvidence = nullptr;
};

}  // namespace rigpose::widgets
