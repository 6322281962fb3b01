// SPDX-License-Identifier: GPL-2.0
/* macsec.c — `ip macsec`: transmit and receive secure channels and
 * associations of MACsec devices, on generic netlink family "macsec" */
#include <ctype.h>
#include <endian.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_ether.h>
#include <linux/if_macsec.h>

#include "args.h"
#include "genl.h"
#include "nl_ask.h"
#include "names.h"
#include "print.h"
#include "ip_common.h"
#include "nl.h"
#include "link_macsec.h"

static void __attribute__((noreturn)) macsec_usage(void)
{
	fprintf(stderr,
		"Usage: ip macsec add DEV tx sa { 0..3 } [ OPTS ] key ID KEY\n"
		"       ip macsec set DEV tx sa { 0..3 } [ OPTS ]\n"
		"       ip macsec del DEV tx sa { 0..3 }\n"
		"       ip macsec add DEV rx SCI [ on | off ]\n"
		"       ip macsec set DEV rx SCI [ on | off ]\n"
		"       ip macsec del DEV rx SCI\n"
		"       ip macsec add DEV rx SCI sa { 0..3 } [ OPTS ] key ID KEY\n"
		"       ip macsec set DEV rx SCI sa { 0..3 } [ OPTS ]\n"
		"       ip macsec del DEV rx SCI sa { 0..3 }\n"
		"       ip macsec show\n"
		"       ip macsec show DEV\n"
		"       ip macsec offload DEV [ off | phy | mac ]\n"
		"where  OPTS := [ pn <u32> | xpn <u64> ] [ salt SALT ] [ ssci <u32> ] [ on | off ]\n"
		"       ID   := 128-bit hex string\n"
		"       KEY  := 128-bit or 256-bit hex string\n"
		"       SCI  := { sci <u64> | port { 1..2^16-1 } address <lladdr> }\n"
		"       SALT := 96-bit hex string\n");
	exit(255);
}

enum op { OP_ADD, OP_SET, OP_DEL };

/* What one command line asks for. */
struct sa_opts {
	bool have_pn, xpn, have_salt, have_ssci, have_key;
	int active;			/* -1: not given */
	uint64_t pn;
	uint32_t ssci;
	uint8_t salt[MACSEC_SALT_LEN];
	uint8_t keyid[MACSEC_KEYID_LEN];
	uint8_t key[MACSEC_MAX_KEY_LEN];
	size_t key_len;
};

/*
 * A hex string of whole bytes: all of it must be hex digits in pairs; at
 * most max bytes are kept. Returns the bytes kept, or -1.
 */
static int hex_bytes(const char *w, uint8_t *out, size_t max)
{
	size_t n = strlen(w), i;

	if (n % 2)
		return -1;
	for (i = 0; i < n; i++)
		if (!isxdigit((unsigned char)w[i]))
			return -1;
	for (i = 0; i < n / 2 && i < max; i++) {
		char b[3] = { w[2 * i], w[2 * i + 1], 0 };

		out[i] = (uint8_t)strtoul(b, NULL, 16);
	}
	return (int)i;
}

static void unknown_word(const char *w)
{
	fprintf(stderr, "macsec: unknown command \"%s\"?\n", w);
	macsec_usage();
}

