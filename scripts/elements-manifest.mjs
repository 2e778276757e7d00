// custom-elements.json for the <pn-search> package, by @custom-elements-manifest/analyzer, with a
// plugin for what the analyzer cannot see in the source: the attributes that configure the search
// come from the engine's schema at run time (every game's parameters, every option, algorithm
// parameter and limit), the view's attributes are the element's VIEW_ATTRS list, and the
// Visualiser's events are passed on in a loop over FORWARDED_EVENTS.
import { create, ts } from "@custom-elements-manifest/analyzer";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const kebab = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const union = (values) => values.map((v) => JSON.stringify(v)).join(" | ");

/** An attribute's type as its text is read (docs/element.md, "Attributes"). */
function typeOf(setting) {
  if (setting.type === "bool") return union(["true", "false"]);
  if (setting.type === "choice") return union(setting.values);
  if (setting.type === "int" || setting.type === "number") return "number";
  return "string";
}

function range(s) {
  return s.min === undefined ? "" : ` (${s.min} to ${s.max})`;
}

/** Every attribute that configures the search, from the engine's schema. */
function configAttributes(schema) {
  const attrs = [
    { name: "game", type: { text: union(schema.games.map((g) => g.name)) }, description: "the game", default: JSON.stringify(schema.games[0].name) },
    { name: "preset", type: { text: union(schema.presets.map((p) => p.name)) }, description: "a configuration of the thesis (or BEST)", default: '"K4WEAK"' },
    { name: "algorithm", type: { text: union(schema.algorithms) }, description: "the search algorithm (default: the preset's)" },
    { name: "question", type: { text: union(schema.questions) }, description: "which yes/no question the search proves" },
    { name: "start-moves", type: { text: "string" }, description: "the start position: moves from the initial one, in the game's labels" },
    { name: "config", type: { text: "string" }, description: "a JSON configuration object for anything else; the attributes win over it" },
  ];
  // A parameter several games have (normaliser) is one attribute, its values the union of theirs.
  const params = new Map();
  for (const g of schema.games) {
    for (const p of g.params) {
      const name = kebab(p.name);
      const seen = params.get(name);
      if (seen) {
        seen.games.push(g.name);
        if (p.values) seen.values = [...new Set([...(seen.values ?? []), ...p.values])];
      } else {
        params.set(name, { ...p, games: [g.name] });
      }
    }
  }
  for (const [name, p] of params) {
    attrs.push({ name, type: { text: p.type === "document" ? "string" : typeOf(p) }, description: `${p.label}${range(p)}: a parameter of ${p.games.join(", ")}` });
  }
  for (const [what, list] of [["option", schema.options], ["algorithm parameter", schema.params], ["limit", schema.limits]]) {
    for (const s of list) attrs.push({ name: kebab(s.name), type: { text: typeOf(s) }, description: `the search's ${what} ${s.name}${range(s)}` });
  }
  return attrs;
}

/** The top-level string lists of the element's module, by name. */
function stringLists(sourceFile) {
  const lists = new Map();
  for (const st of sourceFile.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      const init = d.initializer;
      if (init && ts.isArrayLiteralExpression(init) && init.elements.every(ts.isStringLiteral)) {
        lists.set(d.name.getText(sourceFile), init.elements.map((e) => e.text));
      }
    }
  }
  return lists;
}

function need(lists, name) {
  const list = lists.get(name);
  if (!list) throw new Error(`elements-manifest: pn-search.js has no list ${name}`);
  return list;
}

function pnSearchPlugin(schema, lists) {
  return {
    name: "pn-search-schema",
    packageLinkPhase({ customElementsManifest }) {
      const flags = need(lists, "FLAG_ATTRS");
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.tagName !== "pn-search") continue;
          decl.attributes = [
            ...configAttributes(schema),
            ...need(lists, "VIEW_ATTRS").map((name) => ({
              name,
              type: { text: flags.includes(name) ? "boolean" : "string" },
              description: "how the search is shown (docs/element.md, Attributes)",
            })),
          ];
          const named = (decl.events ?? []).filter((e) => e.name);
          const forwarded = need(lists, "FORWARDED_EVENTS").map((t) => ({ name: `pn-${t}`, type: { text: "CustomEvent" } }));
          decl.events = [...forwarded, ...named];
          decl.members = (decl.members ?? []).filter((m) => !m.name.startsWith("#"));
        }
      }
    },
  };
}

/** Writes `dir`/custom-elements.json for `dir`/pn-search.js, with the engine's `schema`. */
export function writeElementsManifest(dir, schema) {
  const file = "pn-search.js";
  const sourceFile = ts.createSourceFile(file, readFileSync(join(dir, file), "utf8"), ts.ScriptTarget.ES2022, true);
  const manifest = create({ modules: [sourceFile], plugins: [pnSearchPlugin(schema, stringLists(sourceFile))] });
  writeFileSync(join(dir, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
