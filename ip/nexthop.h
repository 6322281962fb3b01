/* nexthop.h — the pieces of `ip nexthop` shared between its files */
#ifndef NLROUTE_IP_NEXTHOP_H
#define NLROUTE_IP_NEXTHOP_H

/* The usage text on stderr, exit 255 (nexthop.c). */
void __attribute__((noreturn)) nh_usage(void);

/* The "flags" of a nexthop message: a JSON array, words in text. */
void nh_print_flags(unsigned int flags);

/* `ip nexthop bucket ...` (nexthop_bucket.c). */
int do_nexthop_bucket(int argc, char **argv);

#endif
