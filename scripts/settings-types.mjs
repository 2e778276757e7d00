// Appends to a wasm module's generated pnlab.d.ts (scripts/wasm-modules.mjs) the TypeScript types
// of a configuration's settings, written from that module's own schema() (the one table of
// settings, src/config/settings.rs), so the types name every option, parameter, limit, preset and
// algorithm that build takes and no list is kept here.
//   node scripts/settings-types.mjs DIR   (after DIR's build, e.g. pkg-play)
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { MODULES } from "./wasm-modules.mjs";

const MARK = "// settings (scripts/settings-types.mjs)";
const dir = process.argv[2];
const module = MODULES.find((m) => m.dir === dir);
if (!module) {
  console.error(`settings-types: unknown module "${dir}": allowed are ${MODULES.map((m) => m.dir).join(", ")}`);
  process.exit(2);
}
const glue = resolve(import.meta.dirname, "..", dir, "pnlab.js");
let schema;
if (module.target === "nodejs") {
  schema = createRequire(import.meta.url)(glue).schema();
} else {
  const engine = await import(pathToFileURL(glue));
  engine.initSync({ module: readFileSync(join(dir, "pnlab_bg.wasm")) });
  schema = engine.schema();
}

const union = (values) => values.map((v) => JSON.stringify(v)).join(" | ");
const type = (s) =>
  s.type === "bool" ? "boolean" : s.type === "choice" ? union(s.values) : "number";
const fields = (list, optional) =>
  list.map((s) => `  /** ${s.help} */\n  ${s.name}${optional ? "?" : ""}: ${type(s)};`).join("\n");

const text = `${MARK}
/** PN-search's options in force (every preset gives each). */
export interface Options {
${fields(schema.options, false)}
  question: Question;
}
/** The algorithms' parameters of a configuration (each applies to the algorithms the schema names). */
export interface ConfigParams {
${fields(schema.params, true)}
}
/** The resource limits of a configuration. */
export interface ConfigLimits {
${fields(schema.limits, true)}
}
export type PresetName = ${union(schema.presets.map((p) => p.name))};
export type AlgorithmName = ${union(schema.algorithms)};
export type Ask = ${union(schema.questions)};
`;

{
  const file = join(dir, "pnlab.d.ts");
  let dts = readFileSync(file, "utf8");
  // Run again on a file that has them: replaced, not doubled.
  if (dts.includes(MARK)) dts = dts.slice(0, dts.indexOf(MARK));
  writeFileSync(file, dts + text);
}
