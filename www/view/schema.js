// The engine's schema: every game with its parameters, the presets, algorithms, questions,
// options, algorithm parameters and limits (PnSearch's `schema()`). The settings form, the URL
// state and the element read it instead of keeping lists of their own. Loaded once per page.

let cached = null;

/** The schema, from the page's wasm module (scripts/wasm-modules.mjs): `load` imports it, the
 *  visualiser's by default (the play page passes its own, so that it downloads one module). The
 *  first call's module answers every later call. */
export function loadSchema(load = () => import("../pkg/pnlab.js")) {
  cached ??= load().then(async (m) => {
    await m.default();
    return m.schema();
  });
  return cached;
}

/** A game's entry in the schema, or an Error naming the games there are. */
export function gameOf(schema, name) {
  const g = schema.games.find((x) => x.name === name);
  if (!g) throw new Error(`unknown game "${name}": allowed are ${schema.games.map((x) => x.name).join(", ")}`);
  return g;
}

/** Whether a game's positions repeat (the schema's `cyclic`): dcg searches it. */
export function isCyclic(schema, name) {
  return schema.cyclic.includes(name);
}

/** A game's parameters at their defaults. */
export function defaults(schema, name) {
  return Object.fromEntries(gameOf(schema, name).params.map((p) => [p.name, p.default]));
}

/** The algorithm a configuration runs: its own, else the schema's `cyclicAlgorithm` for a game whose positions repeat, else
 *  its preset's (K4WEAK when it names none), as the engine reads it (Config::algorithm). */
export function algorithmOf(schema, config) {
  if (config.algorithm) return config.algorithm;
  if (isCyclic(schema, config.game)) return schema.cyclicAlgorithm ?? null;
  const preset = String(config.preset ?? "K4WEAK").toUpperCase();
  return schema.presets.find((p) => p.name === preset)?.algorithm ?? null;
}
