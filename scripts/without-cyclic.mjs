// The bundles that carry the page's default wasm module only (scripts/wasm-modules.mjs): the
// single file (scripts/single.mjs) and the Jupyter widget (scripts/jupyter-bundle.mjs).

/** An esbuild plugin for a bundle that carries the default module only (the single file, the
 *  Jupyter widget), as the second would nearly double it: importing pkg-cyclic/ (the engine
 *  worker does, for a game whose positions repeat) throws an error naming why, for `what`. */
export function withoutCyclic(what) {
  const why =
    `${what} carries only the engine for games whose positions never repeat (pkg/): a game whose ` +
    "positions repeat needs the wasm module with dcg (pkg-cyclic/), which the served page loads (scripts/main.sh)";
  return {
    name: "without-cyclic",
    setup(b) {
      b.onResolve({ filter: /\/pkg-cyclic\/pnlab\.js$/ }, () => ({ path: "pkg-cyclic", namespace: "without-cyclic" }));
      b.onLoad({ filter: /.*/, namespace: "without-cyclic" }, () => ({ contents: `throw new Error(${JSON.stringify(why)});`, loader: "js" }));
    },
  };
}
