# testsuite/fuzz/fuzz.mk — libFuzzer targets, included by the top Makefile.
#
#   make fuzz-build            build the targets (clang) in testsuite/fuzz/build
#   make fuzz [FUZZ_TIME=60]   run each target FUZZ_TIME seconds on its corpus
#   make fuzz-regress          replay every saved crash input and the
#                              crafted messages of crafted.py (no fuzzing)
#
# Objects are built here with the fuzz flags, apart from the normal build.

FUZZ_CC     ?= clang
FUZZ_TIME   ?= 60
# inputs up to FUZZ_MAX_LEN of fuzz.h: arguments of 64 KB and more
FUZZ_MAX_LEN ?= 70000
FUZZ_D      := testsuite/fuzz
FUZZ_B      := $(FUZZ_D)/build
FUZZ_SAN    := -fsanitize=address,undefined -fno-sanitize-recover=all \
	       -fno-omit-frame-pointer
FUZZ_CFLAGS := -std=gnu11 -g -O1 -Wall -Wno-unused-parameter \
	       -Wno-missing-field-initializers $(FUZZ_SAN) \
	       -Iinclude -Iip -I$(FUZZ_D) $(MNL_CFLAGS) -D_GNU_SOURCE \
	       -DNLROUTE_VERSION='"$(VERSION)"'
FUZZ_TARGETS := fuzz_batch fuzz_args fuzz_tables fuzz_nlmsg fuzz_cmd \
		fuzz_bridge
FUZZ_BINS   := $(addprefix $(FUZZ_B)/,$(FUZZ_TARGETS))

# Everything a target may reach that would touch the system goes to
# testsuite/fuzz/stubs.c instead.
FUZZ_WRAP   := exit socket mnl_socket_open nl_main nl_lookup_sess nl_proto_sess \
	       nl_talk \
	       nl_dump nl_dump_whole nl_send nl_wait_ack nl_setsockopt nlmon_open \
	       nlmon_replay dumpfile_read netns_open netns_switch \
	       netns_remount_sys netns_name_from_nsid \
	       open mount umount2 unshare setns mkdir unlink inotify_init1 \
	       execvp fork getpass
fuzz_comma  := ,
FUZZ_LDFLAGS := -fsanitize=fuzzer $(FUZZ_SAN) \
		$(addprefix -Wl$(fuzz_comma)--wrap=,$(FUZZ_WRAP))

FUZZ_OBJS   := $(patsubst %.c,$(FUZZ_B)/%.o,$(LIB_SRCS) $(IP_SRCS)) \
	       $(FUZZ_B)/stubs.o

# bridge's objects instead of ip's (both have a link_print_msg)
FUZZ_BR_OBJS := $(patsubst %.c,$(FUZZ_B)/%.o,$(LIB_SRCS) $(BR_SRCS)) \
		$(FUZZ_B)/stubs.o

# ip.c's and bridge.c's main() would clash with libFuzzer's.
$(FUZZ_B)/ip/ip.o: FUZZ_EXTRA := -Dmain=nlroute_main
$(FUZZ_B)/bridge/bridge.o: FUZZ_EXTRA := -Dmain=bridge_main

$(FUZZ_B)/%.o: %.c $(wildcard include/*.h ip/*.h bridge/*.h) config.mk
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link $(FUZZ_EXTRA) \
		-c -o $@ $<

$(FUZZ_B)/stubs.o: $(FUZZ_D)/stubs.c $(FUZZ_D)/fuzz.h
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $@ $<

$(FUZZ_B)/fuzz_tables: $(FUZZ_D)/fuzz_tables.c lib/tables.c $(FUZZ_B)/lib/args.o
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< \
		$(FUZZ_B)/lib/args.o

$(FUZZ_B)/fuzz_bridge: $(FUZZ_D)/fuzz_bridge.c $(FUZZ_D)/fuzz.h $(FUZZ_BR_OBJS)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -Ibridge $(FUZZ_LDFLAGS) -o $@ $< \
		$(FUZZ_BR_OBJS) $(MNL_LIBS)

$(FUZZ_B)/fuzz_%: $(FUZZ_D)/fuzz_%.c $(FUZZ_D)/fuzz.h $(FUZZ_OBJS)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(FUZZ_LDFLAGS) -o $@ $< $(FUZZ_OBJS) \
		$(MNL_LIBS)

fuzz-build: $(FUZZ_BINS)

# Each target: FUZZ_TIME seconds on a scratch copy of its seed corpus;
# new crash inputs land in testsuite/fuzz/build/crash-TARGET-*.
fuzz: fuzz-build fuzz-regress
	@set -e; for t in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_B)/corpus/$$t; \
		echo "== $$t: $(FUZZ_TIME)s"; \
		$(FUZZ_B)/$$t -max_total_time=$(FUZZ_TIME) -max_len=$(FUZZ_MAX_LEN) -timeout=10 -close_fd_mask=2 \
			-artifact_prefix=$(FUZZ_B)/crash-$$t- \
			-print_final_stats=1 $(FUZZ_B)/corpus/$$t \
			$(FUZZ_D)/corpus/$$t 2>&1 | \
			grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|artifact)' \
			|| true; \
		if ls $(FUZZ_B)/crash-$$t-* >/dev/null 2>&1; then \
			echo "$$t: crash inputs in $(FUZZ_B)" >&2; exit 1; fi; \
	done

# Saved crash inputs, then crafted messages (unknown attributes, cuts,
# short payloads, oversized lengths) through the printers.
fuzz-regress: fuzz-build
	$(FUZZ_D)/regress.sh $(FUZZ_B)
	python3 $(FUZZ_D)/crafted.py $(FUZZ_B) | tail -1

fuzz-clean:
	rm -rf $(FUZZ_B)

.PHONY: fuzz fuzz-build fuzz-regress fuzz-clean
