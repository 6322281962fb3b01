// SPDX-License-Identifier: GPL-2.0
/*
 * xdp_elf.c — load one XDP program from an ELF BPF object (libelf).
 *
 * Handles what a plain XDP program needs: its code section (default
 * "prog"), the "license" section and the function's name. An object
 * that needs maps or relocations is refused before anything is loaded:
 * a half-loaded program is never attached.
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "bpf_sys.h"
#include "link_xdp.h"

#ifndef HAVE_ELF

int xdp_elf_load(const char *file, const char *sec, const char *prog,
		 uint32_t ifindex, bool verbose)
{
	fprintf(stderr, "No ELF library support compiled in.\n");
	exit(255);
}

#else

#include <dlfcn.h>
#include <gelf.h>
#include <libelf.h>

/*
 * libelf is opened here, when an object is loaded, not linked into ip:
 * every other command (shell loops of ip link set...) would pay for
 * mapping libelf and libz at each start.
 */
static struct {
	unsigned int (*version)(unsigned int);
	Elf *(*begin)(int, Elf_Cmd, Elf *);
	int (*end)(Elf *);
	Elf_Kind (*kind)(Elf *);
	Elf_Data *(*getdata)(Elf_Scn *, Elf_Data *);
	Elf_Scn *(*getscn)(Elf *, size_t);
	int (*getshdrstrndx)(Elf *, size_t *);
	size_t (*ndxscn)(Elf_Scn *);
	Elf_Scn *(*nextscn)(Elf *, Elf_Scn *);
	char *(*strptr)(Elf *, size_t, size_t);
	GElf_Ehdr *(*getehdr)(Elf *, GElf_Ehdr *);
	GElf_Shdr *(*getshdr)(Elf_Scn *, GElf_Shdr *);
	GElf_Sym *(*getsym)(Elf_Data *, int, GElf_Sym *);
} lelf;

#define LIBELF_SONAME "libelf.so.1"

static void libelf_open(void)
{
	static const struct { const char *name; size_t off; } fns[] = {
#define FN(f, sym) { #sym, offsetof(__typeof__(lelf), f) }
		FN(version, elf_version), FN(begin, elf_begin),
		FN(end, elf_end), FN(kind, elf_kind),
		FN(getdata, elf_getdata), FN(getscn, elf_getscn),
		FN(getshdrstrndx, elf_getshdrstrndx), FN(ndxscn, elf_ndxscn),
		FN(nextscn, elf_nextscn), FN(strptr, elf_strptr),
		FN(getehdr, gelf_getehdr), FN(getshdr, gelf_getshdr),
		FN(getsym, gelf_getsym),
#undef FN
	};
	void *h = dlopen(LIBELF_SONAME, RTLD_NOW | RTLD_LOCAL);

	if (!h) {
		fprintf(stderr, "No ELF library support: %s\n", dlerror());
		exit(255);
	}
	for (size_t i = 0; i < sizeof(fns) / sizeof(fns[0]); i++) {
		void *f = dlsym(h, fns[i].name);

		if (!f) {
			fprintf(stderr, "No ELF library support: %s\n",
				dlerror());
			exit(255);
		}
		memcpy((char *)&lelf + fns[i].off, &f, sizeof(f));
	}
}

#define elf_version(v)		lelf.version(v)
#define elf_begin(fd, c, e)	lelf.begin(fd, c, e)
#define elf_end(e)		lelf.end(e)
#define elf_kind(e)		lelf.kind(e)
#define elf_getdata(s, d)	lelf.getdata(s, d)
#define elf_getscn(e, i)	lelf.getscn(e, i)
#define elf_getshdrstrndx(e, n)	lelf.getshdrstrndx(e, n)
#define elf_ndxscn(s)		lelf.ndxscn(s)
#define elf_nextscn(e, s)	lelf.nextscn(e, s)
#define elf_strptr(e, i, o)	lelf.strptr(e, i, o)
#define gelf_getehdr(e, h)	lelf.getehdr(e, h)
#define gelf_getshdr(s, h)	lelf.getshdr(s, h)
#define gelf_getsym(d, i, s)	lelf.getsym(d, i, s)

#ifndef EM_BPF
#define EM_BPF 247
#endif

#define LOG_SIZE (1u << 20)

struct bpf_obj {
	const char *file;
	Elf *elf;
	size_t shstrndx;
	Elf_Scn *prog;		/* the program's section */
	size_t prog_idx;
	Elf_Data *code;
	const char *license;
	char name[BPF_OBJ_NAME_LEN];
	size_t off, len;	/* the function within the section */
};

static void __attribute__((noreturn)) no_context(const char *why)
{
	if (why)
		fprintf(stderr, "%s\n", why);
	fprintf(stderr, "Cannot initialize ELF context!\n");
	exit(255);
}

