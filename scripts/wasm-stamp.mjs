// Each committed wasm build (the page's modules, scripts/wasm-modules.mjs: pkg/, pkg-play/)
// names its inputs in its sources.txt, each with its SHA-256, so that scripts/main.sh can tell
// without a Rust toolchain whether they are what the sources build.
//   node scripts/wasm-stamp.mjs write DIR  right after DIR's build (scripts/build-wasm.sh): the
//                                          Rust files are those the build's dep-info file
//                                          (pnlab.d) lists
//   node scripts/wasm-stamp.mjs check      exit 0 when every input of every page module is
//                                          unchanged, else 1 and the inputs that changed
// The full guard is scripts/test.sh, which rebuilds them and fails if they differ from the commit.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { PAGE_MODULES } from "./wasm-modules.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** A module's stamp file. */
export const stampOf = (dir) => join(ROOT, dir, "sources.txt");

/** The build's inputs besides the Rust sources: its settings and the scripts that shape pkg/. */
const BUILD_FILES = [
  "Cargo.toml",
  "Cargo.lock",
  ".cargo/config.toml",
  "scripts/build-wasm.sh",
  "scripts/wasm-modules.mjs",
  "scripts/wasm-remap.sh",
  "scripts/wasm-freed.mjs",
  "scripts/settings-types.mjs",
];
/** wasm-opt comes from this npm package (scripts/build-wasm.sh); its version is the input. */
const OPTIMISER = "binaryen";

const header = (dir) =>
  `# The inputs of this build of ${dir}/ and their SHA-256 (scripts/wasm-stamp.mjs writes it; do not edit).\n`;

/** The repository's files a dep-info file lists (absolute paths, spaces escaped), relative and
 *  sorted. Markdown is left out: the only one is the crate's doc text, which the wasm does not hold. */
export function depInfoFiles(text, root = ROOT) {
  const line = text.split("\n").find((l) => l.includes(": "));
  if (!line) throw new Error("the dep-info file has no 'target: inputs' line");
  const inputs = line
    .slice(line.indexOf(": ") + 2)
    .split(/(?<!\\) /)
    .filter(Boolean)
    .map((p) => p.replaceAll("\\ ", " "));
  return inputs
    .filter((p) => p.startsWith(root + sep) && !p.endsWith(".md"))
    .map((p) => relative(root, p).split(sep).join("/"))
    .sort();
}

function sha256(path) {
  return createHash("sha256").update(readFileSync(join(ROOT, path))).digest("hex");
}

function optimiserVersion() {
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8"));
  const entry = lock.packages?.[`node_modules/${OPTIMISER}`];
  if (!entry) throw new Error(`package-lock.json has no ${OPTIMISER}`);
  return entry.version;
}

/** [value, name] for every input: a hash for a file, the version for the optimiser. */
function entries(rustFiles) {
  const files = [...new Set([...rustFiles, ...BUILD_FILES])].sort();
  return [...files.map((f) => [sha256(f), f]), [optimiserVersion(), `npm:${OPTIMISER}`]];
}

/** Parses a sources.txt into [value, name] pairs. */
export function readStamp(text) {
  return text
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const at = l.indexOf("  ");
      if (at < 0) throw new Error(`sources.txt: bad line '${l}' (want 'value  name')`);
      return [l.slice(0, at), l.slice(at + 2)];
    });
}

/** The names whose value now differs from the stamp's (a missing file counts as changed). */
export function changed(stamp) {
  const optimiser = optimiserVersion();
  return stamp
    .filter(([value, name]) => {
      if (name === `npm:${OPTIMISER}`) return value !== optimiser;
      return !existsSync(join(ROOT, name)) || sha256(name) !== value;
    })
    .map(([, name]) => name);
}

/** The dep-info file of the wasm build of scripts/build-wasm.sh (profile wasm-release). */
function depInfoPath() {
  const meta = execFileSync("cargo", ["metadata", "--format-version", "1", "--no-deps"], { cwd: ROOT, encoding: "utf8" });
  return join(JSON.parse(meta).target_directory, "wasm32-unknown-unknown", "wasm-release", "pnlab.d");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  const dir = process.argv[3];
  if (command === "write" && PAGE_MODULES.some((m) => m.dir === dir)) {
    const rust = depInfoFiles(readFileSync(depInfoPath(), "utf8"));
    const lines = entries(rust).map(([v, n]) => `${v}  ${n}`);
    writeFileSync(stampOf(dir), header(dir) + lines.join("\n") + "\n");
  } else if (command === "check") {
    let stale = false;
    for (const { dir: d } of PAGE_MODULES) {
      if (!existsSync(stampOf(d))) {
        console.error(`wasm-stamp: ${d}/sources.txt is missing: ${d}/ is not a committed build`);
        stale = true;
        continue;
      }
      const diff = changed(readStamp(readFileSync(stampOf(d), "utf8")));
      if (diff.length) {
        console.error(`wasm-stamp: changed since ${d}/ was built: ${diff.join(", ")}`);
        stale = true;
      }
    }
    if (stale) process.exit(1);
  } else {
    console.error(`usage: node scripts/wasm-stamp.mjs write DIR | check   (DIR: one of ${PAGE_MODULES.map((m) => m.dir).join(", ")})`);
    process.exit(2);
  }
}
