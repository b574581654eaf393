#!/usr/bin/env bash
# Runs the README's set-up commands in a bare Debian 12 (bookworm) root, the way a new user's
# machine would: nothing installed but what `mmdebstrap --variant=apt` gives, plus the checkout.
#
#   packaging/fresh-check.sh [test|demo|both]     (default: both; run as root)
#
# Each command gets a root of its own, unpacked from a cached bootstrap, with HEAD cloned into
# /src/rigpose; `both` runs demo.sh, then test.sh, as the README lists them. One closing line per
# command gives its exit code and wall time.
#
# Exit codes: 0 every command passed; 1 a command failed; 2 bad invocation; 3 the fresh root could
# not be made at all (archive unreachable, mount refused, not root), with one line
# "FRESH ROOT UNAVAILABLE: <why>" on stderr so CI can fall back to the host.
#
# Cached under ${RIGPOSE_CACHE:-~/.cache/rigpose}, outside the checkout, and safe to delete:
#   bookworm-root.tar   the bootstrapped root (remade after 30 days)
#   apt/                downloaded packages, bind-mounted as the root's /var/cache/apt/archives
#   ccache/             the compiler cache, bind-mounted as the root's /var/cache/ccache
#   roots/              where a run unpacks its root; removed when the run ends
set -uo pipefail

usage() { echo "usage: $0 [test|demo|both]" >&2; exit 2; }
[ $# -le 1 ] || usage
case "${1:-both}" in
  test) commands=(test) ;;
  demo) commands=(demo) ;;
  both) commands=(demo test) ;;
  *) usage ;;
esac

unavailable() { echo "FRESH ROOT UNAVAILABLE: $*" >&2; exit 3; }

[ "$(id -u)" -eq 0 ] || unavailable "chroot and mount need root (run with sudo)"
top="$(cd "$(dirname "$0")/.." && pwd)"
head="$(git -C "$top" rev-parse HEAD 2>/dev/null)" || unavailable "$top is not a git checkout"
cache="${RIGPOSE_CACHE:-${HOME:-/root}/.cache/rigpose}"
tarball="$cache/bookworm-root.tar"
mirror="http://deb.debian.org/debian"
security="http://deb.debian.org/debian-security"

mkdir -p "$cache/apt/partial" "$cache/ccache" "$cache/roots" || unavailable "cannot write $cache"
# One run at a time per cache: two apt-gets sharing one archive folder would fight over its lock.
exec 9>"$cache/lock" || unavailable "cannot write $cache/lock"
if ! flock -n 9; then
  echo "fresh-check: another run holds $cache/lock; waiting for it"
  flock 9
fi

if ! command -v mmdebstrap >/dev/null 2>&1; then
  echo "fresh-check: installing mmdebstrap on the host"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends mmdebstrap; } \
    >/dev/null || unavailable "mmdebstrap could not be installed"
fi

# The bootstrap: apt and its keyring, plus the two things the check itself needs inside
# (ca-certificates for the host's local CAs, ccache for the build cache). Nothing the project
# needs is added here: deps.sh has to install that.
if [ -z "$(find "$tarball" -mtime -30 2>/dev/null)" ]; then
  echo "fresh-check: bootstrapping Debian 12 into $tarball"
  rm -f "$tarball.partial"
  if ! mmdebstrap --quiet --variant=apt --format=tar --include=ca-certificates,ccache \
      bookworm "$tarball.partial" \
      "deb $mirror bookworm main" "deb $mirror bookworm-updates main" \
      "deb $security bookworm-security main"; then
    rm -f "$tarball.partial"
    unavailable "mmdebstrap could not bootstrap bookworm from $mirror"
  fi
  mv -f "$tarball.partial" "$tarball"
fi

root=""
mounts=()

