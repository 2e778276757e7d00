// The chart's cost after a long run, in Node: (6,4) BASIC without transpositions runs N
// iterations (default 2,500,000), then `rootChart(294)` is timed 15 times (the first, which
// summarises every finished block, and the median), and once after `back(1)`. Prints a checksum
// of each chart, so two builds can be compared for the same points.
//
//   node scripts/bench-chart-node.mjs PKG_NODE_DIR [N]
import { createRequire } from "node:module";
import { resolve } from "node:path";
const require = createRequire(import.meta.url);
const [dir, n = "2500000"] = process.argv.slice(2);
if (!dir) throw new Error("usage: node scripts/bench-chart-node.mjs PKG_NODE_DIR [N]");
const { PnSearch } = require(`${resolve(dir)}/pnlab.js`);
const s = new PnSearch({ game: "clique", n: 6, k: 4, preset: "BASIC", options: { transpositions: false } });
s.run({ maxIterations: Number(n) });
const sum = (c) => c.reduce((a, b) => (a + b) % 1e9, 0);
const times = [];
let chart;
for (let k = 0; k < 15; k++) {
  const t0 = performance.now();
  chart = s.rootChart(294);
  times.push(performance.now() - t0);
}
const first = times[0];
times.sort((a, b) => a - b);
console.log(`${s.iteration} iterations: first ${first.toFixed(2)} ms, median ${times[7].toFixed(2)} ms, checksum ${sum(chart)}`);
s.back(1);
const t0 = performance.now();
chart = s.rootChart(294);
console.log(`after back(1): ${(performance.now() - t0).toFixed(2)} ms, checksum ${sum(chart)}`);
