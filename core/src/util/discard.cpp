#include "rigpose/util/discard.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace rigpose::detail {

namespace {

// One thread, started on first use; its destructor frees what is left and joins it.
class Reaper {
public:
    Reaper() : m_thread([this] { run(); }) {}
    ~Reaper()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_one();
        m_thread.join();
    }
    void add(std::function<void()> free)
    {
        {
            const std::lock_guard lock(m_mutex);
            m_queue.push_back(std::move(free));
        }
        m_wake.notify_one();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<std::function<void()>> m_queue;
    bool m_done = false;
    std::thread m_thread;  // last: started once the rest is ready

    void run()
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            m_wake.wait(lock, [this] { return m_done || !m_queue.empty(); });
            if (m_queue.empty())
                return;  // done, and nothing left to free
            std::function<void()> free = std::move(m_queue.front());
            m_queue.pop_front();
            lock.unlock();
            free();
            free = nullptr;  // the last reference to the garbage goes here, unlocked
            lock.lock();
        }
    }
};

}  // namespace

void freeInBackground(std::function<void()> free)
{
    static Reaper reaper;
    reaper.add(std::move(free));
}

}  // namespace rigpose::detail