static void parse_sa_opts(struct args *a, struct sa_opts *o)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "pn") || is(w, "xpn")) {
			bool x = is(w, "xpn");

			if (o->have_pn)
				duparg2(w, w);
			w = args_next(a);
			if (x ? get_u64(&o->pn, w, 0) : ({
				uint32_t v;
				int r = get_u32(&v, w, 0);

				o->pn = v;
				r; }))
				invarg("expected pn", w);
			if (!o->pn)
				invarg("expected pn != 0", w);
			o->have_pn = true;
			o->xpn = x;
		} else if (is(w, "salt")) {
			if (o->have_salt)
				duparg2("salt", "salt");
			w = args_next(a);
			memset(o->salt, 0, sizeof(o->salt));
			if (hex_bytes(w, o->salt, sizeof(o->salt)) < 0)
				invarg("expected salt", w);
			o->have_salt = true;
		} else if (is(w, "ssci")) {
			if (o->have_ssci)
				duparg2("ssci", "ssci");
			w = args_next(a);
			if (get_u32(&o->ssci, w, 0))
				invarg("expected ssci", w);
			o->have_ssci = true;
		} else if (is(w, "on") || is(w, "off")) {
			if (o->active >= 0)
				duparg2("on/off", w);
			o->active = is(w, "on");
		} else if (is(w, "key")) {
			int n;

			w = args_next(a);
			memset(o->keyid, 0, sizeof(o->keyid));
			if (hex_bytes(w, o->keyid, sizeof(o->keyid)) < 0)
				invarg("expected key id", w);
			w = args_next(a);
			n = hex_bytes(w, o->key, sizeof(o->key));
			if (n < 0)
				invarg("expected key", w);
			o->key_len = (size_t)n;
			o->have_key = true;
		} else {
			unknown_word(w);
		}
	}
}

/* "sa AN": the association number */
static uint8_t parse_an(struct args *a)
{
	const char *w = args_next(a);
	uint8_t an;

	if (get_u8(&an, w, 0) || an > 3)
		invarg("expected an { 0..3 }", w);
	args_skip(a);
	return an;
}

/* The rx SCI: "sci SCI", or "port PORT" and "address LLADDR" in either
 * order. Returns it in network order. */
static uint64_t parse_rx_sci(struct args *a)
{
	bool have_port = false, have_mac = false;
	unsigned char mac[ETH_ALEN] = { 0 };
	uint16_t port = 0;
	uint64_t sci;

	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "sci")) {
			if (have_port)
				invarg("expected address", w);
			if (have_mac)
				invarg("expected port", w);
			w = args_next(a);
			if (macsec_parse_sci_word(w, &sci))
				invarg("expected sci", w);
			args_skip(a);
			return htobe64(sci);
		} else if (is(w, "port")) {
			w = args_next(a);
			if (get_u16(&port, w, 0))
				invarg("expected port", w);
			if (!port)
				invarg("expected port != 0", w);
			have_port = true;
		} else if (is(w, "address")) {
			w = args_next(a);
			if (macsec_parse_mac(w, mac))
				macsec_mac_error(w);
			have_mac = true;
		} else {
			invarg("expected sci, port, or address", w);
		}
		args_skip(a);
		if (have_port && have_mac) {
			unsigned char b[8];

			memcpy(b, mac, ETH_ALEN);
			b[6] = (uint8_t)(port >> 8);
			b[7] = (uint8_t)port;
			memcpy(&sci, b, sizeof(sci));
			return sci;
		}
	}
	fprintf(stderr, "expected sci\n");
	macsec_usage();
}

static void put_sa(struct nlmsghdr *nlh, uint8_t an, const struct sa_opts *o,
		   enum op op)
{
	struct nlattr *nest = nl_attr_nest_start_plain(nlh, MACSEC_ATTR_SA_CONFIG);

	nl_attr_put_u8(nlh, MACSEC_SA_ATTR_AN, an);
	if (op != OP_DEL) {
		if (o->have_pn) {
			if (o->xpn)
				nl_attr_put_u64(nlh, MACSEC_SA_ATTR_PN, o->pn);
			else
				nl_attr_put_u32(nlh, MACSEC_SA_ATTR_PN,
						(uint32_t)o->pn);
			if (o->xpn && o->have_salt)
				nl_attr_put(nlh, MACSEC_SA_ATTR_SALT,
					    sizeof(o->salt), o->salt);
			if (o->xpn && o->have_ssci)
				nl_attr_put_u32(nlh, MACSEC_SA_ATTR_SSCI,
						htobe32(o->ssci));
		}
		if (o->key_len) {
			nl_attr_put(nlh, MACSEC_SA_ATTR_KEYID,
				    sizeof(o->keyid), o->keyid);
			nl_attr_put(nlh, MACSEC_SA_ATTR_KEY, o->key_len, o->key);
		}
		if (o->active >= 0)
			nl_attr_put_u8(nlh, MACSEC_SA_ATTR_ACTIVE,
				       (uint8_t)o->active);
	}
	nl_attr_nest_end(nlh, nest);
}

