// SPDX-License-Identifier: GPL-2.0
/*
 * link_xdp_show.c — the IFLA_XDP nest of a link dump: "xdp" (or
 * "xdpgeneric/id:N" in ip address) after the mtu, the JSON "xdp" object,
 * and the "prog/xdp id N name ... tag ... jited" lines.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linux/if_link.h>
#include "bpf_sys.h"
#include "print.h"
#include "ip_common.h"
#include "link_xdp.h"

struct xdp_tb {
	uint8_t attached;
	bool have_attached;
	uint32_t id[IFLA_XDP_MAX + 1];	/* by attribute type */
};

static int xdp_cb(const struct nlattr *a, void *data)
{
	struct xdp_tb *x = data;
	uint16_t type = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, IFLA_XDP_MAX) < 0)
		return MNL_CB_OK;
	switch (type) {
	case IFLA_XDP_ATTACHED:
		if (mnl_attr_validate(a, MNL_TYPE_U8) < 0)
			return MNL_CB_OK;
		x->attached = mnl_attr_get_u8(a);
		x->have_attached = true;
		break;
	case IFLA_XDP_PROG_ID: case IFLA_XDP_DRV_PROG_ID:
	case IFLA_XDP_SKB_PROG_ID: case IFLA_XDP_HW_PROG_ID:
		if (mnl_attr_validate(a, MNL_TYPE_U32) < 0)
			return MNL_CB_OK;
		x->id[type] = mnl_attr_get_u32(a);
		break;
	default:
		break;
	}
	return MNL_CB_OK;
}

static bool xdp_parse(const struct nlattr *nest, struct xdp_tb *x)
{
	memset(x, 0, sizeof(*x));
	if (mnl_attr_parse_nested(nest, xdp_cb, x) < 0)
		return false;
	return x->have_attached && x->attached != XDP_ATTACHED_NONE;
}

/* The modes of a multi attachment, in the order they are shown. */
static const struct {
	uint8_t mode;
	int attr;
	const char *name;
} xdp_modes[] = {
	{ XDP_ATTACHED_SKB, IFLA_XDP_SKB_PROG_ID, "xdpgeneric" },
	{ XDP_ATTACHED_DRV, IFLA_XDP_DRV_PROG_ID, "xdpdrv" },
	{ XDP_ATTACHED_HW, IFLA_XDP_HW_PROG_ID, "xdpoffload" },
};

static void print_mode_word(uint8_t m)
{
	switch (m) {
	case XDP_ATTACHED_DRV: pr_text("xdp"); break;
	case XDP_ATTACHED_SKB: pr_text("xdpgeneric"); break;
	case XDP_ATTACHED_HW: pr_text("xdpoffload"); break;
	case XDP_ATTACHED_MULTI: pr_text("xdpmulti"); break;
	default: pr_text("xdp[%u]", m); break;
	}
}

/* What bpf(2) says about program id; false if it cannot be asked. */
static bool prog_info(uint32_t id, struct bpf_prog_info *info)
{
	int fd = bpf_prog_fd_by_id(id);
	int err;

	if (fd < 0)
		return false;
	err = bpf_prog_info_by_fd(fd, info);
	close(fd);
	return !err;
}

static void print_prog_info(uint32_t id)
{
	struct bpf_prog_info info;
	char tag[2 * BPF_TAG_SIZE + 1], name[BPF_OBJ_NAME_LEN + 1];
	int i;

	pr_uint(PR_ANY, "id", "id %u ", id);
	if (!prog_info(id, &info))
		return;
	memcpy(name, info.name, BPF_OBJ_NAME_LEN);
	name[BPF_OBJ_NAME_LEN] = '\0';
	if (*name)
		pr_str(PR_ANY, "name", "name %s ", name);
	for (i = 0; i < BPF_TAG_SIZE; i++)
		snprintf(tag + 2 * i, 3, "%02x", info.tag[i]);
	pr_str(PR_ANY, "tag", "tag %s ", tag);
	pr_uint(PR_JSON, "jited", NULL, info.jited_prog_len ? 1 : 0);
	if (info.jited_prog_len)
		pr_text("jited ");
	if (!show_details)
		return;
	pr_u64(PR_ANY, "load_time", "load_time %" PRIu64 " ",
	       (uint64_t)info.load_time);
	pr_uint(PR_ANY, "created_by_uid", "created_by_uid %u ",
		info.created_by_uid);
	if (info.btf_id)
		pr_uint(PR_ANY, "btf_id", "btf_id %u ", info.btf_id);
}

static void json_prog(uint8_t mode, uint32_t id)
{
	pr_uint(PR_JSON, "mode", NULL, mode);
	pr_open_object("prog");
	print_prog_info(id);
	pr_close_object();
}

static void json_attached(uint8_t mode, uint32_t id)
{
	pr_open_object(NULL);
	json_prog(mode, id);
	pr_close_object();
}

static void json_xdp(const struct xdp_tb *x)
{
	uint32_t id = x->id[IFLA_XDP_PROG_ID];
	size_t i;

	pr_open_object("xdp");
	if (x->attached == XDP_ATTACHED_MULTI || !id)
		pr_uint(PR_JSON, "mode", NULL, x->attached);
	else
		json_prog(x->attached, id);
	pr_open_array(PR_JSON, "attached");
	if (x->attached != XDP_ATTACHED_MULTI && id)
		json_attached(x->attached, id);
	for (i = 0; x->attached == XDP_ATTACHED_MULTI &&
		    i < sizeof(xdp_modes) / sizeof(xdp_modes[0]); i++)
		if (x->id[xdp_modes[i].attr])
			json_attached(xdp_modes[i].mode,
				      x->id[xdp_modes[i].attr]);
	pr_close_array(PR_JSON, NULL);
	pr_close_object();
}

void link_print_xdp_header(const struct nlattr *nest, bool addr_mode)
{
	struct xdp_tb x;

	if (!nest || !xdp_parse(nest, &x))
		return;
	if (pr_json) {
		json_xdp(&x);
		return;
	}
	print_mode_word(x.attached);
	if (addr_mode && x.attached != XDP_ATTACHED_MULTI &&
	    x.id[IFLA_XDP_PROG_ID])
		pr_text("/id:%u", x.id[IFLA_XDP_PROG_ID]);
	pr_text(" ");
}

static void prog_line(const char *mode, uint32_t id)
{
	pr_text("%s    prog/%s ", pr_sl(), mode);
	print_prog_info(id);
}

void link_print_xdp_progs(const struct nlattr *nest)
{
	struct xdp_tb x;
	size_t i;

	if (pr_json || !nest || !xdp_parse(nest, &x))
		return;
	if (x.attached != XDP_ATTACHED_MULTI) {
		if (x.id[IFLA_XDP_PROG_ID])
			prog_line("xdp", x.id[IFLA_XDP_PROG_ID]);
		return;
	}
	for (i = 0; i < sizeof(xdp_modes) / sizeof(xdp_modes[0]); i++)
		if (x.id[xdp_modes[i].attr])
			prog_line(xdp_modes[i].name, x.id[xdp_modes[i].attr]);
}
