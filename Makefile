# Inkstone: `make run` to draw, `make test` to test everything, `make install` or `make deb`
# to put it on a machine.
SWIFT ?= swift

# The desktop's name for the app: the desktop entry, metainfo, MIME package, thumbnailer and
# icons are all named after it.
APP_ID := org.inkstone.Inkstone
# One version, the one `inkstone --version` prints.
VERSION := $(shell sed -n 's/^let version = "inkstone \(.*\)"$$/\1/p' Sources/inkstone/Invocation.swift)

# Where `make install` puts things: $(DESTDIR)$(PREFIX)/…; with DESTDIR set no root is needed
# and no system cache is updated.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
ZSHCOMPDIR ?= $(DATADIR)/zsh/site-functions

# The binary `make install` installs: by default the release build with the Swift standard
# library and Foundation linked in (it runs where no Swift toolchain is installed), built in a
# folder of its own; BINARY=path installs a binary built before (the tests do so).
STATIC_BUILD := .build/static
BINARY ?= $(STATIC_BUILD)/release/inkstone
ICON_SIZES := 16 22 24 32 48 64 128 256 512
ICONS := $(foreach s,$(ICON_SIZES),.build/icons/$(s)x$(s)/$(APP_ID).png)
MANPAGE := .build/man/inkstone.1.gz

