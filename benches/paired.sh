#!/usr/bin/env bash
# Paired runs of two builds, alternating A/B so both see the same load: (8,4) BEST
# (`cargo bench --bench big`) and (7,4) BEST (`cargo bench --bench clique`, filtered to it).
# Usage: bash benches/paired.sh OLD_TARGET_DIR NEW_TARGET_DIR [ROUNDS]
# Each target dir must hold built benches (`cargo bench --no-run --bench big --bench clique`).
# Prints each run's lines and the load; the medians are read off the printed lines.
set -euo pipefail
old=${1:?old target dir} new=${2:?new target dir} rounds=${3:-3}
bin() { ls -t "$1"/release/deps/"$2"-* | grep -v '\.d$' | head -n 1; }
run() { # side target
  echo "== $1 $(uptime | sed 's/.*load average/load average/')"
  "$(bin "$2" big)" --bench | grep -E 'BEST:|CPU|peak heap|per node|RSS'
  "$(bin "$2" clique)" --bench '7,4. BEST' 2>&1 | grep -E '^\([67],4\)|time:'
}
for i in $(seq "$rounds"); do
  if (( i % 2 )); then run old "$old"; run new "$new"; else run new "$new"; run old "$old"; fi
done
echo "== end $(uptime | sed 's/.*load average/load average/')"