/* An SA of an add or set must make sense before it is sent: 0, or 1
 * after the reference's message (a batch goes on). */
static int check_sa(const struct sa_opts *o, enum op op)
{
	const char *msg = NULL;

	if (op == OP_ADD && !o->key_len)
		msg = "cannot create SA without key";
	else if (op == OP_ADD && !o->have_pn)
		msg = "must specify a packet number != 0";
	else if (op == OP_SET && o->key_len)
		msg = "cannot change key on SA";
	if (!msg)
		return 0;
	fprintf(stderr, "%s\n", msg);
	return 1;
}

static int dev_index(const char *dev)
{
	int idx = ll_name_to_index(dev);

	/* 0: the caller fails with 1, a batch goes on */
	if (!idx)
		fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
	return idx;
}

/* "DEV WORD...": the index of DEV, a at WORD (0 after the message if
 * there is no such device); the usage if either is missing. */
static int dev_then_more(struct args *a)
{
	int idx;

	if (!args_more(a))
		macsec_usage();
	idx = dev_index(args_cur(a));
	if (!idx)
		return 0;
	args_skip(a);
	if (!args_more(a))
		macsec_usage();
	return idx;
}

static int macsec_modify(struct nl_sess *s, uint16_t id, struct args *a,
			 enum op op)
{
	static const uint8_t tx_cmd[] = {
		MACSEC_CMD_ADD_TXSA, MACSEC_CMD_UPD_TXSA, MACSEC_CMD_DEL_TXSA };
	static const uint8_t rxsc_cmd[] = {
		MACSEC_CMD_ADD_RXSC, MACSEC_CMD_UPD_RXSC, MACSEC_CMD_DEL_RXSC };
	static const uint8_t rxsa_cmd[] = {
		MACSEC_CMD_ADD_RXSA, MACSEC_CMD_UPD_RXSA, MACSEC_CMD_DEL_RXSA };
	char buf[NL_REQ_SIZE] = { 0 };
	struct sa_opts o = { .active = -1 };
	struct nlmsghdr *nlh;
	const char *w;
	int idx;

	idx = dev_then_more(a);
	if (!idx)
		return 1;
	w = args_cur(a);
	if (is(w, "tx")) {
		uint8_t an;

		args_skip(a);
		if (!args_more(a) || !is(args_cur(a), "sa"))
			macsec_usage();
		an = parse_an(a);
		if (op != OP_DEL)	/* what follows a del is not read */
			parse_sa_opts(a, &o);
		if (check_sa(&o, op))
			return 1;
		nlh = genl_msg_start(buf, id, tx_cmd[op], MACSEC_GENL_VERSION, 0);
		nl_attr_put_u32(nlh, MACSEC_ATTR_IFINDEX, (uint32_t)idx);
		put_sa(nlh, an, &o, op);
	} else if (is(w, "rx")) {
		struct nlattr *nest;
		uint64_t sci;
		bool has_sa;
		uint8_t an = 0;

		args_skip(a);
		sci = parse_rx_sci(a);
		has_sa = args_more(a) && is(args_cur(a), "sa");
		if (has_sa) {
			an = parse_an(a);
			if (op != OP_DEL)
				parse_sa_opts(a, &o);
			if (check_sa(&o, op))
				return 1;
		} else if (op != OP_DEL) {
			for (; args_more(a); args_skip(a)) {
				w = args_cur(a);
				if (!is(w, "on") && !is(w, "off"))
					unknown_word(w);
				if (o.active >= 0)
					duparg2("on/off", w);
				o.active = is(w, "on");
			}
		}
		nlh = genl_msg_start(buf, id, has_sa ? rxsa_cmd[op] : rxsc_cmd[op],
				     MACSEC_GENL_VERSION, 0);
		nl_attr_put_u32(nlh, MACSEC_ATTR_IFINDEX, (uint32_t)idx);
		nest = nl_attr_nest_start_plain(nlh, MACSEC_ATTR_RXSC_CONFIG);
		nl_attr_put(nlh, MACSEC_RXSC_ATTR_SCI, sizeof(sci), &sci);
		if (!has_sa && op != OP_DEL && o.active >= 0)
			nl_attr_put_u8(nlh, MACSEC_RXSC_ATTR_ACTIVE,
				       (uint8_t)o.active);
		nl_attr_nest_end(nlh, nest);
		if (has_sa)
			put_sa(nlh, an, &o, op);
	} else {
		macsec_usage();
	}
	return nl_ask(s, nlh, NULL, NULL);
}

