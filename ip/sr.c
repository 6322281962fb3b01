// SPDX-License-Identifier: GPL-2.0
/* sr.c — `ip sr`: SRv6 tunnel source and HMAC keys (generic netlink SEG6) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <linux/seg6_genl.h>
#include <linux/seg6_hmac.h>

#include "args.h"
#include "genl.h"
#include "nl_ask.h"
#include "inet.h"
#include "print.h"
#include "ip_common.h"
#include "nl.h"

/* The reference builds SETHMAC in a buffer of this many bytes. */
#define SR_HMAC_REQ_MAX 1044

static void __attribute__((noreturn)) sr_usage(void)
{
	fprintf(stderr,
		"Usage: ip sr { COMMAND | help }\n"
		"          ip sr hmac show\n"
		"          ip sr hmac set KEYID ALGO\n"
		"          ip sr tunsrc show\n"
		"          ip sr tunsrc set ADDRESS\n"
		"where  ALGO := { sha1 | sha256 }\n");
	exit(255);
}

static int sr_attr_cb(const struct nlattr *a, void *data)
{
	static const enum mnl_attr_data_type type[SEG6_ATTR_MAX + 1] = {
		[SEG6_ATTR_HMACKEYID] = MNL_TYPE_U32,
		[SEG6_ATTR_SECRETLEN] = MNL_TYPE_U8,
		[SEG6_ATTR_ALGID] = MNL_TYPE_U8,
		[SEG6_ATTR_SECRET] = MNL_TYPE_BINARY,
		[SEG6_ATTR_DST] = MNL_TYPE_BINARY,
	};
	const struct nlattr **tb = data;
	int t = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, SEG6_ATTR_MAX) < 0 || !type[t] ||
	    mnl_attr_validate(a, type[t]) < 0)
		return MNL_CB_OK;
	tb[t] = a;
	return MNL_CB_OK;
}

static int sr_parse(const struct nlmsghdr *nlh, const struct nlattr **tb)
{
	if (!genl_msg_ok(nlh))
		return -1;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, sr_attr_cb, tb);
	return 0;
}

static const char *algo_name(uint8_t id)
{
	switch (id) {
	case SEG6_HMAC_ALGO_SHA1:
		return "sha1";
	case SEG6_HMAC_ALGO_SHA256:
		return "sha256";
	default:
		return "<unknown>";
	}
}

static int hmac_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[SEG6_ATTR_MAX + 1] = { NULL };
	char secret[SEG6_HMAC_SECRET_LEN];
	unsigned int slen, have;

	(void)data;
	if (sr_parse(nlh, tb) || !tb[SEG6_ATTR_HMACKEYID] ||
	    !tb[SEG6_ATTR_SECRETLEN] || !tb[SEG6_ATTR_ALGID] ||
	    !tb[SEG6_ATTR_SECRET])
		return MNL_CB_OK;
	slen = mnl_attr_get_u8(tb[SEG6_ATTR_SECRETLEN]);
	if (slen > sizeof(secret) - 1) {
		fprintf(stderr, "HMAC secret length %u > %zu, truncated\n",
			slen, sizeof(secret) - 1);
		slen = sizeof(secret) - 1;
	}
	have = mnl_attr_get_payload_len(tb[SEG6_ATTR_SECRET]);
	if (slen > have)
		slen = have;
	memcpy(secret, mnl_attr_get_payload(tb[SEG6_ATTR_SECRET]), slen);
	secret[slen] = '\0';

	pr_open_object(NULL);
	pr_uint(PR_ANY, "hmac", "hmac %u ",
		mnl_attr_get_u32(tb[SEG6_ATTR_HMACKEYID]));
	pr_str(PR_ANY, "algo", "algo %s ",
	       algo_name(mnl_attr_get_u8(tb[SEG6_ATTR_ALGID])));
	pr_str(PR_ANY, "secret", "secret \"%s\"", secret);
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

static int tunsrc_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[SEG6_ATTR_MAX + 1] = { NULL };
	char buf[INET6_ADDRSTRLEN];

	(void)data;
	if (sr_parse(nlh, tb) || !tb[SEG6_ATTR_DST] ||
	    mnl_attr_get_payload_len(tb[SEG6_ATTR_DST]) < 16)
		return MNL_CB_OK;
	pr_open_object(NULL);
	pr_str(PR_ANY, "tunsrc", "tunsrc addr %s",
	       inet_fmt(AF_INET6, mnl_attr_get_payload(tb[SEG6_ATTR_DST]), buf,
			sizeof(buf)));
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

/* The secret, asked for as the reference asks (getpass: the terminal, or
 * stdin with the prompt on stderr); blank deletes the key. */
static char *read_secret(void)
{
	static char none[1];
	char *s = getpass("Enter secret for HMAC key ID (blank to delete): ");

	return s ? s : none;
}

