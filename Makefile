# nlroute — top-level Makefile
-include config.mk

# The one place the version is written down: ip -V, bridge -V, nlroute(8)
# and debian/changelog must agree with it (testsuite/checks/version.sh).
VERSION := $(shell cat VERSION)

PREFIX  ?= /usr
BINDIR  ?= $(PREFIX)/bin
SBINDIR ?= $(PREFIX)/sbin
MANDIR  ?= $(PREFIX)/share/man
DESTDIR ?=

CC      ?= cc
CFLAGS  ?= -O2 -g
WARN    := -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers
ifneq ($(WERROR),)
WARN    += -Werror
endif
ifneq ($(CI),)
WARN    += -Werror
endif
ifneq ($(SANITIZE),)
CFLAGS  += -fsanitize=address,undefined -fno-sanitize-recover=all \
	   -fno-omit-frame-pointer
LDFLAGS += -fsanitize=address,undefined
# linked in directly: nothing references the hook, so the archive would not
SAN_OBJS := lib/asan_options.o
endif
# CPPFLAGS, CFLAGS and LDFLAGS come from the environment or the command
# line, e.g. from dpkg-buildflags (-D_FORTIFY_SOURCE=2 is in CPPFLAGS).
ALL_CFLAGS := -std=gnu11 $(WARN) $(CPPFLAGS) $(CFLAGS) -Iinclude $(MNL_CFLAGS) $(CAP_CFLAGS) $(ELF_CFLAGS) -D_GNU_SOURCE
LDLIBS_IP := $(MNL_LIBS)

