// Two wasm builds against each other in one headless Chromium page, paired: each round solves
// clique (n,4) BEST once with build A and once with build B (alternating which goes first), and
// the figure is the median of the rounds' B/A ratios, after warm-up rounds. For a change whose
// effect is smaller than the load's swings on this shared machine, which a before/after pair of
// bench-browser.mjs runs cannot show.
//
//   cp -r pkg www/.ab/a   # build A (www/ is what the page serves)
//   ... change, bash scripts/build-wasm.sh ...
//   node scripts/bench-ab.mjs www/.ab/a pkg [--n 7] [--rounds 15] [--iterations N]
//
// `--iterations N`: each timed solve stops after N iterations (the first part of a large solve,
// such as (8,4)'s, where the DAG no longer fits in the caches), and the warm-up rounds solve
// (7,4) instead. Asserts both builds create the same number of nodes.
import { median, openBenchPage } from "./bench-page.mjs";

const [a, b] = process.argv.slice(2, 4);
if (!a || !b) throw new Error("usage: node scripts/bench-ab.mjs DIR_A DIR_B [--n 7] [--rounds 15]");
const arg = (name, d) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? d : Number(process.argv[i + 1]);
};
const N = arg("--n", 7);
const ROUNDS = arg("--rounds", 15);
const ITERATIONS = arg("--iterations", 0);
const WARM_UP = 3;
// The page serves www/ at "/" and pkg/ at "/pkg/".
const url = (dir) => (dir.replace(/\/$/, "") === "pkg" ? "/pkg" : "/" + dir.replace(/^www\//, "").replace(/\/$/, ""));

const { page, close } = await openBenchPage();
try {
  await page.evaluate(
    async ([ua, ub]) => {
      const load = async (u) => {
        const m = await import(`${u}/pnlab.js`);
        await m.default();
        return m.PnSearch;
      };
      const builds = { a: await load(ua), b: await load(ub) };
      globalThis.solveWith = (which, config, maxIterations) => {
        const s = new builds[which](config);
        const t = performance.now();
        const p = maxIterations ? s.run({ maxIterations }) : s.run();
        const ms = performance.now() - t;
        s.free();
        return { ms, created: p.createdNodes, status: p.status };
      };
    },
    [url(a), url(b)],
  );
  const config = { game: "clique", n: N, k: 4, preset: "BEST" };
  const ratios = [];
  const times = { a: [], b: [] };
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const order = i % 2 ? ["b", "a"] : ["a", "b"];
    const got = {};
    const [c, most] = i < WARM_UP && ITERATIONS ? [{ ...config, n: 7 }, 0] : [config, ITERATIONS];
    for (const w of order) got[w] = await page.evaluate((args) => globalThis.solveWith(...args), [w, c, most]);
    if (!most && (got.a.status !== "solved" || got.b.status !== "solved")) throw new Error("a solve did not end solved");
    if (got.a.created !== got.b.created) throw new Error(`created nodes differ: A ${got.a.created}, B ${got.b.created}`);
    if (i < WARM_UP) continue;
    ratios.push(got.b.ms / got.a.ms);
    times.a.push(got.a.ms);
    times.b.push(got.b.ms);
  }
  console.log(
    `(${N},4) BEST${ITERATIONS ? `, its first ${ITERATIONS} iterations,` : ""} in Chromium, median of ${ROUNDS} paired rounds after ${WARM_UP} warm-up: ` +
      `A (${a}) ${median(times.a).toFixed(1)} ms, B (${b}) ${median(times.b).toFixed(1)} ms, ` +
      `B/A ${median(ratios).toFixed(3)} (rounds: ${ratios.map((r) => r.toFixed(2)).join(", ")})`,
  );
} finally {
  await close();
}
