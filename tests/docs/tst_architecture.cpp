// docs/ARCHITECTURE.md's module diagram is the tree's: every folder under core/src and
// core/include/rigpose is a line of it and every line a folder; each module's line lists exactly
// the modules its files include; a module depends only on lines above its own (so there is no
// cycle); and no module includes another module's private headers (core/src/<other>/...).

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include "testutils.h"

using namespace rigpose;

namespace {

QString sourceDir() { return QString::fromStdString(test::sourcePath("")); }

struct DiagramLine {
    QString module;
    QStringList deps;
};

// The fenced block right after the line that starts "Modules depend downwards only": one module a
// line, `name <- dep dep ...`, bottom module first.
QList<DiagramLine> diagram(const QString& markdown, QString& error)
{
    const QStringList lines = markdown.split(u'\n');
    qsizetype i = 0;
    while (i < lines.size() && !lines[i].contains(QLatin1String("Modules depend downwards only")))
        ++i;
    while (i < lines.size() && !lines[i].trimmed().startsWith(QLatin1String("```")))
        ++i;
    if (i >= lines.size()) {
        error = QStringLiteral("no fenced block after \"Modules depend downwards only\"");
        return {};
    }
    QList<DiagramLine> out;
    for (++i; i < lines.size() && !lines[i].trimmed().startsWith(QLatin1String("```")); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const QStringList halves = line.split(QStringLiteral("<-"));
        DiagramLine d;
        d.module = halves[0].trimmed();
        if (halves.size() > 1)
            d.deps = halves[1].split(u' ', Qt::SkipEmptyParts);
        if (halves.size() > 2 || d.module.contains(u' ')) {
            error = QStringLiteral("cannot read the diagram's line \"%1\"").arg(line);
            return {};
        }
        out << d;
    }
    return out;
}

QStringList folders(const QString& path) { return QDir(path).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name); }

// Every C++ file of a module: its sources and its installed headers.
QStringList moduleFiles(const QString& module)
{
    QStringList out;
    const QStringList roots{sourceDir() + QStringLiteral("/core/src/") + module,
                            sourceDir() + QStringLiteral("/core/include/rigpose/") + module};
    for (const QString& root : roots) {
        QDirIterator it(root, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            out << it.next();
    }
    return out;
}

const QRegularExpression kInclude(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""));

struct Uses {
    QSet<QString> modules;     // the other modules its files include
    QStringList privateReach;  // "file: include" for each include of another module's core/src
};

Uses usesOf(const QString& module, const QStringList& modules)
{
    Uses uses;
    const QString src = QDir::cleanPath(sourceDir() + QStringLiteral("/core/src"));
    for (const QString& file : moduleFiles(module)) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
        for (const QString& line : lines) {
            const QRegularExpressionMatch m = kInclude.match(line);
            if (!m.hasMatch())
                continue;
            const QString path = m.captured(1);
            if (path.startsWith(QLatin1String("rigpose/"))) {
                const QString other = path.section(u'/', 1, 1);
                if (other != module && modules.contains(other))
                    uses.modules.insert(other);
                continue;
            }
            // A quoted relative include: where does it land?
            const QString landed = QDir::cleanPath(QFileInfo(file).absolutePath() + u'/' + path);
            if (!landed.startsWith(src + u'/'))
                continue;
            const QString other = landed.mid(src.size() + 1).section(u'/', 0, 0);
            if (other != module) {
                uses.modules.insert(other);
                uses.privateReach << QDir(sourceDir()).relativeFilePath(file) + QStringLiteral(": ") + path;
            }
        }
    }
    return uses;
}

}  // namespace

class TestArchitecture : public QObject {
    Q_OBJECT

    QList<DiagramLine> m_diagram;
    QStringList m_modules;

private slots:
    void initTestCase()
    {
        QFile doc(sourceDir() + QStringLiteral("/docs/ARCHITECTURE.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        QString error;
        m_diagram = diagram(QString::fromUtf8(doc.readAll()), error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QSet<QString> modules;
        for (const QString& m : folders(sourceDir() + QStringLiteral("/core/src")))
            modules.insert(m);
        for (const QString& m : folders(sourceDir() + QStringLiteral("/core/include/rigpose")))
            modules.insert(m);
        m_modules = modules.values();
        m_modules.sort();
        QVERIFY(m_modules.size() >= 15);
    }

    void everyFolderIsALineAndEveryLineAFolder()
    {
        QStringList listed;
        for (const DiagramLine& d : m_diagram)
            listed << d.module;
        for (const QString& m : m_modules)
            QVERIFY2(listed.contains(m), qPrintable(QStringLiteral("core module %1 is not in the diagram").arg(m)));
        for (const QString& m : listed)
            QVERIFY2(m_modules.contains(m),
                     qPrintable(QStringLiteral("the diagram names %1, which is no folder").arg(m)));
        QCOMPARE(QSet<QString>(listed.begin(), listed.end()).size(), listed.size());
    }

    void eachLineListsWhatItsModuleIncludes()
    {
        for (const DiagramLine& d : m_diagram) {
            const Uses uses = usesOf(d.module, m_modules);
            QStringList actual = uses.modules.values(), stated = d.deps;
            actual.sort();
            stated.sort();
            QVERIFY2(actual == stated, qPrintable(QStringLiteral("%1: the diagram says <- %2, its files include %3")
                                                      .arg(d.module, stated.join(u' '), actual.join(u' '))));
        }
    }

    void modulesDependOnlyDownwards()
    {
        QStringList below;
        for (const DiagramLine& d : m_diagram) {
            for (const QString& dep : d.deps)
                QVERIFY2(below.contains(dep),
                         qPrintable(QStringLiteral("%1 depends on %2, which is not below it").arg(d.module, dep)));
            below << d.module;
        }
    }

    void noModuleReachesIntoAnothersPrivateHeaders()
    {
        QStringList reached;
        for (const QString& m : m_modules)
            reached << usesOf(m, m_modules).privateReach;
        QVERIFY2(reached.isEmpty(), qPrintable(reached.join(u'\n')));
    }

    // The checks can fail: a diagram with a line out of order or a stale module is caught.
    void theReaderSeesAStaleOrUpsideDownDiagram()
    {
        QString error;
        const QList<DiagramLine> d = diagram(
            QStringLiteral("Modules depend downwards only:\n\n```\nutil\nkeys <- util\nbody <- keys util\n```\n"),
            error);
        QVERIFY(error.isEmpty());
        QCOMPARE(d.size(), 3);
        QCOMPARE(d[2].deps, (QStringList{QStringLiteral("keys"), QStringLiteral("util")}));
        QVERIFY(!m_modules.contains(d[1].module));  // "keys" is no folder: the first check fails on it
        diagram(QStringLiteral("Modules depend downwards only:\n\n```\na <- b <- c\n```\n"), error);
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
