/* SPDX-License-Identifier: GPL-2.0 */
/* link_macsec.h — what `ip macsec` shares with the macsec link kind */
#ifndef NLROUTE_LINK_MACSEC_H
#define NLROUTE_LINK_MACSEC_H

#include <stdint.h>
#include "link_kind.h"

/* "validate" and "offload" words, in the kernel's value order */
extern const char *const macsec_validate_words[3];
extern const char *const macsec_offload_words[3];

/*
 * The reference's one-of keyword: the first of words that w abbreviates,
 * or -1 after its message ('argument of "KEY" must be one of ...').
 */
int macsec_one_of(const char *key, const char *w, const char *const *words,
		  int n);
/* The first 6 bytes of "aa:bb:..." (fewer are zero-filled); 0 or -1. */
int macsec_parse_mac(const char *w, unsigned char *mac);
/* Its messages for a bad one; exits 255. */
void __attribute__((noreturn)) macsec_mac_error(const char *w);
/* A hexadecimal SCI (host order); 0 or -1. */
int macsec_parse_sci_word(const char *w, uint64_t *sci);
/* "GCM-AES-128", ..., "(unknown)" */
const char *macsec_cipher_name(uint64_t id);

#endif
