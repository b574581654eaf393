// The Run Options' retarget widgets are the option table's rows: every row the studio shows has
// its widget, a box's range is the row's, and an edit through a widget is one undo step that
// sets exactly that row (issue 35). The Clean box is clean's table the same way.

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

#include "document.h"
#include "option_form.h"
#include "rigpose/clean/option_table.h"
#include "rigpose/stage/option_table.h"
#include "run_options_panel.h"

using namespace rigpose;
using studio::OptionForm;

class TestOptionWidgets : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }

    void everyShownRowHasItsWidgetWithTheRowsRange()
    {
        studio::Document document;
        studio::RunOptionsPanel panel(&document);
        int shown = 0;
        for (const stage::OptionRow& row : stage::optionTable()) {
            const QString name = OptionForm::widgetName(row);
            if (!row.widget)
                continue;  // shown elsewhere (the idle box) or the CLI's alone (--verbose)
            QWidget* widget = panel.findChild<QWidget*>(name);
            QVERIFY2(widget, qPrintable(name));
            ++shown;
            QVERIFY2(widget->toolTip().startsWith(QStringLiteral("--") + QString::fromStdString(row.flag)),
                     qPrintable(name));
            if (auto* box = qobject_cast<QDoubleSpinBox*>(widget)) {
                QCOMPARE(box->minimum(), util::boxLowest(row));
                QCOMPARE(box->maximum(), util::boxHighest(row));
                QCOMPARE(box->decimals(), row.decimals);
                QVERIFY(util::inBounds(row, box->minimum()) && util::inBounds(row, box->maximum()));
                QCOMPARE(panel.findChild<QCheckBox*>(name + QStringLiteral("On")) != nullptr, row.optional);
            }
            if (auto* box = qobject_cast<QComboBox*>(widget); box && row.kind == util::OptionKind::Choice) {
                QCOMPARE(box->count(), int(row.choices.size()));
                for (int i = 0; i < box->count(); ++i)
                    QCOMPARE(box->itemData(i).toString().toStdString(), row.choices[i]);
            }
        }
        // The name, the score, the person, the guards, the bends, the feet, the leg scale, the two
        // switch figures and the three reduce rows.
        QCOMPARE(shown, 15);
    }

    // The flip guard (ref issue 7) turned on, stepped twice, then undone: one step each way.
    void anEditIsOneUndoStepOfItsRow()
    {
        studio::Document document;
        studio::RunOptionsPanel panel(&document);
        auto* on = panel.findChild<QCheckBox*>(QStringLiteral("retargetFlipOn"));
        auto* flip = panel.findChild<QDoubleSpinBox*>(QStringLiteral("retargetFlip"));
        QVERIFY(on && flip && !flip->isEnabled());
        on->setChecked(true);
        QCOMPARE(document.project().retarget.flipDegrees, std::optional<double>(60));
        QVERIFY(flip->isEnabled());
        flip->setValue(45);
        flip->setValue(40);
        QCOMPARE(document.project().retarget.flipDegrees, std::optional<double>(40));
        QCOMPARE(document.undoStack()->count(), 2);  // turned on; then the box's steps merged
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Flip Guard"));
        document.undoStack()->undo();
        QCOMPARE(document.project().retarget.flipDegrees, std::optional<double>(60));
        document.undoStack()->undo();
        QVERIFY(!document.project().retarget.flipDegrees);
        QVERIFY(!on->isChecked() && !flip->isEnabled());
        retarget::Options untouched;
        QVERIFY(document.project().retarget == untouched);
    }

    // --stance needs --plant-feet: its check box waits for the plant, as the CLI refuses it alone.
    void aRowThatNeedsASwitchWaitsForIt()
    {
        studio::Document document;
        studio::RunOptionsPanel panel(&document);
        auto* stanceOn = panel.findChild<QCheckBox*>(QStringLiteral("retargetStanceOn"));
        auto* plant = panel.findChild<QCheckBox*>(QStringLiteral("retargetPlantFeet"));
        QVERIFY(stanceOn && plant && !stanceOn->isEnabled());
        plant->setChecked(true);
        QVERIFY(stanceOn->isEnabled());
        stanceOn->setChecked(true);
        QCOMPARE(document.project().retarget.stance, std::optional<double>(0.07));
    }

    // The rows' labels are in the Korean catalogue, under the context optionLabel asks.
    void theLabelsAreTranslated()
    {
        QTranslator korean;
        QVERIFY(korean.load(QStringLiteral(":/i18n/rigpose_ko.qm")));
        QCoreApplication::installTranslator(&korean);
        {
            studio::Document document;
            studio::RunOptionsPanel panel(&document);
            QCOMPARE(panel.findChild<QCheckBox*>(QStringLiteral("retargetFlipOn"))->text(),
                     QStringLiteral("뒤집힘 방지"));
            QCOMPARE(panel.findChild<QComboBox*>(QStringLiteral("retargetBends"))->itemText(1), QStringLiteral("펴기"));
            QCOMPARE(panel.findChild<QDoubleSpinBox*>(QStringLiteral("retargetStance"))->suffix(),
                     QStringLiteral(" 다리 길이"));
            QCOMPARE(panel.findChild<QCheckBox*>(QStringLiteral("cleanHold"))->text(),
                     QStringLiteral("멈춘 관절 고정"));
        }
        QCoreApplication::removeTranslator(&korean);
    }

    // The Clean box is clean's table (clean/option_table.h): each widget's range, picks, words,
    // label and tooltip its row's.
    void theCleanWidgetsAreCleansRows()
    {
        studio::Document document;
        studio::RunOptionsPanel panel(&document);
        const auto tooltipIsTheRows = [](QWidget* w, const clean::OptionRow& row) {
            return w->toolTip() == QString::fromStdString("--" + row.flag + ": " + row.help);
        };
        for (auto [name, key] : {std::pair{"cleanLegs", "legs"}, std::pair{"cleanRest", "rest"}}) {
            const clean::OptionRow& row = clean::optionRow(key);
            auto* box = panel.findChild<QComboBox*>(QString::fromLatin1(name));
            QVERIFY2(box, name);
            QCOMPARE(box->count(), int(row.picks.size()));
            for (int i = 0; i < box->count(); ++i) {
                QCOMPARE(box->itemData(i).toInt(), row.picks[i]);
                QVERIFY(util::inBounds(row, row.picks[i]) && clean::isValidWindow(row.picks[i]));
            }
            QVERIFY(tooltipIsTheRows(box, row));
        }
        for (auto [name, key] :
             {std::pair{"cleanHoldSpeed", "hold-speed"}, std::pair{"cleanHoldReach", "hold-reach"}}) {
            const clean::OptionRow& row = clean::optionRow(key);
            auto* box = panel.findChild<QDoubleSpinBox*>(QString::fromLatin1(name));
            QVERIFY2(box, name);
            QCOMPARE(box->minimum(), util::boxLowest(row));
            QCOMPARE(box->maximum(), util::boxHighest(row));
            QCOMPARE(box->decimals(), row.decimals);
            QCOMPARE(box->singleStep(), row.step);
            QVERIFY(util::inBounds(row, box->minimum()) && util::inBounds(row, box->maximum()));
            QVERIFY(tooltipIsTheRows(box, row));
        }
        for (auto [name, key] : {std::pair{"cleanHold", "hold"}, std::pair{"cleanLoop", "loop"},
                                 std::pair{"cleanHipsInferred", "hips-inferred"}}) {
            auto* box = panel.findChild<QCheckBox*>(QString::fromLatin1(name));
            QVERIFY2(box, name);
            QCOMPARE(box->text(), QString::fromStdString(clean::optionRow(key).label));
            QVERIFY(tooltipIsTheRows(box, clean::optionRow(key)));
        }
        auto* depth = panel.findChild<QComboBox*>(QStringLiteral("cleanDepth"));
        QVERIFY(depth);
        const clean::OptionRow& gaits = clean::optionRow("depth");
        QCOMPARE(depth->count(), int(gaits.choices.size()) + 1);  // off, then each gait
        for (std::size_t i = 0; i < gaits.choices.size(); ++i)
            QCOMPARE(depth->itemData(int(i) + 1).toString().toStdString(), gaits.choices[i]);
        auto* person = panel.findChild<QComboBox*>(QStringLiteral("cleanPerson"));
        QVERIFY(person && tooltipIsTheRows(person, clean::optionRow("person")));
    }

    // --hold-speed and --hold-reach need the hold on: their boxes wait for it, as the CLI refuses
    // them with --hold off; the undo step is named by the row.
    void theHoldsFiguresWaitForTheHold()
    {
        studio::Document document;
        studio::RunOptionsPanel panel(&document);
        auto* hold = panel.findChild<QCheckBox*>(QStringLiteral("cleanHold"));
        auto* speed = panel.findChild<QDoubleSpinBox*>(QStringLiteral("cleanHoldSpeed"));
        QVERIFY(hold && speed && hold->isChecked() && speed->isEnabled());
        hold->setChecked(false);
        QVERIFY(!document.project().clean.hold);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Hold Still Joints"));
        QVERIFY(!speed->isEnabled());
        document.undoStack()->undo();
        QVERIFY(speed->isEnabled());
    }

    void aNameTheRowDoesNotTakePutsTheProjectsBack()
    {
        studio::Document document;
        studio::RunOptionsPanel panel(&document);
        auto* name = panel.findChild<QLineEdit*>(QStringLiteral("retargetName"));
        QVERIFY(name);
        const QString before = name->text();
        name->setText(QStringLiteral("   "));
        emit name->editingFinished();
        QCOMPARE(name->text(), before);
        QCOMPARE(document.undoStack()->count(), 0);
    }
};

QTEST_MAIN(TestOptionWidgets)
#include "tst_option_widgets.moc"
