#pragma once
// QCOMPARE for JSON values, which QTest cannot compare itself: both sides as their compact text,
// so a difference prints readably and the order of an object's keys counts.

#include <QString>
#include <QTest>

#include <nlohmann/json.hpp>

#define RIGPOSE_COMPARE_JSON(actual, expected)                              \
    QCOMPARE(QString::fromStdString(nlohmann::ordered_json(actual).dump()), \
             QString::fromStdString(nlohmann::ordered_json(expected).dump()))
