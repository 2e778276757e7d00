// Compiled (not run) by `tsc -p tests/types`: a page script written against the package's
// types. Wrong names or shapes in pn-search.d.ts or pkg/pnlab.d.ts fail the compile.
import type { PnSearchElement, PnSearchState, Config } from "../../dist/pn-search/pn-search.js";
import init, { PnSearch } from "../../dist/pn-search/pkg/pnlab.js";

export async function script(): Promise<string> {
  const el: PnSearchElement | null = document.querySelector("pn-search");
  if (!el) return "none";
  el.addEventListener("pn-solved", (e) => console.log(e.detail.result, e.detail.iteration));
  el.addEventListener("pn-step", (e) => console.log(e.detail.reason, e.detail.record?.developed));
  el.addEventListener("pn-progress", (e) => console.log(e.detail.createdNodes));
  el.addEventListener("pn-error", (e) => console.log(e.detail.message));
  await el.ready;
  const moved: boolean = await el.step();
  await el.back();
  await el.goto(3);
  const end = await el.run();
  const state: PnSearchState | null = el.state;
  const config: Config = el.config;
  await init();
  const search = new PnSearch({ game: "clique", n: 5, k: 3, preset: "K4WEAK" });
  search.step();
  return `${moved} ${end.cancelled} ${state?.phase} ${config.game}`;
}
