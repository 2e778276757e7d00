// The DAG's styles, inside the SVG itself: an exported SVG looks the same as on screen, and the
// view works inside a shadow root. Colours are the Okabe–Ito palette (colour-blind safe; its
// yellow for the second player's discs, dark against light beside the first player's vermillion).
// A solved node's look says what is established about the game (outcome.js): first player wins,
// first player does not lose, draw, first player cannot win, second player wins, each with its
// own fill and pattern, so they differ without colour; OR / AND differ by shape.
import { OUTCOME_DEFS, svgRules } from "./outcome.js";

export const DAG_CSS = `
.dag { --ink:#1d2330; --muted:#6b7383; --paper:#fbfaf7; --first:#d55e00; --second:#0072b2;
  --path:#1d2330; --edge:#9aa3b2; --trans:#8e5aa8; --cycle:#007a5a; --focus:#f2b134; --flash:#009e73;
  --first-dark:#9c4400; --disc2:#f0e442; --disc2-dark:#8c7f00;
  --stroke:1; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
.dag .shape { fill:#fff; stroke:var(--ink); stroke-width:calc(1.4px * var(--stroke)); }
${svgRules((o) => `.dag .o-${o.key} .shape`)}
.dag .node { cursor:pointer; }
.dag .node.selected .shape { stroke:var(--focus); stroke-width:calc(4px * var(--stroke)); }
.dag .node.hit .shape { fill:transparent; stroke:none; }
.dag .cursor-ring { display:none; fill:none; stroke:var(--ink); stroke-width:calc(3px * var(--stroke)); }
.dag.walking:focus .node.cursor .cursor-ring { display:inline; }
.dag .nid { font-size:var(--nid-size, 12px); font-weight:600; text-anchor:middle; fill:var(--muted); font-variant-numeric:tabular-nums; paint-order:stroke; stroke:var(--paper); stroke-width:3px; display:none; }
.dag.ids.ids-fit .nid, .dag.ids .node:hover .nid { display:inline; }
.dag.ids .nid.off { display:none; }
.dag.ids .node:hover .nid.off { display:inline; }
.dag .mult > g { transform:scale(var(--mult-scale, 1)); }
.dag .mults:not(.fit) .mult, .dag .mult.off { display:none; }
.dag .mult rect { fill:var(--paper); stroke:var(--edge); rx:3px; }
.dag .mult text { font-size:10px; font-weight:700; text-anchor:middle; fill:var(--ink); font-variant-numeric:tabular-nums; }
.dag { --nums:12px; --nums-screen:12px; --nums-max:17px; }
.dag .nums { font-size:clamp(var(--nums), calc(var(--nums-screen) / var(--zoom, 1)), var(--nums-max)); font-weight:650; text-anchor:middle; fill:var(--ink); font-variant-numeric:tabular-nums; paint-order:stroke; stroke:var(--paper); stroke-width:3px; }
.dag .g-free { stroke:#c9ced8; stroke-width:.8px; fill:none; }
.dag .g-first { stroke:var(--first); stroke-width:calc(1.7px * var(--stroke)); fill:none; stroke-linecap:round; }
.dag .g-second { stroke:var(--second); stroke-width:calc(1.7px * var(--stroke)); fill:none; stroke-linecap:round; }
.dag .g-last { stroke-width:calc(3.6px * var(--stroke)); fill:none; stroke-linecap:round; }
.dag .g-last.p1 { stroke:var(--first); } .dag .g-last.p2 { stroke:var(--second); }
.dag .g-dot { fill:var(--ink); }
.dag .g-won { stroke:var(--ink); stroke-width:calc(3.4px * var(--stroke)); opacity:.3; fill:none; stroke-linecap:round; stroke-linejoin:round; }
.dag .pieces-discs .g-first { fill:var(--first); stroke:var(--first-dark); stroke-width:.6px; }
.dag .pieces-stones .g-first { fill:var(--muted); stroke:var(--ink); stroke-width:.6px; }
.dag .pieces-stones .g-last { stroke:var(--ink); stroke-width:calc(1.4px * var(--stroke)); }
.dag .pieces-discs .g-second { fill:var(--disc2); stroke:var(--disc2-dark); stroke-width:.6px; }
.dag .pieces-discs .g-last { stroke:var(--ink); stroke-width:calc(1.4px * var(--stroke)); }
.dag .first-black .g-first, .dag .first-white .g-second { fill:var(--ink); stroke:var(--ink); stroke-width:.6px; }
.dag .first-black .g-second, .dag .first-white .g-first { fill:#fff; stroke:var(--ink); stroke-width:.8px; }
.dag .b-row .g-last { stroke-width:calc(1.2px * var(--stroke)); }
.dag .e-first { stroke:var(--edge); stroke-width:calc(1.2px * var(--stroke)); fill:none; }
.dag .e-trans { stroke:var(--trans); stroke-width:calc(1.2px * var(--stroke)); stroke-dasharray:5 3; fill:none; }
.dag .e-cycle { stroke:var(--cycle); stroke-width:calc(2.4px * var(--stroke)); stroke-dasharray:9 3 2 3; fill:none; }
.dag .e-deleted { stroke:#c9ced8; stroke-width:1px; stroke-dasharray:1 3; fill:none; }
.dag .e-path { stroke:var(--path); stroke-width:calc(4px * var(--stroke)); fill:none; stroke-linecap:round; }
.dag .e-path.old { stroke-width:calc(2.5px * var(--stroke)); opacity:.35; }
.dag.focus .e-path.old { stroke-width:calc(3.5px * var(--stroke)); opacity:.8; }
.dag .reason rect { fill:var(--ink); rx:4px; }
.dag .reason text { fill:#fff; font-size:11px; font-weight:650; text-anchor:middle; }
.dag .reveal { animation: pn-reveal .25s both; }
.dag .born > * { animation: pn-born .35s both; }
.dag .flash rect { fill:var(--flash); rx:5px; }
.dag .flash text { fill:#fff; font-size:12px; font-weight:700; text-anchor:middle; }
.dag .flash { animation: pn-reveal .2s both; }
.dag .ring { fill:none; stroke:var(--focus); stroke-width:calc(3px * var(--stroke)); stroke-dasharray:4 3; }
.dag .stop rect { fill:#fff; stroke:var(--ink); rx:4px; }
.dag .stop text { fill:var(--ink); font-size:11px; font-weight:650; text-anchor:middle; }
.dag .summary text { fill:var(--muted); font-size:13px; }
.dag .summary rect { fill:#eef0f4; rx:6px; }
.dag.lod-1 .glyph, .dag.lod-0 .glyph { display:none; }
.dag .node.far, .dag .mult.far { display:none; }
.dag.edges-canvas .edges, .dag.nodes-canvas .nodes, .dag.labels-canvas .nums, .dag.labels-canvas .nid { display:none; }
.dag.lod-0 .nums, .dag.lod-0 .reason, .dag.lod-0 .nid, .dag.lod-1 .mult, .dag.lod-0 .mult { display:none; }
@keyframes pn-reveal { from { opacity:0; } to { opacity:1; } }
@keyframes pn-born { from { opacity:0; transform:scale(.3); } to { opacity:1; transform:scale(1); } }
@media (prefers-reduced-motion: reduce) { .dag .reveal, .dag .born > *, .dag .flash { animation:none; } }
`;

/** The patterns of the outcomes' looks (SVG defs). */
export const DAG_DEFS = OUTCOME_DEFS;
