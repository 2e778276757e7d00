// Copies the page's third-party files from node_modules into www/vendor/, so that www/ is a
// plain static folder: no bundler, no CDN, no network at lecture time.
import { cpSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const VENDORED = [
  // d3's single-file build (zoom, pan, transitions, selections); loaded by www/view/d3.js.
  ["node_modules/d3/dist/d3.min.js", "www/vendor/d3.min.js"],
  ["node_modules/d3/LICENSE", "www/vendor/d3.LICENSE.txt"],
  // gifenc, the GIF encoder of "Record a run" (www/view/recorder.js): one ES module.
  ["node_modules/gifenc/dist/gifenc.esm.js", "www/vendor/gifenc.esm.js"],
  ["node_modules/gifenc/LICENSE.md", "www/vendor/gifenc.LICENSE.md"],
  // reveal.js for the slide-deck example (www/examples/slides.html): the module, its styles and
  // one theme with its font, which the theme loads from next to itself.
  ["node_modules/reveal.js/dist/reveal.esm.js", "www/vendor/reveal/reveal.esm.js"],
  ["node_modules/reveal.js/dist/reveal.css", "www/vendor/reveal/reveal.css"],
  ["node_modules/reveal.js/dist/theme/white.css", "www/vendor/reveal/theme/white.css"],
  ["node_modules/reveal.js/dist/theme/fonts/source-sans-pro", "www/vendor/reveal/theme/fonts/source-sans-pro"],
  ["node_modules/reveal.js/LICENSE", "www/vendor/reveal/LICENSE.txt"],
];

for (const [from, to] of VENDORED) {
  mkdirSync(dirname(join(ROOT, to)), { recursive: true });
  cpSync(join(ROOT, from), join(ROOT, to), { recursive: true });
}
console.log(`vendored ${VENDORED.length} files into www/vendor/`);
