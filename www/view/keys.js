// The visualiser's keys: → step, ← back, space play / pause — only while focus is inside the
// widget, and not while typing in a field (there the keys edit the field) nor on the DAG (there
// the arrows walk its nodes: dagview.js keeps them).

/** Listens for the keys on `vis.el` (the Visualiser's root element). */
export function wireKeys(vis) {
  vis.el.addEventListener("keydown", (e) => {
    const t = e.composedPath?.()[0] ?? e.target;
    if (t.closest?.("input, select, textarea, summary") || e.altKey || e.ctrlKey || e.metaKey) return;
    if (vis.ctrl.running) return;
    if (e.key === "ArrowRight") vis.guard(vis.step());
    else if (e.key === "ArrowLeft") vis.guard(vis.back());
    else if (e.key === " " && !t.closest?.("button")) vis.playing ? vis.pause() : vis.play();
    else return;
    e.preventDefault();
    // A key the visualiser used is not also a slide change in the page around it.
    e.stopPropagation();
  });
}
