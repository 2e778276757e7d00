// What the paired Node benchmarks of two wasm builds share: a web-target build loaded from its
// folder (each under its own URL, so two builds live side by side), and CPU time in ms.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** The wasm-bindgen module in `dir` (pkg/'s layout), initialised. */
export async function loadBuild(dir) {
  const m = await import(pathToFileURL(`${dir}/pnlab.js`).href + `?${dir}`);
  m.initSync({ module: readFileSync(`${dir}/pnlab_bg.wasm`) });
  return m;
}

/** This process's CPU time since `process.cpuUsage()` gave `t`, in ms. */
export const cpuMs = (t) => {
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1000;
};
