#pragma once
// A studio window on a copy of the wave example, its first run waited for: the start of most
// studio tests that edit. `settles()` waits for the next run (or read) to end and says whether
// it ended green.

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "main_window.h"
#include "wave_project_copy.h"

namespace rigpose::test {

struct OpenedWave {
    QTemporaryDir dir;
    studio::MainWindow window;
    QSignalSpy settled{&window, &studio::MainWindow::settled};

    // Copies the wave example into `dir` and opens it; `shown` puts the window on screen at
    // 1280 × 800 first (for views that must be laid out). True when its first run was green.
    bool open(bool shown = false)
    {
        if (shown) {
            window.resize(1280, 800);
            window.show();
            if (!QTest::qWaitForWindowExposed(&window))
                return false;
        }
        window.openProject(copyWaveExample(dir));
        return settles();
    }

    bool settles() { return settled.wait(120000) && settled.last().at(0).toBool(); }
};

}  // namespace rigpose::test
