#!/usr/bin/env bash
# Installs the Debian packages Inkstone needs, and only those that are missing.
#   packaging/debian-deps.sh run    what building and running the app needs
#   packaging/debian-deps.sh test   that, plus what the test suite needs (X servers, pen rig,
#                                    the packaging tools and the validators the tests run)
#   packaging/debian-deps.sh package  what `make install` and `make deb` need besides the build
set -euo pipefail

# fonts-dejavu-core: the interface's face (Pango falls back through fontconfig for what it lacks).
# fonts-noto-color-emoji: emoji in names and text drawn in colour (Pango's fallback), not as boxes.
# fonts-droid-fallback (tests): CJK glyphs for the Pango text tests.
# libzinnia-dev: the handwriting recogniser the app links (text boxes written with the pen).
# libglib2.0-dev: GLib's bookmark file, for the desktop's recently used files (Poppler's and Pango's GLib too).
# gettext: msgfmt compiles the translations (po/*.po). libxtst-dev and libxdamage-dev: `swift build` also builds the latency bench (inkstone-latency), which links them.
run_packages=(pkg-config gettext libx11-dev libxi-dev libcairo2-dev libjpeg62-turbo-dev libdbus-1-dev libglib2.0-dev libpoppler-glib-dev libpango1.0-dev libxtst-dev libxdamage-dev libzinnia-dev fonts-dejavu-core fonts-noto-color-emoji)
package_packages=(librsvg2-bin dpkg-dev lintian)
# tegaki-zinnia-*: the recogniser's models. Optional when running (without them the pen's ink
# in a text box simply stays ink; install them to have it read), needed by the tests that
# read handwriting.
# uim-xim, uim-data, locales: a real input method server for the typing tests (uim's XIM bridge
# with its Pinyin method; localedef compiles en_US.UTF-8 from the locales package's sources).
# xclip: the clipboard tests read and offer CLIPBOARD and PRIMARY as other apps do.
test_packages=(tegaki-zinnia-japanese tegaki-zinnia-simplified-chinese appstream desktop-file-utils libxml2-utils shared-mime-info man-db binutils bash-completion zsh xvfb xserver-xorg-core xserver-xorg-video-dummy xserver-xorg-dev x11-utils xinput gcc poppler-utils qpdf dbus-daemon python3-dbus python3-gi xclip fonts-droid-fallback uim-xim uim-data locales)

case "${1:-run}" in
  run) wanted=("${run_packages[@]}") ;;
  test) wanted=("${run_packages[@]}" "${package_packages[@]}" "${test_packages[@]}") ;;
  package) wanted=("${package_packages[@]}") ;;
  *) echo "usage: $0 run|test|package" >&2; exit 2 ;;
esac

missing=()
for p in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing Debian packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "error: the Swift toolchain (swift) is not on PATH; install Swift 6 from swift.org and retry." >&2
  exit 1
fi
