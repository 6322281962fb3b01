// SPDX-License-Identifier: GPL-2.0
/* link_can.c — can: bit timing, data bit timing, TDC, controller modes,
 * restart, termination; the -d state, timing and clock lines */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/can/netlink.h>

#include "print.h"
#include "kind_util.h"
#include "nl.h"

static void can_usage(FILE *f)
{
	fprintf(f,
		"Usage: ip link set DEVICE type can\n"
		"\t[ bitrate BITRATE [ sample-point SAMPLE-POINT] ] |\n"
		"\t[ tq TQ prop-seg PROP_SEG phase-seg1 PHASE-SEG1\n"
		" \t  phase-seg2 PHASE-SEG2 [ sjw SJW ] ]\n"
		"\n"
		"\t[ dbitrate BITRATE [ dsample-point SAMPLE-POINT] ] |\n"
		"\t[ dtq TQ dprop-seg PROP_SEG dphase-seg1 PHASE-SEG1\n"
		" \t  dphase-seg2 PHASE-SEG2 [ dsjw SJW ] ]\n"
		"\t[ tdcv TDCV tdco TDCO tdcf TDCF ]\n"
		"\n"
		"\t[ loopback { on | off } ]\n"
		"\t[ listen-only { on | off } ]\n"
		"\t[ triple-sampling { on | off } ]\n"
		"\t[ one-shot { on | off } ]\n"
		"\t[ berr-reporting { on | off } ]\n"
		"\t[ fd { on | off } ]\n"
		"\t[ fd-non-iso { on | off } ]\n"
		"\t[ presume-ack { on | off } ]\n"
		"\t[ cc-len8-dlc { on | off } ]\n"
		"\t[ tdc-mode { auto | manual | off } ]\n"
		"\n"
		"\t[ restart-ms TIME-MS ]\n"
		"\t[ restart ]\n"
		"\n"
		"\t[ termination { 0..65535 } ]\n"
		"\n"
		"\tWhere: BITRATE\t:= { NUMBER in bps }\n"
		"\t\t  SAMPLE-POINT\t:= { 0.000..0.999 }\n"
		"\t\t  TQ\t\t:= { NUMBER in ns }\n"
		"\t\t  PROP-SEG\t:= { NUMBER in tq }\n"
		"\t\t  PHASE-SEG1\t:= { NUMBER in tq }\n"
		"\t\t  PHASE-SEG2\t:= { NUMBER in tq }\n"
		"\t\t  SJW\t\t:= { NUMBER in tq }\n"
		"\t\t  TDCV\t\t:= { NUMBER in tc }\n"
		"\t\t  TDCO\t\t:= { NUMBER in tc }\n"
		"\t\t  TDCF\t\t:= { NUMBER in tc }\n"
		"\t\t  RESTART-MS\t:= { 0 | NUMBER in ms }\n");
}

/* The keywords in the order the reference tries them (this decides
 * what an abbreviation means): where each value goes. */
enum can_slot { BT, DBT, TDC, MODE };

static const struct can_word {
	const char *name;
	enum can_slot slot;
	int field;		/* u32 index in the struct, TDC attr, mode bit */
} can_words[] = {
	{ "bitrate", BT, 0 }, { "sample-point", BT, 1 }, { "tq", BT, 2 },
	{ "prop-seg", BT, 3 }, { "phase-seg1", BT, 4 },
	{ "phase-seg2", BT, 5 }, { "sjw", BT, 6 },
	{ "dbitrate", DBT, 0 }, { "dsample-point", DBT, 1 },
	{ "dtq", DBT, 2 }, { "dprop-seg", DBT, 3 }, { "dphase-seg1", DBT, 4 },
	{ "dphase-seg2", DBT, 5 }, { "dsjw", DBT, 6 },
	{ "tdcv", TDC, IFLA_CAN_TDC_TDCV }, { "tdco", TDC, IFLA_CAN_TDC_TDCO },
	{ "tdcf", TDC, IFLA_CAN_TDC_TDCF },
	{ "loopback", MODE, CAN_CTRLMODE_LOOPBACK },
	{ "listen-only", MODE, CAN_CTRLMODE_LISTENONLY },
	{ "triple-sampling", MODE, CAN_CTRLMODE_3_SAMPLES },
	{ "one-shot", MODE, CAN_CTRLMODE_ONE_SHOT },
	{ "berr-reporting", MODE, CAN_CTRLMODE_BERR_REPORTING },
	{ "fd", MODE, CAN_CTRLMODE_FD },
	{ "fd-non-iso", MODE, CAN_CTRLMODE_FD_NON_ISO },
	{ "presume-ack", MODE, CAN_CTRLMODE_PRESUME_ACK },
	{ "cc-len8-dlc", MODE, CAN_CTRLMODE_CC_LEN8_DLC },
};

