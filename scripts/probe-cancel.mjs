// Where the time goes after Cancel on a long run in the page: runs the link (default (6,4)
// BASIC without transpositions, the growing run) to the end for a while (default
// 1500 ms), clicks Cancel, and prints the ms from the click to each of the controller's
// "change" events ("stopped": the worker answered; "jump": the view arrived and was drawn;
// "run-end"; "frame": the next frame painted), then times a second view() (the worker's whole
// snapshot, sent), the page's adjacency() of it and a round trip.
//
//   node scripts/probe-cancel.mjs ['/?game=…'] [ms before Cancel]
import { openBenchPage } from "./bench-page.mjs";
const { page, close } = await openBenchPage();
const url = process.argv[2] ?? "/?game=clique&n=6&k=4&preset=BASIC&transpositions=0";
try {
  const base = page.url();
  await page.goto(new URL(url, base).href);
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await page.waitForTimeout(Number(process.argv[3] ?? 1500));
  const r = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const { ctrl } = window.pnlab;
        const t = {};
        const t0 = performance.now();
        ctrl.addEventListener("change", function done({ detail }) {
          t[detail.reason] = performance.now() - t0;
          if (detail.reason !== "run-end") return;
          ctrl.removeEventListener("change", done);
          requestAnimationFrame(() => {
            t.frame = performance.now() - t0;
            resolve(t);
          });
        });
        document.querySelector("[data-act=cancel]").click();
      }),
  );
  const more = await page.evaluate(async () => {
    const { ctrl } = window.pnlab;
    const { adjacency } = await import("./view/graph.js");
    let a = performance.now();
    const v = await ctrl.engine.view();
    const viewMs = performance.now() - a;
    a = performance.now();
    adjacency(v.snapshot);
    const adjMs = performance.now() - a;
    a = performance.now();
    await ctrl.engine.memory();
    const rtt = performance.now() - a;
    return { nodes: v.snapshot.level.length, edges: v.snapshot.edgeSon.length, viewMs, adjMs, rtt };
  });
  console.log(JSON.stringify({ events: r, ...more }));
} finally {
  await close();
}
