#include "runner.h"

#include <QCoreApplication>

#include <exception>
#include <string>

namespace rigpose::studio {

namespace {

class RunnerText {
    Q_DECLARE_TR_FUNCTIONS(rigpose::studio::Runner)
};

}  // namespace

QString stageText(RunStage stage)
{
    switch (stage) {
    case RunStage::Cleaning:
        return RunnerText::tr("Cleaning…");
    case RunStage::ReadingRig:
        return RunnerText::tr("Reading the rig and the map…");
    case RunStage::Retargeting:
        return RunnerText::tr("Retargeting and gating…");
    case RunStage::Preparing:
        return RunnerText::tr("Preparing the views…");
    case RunStage::Done:
        return RunnerText::tr("Done");
    }
    return {};
}

RunOutput runGuarded(const RunRequest& request, const JobControl& control)
{
    RunControl run;
    run.stage = [&control](RunStage stage) { control.report(static_cast<int>(stage), stageText(stage)); };
    run.stop = control.stop;
    try {
        return runPipeline(request, run);
    } catch (const std::exception& e) {
        RunOutput output;
        output.refusals.add("STUDIO_INTERNAL", "the run stopped on an internal error (" + std::string(e.what()) +
                                                   "); please report it with the project and its files");
        return output;
    }
}

Runner::Runner(QObject* parent)
    : QObject(parent)
    , m_jobs(this, {[this](const RunOutput& output) { emit finished(output); }, [this] { emit canceled(); },
                    [this](int stage, int stages, const QString& text) { emit progress(stage, stages, text); }})
{}

Runner::~Runner() = default;

void Runner::start(const RunRequest& request)
{
    m_jobs.start([request](const JobControl& control) { return runGuarded(request, control); }, kRunStages);
    emit started();
}

void Runner::cancel() { m_jobs.cancel(); }

}  // namespace rigpose::studio
