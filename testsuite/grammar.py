#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""testsuite/grammar.py - which keywords of the reference's manual pages no
test exercises (issue 15, item 1).

The keywords of a page are the bold words of its SYNOPSIS and of the tags
of its option lists (.TP), read from the installed iproute2 pages
(/usr/share/man/man8, or NLT_MANDIR). A keyword counts as covered when a
command line of the test suite for that page's object names it: the
lines of the scenario files (run, run2, setup), the request corpora of
testsuite/checks (*.txt, *.cases) and the command lines of the check
scripts. A word is matched as iproute2 matches keywords: whole, or as an
abbreviation where the reference accepts one (a prefix of at least two
letters, as "dev" for "device"); for ip(8) an option matches with its
abbreviations ("-stat" for "-statistics").

This measures presence only: whether the line was accepted or refused
(one case of each is the goal) is not recorded by the scenario runner.

Output: one line per page (keywords, covered, per cent), then the
uncovered keywords of each page. --brief prints the table only.
"""
import gzip
import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANDIR = os.environ.get("NLT_MANDIR", "/usr/share/man/man8")

# ip's objects in the order the reference matches abbreviations
IP_OBJECTS = ["address", "addrlabel", "maddress", "route", "rule", "neighbor",
              "neighbour", "ntable", "ntbl", "link", "l2tp", "fou", "gue",
              "ila", "macsec", "tunnel", "tunl", "tuntap", "tap", "token",
              "tcpmetrics", "tcp_metrics", "monitor", "xfrm", "mroute",
              "mrule", "netns", "netconf", "vrf", "sr", "nexthop", "mptcp",
              "ioam", "stats"]
# page -> the objects whose command lines count for it
PAGES = {
    "ip-link": ["link"], "ip-address": ["address"],
    "ip-route": ["route"], "ip-rule": ["rule"],
    "ip-neighbour": ["neighbour", "neighbor"], "ip-nexthop": ["nexthop"],
    "ip-netns": ["netns"], "ip-monitor": ["monitor"],
    # ip-gue(8) is a copy of ip-fou(8): there is no "ip gue"
    "ip-addrlabel": ["addrlabel"], "ip-fou": ["fou"], "ip-gue": ["fou"],
    "ip-ioam": ["ioam"], "ip-l2tp": ["l2tp"],
    # ip-macsec(8) documents the link kind too (ip link add ... type macsec)
    "ip-macsec": ["macsec", "link"],
    "ip-maddress": ["maddress"], "ip-mptcp": ["mptcp"],
    "ip-mroute": ["mroute"], "ip-netconf": ["netconf"],
    "ip-ntable": ["ntable", "ntbl"], "ip-sr": ["sr"],
    "ip-stats": ["stats"], "ip-tcp_metrics": ["tcp_metrics", "tcpmetrics"],
    "ip-token": ["token"], "ip-tunnel": ["tunnel", "tunl"],
    "ip-vrf": ["vrf"], "ip-xfrm": ["xfrm"],
    "ip": ["*"], "bridge": ["bridge"],
}
GOAL_FULL = {"ip-link", "ip-address", "ip-route", "ip-rule", "ip-neighbour",
             "ip-nexthop", "ip-netns", "ip-monitor", "bridge"}
BRIDGE_OBJECTS = ["link", "fdb", "mdb", "vlan", "vni", "monitor"]

# first words that make a line of a check script's here-document a
# command line of ip (shell keywords and commands are none of these)
SH_OBJECT_WORDS = {"link", "address", "addr", "route", "rule", "neigh",
                   "neighbour", "nexthop", "l2tp", "fou", "gue", "ila",
                   "ioam", "sr", "mptcp", "xfrm", "tunnel", "tuntap",
                   "token", "tcp_metrics", "tcpmetrics", "maddress",
                   "maddr", "mroute", "mrule", "netns", "netconf", "ntable",
                   "stats", "vrf", "addrlabel", "macsec", "monitor"}
WORD = re.compile(r"^-?[a-z][a-z0-9_.\-]*$")
# placeholders and words of the prose that the pages print in bold
IGNORE = {"ip", "bridge", "help", "or", "and", "the", "of", "a", "is", "to_"}


def read_page(name):
    path = os.path.join(MANDIR, name + ".8.gz")
    if not os.path.exists(path):
        return None
    with gzip.open(path, "rt", errors="replace") as f:
        text = f.read()
    # lines continued with a backslash
    return text.replace("\\\n", " ").split("\n")


def macro_args(rest):
    """The arguments of a macro line, with groff's double quotes."""
    out, cur, quoted, i = [], "", False, 0
    while i < len(rest):
        c = rest[i]
        if c == '"':
            if quoted and i + 1 < len(rest) and rest[i + 1] == '"':
                cur += '"'
                i += 1
            else:
                quoted = not quoted
        elif c in " \t" and not quoted:
            if cur:
                out.append(cur)
            cur = ""
        else:
            cur += c
        i += 1
    if cur:
        out.append(cur)
    return out


