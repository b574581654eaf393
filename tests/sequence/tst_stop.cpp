// The sequence writer and reader stop between two frames when asked (the studio writes its cleaned
// sequence and reads it back inside a run the next edit may stop), and a token never stopped
// changes no byte.

#include <QTest>

#include <stop_token>

#include "long_wave.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/stop.h"
#include "testutils.h"

using namespace rigpose;

class TestSequenceStop : public QObject {
    Q_OBJECT
private slots:
    void aStoppedTokenThrowsFromTheWriterAndTheReader()
    {
        const sequence::Sequence seq = test::cleanedWaveOf(300, 30);
        std::stop_source source;
        source.request_stop();
        QVERIFY_THROWS_EXCEPTION(Stopped, sequence::sequenceToText(seq, source.get_token()));
        const std::string text = sequence::sequenceToText(seq);
        QVERIFY_THROWS_EXCEPTION(
            Stopped, sequence::readSequenceText(text, "wave.json", sequence::FramePath::Fast, source.get_token()));
    }

    void aTokenNeverStoppedChangesNothing()
    {
        const sequence::Sequence seq = test::cleanedWaveOf(300, 30);
        std::stop_source source;
        const std::string plain = sequence::sequenceToText(seq);
        QCOMPARE(sequence::sequenceToText(seq, source.get_token()), plain);
        const auto a = sequence::readSequenceText(plain, "wave.json");
        const auto b = sequence::readSequenceText(plain, "wave.json", sequence::FramePath::Fast, source.get_token());
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(sequence::sequenceToText(b.value), sequence::sequenceToText(a.value));
        QCOMPARE(b.value.frames.size(), std::size_t(300));
    }
};

QTEST_GUILESS_MAIN(TestSequenceStop)
#include "tst_stop.moc"
