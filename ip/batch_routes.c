/* batch_routes.c — take the routes of doomed devices out of the way
 *
 * When a device goes, the kernel walks every route of the namespace to
 * find the ones using it (IPv6 and IPv4 alike), once or twice per device:
 * unregistering thousands of devices together is quadratic in practice
 * (2000 veth pairs that are up: ~5 s of that walk). Removing those
 * devices' own routes first, with one request each, leaves the walks
 * almost nothing to visit. The routes would have gone with the devices;
 * should the unregistration fail, they are put back.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "nl.h"
#include "batch_int.h"

struct taken {
	struct nlmsghdr **msg;
	int n, cap;
	bool (*doomed)(int ifindex, void *ctx);
	void *ctx;
};

/* Does the route use one doomed device and nothing else? */
static bool route_of_doomed(const struct nlmsghdr *nlh, struct taken *t)
{
	const struct nlattr *a;
	int oif = 0;

	mnl_attr_for_each(a, nlh, sizeof(struct rtmsg)) {
		switch (mnl_attr_get_type(a)) {
		case RTA_OIF:
			if (mnl_attr_validate(a, MNL_TYPE_U32))
				return false;
			oif = (int)mnl_attr_get_u32(a);
			break;
		case RTA_MULTIPATH:
		case RTA_NH_ID:
			return false;
		}
	}
	return oif > 0 && t->doomed(oif, t->ctx);
}

static int take_cb(const struct nlmsghdr *nlh, void *data)
{
	struct taken *t = data;
	struct nlmsghdr *copy;

	if (nlh->nlmsg_type != RTM_NEWROUTE ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(struct rtmsg))
		return MNL_CB_OK;
	if (((const struct rtmsg *)NLMSG_DATA(nlh))->rtm_flags & RTM_F_CLONED)
		return MNL_CB_OK;
	if (!route_of_doomed(nlh, t))
		return MNL_CB_OK;
	if (t->n == t->cap) {
		int cap = t->cap ? t->cap * 2 : 256;
		struct nlmsghdr **m = realloc(t->msg, (size_t)cap * sizeof(*m));

		if (!m)
			return MNL_CB_ERROR;
		t->msg = m;
		t->cap = cap;
	}
	copy = malloc(nlh->nlmsg_len);
	if (!copy)
		return MNL_CB_ERROR;
	memcpy(copy, nlh, nlh->nlmsg_len);
	t->msg[t->n++] = copy;
	return MNL_CB_OK;
}

static int dump_routes(int family, struct taken *t)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETROUTE, 0);
	struct rtmsg *rtm = nl_msg_put_extra(nlh, sizeof(*rtm));

	rtm->rtm_family = (unsigned char)family;
	return nl_dump(nl_main(), nlh, take_cb, t);
}

static void ignore_cb(int i, int err, const struct nlmsghdr *nlh, void *d)
{
}

/* Send every taken route back as a request of the given type. */
static void resend(struct taken *t, uint16_t type, uint16_t flags)
{
	for (int i = 0; i < t->n; i++) {
		t->msg[i]->nlmsg_type = type;
		t->msg[i]->nlmsg_flags = NLM_F_REQUEST | flags;
	}
	nl_pipeline(nl_main(), t->msg, t->n, ignore_cb, NULL);
}

void *batch_routes_take(bool (*doomed)(int ifindex, void *ctx), void *ctx)
{
	struct taken *t = calloc(1, sizeof(*t));

	if (!t)
		return NULL;
	t->doomed = doomed;
	t->ctx = ctx;
	if (dump_routes(AF_INET6, t) || dump_routes(AF_INET, t)) {
		/* nothing removed yet: just do without */
		batch_routes_done(t, false);
		return NULL;
	}
	resend(t, RTM_DELROUTE, 0);
	return t;
}

void batch_routes_done(void *handle, bool restore)
{
	struct taken *t = handle;

	if (!t)
		return;
	if (restore)
		resend(t, RTM_NEWROUTE, NLM_F_CREATE | NLM_F_EXCL);
	for (int i = 0; i < t->n; i++)
		free(t->msg[i]);
	free(t->msg);
	free(t);
}
