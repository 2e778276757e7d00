// The processes a program started, from /proc: a benchmark counts the CPU of its own browser's
// renderers, not of every Chromium on a shared machine (another's renderers made its ratio read
// 3.4–4.2 where its own gave 1.5–1.7).
import { readdirSync, readFileSync } from "node:fs";

/** The ids in `parents` (pid → parent pid) that descend from `root` (not `root` itself). */
export function descendants(parents, root) {
  const children = new Map();
  for (const [pid, ppid] of parents) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const out = [];
  const todo = [...(children.get(root) ?? [])];
  while (todo.length) {
    const pid = todo.pop();
    out.push(pid);
    todo.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** A process's parent from the text of /proc/PID/stat (its name, in parentheses, may hold spaces). */
export const parentOf = (stat) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);

/** pid → parent pid of every process now. */
export function processParents() {
  const parents = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      parents.set(Number(pid), parentOf(readFileSync(`/proc/${pid}/stat`, "utf8")));
    } catch {
      // A process that ended meanwhile.
    }
  }
  return parents;
}