def inline_bold(s):
    """The bold runs of a text with \\fB...\\fR font changes."""
    runs, bold = [], False
    for part in re.split(r"(\\f[BIRP])", s):
        if part in ("\\fB",):
            bold = True
        elif part in ("\\fI", "\\fR", "\\fP"):
            bold = False
        elif bold:
            runs.append(part)
    return runs


def bold_runs(line):
    """Bold text of one man source line."""
    if not line.startswith("."):
        return inline_bold(line)
    m = re.match(r"^\.([A-Z]{1,2})\s*(.*)$", line)
    if not m:
        return []
    mac, args = m.group(1), macro_args(m.group(2))
    if mac == "B":
        return [" ".join(args)] + inline_bold(" ".join(args))
    pattern = {"BR": 0, "BI": 0, "RB": 1, "IB": 1}.get(mac)
    if pattern is None:
        return inline_bold(" ".join(args))
    return [a for i, a in enumerate(args) if i % 2 == pattern]


def clean(tok):
    tok = tok.replace("\\-", "-").replace("\\&", "").replace("\\e", "")
    tok = re.sub(r"\\f[BIRP]", "", tok)
    return tok.strip()


def keywords(name):
    lines = read_page(name)
    if lines is None:
        return None
    kws, section, tag_next = set(), "", False
    for line in lines:
        if line.startswith(".SH"):
            section = line[3:].strip().strip('"').upper()
            continue
        take = section == "SYNOPSIS" or tag_next
        tag_next = line.startswith(".TP")
        if not take:
            continue
        runs = bold_runs(line)
        if not section == "SYNOPSIS":
            # a tag's prose after " - " ("ip netns add NAME - create ...")
            runs = [r.split(" - ")[0] for r in runs]
        for run in runs:
            # "[no]sticky": the keywords sticky and nosticky
            run = re.sub(r"\[no\]([a-z_]+)", r"\1 no\1", clean(run))
            for tok in re.split(r"[\s{}\[\]|,=:;()\"']+", run):
                tok = tok.strip(".")
                if len(tok) >= 2 and WORD.match(tok) and tok not in IGNORE:
                    kws.add(tok)
    return kws


def ip_object(word):
    for o in IP_OBJECTS:
        if o.startswith(word) and word:
            return o
    return None


