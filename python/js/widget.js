// The Jupyter widget's front end (anywidget): one <pn-search> element per view, its attributes
// from the model's `attributes` trait, its state copied into the model's traits after every
// move, and Python's commands (step, back, run…) applied in the order they were sent.
// scripts/jupyter-bundle.mjs bundles it with the element into python/pnlab/static/widget.js.
import { FLAG_ATTRS } from "@pnlab/pn-search";

/** What Python may ask of the element: its methods of the same names. */
const COMMANDS = ["step", "back", "run", "reset", "goto", "cancel", "play", "pause"];

const kebab = (key) => key.replace(/_/g, "-");

/** Python's value as the attribute's text: JSON for a document, "true"/"false" for a setting;
 *  a flag (projector, predict…) is on by being there. */
function setAttribute(demo, name, value) {
  if (value === null || value === undefined || (FLAG_ATTRS.includes(name) && value === false)) demo.removeAttribute(name);
  else if (FLAG_ATTRS.includes(name) && value === true) demo.setAttribute(name, "");
  else demo.setAttribute(name, typeof value === "object" ? JSON.stringify(value) : String(value));
}

function applyAttributes(demo, attributes, previous = {}) {
  for (const name of Object.keys(previous)) if (!(name in attributes)) demo.removeAttribute(kebab(name));
  for (const [name, value] of Object.entries(attributes)) setAttribute(demo, kebab(name), value);
}

/** ∞ (the element's Infinity) as JSON's null, which Python reads back as math.inf. */
const finite = (v) => (Number.isFinite(v) ? v : null);

function report(model, demo, error) {
  const s = demo.state;
  if (s) {
    model.set({
      iteration: s.iteration,
      phase: s.phase,
      status: s.status,
      result: s.result,
      root_pn: finite(s.rootPn),
      root_dn: finite(s.rootDn),
      nodes: s.nodes,
      created: s.created,
      max_level: s.maxLevel,
    });
  }
  if (error !== undefined) model.set("error", error);
  model.save_changes();
}

function render({ model, el }) {
  const demo = document.createElement("pn-search");
  let attributes = model.get("attributes");
  applyAttributes(demo, attributes);
  // A view opened later (the notebook reopened, a second view) starts where the model is. That
  // start is this view's own, for the search it opens on: a new configuration starts at its own
  // `start` or at 0 in every view (kept, it opened the next search 4 iterations in, and 3 steps
  // took it to 7).
  let ownStart = model.get("iteration") > 0 && !("start" in attributes);
  if (ownStart) demo.setAttribute("start", String(model.get("iteration")));
  el.append(demo);

  for (const type of ["pn-ready", "pn-step", "pn-solved"]) demo.addEventListener(type, () => report(model, demo, type === "pn-ready" ? "" : undefined));
  demo.addEventListener("pn-error", (e) => report(model, demo, e.detail.message));

  const onAttributes = () => {
    const next = model.get("attributes");
    if (ownStart && !("start" in next)) demo.removeAttribute("start");
    ownStart = false;
    applyAttributes(demo, next, attributes);
    attributes = next;
  };
  model.on("change:attributes", onAttributes);

  let queue = Promise.resolve();
  const onMessage = (msg) => {
    if (!msg || !COMMANDS.includes(msg.command)) {
      report(model, demo, `unknown command ${JSON.stringify(msg?.command)}: the commands are ${COMMANDS.join(", ")}`);
      return;
    }
    // cancel and pause act at once: they are how a long run queued before them is stopped.
    if (msg.command === "cancel" || msg.command === "pause") {
      demo[msg.command]();
      return;
    }
    queue = queue
      .then(() => demo[msg.command](...(msg.args ?? [])))
      .then(
        () => report(model, demo),
        (err) => report(model, demo, err.message),
      );
  };
  model.on("msg:custom", onMessage);

  return () => {
    model.off("change:attributes", onAttributes);
    model.off("msg:custom", onMessage);
    demo.cancel();
  };
}

export default { render };
