#pragma once
// Gaussian numbers from a seed, the same on every platform: splitmix64 for the bits and
// Box-Muller for the shape. std::normal_distribution is not used on purpose: its output is
// left to each standard library, and the example's bytes must not depend on which one built it.

#include <cmath>
#include <cstdint>
#include <numbers>

namespace rigpose::examples {

class SeededGaussian {
public:
    explicit SeededGaussian(std::uint64_t seed) : m_state(seed) {}

    // A standard normal number (mean 0, standard deviation 1).
    double next()
    {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        // Box-Muller turns two uniforms into two independent normals; keep the second.
        const double radius = std::sqrt(-2.0 * std::log(uniformOpen()));
        const double turn = 2.0 * std::numbers::pi * uniformOpen();
        m_spare = radius * std::sin(turn);
        m_hasSpare = true;
        return radius * std::cos(turn);
    }

private:
    std::uint64_t nextBits()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    // Uniform in (0, 1), never 0, so the logarithm above is finite.
    double uniformOpen() { return (static_cast<double>(nextBits() >> 11) + 0.5) * 0x1.0p-53; }

    std::uint64_t m_state;
    double m_spare = 0;
    bool m_hasSpare = false;
};

}  // namespace rigpose::examples
