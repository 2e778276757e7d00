// Page modules found by name in one folder (boards/, algorithms/), each loaded once: a new board
// shape or algorithm is its file, with no list of them to keep.

/** A loader of `folder`/<name>.js for names matching `pattern`, by `importer(name)`, an
 *  `import()` whose path the caller writes out, so that bundlers (esbuild) see which files. `load(name)` gives the promise
 *  of the module, rejected with the name and the file it needs when there is none; `loaded` holds
 *  each module once it is there. `kind`, `nameIs`, `allowed` and `role` word the messages. */
export function modulesByName({ folder, importer, pattern, kind, nameIs, allowed, role }) {
  const loading = new Map();
  const loaded = new Map();
  function load(name) {
    if (typeof name !== "string" || !pattern.test(name)) {
      return Promise.reject(new Error(`${kind} ${JSON.stringify(name)} is not ${nameIs}: allowed are ${allowed}`));
    }
    if (!loading.has(name)) {
      const promise = importer(name).then(
        (module) => {
          loaded.set(name, module);
          return module;
        },
        (err) => {
          loading.delete(name);
          throw new Error(`${kind} ${name} has no ${role}: www/view/${folder}/${name}.js did not load (${err.message})`);
        },
      );
      loading.set(name, promise);
    }
    return loading.get(name);
  }
  return { load, loaded };
}
