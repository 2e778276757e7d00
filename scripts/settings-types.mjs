// Appends to the generated pkg/pnlab.d.ts and pkg-node/pnlab.d.ts the TypeScript types of a
// configuration's settings, written from the engine's own schema() (the one table of settings,
// src/config/settings.rs), so the types name every option, parameter, limit, preset and
// algorithm the engine takes and no list is kept here.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const MARK = "// settings (scripts/settings-types.mjs)";
const schema = createRequire(import.meta.url)("../pkg-node/pnlab.js").schema();

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

for (const file of process.argv.slice(2)) {
  let dts = readFileSync(file, "utf8");
  // Run again on a file that has them: replaced, not doubled.
  if (dts.includes(MARK)) dts = dts.slice(0, dts.indexOf(MARK));
  writeFileSync(file, dts + text);
}
