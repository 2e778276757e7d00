// Walks the engine's schema: one configuration per setting, that setting away from its default
// and everything else at its default. Shared by tests/js/wasm/urlstate.test.mjs (the URL state, in
// Node) and tests/browser/games.spec.js (the page: link, reload, settings form). Not a test
// file itself (node --test runs *.test.mjs).

/** A value of `s` (an option, algorithm parameter or limit) other than `than`. */
export function otherSetting(s, than) {
  if (s.type === "bool") return than === undefined ? true : !than;
  if (s.type === "choice") return s.values.find((v) => v !== than) ?? s.values.at(-1);
  if (s.type === "int") return Math.max(s.min ?? 1, 1) + 1;
  return (s.max ?? 2) / 4;
}

/** A value of game parameter `p` other than its default, still one the engine accepts with the
 *  game's other parameters at their defaults. */
export function otherParam(p) {
  const d = p.default;
  if (p.type === "int") return d + 1 <= (p.max ?? Infinity) ? d + 1 : d - 1;
  if (p.type === "choice") return p.values.find((v) => v !== d);
  if (p.type === "text") {
    const reversed = [...d].reverse().join("");
    return reversed !== d ? reversed : d.slice(0, -1);
  }
  if (p.type === "document") {
    // The same definition named otherwise and without its drawing coordinates (drawn on a circle).
    const { coords, ...rest } = d;
    return { ...rest, name: `${d.name ?? "definition"} (walked)` };
  }
  throw new Error(`game parameter ${p.name} has a type the walk does not know: ${p.type}`);
}

/** Every game parameter's value, at its default. */
export const gameDefaults = (g) => Object.fromEntries(g.params.map((p) => [p.name, p.default]));

/**
 * [label, config] for every setting of the schema set away from its default: each game's
 * parameters one at a time, each question, each option (away from the preset's value), each
 * algorithm parameter (with an algorithm that takes it) and each limit. Every config names its
 * game's parameters in full and the preset, as the page's settings form writes them.
 */
export function walk(schema, preset = "K4WEAK") {
  const out = [];
  const base = schema.games[0];
  const full = (g, extra = {}) => ({ game: g.name, ...gameDefaults(g), preset, ...extra });
  // The cyclic game (Morris) takes men = 3, 6 or 9 only, which a range's other value misses;
  // tests/js/wasm/boards.test.mjs and cellmoves.test.mjs build it.
  for (const g of schema.games.filter((g) => !schema.cyclic.includes(g.name))) {
    out.push([`${g.name} at its defaults`, full(g)]);
    for (const p of g.params) out.push([`${g.name}.${p.name}`, full(g, { [p.name]: otherParam(p) })]);
  }
  for (const q of schema.questions) if (q !== "auto") out.push([`question ${q}`, full(base, { question: q })]);
  const presetOptions = schema.presets.find((p) => p.name === preset).options;
  // An option of some algorithms only is set with the first of them.
  for (const s of schema.options) {
    const algorithm = s.algorithms?.length ? s.algorithms.find((a) => schema.algorithms.includes(a)) : null;
    if (algorithm === undefined) continue;
    out.push([`options.${s.name}`, full(base, { ...(algorithm && { algorithm }), options: { [s.name]: otherSetting(s, presetOptions[s.name]) } })]);
  }
  for (const s of schema.params) {
    for (const algorithm of s.algorithms) out.push([`params.${s.name} (${algorithm})`, full(base, { algorithm, params: { [s.name]: otherSetting(s) } })]);
  }
  for (const s of schema.limits) out.push([`limits.${s.name}`, full(base, { limits: { [s.name]: s.name === "maxBytes" ? 100_000_000 : 5000 } })]);
  return out;
}