static void __attribute__((noreturn)) unsupported(const struct bpf_obj *o,
						  const char *what)
{
	fprintf(stderr, "%s: %s, which nlroute cannot load (no map creation or relocation).\n",
		o->file, what);
	exit(255);
}

static void __attribute__((noreturn)) no_program(const struct bpf_obj *o,
						 const char *sec)
{
	fprintf(stderr, "%s: section %s holds no whole BPF program.\n",
		o->file, sec);
	exit(255);
}

static const char *scn_name(const struct bpf_obj *o, Elf_Scn *s,
			    GElf_Shdr *sh)
{
	if (!gelf_getshdr(s, sh))
		return NULL;
	return elf_strptr(o->elf, o->shstrndx, sh->sh_name);
}

static void check_header(struct bpf_obj *o)
{
	GElf_Ehdr eh;

	if (elf_kind(o->elf) != ELF_K_ELF || !gelf_getehdr(o->elf, &eh))
		no_context(NULL);
	if (eh.e_machine != EM_BPF || eh.e_type != ET_REL)
		no_context("ELF format error, ELF file not for eBPF?");
	if (elf_getshdrstrndx(o->elf, &o->shstrndx))
		no_context(NULL);
}

/* The license, NUL-terminated within its section, or "" without one. */
static const char *license_of(Elf_Scn *s)
{
	Elf_Data *d = elf_getdata(s, NULL);

	if (!d || !d->d_buf || !d->d_size ||
	    !memchr(d->d_buf, '\0', d->d_size))
		return "";
	return d->d_buf;
}

static void scan_sections(struct bpf_obj *o, const char *sec)
{	/* sec NULL: the program is looked up by its name */
	Elf_Scn *s = NULL;
	GElf_Shdr sh;

	o->license = "";
	while ((s = elf_nextscn(o->elf, s))) {
		const char *n = scn_name(o, s, &sh);

		if (!n)
			no_context(NULL);
		if (!strcmp(n, "license"))
			o->license = license_of(s);
		else if (!strcmp(n, "maps") || !strcmp(n, ".maps"))
			unsupported(o, "the object defines maps");
		else if (sec && !strcmp(n, sec) && sh.sh_type == SHT_PROGBITS &&
			 (sh.sh_flags & SHF_EXECINSTR) && !o->prog) {
			o->prog = s;
			o->prog_idx = elf_ndxscn(s);
		}
	}
	if (sec && !o->prog) {
		fprintf(stderr, "object file doesn't contain sec %s\n", sec);
		exit(255);
	}
}

/* A relocation section that applies to the program's section. */
static void check_relocations(struct bpf_obj *o)
{
	Elf_Scn *s = NULL;
	GElf_Shdr sh;

	while ((s = elf_nextscn(o->elf, s))) {
		if (!gelf_getshdr(s, &sh))
			no_context(NULL);
		if ((sh.sh_type == SHT_REL || sh.sh_type == SHT_RELA) &&
		    sh.sh_info == o->prog_idx && sh.sh_size)
			unsupported(o, "the program needs relocations");
	}
}

/* Calls fn for each function symbol of an executable section, until it
 * returns true. */
static void for_each_func(struct bpf_obj *o,
			  bool (*fn)(struct bpf_obj *, const GElf_Sym *,
				     const char *, void *), void *ctx)
{
	Elf_Scn *s = NULL;
	GElf_Shdr sh, psh;

	while ((s = elf_nextscn(o->elf, s))) {
		Elf_Data *d;
		size_t i, n;

		if (!gelf_getshdr(s, &sh) || sh.sh_type != SHT_SYMTAB ||
		    !sh.sh_entsize)
			continue;
		d = elf_getdata(s, NULL);
		n = d ? d->d_size / sh.sh_entsize : 0;
		for (i = 0; i < n; i++) {
			GElf_Sym sym;
			Elf_Scn *ps;
			const char *nm;

			if (!gelf_getsym(d, (int)i, &sym) ||
			    GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
			    !(ps = elf_getscn(o->elf, sym.st_shndx)) ||
			    !gelf_getshdr(ps, &psh) ||
			    psh.sh_type != SHT_PROGBITS ||
			    !(psh.sh_flags & SHF_EXECINSTR))
				continue;
			nm = elf_strptr(o->elf, sh.sh_link, sym.st_name);
			if (fn(o, &sym, nm ? nm : "", ctx))
				return;
		}
	}
}

/* The function at sym becomes the program; false if it is not in the
 * section's data. */
