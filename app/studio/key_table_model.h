#pragma once
// The keys of one key file as a table (key_columns.h): a row per key, its frame, then the values
// the format keys. Every edit is a document edit, one undo step each; problems are the core
// reader's own, read again on every change, each on its key's row or, for the file as a whole,
// in fileProblems().

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

#include <optional>
#include <vector>

#include "key_file.h"
#include "key_moves.h"

namespace rigpose::studio {

class Document;

class KeyTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    KeyTableModel(Document* document, KeyKind kind, QObject* parent = nullptr);

    KeyKind kind() const { return m_kind; }
    const KeyFormat& format() const { return keyFormat(m_kind); }
    // The sequence's frame count, which bounds the keys' frames.
    void setFrameCount(std::size_t frames);
    // Whether the project names a key file of this kind.
    bool hasFile() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;

    // A key at `frame` holding `values` (one per value column: a number, or a choice's word),
    // put where frames stay in order; a key already at that frame is kept as it is. The row of
    // the key at `frame`, or nullopt when there is no file to add to.
    std::optional<int> addKey(double frame, const std::vector<QVariant>& values);
    // The same, except that a key already at `frame` takes `values` (one undo step, none when it
    // holds them already): the lane's L, R, B, N on a contact key.
    std::optional<int> putKey(double frame, const std::vector<QVariant>& values);
    // The key's frame changed (a drag released): one undo step. The key keeps its place in the
    // list; one moved past a neighbour shows the reader's order problem on its row.
    bool moveKey(int row, double frame);
    double keyFrame(int row) const;

    // ---- Several keys at once (key_moves.h), each one undo step; the keys' rows after it, or
    // nullopt when nothing was edited. A move is computed from `from` when given (the file as a
    // drag began, so a drag's steps merge into one edit with `merge`), else from the file now.
    // With `column`, that column's value moves by `by` too (within its bounds, to its decimals).
    std::optional<std::vector<int>> moveKeys(const std::vector<int>& rows, double frames,
                                             const nlohmann::ordered_json* from = nullptr,
                                             MergeId merge = MergeId::None, int column = -1, double by = 0);
    std::optional<std::vector<int>> pasteKeys(const nlohmann::ordered_json& clip, double frame);
    bool removeKeys(const std::vector<int>& rows, const QString& text = {});
    // "linear", "stepped" or "ease" on each key; false when the format does not interpolate.
    bool setCurve(const std::vector<int>& rows, const QString& curve);
    // The keys as a clip for the clipboard, frames from the first key's.
    nlohmann::ordered_json copyKeys(const std::vector<int>& rows) const;
    // The file held now, null without one.
    const nlohmann::ordered_json* file() const;
    double lastFrame() const;

    QStringList fileProblems() const { return m_fileProblems; }
    QStringList keyProblems(int row) const { return m_keyProblems.value(row); }

signals:
    void problemsChanged();

private:
    void refresh();
    void check();
    const nlohmann::ordered_json* keys() const;
    std::optional<std::vector<int>> applyEdit(std::optional<KeyEdit> edit, const QString& text,
                                              MergeId merge = MergeId::None);
    // "linear" without a field, the word, or "bezier" for raw handles.
    static QString curveOf(const nlohmann::ordered_json& key);
    // A column's value as the file keeps it; null when it is not one the column takes.
    static nlohmann::ordered_json fileValue(const KeyColumn& column, const QVariant& value);
    // The frame a key at `frame` is put on: whole unless the format allows fractions.
    double keyFrameFor(double frame) const;

    Document* m_document;
    KeyKind m_kind;
    std::size_t m_frames = 0;
    int m_rows = 0;
    nlohmann::ordered_json m_shown = nlohmann::ordered_json::array();  // the keys the rows show
    QHash<int, QStringList> m_keyProblems;
    QStringList m_fileProblems;
};

}  // namespace rigpose::studio
