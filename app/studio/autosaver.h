#pragma once
// Keeps this session's recovery file (recovery_file.h) up to date: written after every change
// while the document is modified, and again every 30 s; removed as soon as the document is
// clean again (saved, undone back to where it was, replaced by New or Open) and when the session
// ends normally. The session's lock is taken with the first write and held until then.

#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

namespace rigpose::studio {

class Document;

class Autosaver : public QObject {
    Q_OBJECT

public:
    // How often a modified document is written again even when nothing changed (issue #16).
    static constexpr int kIntervalMs = 30000;

    // `folder` is where the file goes (recovery_folder.h's recoveryFolder() by default).
    explicit Autosaver(Document* document, const QString& folder = {}, QObject* parent = nullptr);
    ~Autosaver() override;

    // This session's recovery file, whether it exists now or not.
    QString filePath() const { return m_file; }
    // Writes (or removes, when the document is clean) now rather than at the next turn of the
    // event loop; true when the file on disk says what the document holds.
    bool writeNow();
    // The rewrite's interval (kIntervalMs unless a test shortens it).
    void setInterval(int ms) { m_interval.setInterval(ms); }
    // Removes the file now (the window closed normally, its changes saved or discarded).
    void discard();

signals:
    // The file could not be written; the message says why (the status bar shows it).
    void writeFailed(const QString& message);

private:
    void schedule();

    QPointer<Document> m_document;
    QString m_file;
    QLockFile m_lock;
    QTimer m_soon;          // coalesces the changes of one edit (a macro's many steps) into one write
    QTimer m_interval;      // the 30 s rewrite
    bool m_failed = false;  // reported once until a write succeeds again
};

}  // namespace rigpose::studio
