// Bundles the Jupyter widget's front end (python/js/widget.js) with the <pn-search> element of
// dist/pn-search/ into one ES module, python/pnlab/static/widget.js, which anywidget loads from a
// string. A module loaded so has no address of its own, so every file the element finds relative
// to itself (`new URL("./x", import.meta.url)`: its styles, the engine worker, the wasm) is
// inlined, once each: a worker as a bundled script behind a blob: URL, anything else as a data:
// URL. The widget then needs no server of its own and no network.
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
const MIME = { ".css": "text/css", ".wasm": "application/wasm" };

/** The files inlined, each held once in the widget's module as a constant (the page and the
 *  engine worker share one copy of the wasm; the two modules that start the worker, one copy of
 *  it): {name, value}, value the constant's expression, in the order they were made, so a worker
 *  comes after the constants it uses. */
const constants = [];
/** file → its constant, being made (esbuild loads modules at once). */
const made = new Map();

async function make(file) {
  let value;
  if (extname(file) === ".js") {
    const code = await bundle(file);
    // The worker's own copy of each constant it uses, made from the page's when it starts.
    const preamble = constants
      .filter(({ name }) => new RegExp(`\\b${name}\\b`).test(code))
      .map(({ name }) => `"const ${name} = " + JSON.stringify(${name}) + ";\\n"`);
    value = `URL.createObjectURL(new Blob([${[...preamble, JSON.stringify(code)].join(", ")}], { type: "text/javascript" }))`;
  } else {
    const mime = MIME[extname(file)];
    if (!mime) throw new Error(`jupyter-bundle: no MIME type known for ${file}`);
    value = JSON.stringify(`data:${mime};base64,${readFileSync(file).toString("base64")}`);
  }
  const constant = { name: `__pnlab_asset_${constants.length}`, value };
  constants.push(constant);
  return constant;
}

/** One file found relative to a module, as an expression giving a URL of its content. */
async function inlined(file) {
  if (!made.has(file)) made.set(file, make(file));
  return `new URL(${(await made.get(file)).name})`;
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

async function bundle(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
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
const body = await bundle(ENTRY);
const code = `${constants.map(({ name, value }) => `const ${name} = ${value};`).join("\n")}\n${body}`;
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, code);
// The licences of what the module holds: PN Lab's, d3's, gifenc's.
const licences = ["LICENSE", "vendor/d3.LICENSE.txt", "vendor/gifenc.LICENSE.md"].map((f) => `== ${f} ==\n\n${readFileSync(join(dirname(ELEMENT), f), "utf8")}`);
writeFileSync(join(dirname(OUT), "LICENSES.txt"), licences.join("\n"));
console.log(`widget module: python/pnlab/static/widget.js (${code.length} bytes)`);