LIB_SRCS := $(sort $(wildcard lib/*.c))
LIB_OBJS := $(LIB_SRCS:.c=.o)
IP_SRCS  := $(sort $(wildcard ip/*.c))
IP_OBJS  := $(IP_SRCS:.c=.o)
BR_SRCS  := $(sort $(wildcard bridge/*.c))
BR_OBJS  := $(BR_SRCS:.c=.o)
UNIT_SRCS := $(sort $(wildcard testsuite/unit/*.c))
UNIT_BINS := $(UNIT_SRCS:.c=)

PROGS := ip/ip
ifneq ($(BR_SRCS),)
PROGS += bridge/bridge
endif

all: $(PROGS)

config.mk:
	@echo "run ./configure first" >&2; exit 1

# Objects remember the flags they were built with: switching between a
# normal and a SANITIZE=1 build rebuilds everything.
BUILD_FLAGS := $(CC) $(ALL_CFLAGS) $(LDFLAGS)
.build-flags: FORCE
	@echo '$(BUILD_FLAGS)' | cmp -s - $@ || echo '$(BUILD_FLAGS)' >$@

%.o: %.c $(wildcard include/*.h ip/*.h bridge/*.h) config.mk .build-flags
	$(CC) $(ALL_CFLAGS) $(VERSION_DEF) -c -o $@ $<

# only the two files that print it are rebuilt when VERSION changes
ip/ip.o bridge/bridge.o: VERSION
ip/ip.o bridge/bridge.o: VERSION_DEF := -DNLROUTE_VERSION='"$(VERSION)"'

lib/libnlroute.a: $(LIB_OBJS)
	$(AR) rcs $@ $^

ip/ip: $(IP_OBJS) $(SAN_OBJS) lib/libnlroute.a
	$(CC) $(LDFLAGS) -o $@ $(IP_OBJS) $(SAN_OBJS) lib/libnlroute.a $(LDLIBS_IP) $(CAP_LIBS)

bridge/bridge: $(BR_OBJS) $(SAN_OBJS) lib/libnlroute.a
	$(CC) $(LDFLAGS) -o $@ $(BR_OBJS) $(SAN_OBJS) lib/libnlroute.a $(LDLIBS_IP)

testsuite/unit/%: testsuite/unit/%.c lib/libnlroute.a .build-flags
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< lib/libnlroute.a $(LDLIBS_IP)

unit: $(UNIT_BINS)

check: all unit
	testsuite/run

demo: all
	bench/demo

bench: all
	bench/run
	bench/scale.sh

# the kernel's networking selftests with each tool first on PATH
# (testsuite/peer/run; needs linux-source-6.12)
peer: all
	testsuite/peer/run

# make install puts ip in $(BINDIR) and bridge in $(SBINDIR) (/usr/bin/ip and
# /usr/sbin/bridge, the places of the Debian package).  Without DESTDIR it
# refuses to overwrite a file that dpkg owns (iproute2's ip): a later
# upgrade of that package would silently put it back.  Install the package
# instead (make deb), or force it with FORCE_INSTALL=1.
INSTALL_TARGETS := $(BINDIR)/ip $(SBINDIR)/bridge
install: all
ifeq ($(DESTDIR)$(FORCE_INSTALL),)
	@for f in $(INSTALL_TARGETS); do \
		for p in "$$f" "$$(readlink -f "$$f")" "$${f#/usr}"; do \
			[ -n "$$p" ] || continue; \
			if command -v dpkg >/dev/null && \
			   o=$$(dpkg -S "$$p" 2>/dev/null); then \
				echo "make install: $$f is $$p, which dpkg manages:" >&2; \
				echo "$$o" | sed 's/^/    /' >&2; \
				echo "make install: install nlroute as a package instead" \
				     "(make deb; apt install ./dist/nlroute_$(VERSION)_*.deb)," \
				     "or use DESTDIR=... or FORCE_INSTALL=1" >&2; \
				exit 1; \
			fi; \
		done; \
	done
endif
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(SBINDIR) $(DESTDIR)$(MANDIR)/man8
	install -m 0755 ip/ip $(DESTDIR)$(BINDIR)/ip
	if [ -x bridge/bridge ]; then \
		install -m 0755 bridge/bridge $(DESTDIR)$(SBINDIR)/bridge; fi
	for m in man/man8/*.8; do [ -f "$$m" ] && \
		install -m 0644 "$$m" $(DESTDIR)$(MANDIR)/man8/ || true; done

# make deb: the Debian package, built by dpkg-buildpackage in a copy of the
# tree under dist/build (dpkg-buildpackage writes its results into the
# parent directory); the .deb, .changes and .buildinfo end up in dist/.
DEB_SRC := dist/build/nlroute-$(VERSION)
deb:
	rm -rf dist/build dist/*.deb dist/*.changes dist/*.buildinfo
	mkdir -p $(DEB_SRC)
	if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
		git ls-files -z --cached --others --exclude-standard | \
		tar --null -T - --ignore-failed-read -cf - ; \
	else \
		tar --exclude=./dist --exclude-vcs -cf - . ; \
	fi | tar -xf - -C $(DEB_SRC)
	cd $(DEB_SRC) && $(MAKE) -s clean >/dev/null 2>&1; rm -f $(DEB_SRC)/config.mk
	cd $(DEB_SRC) && dpkg-buildpackage -us -uc -b
	mv dist/build/*_$(VERSION)_*.deb dist/build/*_$(VERSION)_*.changes \
		dist/build/*_$(VERSION)_*.buildinfo dist/
	rm -rf dist/build
	@ls -1 dist/nlroute_$(VERSION)_*

lintian: deb
	lintian -i --pedantic --fail-on error,warning dist/nlroute_$(VERSION)_*.changes

# install, check and purge the package in a private mount namespace over
# an overlay of /usr, /etc and /var (the host does not change)
pkg-cycle:
	testsuite/pkg-cycle

format:
	clang-format -i $$(git ls-files '*.c' '*.h')

clean:
	rm -f lib/*.o lib/*.a ip/*.o ip/ip bridge/*.o bridge/bridge $(UNIT_BINS) \
		.build-flags
	rm -rf dist/build

.PHONY: all check unit demo bench peer install deb lintian pkg-cycle format clean FORCE

# Fuzz targets (clang): make fuzz, fuzz-build, fuzz-regress, fuzz-clean.
include testsuite/fuzz/fuzz.mk
