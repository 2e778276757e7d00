// The wasm modules scripts/build-wasm.sh builds from the one crate, declared once: the build,
// the size guard (tests/js/wasm/wasm_size.test.mjs), the freshness checks (scripts/pkg-fresh.sh,
// scripts/wasm-stamp.mjs), the server and the packages read this list.
// Two page modules: with the search of games whose positions repeat (the cargo feature `cyclic`,
// dcg) the module is over the 256,000-byte gzipped guard, so the page's default module leaves it
// out and a second one, loaded only for a cyclic game (the schema's `cyclic`), carries it.
//   node scripts/wasm-modules.mjs   prints one line per module: dir target features committed
import { fileURLToPath } from "node:url";

/** dir: the output folder (also the page's URL path, /dir/); target: wasm-pack's; features: the
 *  cargo features on top of --no-default-features; page: loaded by the page (and so under the
 *  guard, and committed so that the page runs without Rust). */
export const MODULES = [
  { dir: "pkg", target: "web", features: [], page: true },
  { dir: "pkg-cyclic", target: "web", features: ["cyclic"], page: true },
  { dir: "pkg-node", target: "nodejs", features: [], page: false },
];

/** The page's modules (committed, served, guarded). */
export const PAGE_MODULES = MODULES.filter((m) => m.page);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const m of MODULES) console.log([m.dir, m.target, m.features.join(",") || "-", m.page ? "page" : "-"].join(" "));
}
