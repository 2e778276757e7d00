// A reveal.js plugin for <pn-search>: a slide's fragments step its element, forwards and back,
// and an element that is playing pauses while its slide is away and plays again on its return.
//
//   import PnSearchReveal from "pn-search/pn-search-reveal.js";
//   new Reveal({ plugins: [PnSearchReveal] }).initialize();
//
//   <section>
//     <pn-search game="clique" n="5" k="3"></pn-search>
//     <p class="fragment" data-pn="step">…</p>   <!-- shown: step(); hidden: back() -->
//     <p class="fragment" data-pn="run">…</p>    <!-- shown: run(); hidden: back to where it was -->
//   </section>
//
// A fragment drives the slide's first <pn-search>, or the one whose id its data-pn-for names.

/** What a fragment can do: the element's method forwards, and how to undo it. */
const ACTIONS = {
  step: { forward: (demo) => demo.step(), undo: (demo) => demo.back() },
  run: { forward: (demo) => demo.run(), undo: (demo, before) => demo.goto(before) },
};

/** The element a fragment drives; an Error naming the fragment when there is none. */
function target(slide, fragment) {
  const id = fragment.dataset.pnFor;
  const demo = id ? slide.querySelector(`pn-search#${CSS.escape(id)}`) : slide.querySelector("pn-search");
  if (!demo) throw new Error(`pn-search-reveal: fragment "${fragment.textContent.trim()}" has no <pn-search>${id ? ` with id "${id}"` : ""} on its slide`);
  return demo;
}

function plugin() {
  /** Per element, what its fragments have done so far (action and the iteration before), so
   *  jumping over several fragments, or coming back to a slide, stays in step. */
  const applied = new Map();
  /** Per slide, the sync under way: one at a time, in the order the deck moved. */
  const queue = new Map();
  /** The elements that were playing when their slide left. */
  const paused = new Set();

  async function sync(slide) {
    const fragments = [...slide.querySelectorAll(".fragment[data-pn]")];
    for (const f of fragments) {
      if (!ACTIONS[f.dataset.pn]) throw new Error(`pn-search-reveal: data-pn="${f.dataset.pn}" is not an action; the actions are ${Object.keys(ACTIONS).join(", ")}`);
    }
    for (const demo of new Set(fragments.map((f) => target(slide, f)))) {
      const mine = fragments.filter((f) => target(slide, f) === demo);
      const shown = mine.filter((f) => f.classList.contains("visible")).length;
      const done = applied.get(demo) ?? [];
      applied.set(demo, done);
      while (done.length < shown) {
        const action = mine[done.length].dataset.pn;
        const before = demo.state?.iteration ?? 0;
        await ACTIONS[action].forward(demo);
        done.push({ action, before });
      }
      while (done.length > shown) {
        const { action, before } = done.pop();
        await ACTIONS[action].undo(demo, before);
      }
    }
  }

  function later(slide) {
    if (!slide) return;
    const next = (queue.get(slide) ?? Promise.resolve()).then(() => sync(slide)).catch((err) => console.error(err));
    queue.set(slide, next);
  }

  function leave(slide) {
    for (const demo of slide?.querySelectorAll("pn-search") ?? []) {
      if (!demo.playing) continue;
      demo.pause();
      paused.add(demo);
    }
  }

  function enter(slide) {
    for (const demo of slide?.querySelectorAll("pn-search") ?? []) {
      if (paused.delete(demo)) demo.play();
    }
  }

  return {
    id: "pn-search",
    init(deck) {
      deck.on("ready", () => later(deck.getCurrentSlide()));
      deck.on("fragmentshown", () => later(deck.getCurrentSlide()));
      deck.on("fragmenthidden", () => later(deck.getCurrentSlide()));
      deck.on("slidechanged", ({ previousSlide, currentSlide }) => {
        leave(previousSlide);
        enter(currentSlide);
        later(currentSlide);
      });
    },
  };
}

export default plugin;