static bool take(struct bpf_obj *o, const GElf_Sym *sym, const char *nm)
{
	if (sym->st_value >= o->code->d_size)
		return false;
	o->off = sym->st_value;
	o->len = o->code->d_size - sym->st_value;
	if (sym->st_size && sym->st_size <= o->len)
		o->len = sym->st_size;
	snprintf(o->name, sizeof(o->name), "%s", nm);
	return true;
}

static bool first_cb(struct bpf_obj *o, const GElf_Sym *sym, const char *nm,
		     void *ctx)
{
	size_t *best = ctx;

	if (sym->st_shndx != o->prog_idx || sym->st_value >= *best)
		return false;
	if (take(o, sym, nm))
		*best = sym->st_value;
	return false;
}

/* The first function of the section gives the program's name and extent. */
static void find_first(struct bpf_obj *o)
{
	size_t best = (size_t)-1;

	o->off = 0;
	o->len = o->code->d_size;
	for_each_func(o, first_cb, &best);
}

static bool name_cb(struct bpf_obj *o, const GElf_Sym *sym, const char *nm,
		    void *ctx)
{
	if (strcmp(nm, ctx))
		return false;
	o->prog = elf_getscn(o->elf, sym->st_shndx);
	o->prog_idx = sym->st_shndx;
	o->code = o->prog ? elf_getdata(o->prog, NULL) : NULL;
	if (!o->code || !o->code->d_buf || !take(o, sym, nm)) {
		o->prog = NULL;
		return false;
	}
	return true;
}

/* "program NAME": the function of that name, in any code section. */
static void find_named(struct bpf_obj *o, const char *prog)
{
	for_each_func(o, name_cb, (void *)prog);
	if (!o->prog) {
		fprintf(stderr, "object file doesn't contain prog %s\n", prog);
		exit(255);
	}
}

static void load_failed(const struct bpf_obj *o, int err, const char *log)
{
	const char *n = o->name;

	fprintf(stderr, "libbpf: prog '%s': BPF program load failed: %s\n",
		n, strerror(err));
	if (log && *log)
		fprintf(stderr, "libbpf: prog '%s': -- BEGIN PROG LOAD LOG --\n%s%s-- END PROG LOAD LOG --\n",
			n, log, log[strlen(log) - 1] == '\n' ? "" : "\n");
	fprintf(stderr, "libbpf: prog '%s': failed to load: -%d\n", n, err);
	fprintf(stderr, "libbpf: failed to load object '%s'\n", o->file);
	exit(255);
}

static int load(const struct bpf_obj *o, const char *sec, uint32_t ifindex,
		bool verbose)
{
	struct bpf_load_req r = {
		.type = BPF_PROG_TYPE_XDP,
		.insns = (const struct bpf_insn *)
			 ((const char *)o->code->d_buf + o->off),
		.insn_cnt = o->len / sizeof(struct bpf_insn),
		.license = o->license,
		.name = o->name,
		.ifindex = ifindex,
	};
	char *log;
	int fd, err;

	if (!r.insn_cnt || o->len % sizeof(struct bpf_insn) ||
	    o->off % sizeof(struct bpf_insn))
		no_program(o, sec);
	fd = verbose ? -1 : bpf_prog_load_fd(&r);
	if (fd >= 0)
		return fd;
	/* again with the verifier's log, as the reference shows it */
	log = calloc(1, LOG_SIZE);
	r.log = log;
	r.log_size = log ? LOG_SIZE : 0;
	fd = bpf_prog_load_fd(&r);
	err = errno;
	if (fd < 0 && err == ENOSPC && verbose) {
		/* a log longer than the buffer: load it without one */
		r.log = NULL;
		r.log_size = 0;
		fd = bpf_prog_load_fd(&r);
		err = errno;
	}
	if (fd < 0)
		load_failed(o, err, log);
	if (log && *log)
		fprintf(stderr, "%s", log);
	free(log);
	return fd;
}

int xdp_elf_load(const char *file, const char *sec, const char *prog,
		 uint32_t ifindex, bool verbose)
{
	struct bpf_obj o = { .file = file };
	int fd, pfd;

	libelf_open();
	if (elf_version(EV_CURRENT) == EV_NONE)
		no_context(NULL);
	fd = open(file, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		no_context(NULL);
	o.elf = elf_begin(fd, ELF_C_READ, NULL);
	if (!o.elf)
		no_context(NULL);
	check_header(&o);
	scan_sections(&o, prog ? NULL : sec);
	if (prog) {
		find_named(&o, prog);
	} else {
		o.code = elf_getdata(o.prog, NULL);
		if (!o.code || !o.code->d_buf || !o.code->d_size)
			no_program(&o, sec);
		find_first(&o);
	}
	check_relocations(&o);
	pfd = load(&o, prog ? prog : sec, ifindex, verbose);
	elf_end(o.elf);
	close(fd);
	return pfd;
}

#endif
