// The page writes its address at most every 250 ms, never in the step that changed it, and
// always ends on the latest state; flush() writes it at once (a copied link).
import { test } from "node:test";
import assert from "node:assert/strict";
import { AddressWriter } from "../../../www/view/addresswriter.js";

/** A fake clock with timers run by advance(ms). */
function clock() {
  let t = 0;
  let timers = [];
  let next = 1;
  return {
    now: () => t,
    setTimer: (fn, ms) => {
      const id = next++;
      timers.push({ id, at: t + ms, fn });
      return id;
    },
    clearTimer: (id) => (timers = timers.filter((x) => x.id !== id)),
    advance(ms) {
      const end = t + ms;
      for (;;) {
        const due = timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((x) => x !== due);
        t = due.at;
        due.fn();
      }
      t = end;
    },
  };
}

test("a run of steps writes the address at most every 250 ms and ends on the last state", () => {
  const c = clock();
  const written = [];
  const w = new AddressWriter((s) => written.push([c.now(), s]), c);
  // 100 steps, one every 15 ms (1.5 s).
  for (let i = 1; i <= 100; i++) {
    w.update({ iteration: i });
    assert.equal(written.at(-1)?.[1].iteration === i, false, "never written in the step itself");
    c.advance(15);
  }
  c.advance(1000);
  assert.equal(written.at(-1)[1].iteration, 100);
  for (let i = 1; i < written.length; i++) assert.ok(written[i][0] - written[i - 1][0] >= 250, `writes ${i - 1} and ${i} are 250 ms apart`);
  assert.ok(written.length <= Math.ceil(1500 / 250) + 1, `${written.length} writes for 1.5 s of steps`);
  assert.ok(written.length >= 5, "the address keeps following during the run");
});

test("a lone change is written at once after its step; flush() writes what is waiting now", () => {
  const c = clock();
  const written = [];
  const w = new AddressWriter((s) => written.push(s.iteration), c);
  w.update({ iteration: 1 });
  assert.deepEqual(written, []);
  c.advance(0);
  assert.deepEqual(written, [1]);
  w.update({ iteration: 2 });
  w.flush();
  assert.deepEqual(written, [1, 2]);
  w.flush();
  c.advance(1000);
  assert.deepEqual(written, [1, 2], "nothing waiting: nothing written again");
});
