// The module's memory and time through a run and the page's view of it, in Node: `run()`, then
// `delta()` (a whole snapshot), `back(1)`, `delta()` (a difference), `node(0)`. Memory is the
// module's, which never shrinks (so each figure is the peak so far). Prints one JSON line.
//
//   node scripts/view-memory.mjs PKG_DIR CONFIG_JSON
//   node scripts/view-memory.mjs pkg '{"game":"clique","n":8,"k":4,"preset":"BEST","limits":{"maxBytes":1073741824}}'
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
const [dirArg, json] = process.argv.slice(2);
if (!dirArg || !json) throw new Error("usage: node scripts/view-memory.mjs PKG_DIR CONFIG_JSON");
const dir = resolve(dirArg);
const m = await import(pathToFileURL(`${dir}/pnlab.js`).href);
const w = m.initSync({ module: readFileSync(`${dir}/pnlab_bg.wasm`) });
const cfg = JSON.parse(process.argv[3]);
const s = new m.PnSearch(cfg);
const mem = () => w.memory.buffer.byteLength;
const MiB = (x) => (x / 2 ** 20).toFixed(0);
let v = s.delta(undefined).version;
const r = s.run({ maxMillis: 900000 });
const n = Number(r.createdNodes) + 1;
const M0 = mem();
const out = { nodes: n, bytes: r.bytes, stopped: r.stoppedBy, result: r.result, bpn: +(r.bytes / n).toFixed(1), memRun: MiB(M0) };
const t = (name, f) => { try { const t0 = Date.now(); const x = f(); out[name] = `${MiB(mem())} MiB (+${((mem() - M0) / n).toFixed(1)} B/node) ${Date.now() - t0} ms`; return x; } catch (e) { out[name] = "THREW " + String(e).slice(0, 150); } };
let d = t("delta", () => s.delta(v)); if (d) v = d.version;
t("back", () => s.back(1));
d = t("deltaBack", () => s.delta(v)); if (d) { v = d.version; out.backKind = d.full ? "full" : "diff"; }
t("node0", () => s.node(0));
console.log(JSON.stringify(out));