static int macsec_offload(struct nl_sess *s, uint16_t id, struct args *a)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	int idx, v;

	idx = dev_then_more(a);
	if (!idx)
		return 1;
	v = macsec_one_of("offload", args_cur(a), macsec_offload_words, 3);
	if (v < 0)
		macsec_usage();
	nlh = genl_msg_start(buf, id, MACSEC_CMD_UPD_OFFLOAD,
			     MACSEC_GENL_VERSION, 0);
	nl_attr_put_u32(nlh, MACSEC_ATTR_IFINDEX, (uint32_t)idx);
	nest = nl_attr_nest_start_plain(nlh, MACSEC_ATTR_OFFLOAD);
	nl_attr_put_u8(nlh, MACSEC_OFFLOAD_ATTR_TYPE, (uint8_t)v);
	nl_attr_nest_end(nlh, nest);
	return nl_ask(s, nlh, NULL, NULL);
}

/* --- show --- */

#define MAXT 16

/* The attributes of a nest by type (no type check; the callers check
 * sizes). */
static void nest_tb(const struct nlattr *nest, const struct nlattr **tb,
		    int max)
{
	const struct nlattr *at;

	memset(tb, 0, sizeof(*tb) * (size_t)(max + 1));
	if (!nest)
		return;
	mnl_attr_for_each_nested(at, nest) {
		int t = mnl_attr_get_type(at);

		if (t <= max)
			tb[t] = at;
	}
}

static bool fits(const struct nlattr *at, size_t n)
{
	return at && mnl_attr_get_payload_len(at) >= n;
}

static uint8_t get8(const struct nlattr *at)
{
	return fits(at, 1) ? *(const uint8_t *)mnl_attr_get_payload(at) : 0;
}

static uint32_t get32(const struct nlattr *at)
{
	uint32_t v = 0;

	if (fits(at, 4))
		memcpy(&v, mnl_attr_get_payload(at), sizeof(v));
	return v;
}

static uint64_t get64(const struct nlattr *at)
{
	uint64_t v = 0;

	if (fits(at, 8))
		memcpy(&v, mnl_attr_get_payload(at), sizeof(v));
	return v;
}

static void print_flag(const struct nlattr *at, const char *name)
{
	char fmt[64];

	if (!at)
		return;
	snprintf(fmt, sizeof(fmt), "%s %%s ", name);
	pr_bool(PR_JSON, name, NULL, get8(at) != 0);
	pr_str(PR_FP, NULL, fmt, get8(at) ? "on" : "off");
}

static void print_sci(const char *fmt, const struct nlattr *at)
{
	char buf[32];
	uint64_t sci = be64toh(get64(at));

	snprintf(buf, sizeof(buf), "%#llx", (unsigned long long)sci);
	pr_str(PR_JSON, "sci", NULL, buf);
	snprintf(buf, sizeof(buf), "%016llx", (unsigned long long)sci);
	pr_str(PR_FP, NULL, fmt, buf);
}