#define CAN_NWORDS (sizeof(can_words) / sizeof(can_words[0]))
#define TDC_MODES (CAN_CTRLMODE_TDC_AUTO | CAN_CTRLMODE_TDC_MANUAL)

struct can_opts {
	uint32_t bt[8], dbt[8];		/* struct can_bittiming, as u32s */
	uint32_t tdc[IFLA_CAN_TDC_MAX + 1];
	bool have_tdc[IFLA_CAN_TDC_MAX + 1];
	struct can_ctrlmode cm;
};

static void can_bad(const char *key, const char *w)
{
	char msg[48];

	snprintf(msg, sizeof(msg), "invalid \"%s\" value\n", key);
	invarg(msg, w);
}

/* A sample point (0.875) in tenths of a percent, as the reference
 * converts it: in float, truncated. */
static uint32_t can_sample_point(const char *key, const char *w)
{
	char *end;
	float v;

	v = strtof(w, &end);
	if (!*w || *end)
		can_bad(key, w);
	return (uint32_t)(int32_t)(v * 1000);
}

static void can_value(struct can_opts *s, const struct can_word *cw,
		      struct args *a)
{
	const char *w = args_next(a);
	uint32_t v;

	if (cw->slot == MODE) {
		int on = parse_on_off(w);

		if (on < 0) {
			fprintf(stderr, "Error: argument of \"%s\" must be \"on\" or \"off\", not \"%s\"\n",
				cw->name, w);
			exit(255);
		}
		/* as the reference: "off" after "on" leaves the flag set */
		s->cm.mask |= (uint32_t)cw->field;
		if (on)
			s->cm.flags |= (uint32_t)cw->field;
		return;
	}
	if (cw->field == 1 && cw->slot != TDC)
		v = can_sample_point(cw->name, w);
	else if (get_u32(&v, w, 0))
		can_bad(cw->name, w);
	if (cw->slot == BT)
		s->bt[cw->field] = v;
	else if (cw->slot == DBT)
		s->dbt[cw->field] = v;
	else {
		s->tdc[cw->field] = v;
		s->have_tdc[cw->field] = true;
	}
}

static void can_tdc_mode(struct can_opts *s, const char *w)
{
	/* each mode sets its own bit; "off" masks both, clearing none */
	if (!strcmp(w, "auto")) {
		s->cm.mask |= CAN_CTRLMODE_TDC_AUTO;
		s->cm.flags |= CAN_CTRLMODE_TDC_AUTO;
	} else if (!strcmp(w, "manual")) {
		s->cm.mask |= CAN_CTRLMODE_TDC_MANUAL;
		s->cm.flags |= CAN_CTRLMODE_TDC_MANUAL;
	} else if (!strcmp(w, "off")) {
		s->cm.mask |= TDC_MODES;
	} else {
		fprintf(stderr, "Error: argument of \"tdc-mode\" must be \"auto\", \"manual\" or \"off\", not \"%s\"\n",
			w);
		exit(255);
	}
}

/* The words that go out at once, in the order given: 0, else -1. */
static int can_immediate(struct link_req *req, struct args *a,
			 const char *w)
{
	uint32_t v;
	uint16_t t;

	if (matches(w, "restart")) {
		nl_attr_put_u32(req->nlh, IFLA_CAN_RESTART, 1);
	} else if (matches(w, "restart-ms")) {
		w = args_next(a);
		if (get_u32(&v, w, 0))
			can_bad("restart-ms", w);
		nl_attr_put_u32(req->nlh, IFLA_CAN_RESTART_MS, v);
	} else if (matches(w, "termination")) {
		w = args_next(a);
		if (get_u16(&t, w, 0))
			can_bad("termination", w);
		nl_attr_put_u16(req->nlh, IFLA_CAN_TERMINATION, t);
	} else {
		return -1;
	}
	return 0;
}

static int can_option(struct can_opts *s, struct link_req *req,
		      struct args *a)
{
	const char *w = args_cur(a);

	for (unsigned int i = 0; i < CAN_NWORDS; i++) {
		if (matches(w, can_words[i].name)) {
			can_value(s, &can_words[i], a);
			return 0;
		}
	}
	if (matches(w, "tdc-mode")) {
		can_tdc_mode(s, args_next(a));
		return 0;
	}
	if (!can_immediate(req, a, w))
		return 0;
	if (matches(w, "help")) {
		can_usage(stderr);
		return 1;
	}
	fprintf(stderr, "can: unknown option \"%s\"\n", w);
	can_usage(stderr);
	return 1;
}

