// Appends to wasm-bindgen's glue (pkg/pnlab.js, pkg-node/pnlab.js) a guard on every method and
// getter of its classes, so a call on a freed handle says so and names the call, and a second
// free() does nothing. Without it, wasm-bindgen passes the freed handle's null pointer on, and
// the error reads "null pointer passed to rust". wasm-bindgen has no option for this message; the classes are read from the
// glue itself, so a new class is guarded without a list to keep.
import { readFileSync, writeFileSync } from "node:fs";

const MARK = "// freed-handle guard";
for (const file of process.argv.slice(2)) {
  let glue = readFileSync(file, "utf8");
  // Run again on glue that has the guard: the guard is replaced, not doubled.
  if (glue.includes(MARK)) glue = glue.slice(0, glue.indexOf(MARK));
  const classes = [...glue.matchAll(/^(?:export )?class (\w+) \{/gm)].map((m) => m[1]);
  glue += `
${MARK} (scripts/wasm-freed.mjs)
for (const C of [${classes.join(", ")}]) {
  for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(C.prototype))) {
    if (name === "constructor" || name.startsWith("__")) continue;
    if (name === "free") {
      // A second free() does nothing, as closing a closed file does.
      C.prototype.free = function () {
        if (this.__wbg_ptr !== 0) d.value.call(this);
      };
      continue;
    }
    const freed = () => new Error(\`\${C.name}.\${name}: this \${C.name} was freed (free() was called on it); create a new one\`);
    const wrap = (f) => f && function (...args) {
      if (this.__wbg_ptr === 0) throw freed();
      return f.apply(this, args);
    };
    const guarded = "value" in d ? { value: wrap(d.value) } : { get: wrap(d.get), set: wrap(d.set) };
    Object.defineProperty(C.prototype, name, { ...d, ...guarded });
  }
}
`;
  writeFileSync(file, glue);
}
