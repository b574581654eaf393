#!/usr/bin/env bash
# Builds the dev preset (Debug, warnings are errors) and runs every test but the benchmarks.
set -euo pipefail
cd "$(dirname "$0")/.."

./packaging/deps.sh
cmake --preset dev
cmake --build --preset dev
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
ctest --preset dev
