#!/bin/bash
# ip link set DEV vf N ... (SR-IOV settings) through kinds_req.sh's
# recording shim: the requests of both tools byte for byte, with their
# output and exit status, for every line of vf_req.txt.
HERE=$(cd "$(dirname "$0")" && pwd)
KREQ_CASES=$HERE/vf_req.txt exec bash "$HERE/kinds_req.sh"