static int can_parse(struct link_req *req, struct args *a)
{
	struct can_opts s;
	int err;

	memset(&s, 0, sizeof(s));
	for (; args_more(a); args_skip(a)) {
		err = can_option(&s, req, a);
		if (err)
			return err;
	}
	/* a timing goes out when its bitrate or its tq is given */
	if (s.bt[0] || s.bt[2])
		nl_attr_put(req->nlh, IFLA_CAN_BITTIMING, sizeof(s.bt), s.bt);
	if (s.dbt[0] || s.dbt[2])
		nl_attr_put(req->nlh, IFLA_CAN_DATA_BITTIMING, sizeof(s.dbt),
			     s.dbt);
	if (s.cm.mask)
		nl_attr_put(req->nlh, IFLA_CAN_CTRLMODE, sizeof(s.cm), &s.cm);
	if (s.have_tdc[IFLA_CAN_TDC_TDCV] || s.have_tdc[IFLA_CAN_TDC_TDCO] ||
	    s.have_tdc[IFLA_CAN_TDC_TDCF]) {
		struct nlattr *tdc = nl_attr_nest_start(req->nlh, IFLA_CAN_TDC);

		for (int t = IFLA_CAN_TDC_TDCV; t <= IFLA_CAN_TDC_TDCF; t++)
			if (s.have_tdc[t])
				nl_attr_put_u32(req->nlh, (uint16_t)t, s.tdc[t]);
		nl_attr_nest_end(req->nlh, tdc);
	}
	return 0;
}

/* The mode names in the reference's order (FD-NON-ISO before
 * PRESUME-ACK). */
static const struct {
	uint32_t bit;
	const char *name;
} can_modes[] = {
	{ CAN_CTRLMODE_LOOPBACK, "LOOPBACK" },
	{ CAN_CTRLMODE_LISTENONLY, "LISTEN-ONLY" },
	{ CAN_CTRLMODE_3_SAMPLES, "TRIPLE-SAMPLING" },
	{ CAN_CTRLMODE_ONE_SHOT, "ONE-SHOT" },
	{ CAN_CTRLMODE_BERR_REPORTING, "BERR-REPORTING" },
	{ CAN_CTRLMODE_FD, "FD" },
	{ CAN_CTRLMODE_FD_NON_ISO, "FD-NON-ISO" },
	{ CAN_CTRLMODE_PRESUME_ACK, "PRESUME-ACK" },
	{ CAN_CTRLMODE_CC_LEN8_DLC, "CC-LEN8-DLC" },
	{ CAN_CTRLMODE_TDC_AUTO, "TDC-AUTO" },
	{ CAN_CTRLMODE_TDC_MANUAL, "TDC-MANUAL" },
};

static const char *const can_states[] = {
	"ERROR-ACTIVE", "ERROR-WARNING", "ERROR-PASSIVE", "BUS-OFF",
	"STOPPED", "SLEEPING",
};

static bool can_len(const struct nlattr *attr, size_t len)
{
	return attr && mnl_attr_get_payload_len(attr) >= len;
}

static void can_print_modes(const struct nlattr *attr)
{
	const struct can_ctrlmode *cm;
	bool first = true;

	if (!can_len(attr, sizeof(*cm)))
		return;
	cm = mnl_attr_get_payload(attr);
	if (!cm->flags)
		return;		/* no "<>" and no JSON key, as the reference */
	pr_open_array(PR_JSON, "ctrlmode");
	pr_text("<");
	for (size_t i = 0; i < sizeof(can_modes) / sizeof(can_modes[0]); i++) {
		if (!(cm->flags & can_modes[i].bit))
			continue;
		pr_str(PR_FP, NULL, first ? "%s" : ",%s", can_modes[i].name);
		pr_str(PR_JSON, NULL, NULL, can_modes[i].name);
		first = false;
	}
	pr_text("> ");
	pr_close_array(PR_JSON, NULL);
}

