// Builds the page as one self-contained HTML file, dist/pnlab.html: the page's modules, the
// engine's worker, d3 and the wasm engine (base64) inlined, so it runs opened from disk (file://)
// or uploaded alone to a course platform, with the page's settings in its address
// (pnlab.html?game=clique&n=5&k=3&it=12). Needs the visualiser's wasm module (pkg/, committed:
// scripts/wasm-modules.mjs) and www/vendor/ (scripts/vendor.mjs).
//   node scripts/single.mjs            writes dist/pnlab.html
// A file:// page can start neither a worker from a file nor a module worker, so each
// `new URL("./x.js", import.meta.url)` of a worker becomes a Blob of its bundle as a classic
// script (scripts/single-runtime.js), started with type "classic"; the wasm is handed to each.
import { build } from "esbuild";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pageModule } from "./wasm-modules.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WWW = join(ROOT, "www");
const RUNTIME = join(ROOT, "scripts", "single-runtime.js");
/** The global the wasm's base64 is kept in, in the page and in each worker. */
const WASM_GLOBAL = "__pnlabWasm";
/** What stands in the header for the links to the site's other pages, which this file lacks. */
const OFFSITE =
  '<span class="offsite" title="This single file holds the visualiser only: the Compare and Play pages and the examples come with the served site (npm run serve)">Compare, Play: on the served site</span>';

/** `new URL("./x.js", import.meta.url)`: a worker's script beside the module naming it. */
const WORKER_URL = /new URL\(\s*"(\.{1,2}\/[\w./-]+\.js)"\s*,\s*import\.meta\.url\s*\)/g;
/** A module worker's options, whose type the single file changes to "classic". */
const MODULE_WORKER = /(new Worker\([^()]*(?:\([^()]*\)[^()]*)?\{\s*type:\s*")module("\s*\})/g;
/** wasm-bindgen's default location of the wasm, fetched when init() is given nothing. */
const WASM_URL = "new URL('pnlab_bg.wasm', import.meta.url)";
/** The visualiser's wasm module, which the page and its engine worker import. */
const PKG = pageModule("visualiser").dir;
const GLUE = new RegExp(`/${PKG}/pnlab\\.js$`);
/** The page's modules as esbuild resolves them: the visualiser's wasm module at the top level (the
 *  server mounts it at /pkg/), d3's UMD build as a classic script of the page (it sets
 *  globalThis.d3), workers inlined. */
function inline() {
  return {
    name: "pnlab-single",
    setup(b) {
      b.onResolve({ filter: GLUE }, () => ({ path: join(ROOT, PKG, "pnlab.js") }));
      b.onResolve({ filter: /\/vendor\/d3\.min\.js$/ }, () => ({ path: "d3", namespace: "classic-script" }));
      b.onLoad({ filter: /.*/, namespace: "classic-script" }, () => ({ contents: "", loader: "js" }));
      b.onLoad({ filter: /[\\/]pnlab\.js$/ }, ({ path }) => {
        if (path !== join(ROOT, PKG, "pnlab.js")) throw new Error(`${path}: the single file carries ${PKG}/ only (scripts/wasm-modules.mjs)`);
        const glue = readFileSync(path, "utf8");
        if (!glue.includes(WASM_URL)) throw new Error(`${PKG}/pnlab.js no longer loads the wasm by ${WASM_URL}`);
        const bytes = `Uint8Array.from(atob(globalThis.${WASM_GLOBAL}), (c) => c.charCodeAt(0))`;
        return { contents: glue.replace(WASM_URL, () => bytes), loader: "js" };
      });
      b.onLoad({ filter: /[\\/]www[\\/].*\.js$/ }, async ({ path }) => {
        const source = readFileSync(path, "utf8");
        let contents = source.replaceAll(MODULE_WORKER, "$1classic$2");
        const workers = [...source.matchAll(WORKER_URL)];
        if (!workers.length) return { contents, loader: "js" };
        for (const [expr, rel] of workers) {
          const code = await bundle(join(dirname(path), rel), "iife");
          contents = contents.replace(expr, () => `__workerUrl(${JSON.stringify(code)})`);
        }
        return { contents: `import { workerUrl as __workerUrl } from ${JSON.stringify(RUNTIME)};\n${contents}`, loader: "js" };
      });
    },
  };
}

/** One module and everything it imports, as one script's text: an ES module or a classic
 *  script ("iife"). */
async function bundle(entry, format = "esm") {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    format,
    target: "es2022",
    minify: true,
    legalComments: "eof",
    write: false,
    logLevel: "warning",
    plugins: [inline()],
  });
  return out.outputFiles[0].text;
}

/** Text safe inside a <script> or <style> element of an HTML document. */
function htmlSafe(text, tag) {
  return text.replace(new RegExp(`</(${tag})`, "gi"), "<\\/$1");
}

/**
 * The page `html` (a file of www/) as one document: its stylesheets and its module script
 * (or `entry`, a module of www/, in its place) inlined, links to the site's other pages dropped.
 */
export async function singleHtml({ page = "index.html", entry } = {}) {
  for (const need of [`${PKG}/pnlab_bg.wasm`, "www/vendor/d3.min.js"]) {
    if (!existsSync(join(ROOT, need))) {
      const how = need.startsWith(`${PKG}/`) ? "bash scripts/build-wasm.sh" : "node scripts/vendor.mjs";
      throw new Error(`single: ${need} is missing (${how} makes it)`);
    }
  }
  let html = readFileSync(join(WWW, page), "utf8");
  const script = /<script type="module" src="([^"]+)"><\/script>/.exec(html);
  if (!script) throw new Error(`single: www/${page} has no <script type="module" src=...>`);
  const code = await bundle(join(WWW, entry ?? script[1]));
  const wasm = readFileSync(join(ROOT, PKG, "pnlab_bg.wasm")).toString("base64");
  const d3 = readFileSync(join(WWW, "vendor", "d3.min.js"), "utf8");
  const scripts =
    `<script>globalThis.${WASM_GLOBAL} = "${wasm}";</script>\n` +
    `<script>${htmlSafe(d3, "script")}</script>\n` +
    `<script type="module">${htmlSafe(code, "script")}</script>`;
  html = html.replace(script[0], () => scripts);
  html = html.replace(/<link rel="stylesheet" href="([^"]+)">/g, (_, href) => {
    const css = readFileSync(join(WWW, href), "utf8");
    return `<style>${htmlSafe(css, "style")}</style>`;
  });
  // Compare, Play and the examples are other files of the site: the single file has none of them,
  // so their links give way to one line saying where they are.
  let gone = 0;
  html = html.replace(/\s*<a href="(?![a-z]+:|#)[^"]*\.html"[^>]*>[^<]*<\/a>/g, (link) => (gone++ ? "" : `\n    ${OFFSITE}`));
  return html;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const html = await singleHtml();
  const out = join(ROOT, "dist", "pnlab.html");
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html);
  console.log(`single file:  dist/pnlab.html (${html.length} bytes)`);
}
