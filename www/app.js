// The page: the visualiser filling the window, its state kept in the URL so a shared link
// opens the same view (configuration, iteration, phase, selected node).
import { Visualiser } from "./view/widget.js";
import { readState, writeState } from "./view/urlstate.js";
import { loadSchema, defaults } from "./view/schema.js";
import { copyLinkButton } from "./view/share.js";


const vis = new Visualiser(document.getElementById("app"));
window.pnlab = vis; // for the browser tests and the curious

let pending = null;
vis.addEventListener("statechange", ({ detail }) => {
  if (!detail.config) return;
  // Coalesced: a run of steps rewrites the address once per frame.
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(() => {
    const params = writeState(detail);
    if (vis.projector) params.set("projector", "1");
    const query = params.toString();
    if (query !== location.search.slice(1)) history.replaceState(null, "", `?${query}`);
  });
});

copyLinkButton(document.getElementById("share"));

const projector = document.getElementById("projector");
function setProjector(on) {
  vis.projector = on;
  projector.setAttribute("aria-pressed", String(on));
  document.body.classList.toggle("projector", on);
}
projector.addEventListener("click", () => {
  setProjector(!vis.projector);
  const url = new URL(location.href);
  if (vis.projector) url.searchParams.set("projector", "1");
  else url.searchParams.delete("projector");
  history.replaceState(null, "", url);
});
setProjector(new URLSearchParams(location.search).get("projector") === "1");

const schema = await loadSchema();
// Without a link: the schema's first game at its defaults.
const DEFAULT = { game: schema.games[0].name, ...defaults(schema, schema.games[0].name), preset: "K4WEAK" };
const fromUrl = readState(new URLSearchParams(location.search), schema);
try {
  await vis.load(fromUrl.config ?? DEFAULT, { iteration: fromUrl.iteration ?? 0, phase: fromUrl.phase, node: fromUrl.node ?? null });
} catch (err) {
  // Fall back to the default so the page still works, and keep saying what was wrong.
  if (fromUrl.config) {
    await vis.load(DEFAULT);
    vis.showError(new Error(`the link's configuration was not loaded: ${err.message}`));
  }
}
vis.el.focus();
