#pragma once
// What a key lane's gestures do to its key file: a drag of the selected keys re-edits the file
// from where the drag began on every step (merged into one undo step, closed on release, so the
// run follows the drag live), a nudge, a delete, copy, cut and paste through the clipboard, and
// the interpolation of a key. Each is one undo step; the moved or pasted keys stay selected.

#include <QObject>

#include <optional>

#include <nlohmann/json.hpp>

namespace rigpose::widgets {
class KeyCurveView;
class KeyLane;
}  // namespace rigpose::widgets

namespace rigpose::studio {

class Document;
class KeyTableModel;

// The clipboard's type for copied keys: { "spec": <the key file's spec>, "keys": [...] }, frames
// relative to the first key's.
inline constexpr const char* kKeysMimeType = "application/x-rigpose-keys";

class KeyLaneEdits : public QObject {
    Q_OBJECT

public:
    KeyLaneEdits(Document* document, KeyTableModel* model, widgets::KeyLane* lane, QObject* parent = nullptr);

    // The curve editor of the same keys: its drags move time and value, one undo step each.
    void attachCurveView(widgets::KeyCurveView* view);

    void copy(const QList<int>& rows);
    void cut(const QList<int>& rows);
    // The clipboard's keys with their first at `frame`, when they are keys of this lane's kind.
    bool paste(double frame);

private:
    void startDrag(const QList<int>& rows);
    void drag(double frames, int column = -1, double by = 0);
    void finishDrag();
    void select(const std::optional<std::vector<int>>& rows);

    Document* m_document;
    KeyTableModel* m_model;
    widgets::KeyLane* m_lane;
    // The file and keys as the drag began: every step is computed from them.
    std::optional<nlohmann::ordered_json> m_dragBase;
    std::vector<int> m_dragRows;
};

}  // namespace rigpose::studio
