/* SPDX-License-Identifier: GPL-2.0 */
/* l2tp.h — what the parts of `ip l2tp` share */
#ifndef NLROUTE_L2TP_H
#define NLROUTE_L2TP_H

#include <stdbool.h>
#include <stdint.h>

#include "genl.h"

/* An address of local or remote: len 0 when not given (or "any"). */
struct l2tp_addr {
	int len;
	unsigned char data[16];
};

/* Everything a command line may say; every command reads every word. */
struct l2tp_parm {
	uint32_t tunnel_id, peer_tunnel_id;
	uint32_t session_id, peer_session_id;
	uint16_t encap;			/* L2TP_ENCAPTYPE_* */
	uint16_t local_port, peer_port;	/* 0: not given */
	struct l2tp_addr local, remote;
	bool udp_csum;
	bool csum6_tx, csum6_rx;	/* false: sent as zero checksums */
	uint8_t cookie[8], peer_cookie[8];
	int cookie_len, peer_cookie_len;
	uint8_t l2spec_type;
	bool recv_seq, send_seq;
	const char *ifname;
	bool tunnel, session;		/* the words said anywhere */
};

void __attribute__((noreturn)) l2tp_usage(void);

/* The show commands: exit status of the dump of tunnels or sessions. */
int l2tp_show(struct nl_sess *s, uint16_t id, const struct l2tp_parm *p,
	      bool sessions);

#endif
