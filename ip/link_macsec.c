// SPDX-License-Identifier: GPL-2.0
/* link_macsec.c — MACsec devices (IFLA_MACSEC_*): the SCI or port, the
 * cipher suite, ICV length, flags, replay window, validation, offload */
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <errno.h>
#include <string.h>
#include <endian.h>
#include <linux/if_ether.h>
#include <linux/if_macsec.h>

#include "print.h"
#include "nl.h"
#include "link_macsec.h"

static void macsec_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... macsec [ [ address <lladdr> ] port { 1..2^16-1 } | sci <u64> ]\n"
		"                  [ cipher { default | gcm-aes-128 | gcm-aes-256 | gcm-aes-xpn-128 | gcm-aes-xpn-256 } ]\n"
		"                  [ icvlen { 8..16 } ]\n"
		"                  [ encrypt { on | off } ]\n"
		"                  [ send_sci { on | off } ]\n"
		"                  [ end_station { on | off } ]\n"
		"                  [ scb { on | off } ]\n"
		"                  [ protect { on | off } ]\n"
		"                  [ replay { on | off} window { 0..2^32-1 } ]\n"
		"                  [ validate { strict | check | disabled } ]\n"
		"                  [ encodingsa { 0..3 } ]\n"
		"                  [ offload { mac | phy | off } ]\n");
}

/* The cipher suites by name, "default" being the kernel's old id. */
static const struct {
	const char *name;
	uint64_t id;
} ciphers[] = {
	{ "default", MACSEC_DEFAULT_CIPHER_ID },
	{ "gcm-aes-128", MACSEC_CIPHER_ID_GCM_AES_128 },
	{ "gcm-aes-256", MACSEC_CIPHER_ID_GCM_AES_256 },
	{ "gcm-aes-xpn-128", MACSEC_CIPHER_ID_GCM_AES_XPN_128 },
	{ "gcm-aes-xpn-256", MACSEC_CIPHER_ID_GCM_AES_XPN_256 },
};

int macsec_one_of(const char *key, const char *w, const char *const *words,
		  int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (matches(w, words[i]))
			return i;
	fprintf(stderr, "Error: argument of \"%s\" must be one of ", key);
	for (i = 0; i < n; i++)
		fprintf(stderr, "%s\"%s\"", i ? ", " : "", words[i]);
	fprintf(stderr, ", not \"%s\"\n", w);
	return -1;
}

const char *const macsec_validate_words[3] = { "disabled", "check", "strict" };
const char *const macsec_offload_words[3] = { "off", "phy", "mac" };
static const char *const on_off_words[2] = { "off", "on" };

int macsec_parse_mac(const char *w, unsigned char *mac)
{
	const char *p = w;
	int i;

	/*
	 * As the reference reads it: up to six parts split at colons, each
	 * a hex number (<= 255) of which trailing junk is ignored; what
	 * follows the sixth part is not read.
	 */
	memset(mac, 0, ETH_ALEN);
	for (i = 0; i < ETH_ALEN && *p; i++) {
		unsigned long v = 0;
		int digits = 0;

		while (isxdigit((unsigned char)*p)) {
			if (v <= 0xfff)
				v = v * 16 + (unsigned long)(isdigit((unsigned char)*p) ?
					*p - '0' : tolower((unsigned char)*p) - 'a' + 10);
			p++;
			digits++;
		}
		if (!digits || v > 255)
			return -1;
		mac[i] = (unsigned char)v;
		p += strcspn(p, ":");
		if (*p == ':') {
			p++;
			if (!*p || *p == ':')
				return i + 1 < ETH_ALEN ? -1 : 0;
		}
	}
	return 0;
}

void macsec_mac_error(const char *w)
{
	char first[64];
	size_t n = strcspn(w, ":");

	/* the reference names the word cut at its first colon */
	lladdr_error(w);
	if (n >= sizeof(first))
		n = sizeof(first) - 1;
	memcpy(first, w, n);
	first[n] = 0;
	invarg("expected lladdr", first);
}

int macsec_parse_sci_word(const char *w, uint64_t *sci)
{
	char *end;
	unsigned long long v;

	/* hexadecimal, as strtoull with base 16 reads it */
	if (!*w)
		return -1;
	errno = 0;
	v = strtoull(w, &end, 16);
	if (*end || errno)
		return -1;
	*sci = v;
	return 0;
}