# Translations (gettext): po/LANG.po for each language, compiled into LANG/LC_MESSAGES/inkstone.mo
# beside the binaries (`.build/debug/locale`, `.build/release/locale`, where the app finds them
# in development) and into $(DATADIR)/locale by `make install`.
LINGUAS := $(basename $(notdir $(wildcard po/*.po)))
MO_FILES := $(foreach l,$(LINGUAS),.build/locale/$(l)/LC_MESSAGES/inkstone.mo)
# The sources that translate something (a file with a multi-line literal must not: xgettext reads C).
SWIFT_SOURCES := $(shell po/sources.sh)

.PHONY: run test build release static bench deps-run deps-test deps-package icons install uninstall deb clean pot locale

run: deps-run release
	.build/release/inkstone $(ARGS)

test: deps-test
	$(SWIFT) build
	$(MAKE) --no-print-directory locale LOCALE_DIRS=.build/debug/locale
	$(SWIFT) test
	@Tests/PenRig/check-leftovers.sh

build: deps-run
	$(SWIFT) build
	$(MAKE) --no-print-directory locale LOCALE_DIRS=.build/debug/locale

release: deps-run
	$(SWIFT) build -c release --product inkstone
	$(MAKE) --no-print-directory locale LOCALE_DIRS=.build/release/locale

# po/inkstone.pot: every string of tr("…") and trn("…", "…", n) in the sources (and the
# palette's colour names); po/*.po are then brought up to date with msgmerge.
pot:
	xgettext --language=C --from-code=UTF-8 --keyword= --keyword=tr --keyword=trn:1,2 --keyword=NamedColor:1 \
	  --add-comments=TRANSLATORS: --add-location=file --sort-output --package-name=inkstone --package-version=$(VERSION) \
	  --msgid-bugs-address=https://github.com/inkstone -o po/inkstone.pot $(SWIFT_SOURCES)
	$(foreach l,$(LINGUAS),msgmerge --quiet --update --backup=none --no-fuzzy-matching po/$(l).po po/inkstone.pot &&) true

# The compiled catalogs, copied beside the binaries named in LOCALE_DIRS.
LOCALE_DIRS ?= .build/debug/locale .build/release/locale
locale: $(MO_FILES)
	@$(foreach d,$(LOCALE_DIRS),$(foreach l,$(LINGUAS),install -D -m 0644 .build/locale/$(l)/LC_MESSAGES/inkstone.mo $(d)/$(l)/LC_MESSAGES/inkstone.mo &&)) true

.build/locale/%/LC_MESSAGES/inkstone.mo: po/%.po
	@mkdir -p $(@D)
	msgfmt --check --output-file=$@.$$$$.tmp $< && mv $@.$$$$.tmp $@

# Linked with immediate binding (hardening).
static: deps-run
	$(SWIFT) build -c release --static-swift-stdlib --product inkstone --scratch-path $(STATIC_BUILD) \
	  -Xlinker -z -Xlinker now

# The latency bench measures the binary `make install` and the .deb install: the static build.
bench: deps-test static
	$(SWIFT) run -c release inkstone-bench
	$(SWIFT) run -c release inkstone-latency --inkstone $(STATIC_BUILD)/release/inkstone

deps-run:
	@packaging/debian-deps.sh run

deps-test:
	@packaging/debian-deps.sh test

deps-package:
	@packaging/debian-deps.sh package

# The PNG icons, rendered from the SVG at build time.
icons: $(ICONS)

.build/icons/%/$(APP_ID).png: assets/inkstone.svg
	@mkdir -p $(@D)
	rsvg-convert -w $(firstword $(subst x, ,$*)) -h $(firstword $(subst x, ,$*)) -o $@.$$$$.tmp $< && mv $@.$$$$.tmp $@

$(MANPAGE): packaging/inkstone.1
	@mkdir -p $(@D)
	gzip -9 -n -c $< > $@.$$$$.tmp && mv $@.$$$$.tmp $@

# The default binary is built first; a BINARY given on the command line is taken as it is.
ifeq ($(origin BINARY),file)
install: static
endif
install: deps-package $(ICONS) $(MANPAGE) $(MO_FILES)
	@test -x "$(BINARY)" || { echo "make install: no binary at $(BINARY)" >&2; exit 1; }
	install -D -m 0755 "$(BINARY)" "$(DESTDIR)$(BINDIR)/inkstone"
	$(foreach l,$(LINGUAS),install -D -m 0644 .build/locale/$(l)/LC_MESSAGES/inkstone.mo "$(DESTDIR)$(DATADIR)/locale/$(l)/LC_MESSAGES/inkstone.mo" &&) true
	install -D -m 0644 packaging/$(APP_ID).desktop "$(DESTDIR)$(DATADIR)/applications/$(APP_ID).desktop"
	install -D -m 0644 packaging/$(APP_ID).metainfo.xml "$(DESTDIR)$(DATADIR)/metainfo/$(APP_ID).metainfo.xml"
	install -D -m 0644 packaging/$(APP_ID).mime.xml "$(DESTDIR)$(DATADIR)/mime/packages/$(APP_ID).xml"
	install -D -m 0644 packaging/$(APP_ID).thumbnailer "$(DESTDIR)$(DATADIR)/thumbnailers/$(APP_ID).thumbnailer"
	install -D -m 0644 assets/inkstone.svg "$(DESTDIR)$(DATADIR)/icons/hicolor/scalable/apps/$(APP_ID).svg"
	install -D -m 0644 assets/inkstone-symbolic.svg "$(DESTDIR)$(DATADIR)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg"
	$(foreach s,$(ICON_SIZES),install -D -m 0644 .build/icons/$(s)x$(s)/$(APP_ID).png "$(DESTDIR)$(DATADIR)/icons/hicolor/$(s)x$(s)/apps/$(APP_ID).png" &&) true
	install -D -m 0644 $(MANPAGE) "$(DESTDIR)$(MANDIR)/man1/inkstone.1.gz"
	install -D -m 0644 packaging/completions/inkstone.bash "$(DESTDIR)$(BASHCOMPDIR)/inkstone"
	install -D -m 0644 packaging/completions/_inkstone "$(DESTDIR)$(ZSHCOMPDIR)/_inkstone"
	@[ -n "$(DESTDIR)" ] || packaging/update-caches.sh "$(DATADIR)"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/inkstone" \
	  "$(DESTDIR)$(DATADIR)/applications/$(APP_ID).desktop" \
	  "$(DESTDIR)$(DATADIR)/metainfo/$(APP_ID).metainfo.xml" \
	  "$(DESTDIR)$(DATADIR)/mime/packages/$(APP_ID).xml" \
	  "$(DESTDIR)$(DATADIR)/thumbnailers/$(APP_ID).thumbnailer" \
	  "$(DESTDIR)$(DATADIR)/icons/hicolor/scalable/apps/$(APP_ID).svg" \
	  "$(DESTDIR)$(DATADIR)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg" \
	  $(foreach s,$(ICON_SIZES),"$(DESTDIR)$(DATADIR)/icons/hicolor/$(s)x$(s)/apps/$(APP_ID).png") \
	  "$(DESTDIR)$(MANDIR)/man1/inkstone.1.gz" \
	  "$(DESTDIR)$(BASHCOMPDIR)/inkstone" \
	  "$(DESTDIR)$(ZSHCOMPDIR)/_inkstone" \
	  $(foreach l,$(LINGUAS),"$(DESTDIR)$(DATADIR)/locale/$(l)/LC_MESSAGES/inkstone.mo")
	@[ -n "$(DESTDIR)" ] || packaging/update-caches.sh "$(DATADIR)"

# inkstone_VERSION_ARCH.deb in this folder, from the static release build; checked with lintian.
deb: static deps-package $(ICONS) $(MANPAGE)
	packaging/build-deb.sh "$(VERSION)" "$(STATIC_BUILD)/release/inkstone" .

clean:
	rm -rf .build
