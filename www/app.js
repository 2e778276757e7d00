// The page: the visualiser filling the window, its state kept in the URL so a shared link
// opens the same view (configuration, iteration, phase, selected node).
import { Visualiser } from "./view/widget.js";
import { readState, writeState } from "./view/urlstate.js";
import { loadSchema, defaults, gameOf } from "./view/schema.js";
import { copyLinkButton } from "./view/share.js";
import { AddressWriter } from "./view/addresswriter.js";


const vis = new Visualiser(document.getElementById("app"));
window.pnlab = vis; // for the browser tests and the curious
// The full page numbers its nodes, so every node a message names can be found; a compact
// <pn-search> embed leaves them out.
vis.dag.showIds(true);

// The address follows the view at most every 250 ms (addresswriter.js: replaceState costs as
// much as a step), and at once when the link is copied or the page goes away.
// Written when the page is idle: a write landing in the frame of a click or a step delayed its
// paint by its 5–13 ms.
const idle = globalThis.requestIdleCallback ?? ((fn) => fn());
const address = new AddressWriter(
  (state) => {
    const params = writeState(state);
    if (vis.projector) params.set("projector", "1");
    const query = params.toString();
    if (query !== location.search.slice(1)) history.replaceState(null, "", `?${query}`);
  },
  { setTimer: (fn, ms) => setTimeout(() => idle(fn, { timeout: 1000 }), ms) },
);
vis.addEventListener("statechange", ({ detail }) => {
  if (detail.config) address.update(detail);
});
addEventListener("pagehide", () => address.flush());
document.addEventListener("visibilitychange", () => document.hidden && address.flush());

copyLinkButton(document.getElementById("share"), { before: () => address.flush() });

const projector = document.getElementById("projector");
function setProjector(on) {
  vis.projector = on;
  projector.setAttribute("aria-pressed", String(on));
  document.body.classList.toggle("projector", on);
}
projector.addEventListener("click", () => {
  address.flush();
  setProjector(!vis.projector);
  const url = new URL(location.href);
  if (vis.projector) url.searchParams.set("projector", "1");
  else url.searchParams.delete("projector");
  history.replaceState(null, "", url);
});
setProjector(new URLSearchParams(location.search).get("projector") === "1");

const schema = await loadSchema();

// The Play link opens the game shown, with its parameters (play/address.js reads them).
const playLink = document.getElementById("play-link");
vis.addEventListener("statechange", ({ detail }) => {
  // The single file (scripts/single.mjs) has no play page beside it, nor this link.
  if (!detail.config || !playLink) return;
  const q = new URLSearchParams({ game: detail.config.game });
  for (const p of gameOf(schema, detail.config.game).params) {
    const v = detail.config[p.name];
    if (v !== undefined) q.set(p.name, typeof v === "object" ? JSON.stringify(v) : v);
  }
  playLink.href = `play.html?${q}`;
});
// Without a link: the schema's first game at its defaults.
const DEFAULT = { game: schema.games[0].name, ...defaults(schema, schema.games[0].name), preset: "K4WEAK" };
const fromUrl = readState(new URLSearchParams(location.search), schema);
// What the link held and the page did not take: each named with what is allowed, and kept on the
// page after the view opens (a bad link keeps its message).
const problems = [...(fromUrl.problems ?? [])];
let loaded = false;
try {
  await vis.load(fromUrl.config ?? DEFAULT, { iteration: fromUrl.iteration ?? 0, phase: fromUrl.phase, node: fromUrl.node ?? null });
  loaded = true;
} catch (err) {
  // Fall back to the default so the page still works, and keep saying what was wrong.
  if (fromUrl.config) {
    await vis.load(DEFAULT);
    problems.unshift(`the link's configuration was not loaded: ${err.message}`);
  }
}
if (loaded && fromUrl.node !== undefined && vis.selected !== fromUrl.node) {
  const nodes = vis.ctrl.view.snapshot.level.length;
  problems.push(`node = ${fromUrl.node} is out of range (allowed: 0 to ${nodes - 1} at this iteration): ignored`);
}
if (problems.length) {
  // The load's own message (an iteration out of reach) stays, after the link's.
  const shown = vis.$(".error");
  const own = shown.hidden ? "" : shown.textContent;
  vis.showError(new Error([...problems, own].filter(Boolean).join("; ")));
}
vis.el.focus();
