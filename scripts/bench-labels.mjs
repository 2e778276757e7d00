// The cost of placing the DAG view's labels (www/view/dagscene.js labelScene, placement.js) on
// solved (6,4) at 1280×800: 1,242 nodes, 410 "×N" counts, ids drawn. In-page, median and p95 of
// 30 runs of labelScene over every node and count, and of the view's re-placement as a step runs
// it (dagedges.js drawLabels: a large drawing's labels near the viewport only).
// `node scripts/bench-labels.mjs`; state the machine's load (`uptime`) with its figures.
import { openBenchPage } from "./bench-page.mjs";

const { page, close } = await openBenchPage();
try {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${new URL(page.url()).origin}/?game=clique&n=6&k=4&preset=K4WEAK&it=337`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await page.evaluate(() => window.pnlab.animation);
  const out = await page.evaluate(async () => {
    const S = await import("/view/dagscene.js");
    const { drawLabels } = await import("/view/dagedges.js");
    const dag = window.pnlab.dag;
    const nodes = [...dag.drawn.values()].map((d) => ({ id: d.id, x: d.tx, y: d.ty, label: d.label }));
    const at = (id) => (dag.drawn.has(id) ? { x: dag.placed.x[id], y: dag.placed.y[id] } : undefined);
    const { multi } = S.buildEdges(dag.frame, at, () => {});
    const ids = { font: parseFloat(dag.idFont) };
    const time = (f) => {
      const t = [];
      for (let i = 0; i < 30; i++) {
        const s = performance.now();
        f();
        t.push(performance.now() - s);
      }
      t.sort((a, b) => a - b);
      return { median: t[15], p95: t[28] };
    };
    return {
      nodes: nodes.length,
      counts: multi.length,
      labelScene: time(() => S.labelScene(dag.frame, nodes, multi, { ids, numsFont: 16 })),
      drawLabels: time(() => drawLabels(dag, dag.frame, dag.placed)),
    };
  });
  const f = ({ median, p95 }) => `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
  console.log(`solved (6,4), ${out.nodes} nodes, ${out.counts} counts`);
  console.log(`labelScene: ${f(out.labelScene)}`);
  console.log(`drawLabels: ${f(out.drawLabels)}`);
} finally {
  await close();
}
