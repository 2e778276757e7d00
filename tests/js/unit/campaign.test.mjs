// The campaign page's reading of a coordinator's checkpoint and status file: the sample campaign
// (scripts/campaign-sample.sh), the numbers without virtual ones, each node's kind, the chart's
// points, and the messages for files that are not campaigns.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { CAMPAIGN_INF, VIRTUAL, chartPoints, durationText, hierarchyOf, jobsByNode, kindCounts, kindOf, leafWeights, parseCampaign, realNumbers, timeUnit, timed, virtualText } from "../../../www/campaign/model.js";
import { symlogTicks } from "../../../www/campaign/history-chart.js";

const sample = (f) => readFileSync(new URL(`../../../www/data/campaign-6-4/${f}`, import.meta.url), "utf8");

/** A tree: root (OR) with sons a (AND, in flight), b (AND, developed into c and d). */
function small() {
  return {
    question: "first-wins",
    nodes: [
      { line: [], or: true, parent: null, sons: [1, 2], pn: 3, dn: VIRTUAL + 9, state: "expanded" },
      { line: ["a"], or: false, parent: 0, pn: 2, dn: 5, state: "in-flight", job: 7 },
      { line: ["b"], or: false, parent: 0, sons: [3, 4], pn: 3, dn: 4, state: "expanded" },
      { line: ["b", "c"], or: true, parent: 2, pn: 1, dn: 4, state: "leaf" },
      { line: ["b", "d"], or: true, parent: 2, pn: CAMPAIGN_INF, dn: 0, state: "proof", proof: 0, proved: false },
    ],
  };
}

test("the numbers drawn leave the virtual ones out; each node's kind", () => {
  const t = small();
  const nums = realNumbers(t);
  // b: AND, sons c (1, 4) and d disproved (∞, 0): pn = ∞ + 1 capped, dn = 0: b is disproved.
  assert.deepEqual(nums[2], [CAMPAIGN_INF, 0]);
  assert.deepEqual(nums[0], [2, 5], "the root: min pn over a (2) and b (∞), dn 5 + 0");
  assert.deepEqual(
    t.nodes.map((_, id) => kindOf(t, id)),
    ["open", "flight", "open", "leaf", "disproved"],
    "b's stored numbers are not yet settled; its kind comes from its state and numbers",
  );
  t.nodes[2].dn = 0;
  assert.equal(kindOf(t, 2), "disproved", "a developed node whose dn is 0 is disproved");
  assert.deepEqual(kindCounts(t), { flight: 1, proved: 0, disproved: 2, open: 1, leaf: 1 });
  assert.equal(virtualText(VIRTUAL + 9), "V + 9");
  assert.equal(virtualText(2 * VIRTUAL + 3), "2V + 3");
  assert.equal(virtualText(CAMPAIGN_INF), "∞");
});

test("a job in flight is drawn wider than a waiting leaf, a solved one twice as wide", () => {
  const t = small();
  const leaves = (n) => (n.children.length ? n.children.flatMap(leaves) : [n]);
  const w = Object.fromEntries(leaves(hierarchyOf(t)).map((n) => [n.id, n.weight]));
  assert.deepEqual(w, { 1: leafWeights(t).flight, 3: 1, 4: 2 });
  const many = { question: "first-wins", nodes: [{ line: [], or: true, sons: Array.from({ length: 200 }, (_, i) => i + 1), pn: 1, dn: 1, state: "expanded" }] };
  for (let i = 0; i < 200; i++) many.nodes.push({ line: [String(i)], or: false, pn: 1, dn: 1, state: i === 0 ? "in-flight" : "leaf", job: 0 });
  assert.equal(leafWeights(many).flight, 40, "one job in flight: a fifth of 200 leaves");
  for (let i = 2; i <= 4; i++) many.nodes[i].state = "in-flight";
  assert.equal(leafWeights(many).flight, 13, "four jobs in flight: a sixteenth of 200 leaves each");
});