static const char *const secy_stats[] = {
	NULL, "OutPktsUntagged", "InPktsUntagged", "OutPktsTooLong",
	"InPktsNoTag", "InPktsBadTag", "InPktsUnknownSCI", "InPktsNoSCI",
	"InPktsOverrun",
};
static const char *const txsc_stats[] = {
	NULL, "OutPktsProtected", "OutPktsEncrypted", "OutOctetsProtected",
	"OutOctetsEncrypted",
};
static const char *const rxsc_stats[] = {
	NULL, "InOctetsValidated", "InOctetsDecrypted", "InPktsUnchecked",
	"InPktsDelayed", "InPktsOK", "InPktsInvalid", "InPktsLate",
	"InPktsNotValid", "InPktsNotUsingSA", "InPktsUnusedSA",
};
static const char *const sa_stats[] = {
	NULL, "InPktsOK", "InPktsInvalid", "InPktsNotValid",
	"InPktsNotUsingSA", "InPktsUnusedSA", "OutPktsProtected",
	"OutPktsEncrypted",
};

/*
 * -s: a statistics nest as a header of names and a line of values under
 * them (types first..last of names; 32-bit values when wide is false).
 */
static void print_stats(const struct nlattr *nest, const char *const *names,
			int first, int last, bool wide)
{
	const struct nlattr *tb[MAXT + 1];
	int t;

	if (!show_stats || !nest)
		return;
	nest_tb(nest, tb, MAXT);
	pr_text("    stats:");
	for (t = first; t <= last; t++)
		pr_text(" %s", names[t]);
	pr_text("\n          ");
	for (t = first; t <= last; t++) {
		int w = (int)strlen(names[t]);
		uint64_t v;

		/* each value right-aligned under its name, "-" if missing */
		if (!fits(tb[t], wide ? 8 : 4)) {
			pr_text(" %*s", w, "-");
			continue;
		}
		v = wide ? get64(tb[t]) : get32(tb[t]);
		pr_u64(PR_JSON, names[t], NULL, v);
		pr_text(" %*llu", w, (unsigned long long)v);
	}
	pr_text("\n");
}

static void print_sa_list(const struct nlattr *list, bool tx, bool xpn)
{
	const struct nlattr *item;

	pr_open_array(PR_JSON, "sa_list");
	mnl_attr_for_each_nested(item, list) {
		const struct nlattr *tb[MAXT + 1];
		char hex[2 * 64 + 1], buf[16];
		size_t i, n;

		nest_tb(item, tb, MAXT);
		pr_open_object(NULL);
		pr_uint(PR_ANY, "an", "        %u:", get8(tb[MACSEC_SA_ATTR_AN]));
		pr_uint(PR_ANY, "pn", " PN %u,", get32(tb[MACSEC_SA_ATTR_PN]));
		if (xpn && tb[MACSEC_SA_ATTR_SSCI]) {	/* XPN suites alone */
			uint32_t ssci = be32toh(get32(tb[MACSEC_SA_ATTR_SSCI]));

			snprintf(buf, sizeof(buf), "%#x", ssci);
			pr_str(PR_JSON, "ssci", NULL, buf);
			snprintf(buf, sizeof(buf), "%08x", ssci);
			pr_str(PR_FP, NULL, "SSCI %s", buf);
		}
		pr_bool(PR_JSON, "active", NULL, get8(tb[MACSEC_SA_ATTR_ACTIVE]));
		pr_str(PR_FP, NULL, " state %s,",
		       get8(tb[MACSEC_SA_ATTR_ACTIVE]) ? "on" : "off");
		hex[0] = 0;
		n = tb[MACSEC_SA_ATTR_KEYID] ?
			mnl_attr_get_payload_len(tb[MACSEC_SA_ATTR_KEYID]) : 0;
		for (i = 0; i < n && i < 64; i++)
			snprintf(hex + 2 * i, 3, "%02x",
				 ((const uint8_t *)mnl_attr_get_payload(tb[MACSEC_SA_ATTR_KEYID]))[i]);
		pr_str(PR_ANY, "key", " key %s\n", hex);
		print_stats(tb[MACSEC_SA_ATTR_STATS], sa_stats, tx ? 6 : 1,
			    tx ? 7 : 5, false);
		pr_close_object();
	}
	pr_close_array(PR_JSON, NULL);
}

struct show_filter {
	int ifindex;		/* 0: every device */
	bool incomplete;
};

