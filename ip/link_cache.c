// SPDX-License-Identifier: GPL-2.0
/* link_cache.c — keep the lazy name cache true across a batch
 *
 * The cache (lib/names.c) holds only what this process learned. Whatever
 * a line changes must leave it so that no later line can act on a stale
 * entry: the reference's cache keeps the index of a veth peer that a
 * deletion took with it, and a later line naming a new device of that
 * name fails with "Device not found".
 */
#include "names.h"
#include "link.h"

void link_note_change(const char *dev, const char *newname, bool moved)
{
	if (!dev)
		return;
	if (newname || moved) {
		ll_forget_name(dev);
		/* an entry under the new name can only be a stale one */
		if (newname)
			ll_forget_name(newname);
	}
}

void link_note_delete(const char *dev)
{
	/*
	 * A deletion can take other devices with it (a veth peer, the
	 * macvlan/vlan/vxlan devices on a lower one) whose names this
	 * process cannot see from here: no entry is vouched for any more.
	 * The cache refills lazily, one lookup per name still in use.
	 */
	(void)dev;
	ll_forget_all();
}
