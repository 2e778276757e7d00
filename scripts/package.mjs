// Builds the <pn-search> package from the page's own files (no copy of the code is kept in the
// repository): dist/pn-search/ is the ready folder a lecturer copies next to their HTML, and
// `npm pack` turns the same folder into dist/pnlab-pn-search-<version>.tgz.
// Needs the wasm build (scripts/build-wasm.sh) and the vendored d3 (scripts/vendor.mjs).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { writeElementsManifest } from "./elements-manifest.mjs";
import { pageModule } from "./wasm-modules.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DIST = join(ROOT, "dist");
const OUT = join(DIST, "pn-search");
/** The element's wasm module: the visualiser's (scripts/wasm-modules.mjs). */
const PKG = pageModule("visualiser").dir;

/** [from (repository), to (package)]: the element, the visualiser, the engine worker, the
 *  visualiser's wasm module with its types, d3, gifenc, one example. */
const FILES = [
  ["www/pn-search.js", "pn-search.js"],
  ["www/pn-search.d.ts", "pn-search.d.ts"],
  ["www/pn-search-reveal.js", "pn-search-reveal.js"],
  ["www/view", "view"],
  ["www/engine", "engine"],
  ...["pnlab.js", "pnlab.d.ts", "pnlab_bg.wasm", "pnlab_bg.wasm.d.ts"].map((f) => [`${PKG}/${f}`, `${PKG}/${f}`]),
  ["www/vendor/d3.min.js", "vendor/d3.min.js"],
  ["www/vendor/d3.LICENSE.txt", "vendor/d3.LICENSE.txt"],
  ["www/vendor/gifenc.esm.js", "vendor/gifenc.esm.js"],
  ["www/vendor/gifenc.LICENSE.md", "vendor/gifenc.LICENSE.md"],
  ["www/examples/course-notes.html", "examples/course-notes.html"],
  ["docs/element.md", "README.md"],
  ["LICENSE", "LICENSE"],
];

for (const [from] of FILES) {
  if (!existsSync(join(ROOT, from))) {
    const how = from.startsWith(`${PKG}/`) ? "bash scripts/build-wasm.sh" : from.includes("vendor") ? "node scripts/vendor.mjs" : "git";
    console.error(`package: ${from} is missing (${how} makes it)`);
    process.exit(1);
  }
}

const version = /^version\s*=\s*"([^"]+)"/m.exec(readFileSync(join(ROOT, "Cargo.toml"), "utf8"))[1];
rmSync(OUT, { recursive: true, force: true });
for (const [from, to] of FILES) {
  mkdirSync(dirname(join(OUT, to)), { recursive: true });
  cpSync(join(ROOT, from), join(OUT, to), { recursive: true });
}

// custom-elements.json: the element's attributes (the engine's schema's, from the wasm packaged
// here), methods and events, for editors and documentation tools.
const engine = await import(pathToFileURL(join(ROOT, PKG, "pnlab.js")));
engine.initSync({ module: readFileSync(join(ROOT, PKG, "pnlab_bg.wasm")) });
writeElementsManifest(OUT, engine.schema());

const manifest = {
  name: "@pnlab/pn-search",
  version,
  description: "<pn-search>: proof-number search you can watch, as one HTML element (WebAssembly engine in a Web Worker)",
  license: "MIT",
  type: "module",
  main: "pn-search.js",
  module: "pn-search.js",
  types: "pn-search.d.ts",
  customElements: "custom-elements.json",
  exports: {
    ".": { types: "./pn-search.d.ts", default: "./pn-search.js" },
    "./engine": { types: `./${PKG}/pnlab.d.ts`, default: `./${PKG}/pnlab.js` },
    "./package.json": "./package.json",
    "./*": "./*",
  },
  // Defining the element is the module's point.
  sideEffects: ["./pn-search.js"],
  files: [...new Set(FILES.map(([, to]) => to.split("/")[0])), "custom-elements.json"],
  keywords: ["proof-number search", "game solving", "web component", "custom element", "webassembly", "teaching"],
};
writeFileSync(join(OUT, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);

const packed = execFileSync("npm", ["pack", "--json", "--pack-destination", DIST], { cwd: OUT, encoding: "utf8" });
const [info] = JSON.parse(packed);
console.log(`ready folder: dist/pn-search/ (${info.entryCount} files)`);
console.log(`npm package:  dist/${info.filename} (${info.size} bytes packed, ${info.unpackedSize} unpacked)`);
