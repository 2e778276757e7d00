#!/bin/bash
# Paired benchmark of the distributed search (docs/distributed.md, "Measured"): the sequential
# `pnlab solve` and `pnlab distribute` of the same clique game, one after the other in one run
# on the same machine. Prints each one's nodes, CPU and wall time, and the ratios the issue
# sets targets for. Minutes long at (8,4); run it on its own, niced:
#   nice bash scripts/bench-distributed.sh            # (8,4) BEST, 2 workers
#   N=7 JOB_NODES=10000 bash scripts/bench-distributed.sh
# Needs jq and a release build (cargo build --release).
set -euo pipefail
BIN=${PNLAB:-target/release/pnlab}
N=${N:-8}
K=${K:-4}
PRESET=${PRESET:-BEST}
WORKERS=${WORKERS:-2}
JOB_NODES=${JOB_NODES:-1000000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
game=(clique --n "$N" --k "$K" --preset "$PRESET")

# %e wall, %U user, %S system: of the process and the children it waited for.
/usr/bin/time -f '%e %U %S' -o "$dir/solve.time" "$BIN" solve "${game[@]}" --json >"$dir/solve.json"
/usr/bin/time -f '%e %U %S' -o "$dir/dist.time" "$BIN" distribute "${game[@]}" \
  --workers "$WORKERS" --job-nodes "$JOB_NODES" --dir "$dir/campaign" --json >"$dir/dist.json"
"$BIN" check "$dir/campaign/proof.json" >/dev/null

read -r s_wall s_user s_sys <"$dir/solve.time"
read -r d_wall d_user d_sys <"$dir/dist.time"
s_nodes=$(jq .createdNodes "$dir/solve.json")
s_result=$(jq -r .result "$dir/solve.json")
d_nodes=$(jq .counts.nodes "$dir/dist.json")
d_result=$(jq -r .result "$dir/dist.json")
w_cpu=$(jq .counts.workerCpu "$dir/dist.json")
c_cpu=$(jq .counts.coordinatorCpu "$dir/dist.json")
jobs=$(jq .counts.merged "$dir/dist.json")
tree=$(jq .treeNodes "$dir/dist.json")
echo "clique ($N,$K) $PRESET, $WORKERS workers, job budget $JOB_NODES nodes"
echo "solve       $s_result: $s_nodes nodes, cpu $(echo "$s_user + $s_sys" | bc) s, wall $s_wall s"
echo "distribute  $d_result: $d_nodes nodes in $jobs jobs (master tree $tree nodes), workers' cpu $w_cpu s, coordinator cpu $c_cpu s, wall $d_wall s (all processes' cpu $(echo "$d_user + $d_sys" | bc) s); stitched proof accepted"
echo "ratios      nodes $(echo "scale=3; $d_nodes / $s_nodes" | bc)x, coordinator/workers cpu $(echo "scale=4; $c_cpu / $w_cpu" | bc), wall $(echo "scale=3; $d_wall / $s_wall" | bc)x"
