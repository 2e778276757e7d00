// Copies the page's third-party files from node_modules into www/vendor/, so that www/ is a
// plain static folder: no bundler, no CDN, no network at lecture time.
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const VENDORED = [
  // d3's single-file build (zoom, pan, transitions, selections); loaded by www/view/d3.js.
  ["node_modules/d3/dist/d3.min.js", "www/vendor/d3.min.js"],
  ["node_modules/d3/LICENSE", "www/vendor/d3.LICENSE.txt"],
];

mkdirSync(join(ROOT, "www/vendor"), { recursive: true });
for (const [from, to] of VENDORED) copyFileSync(join(ROOT, from), join(ROOT, to));
console.log(`vendored ${VENDORED.length} files into www/vendor/`);
