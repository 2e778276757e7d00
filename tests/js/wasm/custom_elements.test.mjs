// The package's custom-elements.json (scripts/package.mjs, by @custom-elements-manifest/analyzer)
// lists exactly the attributes and events <pn-search> has, as its source and the engine's schema
// say, and the methods its .d.ts declares; package.json points to it and the tarball holds it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const require = createRequire(import.meta.url);
const { schema } = require("../../../pkg-node/pnlab.js");
const ROOT = resolve(import.meta.dirname, "../../..");
const PKG = join(ROOT, "dist/pn-search");
const SOURCE = readFileSync(join(ROOT, "www/pn-search.js"), "utf8");

const kebab = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A top-level `const NAME = [...]` list of the element's source. */
function sourceList(name) {
  const m = new RegExp(`^(?:export )?const ${name} = (\\[[^\\]]*\\]);`, "m").exec(SOURCE);
  assert.ok(m, `www/pn-search.js declares ${name}`);
  return JSON.parse(m[1]);
}

function element() {
  assert.ok(existsSync(join(PKG, "custom-elements.json")), "dist/pn-search/custom-elements.json (node scripts/package.mjs makes it)");
  const manifest = JSON.parse(readFileSync(join(PKG, "custom-elements.json"), "utf8"));
  const decls = manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => ({ ...d, module: m.path })));
  const el = decls.find((d) => d.tagName === "pn-search");
  assert.ok(el, "the manifest declares <pn-search>");
  return { manifest, el };
}

const sorted = (xs) => [...new Set(xs)].sort();

test("the manifest's attributes are the element's: its own lists and every setting of the engine's schema", () => {
  const { el } = element();
  const s = schema();
  const fromSchema = [
    ...s.games.flatMap((g) => g.params.map((p) => kebab(p.name))),
    ...[...s.options, ...s.params, ...s.limits].map((x) => kebab(x.name)),
  ];
  const expected = [...sourceList("TOP_ATTRS"), ...sourceList("VIEW_ATTRS"), ...fromSchema];
  assert.deepEqual(sorted(el.attributes.map((a) => a.name)), sorted(expected));
  // The flags are booleans; a choice lists the schema's values.
  const attr = (name) => el.attributes.find((a) => a.name === name);
  for (const flag of sourceList("FLAG_ATTRS")) assert.equal(attr(flag).type.text, "boolean", flag);
  const rule = s.options.find((o) => o.name === "rule");
  assert.equal(attr("rule").type.text, rule.values.map((v) => JSON.stringify(v)).join(" | "));
  assert.equal(attr("game").type.text, s.games.map((g) => JSON.stringify(g.name)).join(" | "));
});

test("the manifest's events are every event the element dispatches", () => {
  const { el } = element();
  const literal = [...SOURCE.matchAll(/new CustomEvent\(\s*"([^"]+)"/g)].map((m) => m[1]);
  // The one dispatch whose name is not a literal passes the Visualiser's events on.
  assert.equal([...SOURCE.matchAll(/new CustomEvent\(\s*`pn-\$\{type\}`/g)].length, 1);
  const expected = [...literal, ...sourceList("FORWARDED_EVENTS").map((t) => `pn-${t}`)];
  assert.deepEqual(sorted(el.events.map((e) => e.name)), sorted(expected));
});

test("the manifest's methods are the ones the element's .d.ts declares", () => {
  const { el } = element();
  const dts = readFileSync(join(ROOT, "www/pn-search.d.ts"), "utf8");
  const body = dts.slice(dts.indexOf("export declare class PnSearchElement"));
  const declared = [...body.matchAll(/^ {2}(\w+)\(.*\): /gm)].map((m) => m[1]).filter((n) => n !== "addEventListener");
  const methods = el.members.filter((m) => m.kind === "method").map((m) => m.name);
  assert.deepEqual(sorted(methods), sorted(declared));
});

test("package.json names the manifest and the npm tarball holds it", () => {
  const { el } = element();
  const pkg = JSON.parse(readFileSync(join(PKG, "package.json"), "utf8"));
  assert.equal(pkg.customElements, "custom-elements.json");
  assert.equal(el.module, "pn-search.js");
  assert.ok(existsSync(join(PKG, el.module)));
  const tgz = readdirSync(join(ROOT, "dist")).find((f) => /^pnlab-pn-search-.*\.tgz$/.test(f));
  assert.ok(tgz, "dist/ holds the npm tarball");
  const listed = execFileSync("tar", ["tzf", join(ROOT, "dist", tgz)], { encoding: "utf8" }).split("\n");
  assert.ok(listed.includes("package/custom-elements.json"), listed.join(", "));
});
