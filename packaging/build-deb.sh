#!/usr/bin/env bash
# Builds inkstone_VERSION_ARCH.deb from a built binary (`make deb` runs it after the static
# release build), then checks it with lintian. No root needed: dpkg-deb gives the files to
# root itself.
#   packaging/build-deb.sh VERSION BINARY OUTDIR [--from-debug-build]
# --from-debug-build is for the test suite, which has no time for a static release build: the
# debug binary finds the Swift libraries through its RUNPATH, so those are left out of Depends
# and lintian's custom-library-search-path is not counted; everything else is checked alike.
set -euo pipefail
version="$1" binary="$(realpath "$2")" outdir="$(realpath "$3")" debug="${4:-}"
here="$(cd "$(dirname "$0")" && pwd)"
arch="$(dpkg --print-architecture)"
work="$(mktemp -d "${TMPDIR:-/tmp}/inkstone-deb.XXXXXX")"
trap 'rm -rf "$work"' EXIT
root="$work/inkstone_${version}_${arch}"
deb="$outdir/inkstone_${version}_${arch}.deb"

changelog_version="$(sed -n '1s/^inkstone (\([^)]*\)).*/\1/p' "$here/debian/changelog")"
if [ "$changelog_version" != "$version" ]; then
  echo "build-deb: packaging/debian/changelog is at $changelog_version, the program at $version: add an entry" >&2
  exit 1
fi

mkdir -p "$root/DEBIAN"
# The same tree `make install` makes, under /usr (Debian keeps zsh completions apart).
make --no-print-directory -C "$here/.." install DESTDIR="$root" PREFIX=/usr ZSHCOMPDIR=/usr/share/zsh/vendor-completions BINARY="$binary" >/dev/null
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/inkstone"
install -D -m 0644 "$here/debian/copyright" "$root/usr/share/doc/inkstone/copyright"
gzip -9 -n -c "$here/debian/changelog" > "$root/usr/share/doc/inkstone/changelog.gz"
chmod 0644 "$root/usr/share/doc/inkstone/changelog.gz"
find "$root" -type d -exec chmod 0755 {} +

# The package must run where no Swift toolchain is: no Swift library may be linked dynamically.
if [ "$debug" != "--from-debug-build" ] && ldd "$root/usr/bin/inkstone" | grep -i swift; then
  echo "build-deb: $binary links Swift libraries dynamically (build it with --static-swift-stdlib)" >&2
  exit 1
fi

# Depends: the packages of the shared libraries the binary really links.
mkdir -p "$work/src/debian"
printf 'Source: inkstone\n\nPackage: inkstone\nArchitecture: any\n' > "$work/src/debian/control"
shlibdeps_options=()
lintian_options=()
if [ "$debug" = "--from-debug-build" ]; then
  shlibdeps_options=(--ignore-missing-info)
  lintian_options=(--suppress-tags custom-library-search-path)
fi
depends="$(cd "$work/src" && dpkg-shlibdeps "${shlibdeps_options[@]}" -O -e"../inkstone_${version}_${arch}/usr/bin/inkstone" | sed -n 's/^shlibs:Depends=//p')"
[ -n "$depends" ] || { echo "build-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

size="$(du -k -s --apparent-size --exclude=DEBIAN "$root" | cut -f1)"
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
  "$here/debian/control.in" > "$root/DEBIAN/control"
(cd "$root" && find usr -type f -printf '%P\n' | LC_ALL=C sort | sed 's|^|usr/|' | xargs md5sum) > "$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "built $deb"
echo "Depends: $depends"
# lintian: errors fail the build; warnings are shown.
lintian --fail-on error --tag-display-limit 0 "${lintian_options[@]}" "$deb"