def corpus():
    """(tool, object, words) of every command line of the test suite."""
    out = []
    paths = []
    for d, _, files in os.walk(os.path.join(TOP, "testsuite")):
        for f in files:
            if f.endswith((".t", ".txt", ".cases", ".sh", ".bash")):
                paths.append(os.path.join(d, f))
    for p in sorted(paths):
        in_bridge = "/bridge/" in p
        with open(p, errors="replace") as f:
            text = f.read().replace("\\\n", " ")
            for line in text.split("\n"):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                m = re.match(r"^(every\s+)?(setup|run2?)\s+(.*)$", line)
                if m and p.endswith(".t"):
                    # a scenario line: the tool's arguments
                    segs = [(("bridge" if in_bridge else "ip"),
                             m.group(3))]
                elif p.endswith(".cases"):
                    # "SPEC ARGS..." (checks/tunnel.cases)
                    segs = [("ip", " ".join(line.split()[1:]))]
                elif p.endswith(".txt"):
                    segs = [("ip", line)]
                elif re.match(r"^run_case\s", line):
                    # run_case NAME SETUP ARGS... (bridge/lib.sh)
                    t = line.split()
                    segs = [(("bridge" if in_bridge else "ip"),
                             " ".join(t[3:]))]
                elif re.match(r"^check\s+\S+\s", line):
                    # check NAME [""] ARGS... (checks/xdp.sh, monitor.sh)
                    t = line.split()[2:]
                    if t and t[0] == '""':
                        t = t[1:]
                    segs = [("ip", " ".join(t))]
                elif (p.endswith(".sh") and re.match(r"^[a-z][a-z0-9_]*\s", line)
                      and line.split()[0] in SH_OBJECT_WORDS):
                    # a command line of a here-document ("cmds() { cat
                    # <<EOF" in checks/l2tp.sh and others)
                    segs = [("bridge" if in_bridge else "ip", line)]
                else:
                    segs = []
                    for seg in re.split(r";|\|\||&&|\|", line):
                        t = seg.split()
                        for i, w in enumerate(t):
                            w = w.strip("'\"();{}`")
                            if w.startswith("$REF") or w.endswith("sbin/ip"):
                                break   # the reference: not a test of ours
                            if w.endswith("bridge/bridge") or \
                               w in ("$BR", "$NEWBR", "$NLT_BRIDGE_NEW"):
                                segs.append(("bridge", " ".join(t[i + 1:])))
                                break
                            if w.endswith("ip/ip") or re.match(
                                    r"^\$\{?(NEW|IP|N|NL|NLR|BIN)\}?$", w):
                                segs.append(("ip", " ".join(t[i + 1:])))
                                break
                for tool, rest in segs:
                    words = [w.strip("'\";()") for w in rest.split()]
                    words = [w for w in words if w]
                    obj = None
                    for w in words:
                        if w.startswith("-") or w.startswith("$"):
                            continue
                        if tool == "bridge":
                            obj = next((o for o in BRIDGE_OBJECTS
                                        if o.startswith(w)), None)
                        else:
                            obj = ip_object(w)
                        break
                    out.append((tool, obj, words))
    return out


def covered(kw, wordset):
    if kw in wordset:
        return True
    if kw.startswith("-"):
        return any(w.startswith("-") and len(w) >= 2 and kw.startswith(w)
                   for w in wordset)
    # iproute2's matches(): an abbreviation of the keyword
    return any(len(w) >= 3 and kw.startswith(w) and w.isalpha()
               for w in wordset)


def main():
    brief = "--brief" in sys.argv
    lines = corpus()
    rows, missing = [], {}
    for page, objs in PAGES.items():
        kws = keywords(page)
        if kws is None:
            continue
        words = set()
        for tool, obj, ws in lines:
            if page == "bridge":
                ok = tool == "bridge"
            elif page == "ip":
                ok = tool == "ip"
            else:
                ok = tool == "ip" and obj in objs
            if ok:
                words.update(ws)
        miss = sorted(k for k in kws if not covered(k, words))
        rows.append((page, len(kws), len(kws) - len(miss)))
        missing[page] = miss
    tot = sum(r[1] for r in rows)
    cov = sum(r[2] for r in rows)
    print("    # grammar coverage (keywords of the manual pages named by a "
          "test line):")
    for page, n, c in rows:
        goal = "100%" if page in GOAL_FULL else "90%"
        print("    #   %-16s %4d keywords %4d covered %5.1f%% (goal %s)" %
              (page, n, c, 100.0 * c / n if n else 100.0, goal))
    print("    #   %-16s %4d keywords %4d covered %5.1f%%" %
          ("all", tot, cov, 100.0 * cov / tot if tot else 100.0))
    if brief:
        return 0
    for page, _, _ in rows:
        if missing[page]:
            print("    #   uncovered in %s: %s" %
                  (page, " ".join(missing[page])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