static int macsec_parse(struct link_req *req, struct args *a)
{
	bool have_cipher = false, have_icv = false, have_sa = false;
	bool sci_part = false, have_mac = false;
	unsigned char mac[ETH_ALEN] = { 0 };
	int replay = -1, inc_sci = -1, es = -1, scb = -1;
	uint64_t cipher = 0, sci = 0;
	uint32_t window = UINT32_MAX;	/* the reference's "no window" */
	uint8_t icv = 0, sa = 0;
	uint16_t port = 0;

	/*
	 * The SCI part comes first: "sci SCI", "port PORT", or one or more
	 * "address LLADDR" then (perhaps) "port PORT".
	 */
	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "sci")) {
			if (have_mac)
				invarg("expected port", w);
			w = args_next(a);
			if (macsec_parse_sci_word(w, &sci))
				invarg("expected sci", w);
			sci = htobe64(sci);
			sci_part = true;
			args_skip(a);
			break;
		}
		if (is(w, "port")) {
			w = args_next(a);
			if (get_u16(&port, w, 0))
				invarg("expected port", w);
			if (!port)
				invarg("expected port != 0", w);
			sci_part = true;
			args_skip(a);
			if (have_mac) {
				unsigned char b[8];

				memcpy(b, mac, ETH_ALEN);
				b[6] = (uint8_t)(port >> 8);
				b[7] = (uint8_t)port;
				memcpy(&sci, b, sizeof(sci));
			}
			break;
		}
		if (!is(w, "address"))
			break;
		w = args_next(a);
		if (macsec_parse_mac(w, mac))
			macsec_mac_error(w);
		have_mac = true;
		sci_part = true;
		args_skip(a);
	}
	if (sci_part) {
		if (sci)
			nl_attr_put(req->nlh, IFLA_MACSEC_SCI, sizeof(sci), &sci);
		else
			nl_attr_put_u16(req->nlh, IFLA_MACSEC_PORT, htobe16(port));
	}

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);
		uint16_t flag = 0;

		if (is(w, "cipher")) {
			size_t i;

			w = args_next(a);
			if (have_cipher)
				duparg("cipher", w);
			for (i = 0; i < sizeof(ciphers) / sizeof(ciphers[0]); i++)
				if (is(w, ciphers[i].name) ||
				    (i && is(w, macsec_cipher_name(ciphers[i].id))))
					break;
			if (i == sizeof(ciphers) / sizeof(ciphers[0]))
				invarg("expected: default, gcm-aes-128, gcm-aes-256, gcm-aes-xpn-128 or gcm-aes-xpn-256", w);
			cipher = ciphers[i].id;
			have_cipher = true;
		} else if (is(w, "icvlen")) {
			w = args_next(a);
			if (have_icv)
				duparg("icvlen", w);
			if (get_u8(&icv, w, 10))
				invarg("expected ICV length", w);
			if (icv < MACSEC_MIN_ICV_LEN || icv > MACSEC_STD_ICV_LEN)
				invarg("ICV length must be in the range {8..16}", w);
			have_icv = true;
		} else if (is(w, "encrypt")) {
			flag = IFLA_MACSEC_ENCRYPT;
		} else if (is(w, "send_sci")) {
			flag = IFLA_MACSEC_INC_SCI;
		} else if (is(w, "end_station")) {
			flag = IFLA_MACSEC_ES;
		} else if (is(w, "scb")) {
			flag = IFLA_MACSEC_SCB;
		} else if (is(w, "protect")) {
			flag = IFLA_MACSEC_PROTECT;
		} else if (is(w, "replay")) {
			w = args_next(a);
			replay = macsec_one_of("replay", w, on_off_words, 2);
			if (replay < 0)
				return 1;
		} else if (is(w, "window")) {
			w = args_next(a);
			if (get_u32(&window, w, 0))
				invarg("expected replay window size", w);
		} else if (is(w, "validate")) {
			int v;

			w = args_next(a);
			v = macsec_one_of("validate", w, macsec_validate_words, 3);
			if (v < 0)
				return 1;
			nl_attr_put_u8(req->nlh, IFLA_MACSEC_VALIDATION, (uint8_t)v);
		} else if (is(w, "encodingsa")) {
			w = args_next(a);
			if (have_sa)
				duparg2("encodingsa", "encodingsa");
			if (get_u8(&sa, w, 0) || sa > 3)
				invarg("expected an { 0..3 }", w);
			have_sa = true;
		} else if (is(w, "offload")) {
			int v;

			w = args_next(a);
			v = macsec_one_of("offload", w, macsec_offload_words, 3);
			if (v < 0)
				return 1;
			nl_attr_put_u8(req->nlh, IFLA_MACSEC_OFFLOAD, (uint8_t)v);
		} else {
			fprintf(stderr, "macsec: unknown command \"%s\"?\n", w);
			macsec_usage(stderr);
			return 1;
		}
		if (flag) {
			const char *key = w;
			int v;

			w = args_next(a);
			v = macsec_one_of(key, w, on_off_words, 2);
			if (v < 0)
				return 1;
			nl_attr_put_u8(req->nlh, flag, (uint8_t)v);
			if (flag == IFLA_MACSEC_INC_SCI)
				inc_sci = v;
			else if (flag == IFLA_MACSEC_ES)
				es = v;
			else if (flag == IFLA_MACSEC_SCB)
				scb = v;
		}
	}

	if ((inc_sci == 1) + (es == 1) + (scb == 1) > 1) {
		fprintf(stderr, "invalid combination of send_sci/end_station/scb\n");
		return 1;
	}
	if (have_cipher)
		nl_attr_put_u64(req->nlh, IFLA_MACSEC_CIPHER_SUITE, cipher);
	if (have_icv)
		nl_attr_put_u8(req->nlh, IFLA_MACSEC_ICV_LEN, icv);
	if (replay == 1 && window == UINT32_MAX) {
		fprintf(stderr, "replay protection enabled, but no window set. did you mean 'replay on window VALUE'?\n");
		return 1;
	}
	if (replay < 0 && window != UINT32_MAX) {
		fprintf(stderr, "replay window set, but replay protection not enabled. did you mean 'replay on window %u'?\n",
			window);
		return 1;
	}
	if (replay >= 0) {
		nl_attr_put_u32(req->nlh, IFLA_MACSEC_WINDOW, window);
		nl_attr_put_u8(req->nlh, IFLA_MACSEC_REPLAY_PROTECT, (uint8_t)replay);
	}
	if (have_sa)
		nl_attr_put_u8(req->nlh, IFLA_MACSEC_ENCODING_SA, sa);
	return 0;
}