test("the sample checkpoint and status file: the same trees and history; the chart's points are the history's", () => {
  const state = parseCampaign(sample("state.json"), "state.json");
  const status = parseCampaign(sample("status.json"), "status.json");
  assert.equal(state.kind, "checkpoint");
  assert.equal(status.kind, "status file");
  assert.equal(state.running, null, "a checkpoint does not say whether its coordinator runs");
  assert.equal(status.running, false, "the sample's coordinator stopped at --max-jobs");
  // The sample's tree is small enough for the status file to show whole: each node by its
  // master-tree id, its sons the same ones.
  status.trees.forEach((t, i) => {
    const full = state.trees[i].nodes;
    assert.equal(t.size, full.length);
    assert.equal(t.nodes.length, full.length);
    const ids = t.nodes.map((n) => n.id);
    t.nodes.forEach((n, j) => {
      const f = full[ids[j]];
      assert.deepEqual([n.line, n.state, n.pn, n.dn], [f.line, f.state, f.pn, f.dn]);
      assert.deepEqual((n.sons ?? []).map((s) => ids[s]), f.sons ?? []);
    });
  });
  assert.deepEqual(status.history, state.history);
  const pts = chartPoints(state.history, 0);
  assert.equal(pts.length, state.counts.merged);
  assert.deepEqual(pts.map((p) => p.merged), pts.map((_, i) => i + 1));
  // Each job's time, the campaign's clock when it merged: never going back, within the run's.
  assert.ok(timed(pts));
  pts.forEach((p, i) => assert.ok(p.wall >= (pts[i - 1]?.wall ?? 0) && p.wall <= state.counts.wall, `${i}: ${p.wall}`));
  assert.ok(pts.at(-1).wall > pts[0].wall, "the jobs did not all merge at one instant");
  const tree = state.trees[0];
  // The last sample is the root's real numbers as the page computes them from the tree.
  const [pn, dn] = realNumbers(tree)[0];
  assert.deepEqual([pts.at(-1).pn, pts.at(-1).dn], [pn, dn]);
  // Each node's last merged job: solved by its proof, or ended unknown and then developed, kept
  // waiting for the worker that has its search, or sent to it again. Jobs before it ended unknown.
  const jobs = jobsByNode(state.history, 0);
  assert.equal([...jobs.values()].flat().length, state.history.length);
  for (const [id, js] of jobs) {
    const want = js.at(-1).status === "unknown" ? ["expanded", "leaf", "in-flight"] : ["proof"];
    assert.ok(want.includes(tree.nodes[id].state), `node ${id}: ${tree.nodes[id].state} after ${js.at(-1).status}`);
    assert.ok(js.slice(0, -1).every((j) => j.status === "unknown"));
  }
  const k = kindCounts(tree);
  assert.ok(k.flight >= 1 && k.leaf > 0 && k.open > 0 && k.proved + k.disproved > 0, JSON.stringify(k));
});

test("a file that is not a campaign is named with what is wrong and what the page opens", () => {
  assert.throws(() => parseCampaign("{", "x.json"), /^Error: x\.json: not JSON .*; the page opens a checkpoint \(state\.json, format "pnlab-campaign"\)/);
  assert.throws(() => parseCampaign('{"format":"pnlab-proof"}', "p.json"), /p\.json: not a campaign: its format is "pnlab-proof"; the page opens/);
  assert.throws(() => parseCampaign("[1]", "a.json"), /a\.json: not a campaign: a JSON array/);
  assert.throws(() => parseCampaign('{"format":"pnlab-campaign","trees":[]}', "s.json"), /s\.json: has no master trees/);
  const bad = small();
  bad.nodes[2].sons = [1];
  assert.throws(() => parseCampaign(JSON.stringify({ format: "pnlab-campaign", trees: [bad] }), "s.json"), /s\.json: trees\[0\]\.nodes\[2\] names son 1, not a later node of the tree/);
  const st = small();
  st.nodes[3].state = "flying";
  assert.throws(() => parseCampaign(JSON.stringify({ format: "pnlab-campaign-status", trees: [st] }), "s.json"), /nodes\[3\] has state "flying"; allowed: leaf, in-flight/);
});

test("the chart's y ticks: 0 and 1, 2, 5 × 10^k, never closer than the gap", () => {
  // A symlog-like scale stub: y(v) = 200 - 40 log10(1 + v), top 1000.
  const y = Object.assign((v) => 200 - 40 * Math.log10(1 + v), { domain: () => [0, 1000] });
  const ticks = symlogTicks(y, 20);
  assert.equal(ticks[0], 0);
  for (let i = 1; i < ticks.length; i++) assert.ok(y(ticks[i - 1]) - y(ticks[i]) >= 20, `${ticks[i - 1]} → ${ticks[i]}`);
  assert.deepEqual(ticks, [0, 5, 20, 100, 500], "1 and 2 sit within 20 px of 0 on this scale");
});

test("a history without times is drawn per job; a time axis's unit and a duration's words", () => {
  const h = [1, 2, 3].map((merged) => ({ merged, tree: 0, node: 0, job: merged, status: "unknown", nodes: 5, pn: 1, dn: 1 }));
  assert.equal(timed(chartPoints(h, 0)), false, "no sample has its time");
  assert.deepEqual(chartPoints(h, 0).map((p) => p.wall), [null, null, null]);
  const some = h.map((x, i) => (i > 0 ? { ...x, wall: i * 10 } : x));
  assert.equal(timed(chartPoints(some, 0)), false, "a campaign resumed from such a checkpoint: some have none");
  assert.equal(timed(chartPoints(h.map((x) => ({ ...x, wall: 0.5 })), 0)), true);
  assert.equal(timed([]), false);
  assert.deepEqual([0.03, 1, 90, 120, 7199, 7200].map((s) => timeUnit(s).name), ["ms", "s", "s", "min", "min", "h"]);
  assert.deepEqual(
    [0.027183, 4.25, 42.4, 247, 11100].map(durationText),
    ["0.027 s", "4.3 s", "42 s", "4 min 07 s", "3 h 05 min"],
  );
});
