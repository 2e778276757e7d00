// The wasm modules scripts/build-wasm.sh builds from the one crate, declared once: the build,
// the size budget (tests/js/wasm/wasm_size.test.mjs, docs/wasm-sizes.json), the freshness checks
// (scripts/pkg-fresh.sh, scripts/wasm-stamp.mjs), the server and the packages read this list.
// One module per page: every game, algorithm and parameter is in each; a cargo feature adds the
// entry points of the pages that load it (src/wasm/mod.rs).
//   node scripts/wasm-modules.mjs   prints one line per module: dir target features committed
import { fileURLToPath } from "node:url";

/** dir: the output folder (also the page's URL path, /dir/); target: wasm-pack's; features: the
 *  cargo features, each adding a page's entry points; page: loaded by a page (and so committed,
 *  so that the pages run without Rust, and under the size budget); serves: what loads it. */
export const MODULES = [
  {
    dir: "pkg",
    target: "web",
    features: ["visualiser"],
    page: true,
    serves: "the visualiser, <pn-search>, the compare page, the single file, the SCORM package and the Jupyter widget",
  },
  { dir: "pkg-play", target: "web", features: ["play"], page: true, serves: "the play page" },
  { dir: "pkg-node", target: "nodejs", features: ["visualiser", "play"], page: false, serves: "Node (tests/js/wasm/)" },
];

/** The page's modules (committed, served, under the budget). */
export const PAGE_MODULES = MODULES.filter((m) => m.page);

/** The page module with a feature: "visualiser" or "play". */
export function pageModule(feature) {
  const m = PAGE_MODULES.find((x) => x.features.includes(feature));
  if (!m) throw new Error(`no page module has the feature "${feature}": scripts/wasm-modules.mjs lists ${PAGE_MODULES.map((x) => x.dir).join(", ")}`);
  return m;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const m of MODULES) console.log([m.dir, m.target, m.features.join(",") || "-", m.page ? "page" : "-"].join(" "));
}
