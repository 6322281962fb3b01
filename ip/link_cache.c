/* link_cache.c — keep the lazy name cache true across a batch */
#include "names.h"
#include "link.h"

void link_note_change(const char *dev, const char *newname, bool moved)
{
	if (!dev)
		return;
	if (newname || moved)
		ll_forget_name(dev);
}

void link_note_delete(const char *dev)
{
	/* a veth peer or an upper device may go too: forget all indexes
	 * of devices we no longer can vouch for */
	ll_forget_name(dev);
	ll_forget_all();
}
