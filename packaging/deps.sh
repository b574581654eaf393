#!/usr/bin/env bash
# Installs the Debian 12 packages rigpose needs to build, test and run — only those missing.
# Safe to run again: it asks dpkg first and installs nothing that is already there.
# `deps.sh fuzz` adds what the fuzz preset needs (Debian's clang and its libFuzzer runtime).
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n libqt6opengl6-dev libgl1-mesa-dev
  libeigen3-dev nlohmann-json3-dev libssl-dev libtinygltf-dev
  xvfb xauth clang-format
)
if [ "${1:-}" = "fuzz" ]; then
  packages+=(clang libclang-rt-14-dev)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

# Node.js and npm run the official Spine runtime in tests only. This image may carry a Node of
# its own, and Debian's npm package conflicts with it: install Debian's only when none is there.
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  missing+=(nodejs npm)
fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "deps: everything is installed"
  exit 0
fi

echo "deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