static int hmac_set(struct args *a)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct nl_sess *s;
	struct nlmsghdr *nlh;
	const char *kw, *alg;
	char *secret;
	uint32_t keyid;
	uint8_t algid;
	size_t len;
	uint16_t id;
	int err;

	if (a->argc < 2)
		incomplete_command();
	kw = a->argv[0];
	alg = a->argv[1];
	if (get_u32(&keyid, kw, 0) || !keyid)
		invarg("hmac KEYID value is invalid", kw);
	if (!strcmp(alg, "sha1"))
		algid = SEG6_HMAC_ALGO_SHA1;
	else if (!strcmp(alg, "sha256"))
		algid = SEG6_HMAC_ALGO_SHA256;
	else
		invarg("hmac ALGO value is invalid", alg);
	secret = read_secret();
	len = strlen(secret);
	if (genl_cmd_open(SEG6_GENL_NAME, &s, &id)) {
		explicit_bzero(secret, len);
		return 1;
	}
	nlh = genl_msg_start(buf, id, SEG6_CMD_SETHMAC, SEG6_GENL_VERSION, 0);
	nl_attr_put_u32(nlh, SEG6_ATTR_HMACKEYID, keyid);
	nl_attr_put_u8(nlh, SEG6_ATTR_SECRETLEN, (uint8_t)len);
	nl_attr_put_u8(nlh, SEG6_ATTR_ALGID, algid);
	if (len) {
		/* what does not fit the reference's buffer is left out */
		if (NLMSG_ALIGN(nlh->nlmsg_len) + MNL_ALIGN(MNL_ATTR_HDRLEN + len) >
		    SR_HMAC_REQ_MAX)
			fprintf(stderr, "addattr_l ERROR: message exceeded bound of %d\n",
				SR_HMAC_REQ_MAX);
		else
			nl_attr_put(nlh, SEG6_ATTR_SECRET, len, secret);
	}
	err = nl_talk(s, nlh, NULL, NULL);
	/* the secret is kept no longer than needed */
	explicit_bzero(secret, len);
	explicit_bzero(buf, sizeof(buf));
	if (err) {
		nl_perror(err);
		return 1;
	}
	return 0;
}

static int hmac_show(void)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct nl_sess *s;
	struct nlmsghdr *nlh;
	uint16_t id;

	if (genl_cmd_open(SEG6_GENL_NAME, &s, &id))
		return 1;
	nlh = genl_msg_start(buf, id, SEG6_CMD_DUMPHMAC, SEG6_GENL_VERSION, 0);
	return genl_cmd_dump(s, nlh, hmac_print);
}

static int tunsrc_show(void)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct nl_sess *s;
	struct nlmsghdr *nlh;
	uint16_t id;

	if (genl_cmd_open(SEG6_GENL_NAME, &s, &id))
		return 1;
	nlh = genl_msg_start(buf, id, SEG6_CMD_GET_TUNSRC, SEG6_GENL_VERSION,
			     0);
	return nl_ask_show(s, nlh, tunsrc_print, NULL);
}

/* An IPv6 address as the reference takes it: "default", "any" and "all"
 * stand for ::. */
static void parse_tunsrc(const char *w, unsigned char *addr)
{
	struct inet_prefix p;

	if (!strcmp(w, "default") || !strcmp(w, "any") || !strcmp(w, "all")) {
		memset(addr, 0, 16);
		return;
	}
	if (inet_parse_addr(&p, w, AF_INET6))
		inet_addr_error(w, AF_INET6);
	memcpy(addr, p.data, 16);
}

static int tunsrc_set(struct args *a)
{
	char buf[NL_REQ_SIZE] = { 0 };
	unsigned char addr[16];
	struct nl_sess *s;
	struct nlmsghdr *nlh;
	uint16_t id;
	int err;

	if (!args_more(a))
		incomplete_command();
	parse_tunsrc(args_cur(a), addr);
	if (genl_cmd_open(SEG6_GENL_NAME, &s, &id))
		return 1;
	nlh = genl_msg_start(buf, id, SEG6_CMD_SET_TUNSRC, SEG6_GENL_VERSION,
			     0);
	nl_attr_put(nlh, SEG6_ATTR_DST, sizeof(addr), addr);
	err = nl_talk(s, nlh, NULL, NULL);
	if (err) {
		nl_perror(err);
		return 1;
	}
	return 0;
}

int do_sr(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *obj, *cmd;

	if (!args_more(&a) || matches(args_cur(&a), "help"))
		sr_usage();
	obj = args_cur(&a);
	if (!matches(obj, "hmac") && !matches(obj, "tunsrc"))
		invarg("unknown", obj);
	if (a.argc < 2)
		incomplete_command();
	args_skip(&a);
	cmd = args_cur(&a);
	args_skip(&a);
	if (matches(obj, "hmac")) {
		if (matches(cmd, "show"))
			return hmac_show();
		if (matches(cmd, "set"))
			return hmac_set(&a);
	} else {
		if (matches(cmd, "show"))
			return tunsrc_show();
		if (matches(cmd, "set"))
			return tunsrc_set(&a);
	}
	invarg("unknown", cmd);
}