/* Every SECY attribute but the window, as the reference requires. */
static bool secy_complete(const struct nlattr *const *sy)
{
	int t;

	for (t = MACSEC_SECY_ATTR_SCI; t <= MACSEC_SECY_ATTR_SCB; t++)
		if (t != MACSEC_SECY_ATTR_WINDOW && !sy[t])
			return false;
	return true;
}

static int macsec_print(const struct nlmsghdr *nlh, void *data)
{
	struct show_filter *f = data;
	const struct nlattr *tb[MACSEC_ATTR_MAX + 1] = { NULL };
	const struct nlattr *sy[MACSEC_SECY_ATTR_MAX + 1];
	const struct nlattr *at, *item;
	const char *name;
	uint64_t cipher;
	char ifb[32];
	bool xpn;
	int idx;
	uint8_t v;

	if (!genl_msg_ok(nlh))
		return MNL_CB_OK;
	mnl_attr_for_each(at, nlh, GENL_ATTR_OFFSET) {
		int t = mnl_attr_get_type(at);

		if (t <= MACSEC_ATTR_MAX)
			tb[t] = at;
	}
	nest_tb(tb[MACSEC_ATTR_SECY], sy, MACSEC_SECY_ATTR_MAX);
	if (!fits(tb[MACSEC_ATTR_IFINDEX], 4) || !tb[MACSEC_ATTR_SECY] ||
	    !tb[MACSEC_ATTR_TXSA_LIST] || !tb[MACSEC_ATTR_RXSC_LIST] ||
	    !tb[MACSEC_ATTR_TXSC_STATS] || !tb[MACSEC_ATTR_SECY_STATS] ||
	    !secy_complete(sy)) {
		fprintf(stderr, "incomplete dump message\n");
		f->incomplete = true;
		return MNL_CB_STOP;
	}
	idx = (int)get32(tb[MACSEC_ATTR_IFINDEX]);
	if (f->ifindex && idx != f->ifindex)
		return MNL_CB_OK;

	pr_open_object(NULL);
	name = ll_index_to_name(idx);
	if (!name) {
		snprintf(ifb, sizeof(ifb), "if%d", idx);
		name = ifb;
	}
	pr_uint(PR_ANY, "ifindex", "%u: ", (unsigned int)idx);
	pr_str(PR_ANY, "ifname", "%s: ", name);
	print_flag(sy[MACSEC_SECY_ATTR_PROTECT], "protect");
	if ((at = sy[MACSEC_SECY_ATTR_VALIDATE])) {
		v = get8(at);
		pr_str(PR_ANY, "validate", "validate %s ",
		       v < 3 ? macsec_validate_words[v] : "(unknown)");
	}
	/* the reference reads both from the encoding SA's attribute */
	print_flag(sy[MACSEC_SECY_ATTR_ENCODING_SA], "sc");
	print_flag(sy[MACSEC_SECY_ATTR_ENCODING_SA], "sa");
	print_flag(sy[MACSEC_SECY_ATTR_ENCRYPT], "encrypt");
	print_flag(sy[MACSEC_SECY_ATTR_INC_SCI], "send_sci");
	print_flag(sy[MACSEC_SECY_ATTR_ES], "end_station");
	print_flag(sy[MACSEC_SECY_ATTR_SCB], "scb");
	print_flag(sy[MACSEC_SECY_ATTR_REPLAY], "replay");
	if ((at = sy[MACSEC_SECY_ATTR_WINDOW]))
		pr_uint(PR_ANY, "window", "window %u ", get32(at));
	pr_text("\n");
	if (sy[MACSEC_SECY_ATTR_CIPHER_SUITE]) {
		pr_str(PR_ANY, "cipher_suite", "    cipher suite: %s,",
		       macsec_cipher_name(get64(sy[MACSEC_SECY_ATTR_CIPHER_SUITE])));
		pr_uint(PR_ANY, "icv_length", " using ICV length %u\n",
			get8(sy[MACSEC_SECY_ATTR_ICV_LEN]));
	}
	if (sy[MACSEC_SECY_ATTR_SCI]) {
		print_sci("    TXSC: %s", sy[MACSEC_SECY_ATTR_SCI]);
		pr_uint(PR_ANY, "encoding_sa", " on SA %u\n",
			get8(sy[MACSEC_SECY_ATTR_ENCODING_SA]));
	}
	print_stats(tb[MACSEC_ATTR_SECY_STATS], secy_stats, 1, 8, true);
	print_stats(tb[MACSEC_ATTR_TXSC_STATS], txsc_stats, 1, 4, true);
	cipher = get64(sy[MACSEC_SECY_ATTR_CIPHER_SUITE]);
	xpn = cipher == MACSEC_CIPHER_ID_GCM_AES_XPN_128 ||
	      cipher == MACSEC_CIPHER_ID_GCM_AES_XPN_256;
	print_sa_list(tb[MACSEC_ATTR_TXSA_LIST], true, xpn);

	pr_open_array(PR_JSON, "rx_sc");
	mnl_attr_for_each_nested(item, tb[MACSEC_ATTR_RXSC_LIST]) {
		const struct nlattr *rx[MAXT + 1];

		nest_tb(item, rx, MAXT);
		pr_open_object(NULL);
		print_sci("    RXSC: %s,", rx[MACSEC_RXSC_ATTR_SCI]);
		pr_bool(PR_JSON, "active", NULL, get8(rx[MACSEC_RXSC_ATTR_ACTIVE]));
		pr_str(PR_FP, NULL, " state %s\n",
		       get8(rx[MACSEC_RXSC_ATTR_ACTIVE]) ? "on" : "off");
		print_stats(rx[MACSEC_RXSC_ATTR_STATS], rxsc_stats, 1, 10, true);
		if (rx[MACSEC_RXSC_ATTR_SA_LIST])
			print_sa_list(rx[MACSEC_RXSC_ATTR_SA_LIST], false, xpn);
		pr_close_object();
	}
	pr_close_array(PR_JSON, NULL);

	if ((at = tb[MACSEC_ATTR_OFFLOAD])) {
		const struct nlattr *ot[MAXT + 1];

		nest_tb(at, ot, MAXT);
		v = get8(ot[MACSEC_OFFLOAD_ATTR_TYPE]);
		pr_str(PR_ANY, "offload", "    offload: %s \n",
		       v < 3 ? macsec_offload_words[v] : "(unknown)");
	}
	pr_close_object();
	return MNL_CB_OK;
}

