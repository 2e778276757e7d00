// Bundles the Jupyter widget's front end (python/js/widget.js) with the <pn-search> element of
// dist/pn-search/ into one ES module, python/pnlab/static/widget.js, which anywidget loads from a
// string. A module loaded so has no address of its own, so every file the element finds relative
// to itself (`new URL("./x", import.meta.url)`: its styles, the engine worker, the wasm) is
// inlined: a worker as a bundled script behind a blob: URL, anything else as a data: URL. The
// widget then needs no server of its own and no network.
// Needs dist/pn-search/ (node scripts/package.mjs).
import { build } from "esbuild";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ELEMENT = join(ROOT, "dist/pn-search/pn-search.js");
const ENTRY = join(ROOT, "python/js/widget.js");
const OUT = join(ROOT, "python/pnlab/static/widget.js");

const RELATIVE_URL = /new URL\(\s*(["'])([^"':]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const MIME = { ".css": "text/css", ".wasm": "application/wasm", ".json": "application/json" };

/** One file found relative to a module, as an expression giving a URL of its content. */
async function inlined(file) {
  if (extname(file) === ".js") {
    const code = await bundle(file, "esm");
    return `new URL(URL.createObjectURL(new Blob([${JSON.stringify(code)}], { type: "text/javascript" })))`;
  }
  const mime = MIME[extname(file)];
  if (!mime) throw new Error(`jupyter-bundle: no MIME type known for ${file}`);
  return `new URL(${JSON.stringify(`data:${mime};base64,${readFileSync(file).toString("base64")}`)})`;
}

const inlineAssets = {
  name: "inline-assets",
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, async ({ path }) => {
      let text = readFileSync(path, "utf8");
      // d3's single file is a UMD script: hidden from its CommonJS branch, it defines globalThis.d3
      // as it does in the page.
      if (path.endsWith("d3.min.js")) return { contents: `(function (exports, module, define) {\n${text}\n}).call(globalThis);`, loader: "js" };
      const found = [...text.matchAll(RELATIVE_URL)];
      if (found.length === 0) return undefined;
      for (const [whole, , rel] of found) {
        const url = await inlined(resolve(dirname(path), rel));
        text = text.replace(whole, () => url);
      }
      return { contents: text, loader: "js" };
    });
  },
};

async function bundle(entry, format) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format,
    write: false,
    minify: true,
    legalComments: "inline",
    // The element's package marks only pn-search.js as having side effects; d3's script is one too.
    ignoreAnnotations: true,
    alias: { "@pnlab/pn-search": ELEMENT },
    plugins: [inlineAssets],
    logLevel: "warning",
  });
  return result.outputFiles[0].text;
}

if (!existsSync(ELEMENT)) {
  console.error("jupyter-bundle: dist/pn-search/ is missing (node scripts/package.mjs makes it)");
  process.exit(1);
}
const code = await bundle(ENTRY, "esm");
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, code);
console.log(`widget module: python/pnlab/static/widget.js (${code.length} bytes)`);