/* Text words of the data timing have a "d" in front (dbitrate). */
static void can_print_timing(const struct nlattr *attr, const char *key,
			     const char *d, const struct nlattr *tdc)
{
	const struct can_bittiming *bt;
	char sp[16], fmt[32];

	if (!can_len(attr, sizeof(*bt)))
		return;
	bt = mnl_attr_get_payload(attr);
	pr_open_object(key);
	pr_text("%s\t  ", pr_sl());
#define CAN_FMT(word, tail) (snprintf(fmt, sizeof(fmt), "%s%s%s", d, word, tail), fmt)
	pr_uint(PR_ANY, "bitrate", CAN_FMT("bitrate %u", " "), bt->bitrate);
	snprintf(sp, sizeof(sp), "%.3f", bt->sample_point / 1000.0);
	pr_str(PR_ANY, "sample_point", CAN_FMT("sample-point %s", ""), sp);
	pr_text("%s\t  ", pr_sl());
	pr_uint(PR_ANY, "tq", CAN_FMT("tq %u", " "), bt->tq);
	pr_uint(PR_ANY, "prop_seg", CAN_FMT("prop-seg %u", " "), bt->prop_seg);
	pr_uint(PR_ANY, "phase_seg1", CAN_FMT("phase-seg1 %u", " "),
		bt->phase_seg1);
	pr_uint(PR_ANY, "phase_seg2", CAN_FMT("phase-seg2 %u", " "),
		bt->phase_seg2);
	pr_uint(PR_ANY, "sjw", CAN_FMT("sjw %u", " "), bt->sjw);
	pr_uint(PR_ANY, "brp", CAN_FMT("brp %u", ""), bt->brp);
	if (tdc) {
		const struct nlattr *t[IFLA_CAN_TDC_MAX + 1];
		static const char *const names[] = { "tdcv", "tdco", "tdcf" };
		bool first = true;

		nest_parse(tdc, t, IFLA_CAN_TDC_MAX);
		for (int i = 0; i < 3; i++) {
			const struct nlattr *v = t[IFLA_CAN_TDC_TDCV + i];

			if (!can_len(v, 4))
				continue;
			snprintf(fmt, sizeof(fmt), "%s%s %%u", first ? "" : " ",
				 names[i]);
			if (first) {
				pr_open_object("tdc");
				pr_text("%s\t  ", pr_sl());
				first = false;
			}
			pr_uint(PR_ANY, names[i], fmt, mnl_attr_get_u32(v));
		}
		if (!first)
			pr_close_object();
	}
	pr_close_object();
}

static void can_print_range(const char *key, const char *d, uint32_t min,
			    uint32_t max)
{
	char fmt[32];

	pr_open_object(key);
	snprintf(fmt, sizeof(fmt), " %s%s %%u", d, key);
	pr_uint(PR_ANY, "min", fmt, min);
	pr_uint(PR_ANY, "max", "..%u", max);
	pr_close_object();
}

static void can_print_tdc_const(const struct nlattr *tdc)
{
	const struct nlattr *t[IFLA_CAN_TDC_MAX + 1];
	static const char *const names[] = { "tdcv", "tdco", "tdcf" };
	char fmt[32];
	bool first = true;

	nest_parse(tdc, t, IFLA_CAN_TDC_MAX);
	for (int i = 0; i < 3; i++) {
		const struct nlattr *lo = t[IFLA_CAN_TDC_TDCV_MIN + 2 * i];
		const struct nlattr *hi = t[IFLA_CAN_TDC_TDCV_MAX + 2 * i];

		if (!can_len(lo, 4) || !can_len(hi, 4))
			continue;
		if (first) {
			pr_open_object("tdc");
			pr_text("%s\t ", pr_sl());
			first = false;
		}
		pr_open_object(names[i]);
		snprintf(fmt, sizeof(fmt), " %s %%u", names[i]);
		pr_uint(PR_ANY, "min", fmt, mnl_attr_get_u32(lo));
		pr_uint(PR_ANY, "max", "..%u", mnl_attr_get_u32(hi));
		pr_close_object();
	}
	if (!first)
		pr_close_object();
}

static void can_print_const(const struct nlattr *attr, const char *key,
			    const char *d, const struct nlattr *tdc)
{
	const struct can_bittiming_const *c;
	char name[sizeof(c->name) + 1], fmt[32];

	if (!can_len(attr, sizeof(*c)))
		return;
	c = mnl_attr_get_payload(attr);
	snprintf(name, sizeof(name), "%.*s", (int)sizeof(c->name), c->name);
	pr_open_object(key);
	pr_text("%s\t  ", pr_sl());
	pr_str(PR_ANY, "name", "%s:", name);
	can_print_range("tseg1", d, c->tseg1_min, c->tseg1_max);
	can_print_range("tseg2", d, c->tseg2_min, c->tseg2_max);
	can_print_range("sjw", d, 1, c->sjw_max);	/* no minimum: 1 */
	can_print_range("brp", d, c->brp_min, c->brp_max);
	snprintf(fmt, sizeof(fmt), " %sbrp_inc %%u", d);
	pr_uint(PR_ANY, "brp_inc", fmt, c->brp_inc);
	if (tdc)
		can_print_tdc_const(tdc);
	pr_close_object();
}