static int macsec_show(struct nl_sess *s, uint16_t id, struct args *a)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct show_filter f = { 0 };
	struct nlmsghdr *nlh;
	int err;

	if (args_more(a)) {
		f.ifindex = dev_index(args_cur(a));
		if (!f.ifindex)
			return 1;
		args_skip(a);
		if (args_more(a))
			macsec_usage();
	}
	nlh = genl_msg_start(buf, id, MACSEC_CMD_GET_TXSC, MACSEC_GENL_VERSION,
			     0);
	pr_json_begin();
	err = nl_dump(s, nlh, macsec_print, &f);
	if (f.incomplete) {
		pr_json_end();
		fprintf(stderr, "Dump terminated\n");
		return 1;
	}
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		pr_json_end();
		return 1;
	}
	pr_json_end();
	return 0;
}

int do_macsec(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct nl_sess *s;
	const char *cmd;
	uint16_t id;

	if (!args_more(&a) || matches(args_cur(&a), "help"))
		macsec_usage();
	if (genl_cmd_open(MACSEC_GENL_NAME, &s, &id))
		return 1;
	cmd = args_cur(&a);
	args_skip(&a);
	if (matches(cmd, "show"))
		return macsec_show(s, id, &a);
	if (matches(cmd, "add"))
		return macsec_modify(s, id, &a, OP_ADD);
	if (matches(cmd, "set"))
		return macsec_modify(s, id, &a, OP_SET);
	if (matches(cmd, "delete"))
		return macsec_modify(s, id, &a, OP_DEL);
	if (matches(cmd, "offload"))
		return macsec_offload(s, id, &a);
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip macsec help\".\n",
		cmd);
	exit(255);
}