# Unmounts everything this run mounted, innermost first; the root is deleted only when nothing
# is mounted under it any more, so a stuck mount can never let rm reach the host's /dev or cache.
cleanup() {
  local i
  [ -n "$root" ] && stop_root_processes
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount -R "${mounts[i]}" 2>/dev/null || umount -R -l "${mounts[i]}" 2>/dev/null
  done
  mounts=()
  if [ -n "$root" ] && [ -d "$root" ]; then
    if grep -q " $root/" /proc/self/mounts; then
      echo "fresh-check: left $root in place: something is still mounted under it" >&2
    else
      rm -rf --one-file-system "$root"
    fi
  fi
  root=""
}
trap cleanup EXIT
trap 'cleanup; exit 130' INT
trap 'cleanup; exit 143' TERM

# Whatever still runs inside the root (a build, apt) is stopped before its mounts go.
stop_root_processes() {
  local signal p found
  for signal in TERM KILL; do
    found=0
    for p in /proc/[0-9]*; do
      if [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ]; then
        kill "-$signal" "${p#/proc/}" 2>/dev/null && found=1
      fi
    done
    [ $found -eq 1 ] || return 0
    sleep 2
  done
}

bind() {  # bind <host dir> <dir inside the root>
  mkdir -p "$root$2"
  mount --rbind "$1" "$root$2" || return 1
  mounts+=("$root$2")
  mount --make-rslave "$root$2" 2>/dev/null || true
}

make_root() {
  root="$(mktemp -d "$cache/roots/root.XXXXXX")" || unavailable "cannot make a folder under $cache/roots"
  chmod 0755 "$root"  # mktemp makes it 0700, and apt's _apt user must reach into it
  tar -xf "$tarball" -C "$root" || unavailable "cannot unpack $tarball"
  bind /proc /proc && bind /sys /sys && bind /dev /dev \
    && bind "$cache/apt" /var/cache/apt/archives && bind "$cache/ccache" /var/cache/ccache \
    || unavailable "bind mounts into the root were refused"
  cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
  # A machine behind a TLS-inspecting proxy needs its local CAs inside too (npm fetches the
  # Spine runtime for the node tests).
  if compgen -G "/usr/local/share/ca-certificates/*" >/dev/null; then
    cp -rL /usr/local/share/ca-certificates/. "$root/usr/local/share/ca-certificates/"
  fi
  in_root update-ca-certificates >/dev/null 2>&1 || echo "fresh-check: update-ca-certificates failed" >&2
  # The archive has to answer now; a package it lacks is the command's failure, not this one.
  in_root apt-get update -qq >/dev/null || unavailable "apt-get update failed inside the root (is $mirror reachable?)"
  git clone --quiet --no-hardlinks "$top" "$root/src/rigpose" \
    && git -C "$root/src/rigpose" checkout --quiet --detach "$head" \
    || unavailable "cannot clone $top into the root"
}

# A clean environment: what a root shell on a new machine has, plus the build cache and any
# proxy the host uses. Node reads only its own CA list unless told, so it gets the system one.
in_root() {
  local extra=()
  local v
  for v in http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY CI; do
    [ -n "${!v:-}" ] && extra+=("$v=${!v}")
  done
  chroot "$root" /usr/bin/env -i \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 TERM=dumb \
    DEBIAN_FRONTEND=noninteractive \
    NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
    CCACHE_DIR=/var/cache/ccache CCACHE_MAXSIZE=4G CMAKE_CXX_COMPILER_LAUNCHER=ccache \
    "${extra[@]}" "$@"
}

failed=0
summary=()
for c in "${commands[@]}"; do
  echo
  echo "fresh-check: ===== ./packaging/$c.sh in a fresh Debian 12 root ($head) ====="
  started=$(date +%s)
  make_root
  # In the background and waited for, so a TERM reaches the trap at once rather than after
  # the command has finished.
  in_root /bin/bash -c "cd /src/rigpose && ./packaging/$c.sh" </dev/null &
  wait $!
  rc=$?
  seconds=$(( $(date +%s) - started ))
  cleanup
  line="fresh-check: ./packaging/$c.sh exit $rc (${seconds} s in a fresh root)"
  summary+=("$line")
  [ $rc -eq 0 ] || failed=1
done
echo
printf '%s\n' "${summary[@]}"
exit $failed
