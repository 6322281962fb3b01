# nlroute — top-level Makefile
-include config.mk

PREFIX  ?= /usr
SBINDIR ?= /sbin
BINDIR  ?= /bin
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
ALL_CFLAGS := -std=gnu11 $(WARN) $(CFLAGS) -Iinclude $(MNL_CFLAGS) $(CAP_CFLAGS) $(ELF_CFLAGS) -D_GNU_SOURCE
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
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

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

# the kernel's networking selftests with each tool first on PATH
# (testsuite/peer/run; needs linux-source-6.12)
peer: all
	testsuite/peer/run

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(SBINDIR) $(DESTDIR)$(MANDIR)/man8
	install -m 0755 ip/ip $(DESTDIR)$(BINDIR)/ip
	ln -sf $(BINDIR)/ip $(DESTDIR)$(SBINDIR)/ip
	if [ -x bridge/bridge ]; then \
		install -m 0755 bridge/bridge $(DESTDIR)$(SBINDIR)/bridge; fi
	for m in man/man8/*.8; do [ -f "$$m" ] && \
		install -m 0644 "$$m" $(DESTDIR)$(MANDIR)/man8/ || true; done

format:
	clang-format -i $$(git ls-files '*.c' '*.h')

clean:
	rm -f lib/*.o lib/*.a ip/*.o ip/ip bridge/*.o bridge/bridge $(UNIT_BINS) \
		.build-flags

.PHONY: all check unit demo bench peer install format clean FORCE

# Fuzz targets (clang): make fuzz, fuzz-build, fuzz-regress, fuzz-clean.
include testsuite/fuzz/fuzz.mk
