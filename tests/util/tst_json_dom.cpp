// The DOM parseJson builds (util/json_dom_builder.h) appends each key without a look-up; it must
// give the document nlohmann's own parser gives, key for key and in order, and still refuse a key
// given twice, in a large object as in a small one.

#include <QTest>

#include <string>

#include "ramp_inputs.h"
#include "rigpose/util/json_parse.h"

using namespace rigpose;

class TestJsonDom : public QObject {
    Q_OBJECT
private slots:
    void nestedDocumentIsNlohmanns()
    {
        const std::string text =
            R"({"b":[1,-2,3.5,true,null,"s",{"z":1,"a":[[],{}]}],"a":{"y":{"x":[{"k":"v"}]},"e":{}},"c":"\u00e9"})";
        const auto doc = parseJson(text);
        QVERIFY(doc);
        QCOMPARE(doc->dump(), nlohmann::ordered_json::parse(text).dump());
        QCOMPARE(doc->begin().key(), std::string("b"));  // the file's order, not sorted
    }
    void manyKeysKeepTheirOrder()
    {
        const std::string text = test::withUnknownKeys(R"({"last":1})", 3000);
        const auto doc = parseJson(text);
        QVERIFY(doc);
        QCOMPARE(doc->size(), std::size_t(3001));
        QCOMPARE(doc->begin().key(), std::string("unknown0"));
        QCOMPARE((*doc)["unknown2999"].get<int>(), 0);
        QCOMPARE(std::prev(doc->end()).key(), std::string("last"));
        QCOMPARE(doc->dump(), nlohmann::ordered_json::parse(text).dump());
    }
    void aRepeatedKeyAmongManyIsRefused()
    {
        const std::string text = test::withUnknownKeys(R"({"unknown7":1})", 5000);
        JsonParseError error;
        QVERIFY(!parseJson(text, &error));
        QCOMPARE(error.problem, JsonProblem::DuplicateKey);
        QCOMPARE(error.what, std::string("key \"unknown7\" is given twice in one object"));
    }
};

QTEST_GUILESS_MAIN(TestJsonDom)
#include "tst_json_dom.moc"