static void can_print_termination(const struct nlattr **tb)
{
	const struct nlattr *c = tb[IFLA_CAN_TERMINATION_CONST];

	if (!can_len(tb[IFLA_CAN_TERMINATION], 2))
		return;
	pr_text("%s\t  ", pr_sl());
	pr_uint(PR_ANY, "termination", "termination %u [ ",
		mnl_attr_get_u16(tb[IFLA_CAN_TERMINATION]));
	pr_open_array(PR_JSON, "termination_const");
	if (c) {
		const uint16_t *v = mnl_attr_get_payload(c);
		size_t n = mnl_attr_get_payload_len(c) / 2;

		for (size_t i = 0; i < n; i++)
			pr_uint(PR_ANY, NULL, i + 1 < n ? "%u, " : "%u", v[i]);
	}
	pr_close_array(PR_JSON, NULL);
	pr_text(" ]");
}

/*
 * What a classic controller reports, checked against the reference
 * through the stand-in. The fixed bitrate lists (IFLA_CAN_BITRATE_CONST,
 * IFLA_CAN_DATA_BITRATE_CONST) and IFLA_CAN_BITRATE_MAX are not printed
 * yet: the reference's layout of them is not worked out.
 */
static void can_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_CAN_MAX + 1];

	if (nest_parse(data, tb, IFLA_CAN_MAX) < 0)
		return;
	can_print_modes(tb[IFLA_CAN_CTRLMODE]);
	if (can_len(tb[IFLA_CAN_STATE], 4)) {
		uint32_t st = mnl_attr_get_u32(tb[IFLA_CAN_STATE]);

		pr_str(PR_ANY, "state", "state %s ",
		       st < 6 ? can_states[st] : "UNKNOWN");
	}
	if (can_len(tb[IFLA_CAN_BERR_COUNTER], sizeof(struct can_berr_counter))) {
		const struct can_berr_counter *b =
			mnl_attr_get_payload(tb[IFLA_CAN_BERR_COUNTER]);

		pr_open_object("berr_counter");
		pr_uint(PR_ANY, "tx", "(berr-counter tx %u", b->txerr);
		pr_uint(PR_ANY, "rx", " rx %u) ", b->rxerr);
		pr_close_object();
	}
	if (can_len(tb[IFLA_CAN_RESTART_MS], 4))
		pr_uint(PR_ANY, "restart_ms", "restart-ms %u ",
			mnl_attr_get_u32(tb[IFLA_CAN_RESTART_MS]));
	can_print_timing(tb[IFLA_CAN_BITTIMING], "bittiming", "", NULL);
	can_print_const(tb[IFLA_CAN_BITTIMING_CONST], "bittiming_const", "",
			NULL);
	if (can_len(tb[IFLA_CAN_CLOCK], sizeof(struct can_clock))) {
		const struct can_clock *c =
			mnl_attr_get_payload(tb[IFLA_CAN_CLOCK]);

		pr_text("%s\t  ", pr_sl());
		pr_uint(PR_ANY, "clock", "clock %u ", c->freq);
	}
	can_print_timing(tb[IFLA_CAN_DATA_BITTIMING], "data_bittiming", "d",
			 tb[IFLA_CAN_TDC]);
	can_print_const(tb[IFLA_CAN_DATA_BITTIMING_CONST],
			"data_bittiming_const", "d", tb[IFLA_CAN_TDC]);
	can_print_termination(tb);
}

static void can_print_xstats(const struct nlattr *xs)
{
	const struct can_device_stats *st;

	if (!can_len(xs, sizeof(*st)))
		return;
	st = mnl_attr_get_payload(xs);
	pr_text("%s\t  re-started bus-errors arbit-lost error-warn error-pass bus-off%s\t  ",
		pr_sl(), pr_sl());
	pr_uint(PR_ANY, "restarts", "%-10u ", st->restarts);
	pr_uint(PR_ANY, "bus_error", "%-10u ", st->bus_error);
	pr_uint(PR_ANY, "arbitration_lost", "%-10u ", st->arbitration_lost);
	pr_uint(PR_ANY, "error_warning", "%-10u ", st->error_warning);
	pr_uint(PR_ANY, "error_passive", "%-10u ", st->error_passive);
	pr_uint(PR_ANY, "bus_off", "%-10u", st->bus_off);
}

const struct link_kind can_kind = {
	.name = "can",
	.parse = can_parse,
	.print = can_print,
	.print_xstats = can_print_xstats,
	.usage = can_usage,
};