const char *macsec_cipher_name(uint64_t id)
{
	switch (id) {
	case MACSEC_DEFAULT_CIPHER_ID:
	case MACSEC_CIPHER_ID_GCM_AES_128:
		return "GCM-AES-128";
	case MACSEC_CIPHER_ID_GCM_AES_256:
		return "GCM-AES-256";
	case MACSEC_CIPHER_ID_GCM_AES_XPN_128:
		return "GCM-AES-XPN-128";
	case MACSEC_CIPHER_ID_GCM_AES_XPN_256:
		return "GCM-AES-XPN-256";
	}
	return "(unknown)";
}

static const struct nlattr *sized(const struct nlattr *at, size_t len)
{
	return at && mnl_attr_get_payload_len(at) >= len ? at : NULL;
}

static void flag_print(const struct nlattr *at, const char *key,
		       const char *name)
{
	if (sized(at, 1))
		print_on_off(key, name, *(const uint8_t *)mnl_attr_get_payload(at));
}

static void macsec_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_MACSEC_MAX + 1];
	const struct nlattr *at;
	char buf[32];
	uint8_t v;

	if (nest_parse(data, tb, IFLA_MACSEC_MAX) < 0)
		return;
	if ((at = sized(tb[IFLA_MACSEC_SCI], 8))) {
		uint64_t sci;

		memcpy(&sci, mnl_attr_get_payload(at), sizeof(sci));
		snprintf(buf, sizeof(buf), "%016llx",
			 (unsigned long long)be64toh(sci));
		pr_str(PR_ANY, "sci", "sci %s ", buf);
	}
	flag_print(tb[IFLA_MACSEC_PROTECT], "protect", "protect");
	if ((at = sized(tb[IFLA_MACSEC_CIPHER_SUITE], 8)))
		pr_str(PR_ANY, "cipher_suite", "cipher %s ",
		       macsec_cipher_name(mnl_attr_get_u64(at)));
	if ((at = sized(tb[IFLA_MACSEC_ENCODING_SA], 1)))
		pr_uint(PR_ANY, "encoding_sa", "encodingsa %d ",
			*(const uint8_t *)mnl_attr_get_payload(at));
	if ((at = sized(tb[IFLA_MACSEC_VALIDATION], 1))) {
		v = *(const uint8_t *)mnl_attr_get_payload(at);
		pr_str(PR_ANY, "validation", "validate %s ",
		       v < 3 ? macsec_validate_words[v] : "(unknown)");
	}
	if ((at = sized(tb[IFLA_MACSEC_OFFLOAD], 1))) {
		v = *(const uint8_t *)mnl_attr_get_payload(at);
		pr_str(PR_ANY, "offload", "offload %s ",
		       v < 3 ? macsec_offload_words[v] : "(unknown)");
	}
	flag_print(tb[IFLA_MACSEC_ENCRYPT], "encrypt", "encrypt");
	flag_print(tb[IFLA_MACSEC_INC_SCI], "inc_sci", "send_sci");
	flag_print(tb[IFLA_MACSEC_ES], "es", "end_station");
	flag_print(tb[IFLA_MACSEC_SCB], "scb", "scb");
	flag_print(tb[IFLA_MACSEC_REPLAY_PROTECT], "replay_protect", "replay");
	if ((at = sized(tb[IFLA_MACSEC_WINDOW], 4)))
		pr_int(PR_ANY, "window", "window %d ",
		       (int)mnl_attr_get_u32(at));
}

const struct link_kind macsec_kind = {
	.name = "macsec",
	.parse = macsec_parse,
	.print = macsec_print,
	.usage = macsec_usage,
};
