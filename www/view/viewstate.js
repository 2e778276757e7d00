// The view a recording borrows and gives back: the iteration and phase shown, the selected node,
// the camera (and whether the viewer holds it), a leap's banner. A recording moves through its
// range with the page's own view, so without this it left the page at the range's end.
import { PHASES } from "./phases.js";

/** What restoreView() puts back. */
export function saveView(vis) {
  const dag = vis.dag;
  const t = dag.transform();
  return {
    config: vis.ctrl.config,
    iteration: vis.ctrl.iteration,
    phase: vis.ctrl.phase,
    selected: vis.selected,
    camera: { k: t.k, x: t.x, y: t.y },
    userMoved: dag.userMoved,
    autoCamera: dag.autoCamera,
    lastLeap: vis.transport.lastLeap,
    cancelled: vis.cancelled,
  };
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r()));

/** Shows `saved` again. A new search loaded meanwhile is kept: the saved view was of another. */
export async function restoreView(vis, saved) {
  const { ctrl, dag } = vis;
  if (ctrl.config !== saved.config) return;
  // Always: queued after any move the recording had under way.
  await ctrl.goto(saved.iteration);
  // A view mid-iteration: back from "done" through the phases to the one shown.
  for (let i = PHASES.indexOf(ctrl.phase); i > PHASES.indexOf(saved.phase) && ctrl.view.record; i--) await ctrl.backPhase();
  // The range may have lacked the selected node (the inspector then cleared).
  if (saved.selected !== null && vis.selected !== saved.selected) await vis.select(saved.selected);
  vis.transport.lastLeap = saved.lastLeap;
  vis.cancelled = saved.cancelled;
  vis.stage.redraw();
  // After the camera moves a jump asks for on its next frame.
  await nextFrame();
  dag.setTransform(saved.camera);
  dag.userMoved = saved.userMoved;
  dag.autoCamera = saved.autoCamera;
}
