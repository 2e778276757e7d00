// The budget counts the page's view of the DAG (src/wasm/view.rs): a search that fills it,
// the whole snapshot sent after it, a step back and the delta after that all fit in the
// budget, in the module's own memory (which never shrinks, so it shows the peak). Before,
// the view was not counted and the delta after a filled budget trapped ("unreachable").
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const dir = new URL("../../../pkg/", import.meta.url);
const bytes = readFileSync(new URL("pnlab_bg.wasm", dir));

/** A module of its own for each search, as the page's worker has (a new worker per search):
 *  what an earlier search freed would otherwise shape where the next one's arrays fit. */
async function fresh(name) {
  const m = await import(new URL(`pnlab.js?${encodeURIComponent(name)}`, dir));
  return { m, wasm: m.initSync({ module: bytes }) };
}

const BUDGET = 96 * 2 ** 20;

for (const [name, config] of [
  ["(6,4) BASIC without transpositions", { game: "clique", n: 6, k: 4, preset: "BASIC", options: { transpositions: false } }],
  ["(8,4) BEST", { game: "clique", n: 8, k: 4, preset: "BEST" }],
]) {
  test(`${name}: the search, its whole snapshot and a step back's delta fit a ${BUDGET} byte budget`, async () => {
    const { m, wasm } = await fresh(name);
    const s = new m.PnSearch({ ...config, limits: { maxBytes: BUDGET } });
    let version = s.delta(undefined).version;
    const run = s.run({ maxMillis: 120_000 });
    assert.equal(run.stoppedBy, "memory");
    assert.equal(run.result, "unknown");
    const whole = s.delta(version);
    assert.ok(whole.full, "a whole snapshot after a run that more than doubled the DAG");
    assert.equal(whole.full.level.length, s.nodeCount);
    s.back(1);
    const back = s.delta(whole.version);
    assert.equal(back.full, null, "a step back sends a difference");
    assert.ok(s.nodeCount > 200_000, `${s.nodeCount} nodes`);
    const peak = wasm.memory.buffer.byteLength;
    assert.ok(peak <= BUDGET, `the module grew to ${peak} bytes`);
    assert.equal(s.node(0).id, 0);
    s.free();
  });
}
