// The narration (narration.js) and the phase banner (phases.js describePhase) tell every phase of
// every recorded step (tests/js/fixtures/steps.json: PN-search, df-pn, PN², Hexapawn and a run to
// a limit) the same way: the same most-proving node, the same sons, where the update stopped or
// that it reached the root, the same result.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { narration } from "../../../www/view/narration.js";
import { describePhase, PHASES, sonCounts } from "../../../www/view/phases.js";
import { loadAlgorithmModules } from "../algorithm_modules.mjs";

await loadAlgorithmModules();

const steps = JSON.parse(readFileSync(new URL("../fixtures/steps.json", import.meta.url), "utf8"));

/** A recorded step as the page's view: the root's numbers and the levels the record gives. */
function viewOf({ record, view }) {
  const level = [0];
  for (const u of record?.updates ?? []) level[u.node] = u.level;
  if (record && level[record.developed] === undefined) level[record.developed] = record.path.length;
  return { ...view, record, snapshot: { pn: [view.root[0]], dn: [view.root[1]], level } };
}

/** The sentences of `text` that say what happened (the claims both must make alike). */
const CLAIMS = [/The update stopped at nodes? [\d, ]+: unchanged, so (its|their) parents are not visited\./, /It reached the root\./, /The root is solved: [^.]+\./, /has no free winning set left[^.(]+\((dis)?proved\)/];

const cases = Object.entries(steps).flatMap(([name, { views }]) => views.filter((v) => v.record).flatMap((v) => PHASES.map((phase) => ({ name, v, phase }))));

test("a few hundred phases are compared", () => {
  assert.ok(cases.length >= 250, `${cases.length} phases`);
  assert.ok(cases.some(({ v, phase }) => phase === "update" && v.record.updates.some((u) => !u.changed)), "an update that stops below the root");
  assert.ok(cases.some(({ v, phase }) => phase === "update" && v.record.updates.every((u) => u.changed)), "an update that reaches the root");
});

test("every claim of the banner is said by the narration, and the narration claims nothing the banner does not", () => {
  for (const { name, v, phase } of cases) {
    const view = viewOf(v);
    const banner = describePhase(view, phase).text;
    const said = narration(view, phase);
    for (const claim of CLAIMS) {
      const b = banner.match(claim)?.[0];
      const n = said.match(claim)?.[0];
      assert.equal(n, b, `${name} iteration ${view.iteration} ${phase}:\n  banner: ${banner}\n  narration: ${said}`);
    }
  }
});

test("both name the same most-proving node and the same sons", () => {
  for (const { name, v, phase } of cases) {
    const view = viewOf(v);
    const r = view.record;
    const banner = describePhase(view, phase).text;
    const said = narration(view, phase);
    const where = `${name} iteration ${view.iteration} ${phase}`;
    if (phase === "select") {
      assert.equal(banner.match(/The most-proving node is (\d+)\./)?.[1], String(r.developed), where);
      assert.equal(said.match(/most-proving node (\d+)/)?.[1], String(r.developed), where);
    }
    if (phase === "develop" && !r.noFreeWinningSet) {
      const c = sonCounts(r);
      assert.equal(banner.match(/^Node (\d+) gets/)?.[1], String(r.developed), where);
      assert.equal(banner.match(/: (\d+) new/)?.[1], String(c.created), where);
      assert.equal(said.match(/node (\d+) at level/)?.[1], String(r.developed), where);
      assert.equal(said.match(/(\d+) sons? created|no sons/)?.[1] ?? "0", String(c.created), where);
    }
    if (phase === "update") {
      const changed = r.updates.filter((u) => u.changed).length;
      assert.match(banner, new RegExp(`: ${changed} nodes? changed\\.`), where);
      assert.match(said, new RegExp(`update: ${changed} nodes? changed\\.`), where);
    }
  }
});
