// The page inside a SCORM 1.2 package (scripts/scorm.mjs): the visualiser (app.js) reporting to
// the LMS that launched it. The lesson is "incomplete" once opened and "completed" once a search is
// solved; predict mode's score is cmi.core.score.raw, the share of right predictions in per cent.
// Opened outside an LMS (no SCORM API found), the page works as it does anywhere.
import "./app.js";

/** How far up the frames, and then the opener's, the SCORM 1.2 API is looked for (the ADL's
 *  discovery algorithm goes no deeper than 7 parent frames). */
const MAX_FRAMES = 7;

/** The LMS's SCORM 1.2 API (the object named API in this window, a parent frame, or the opener's
 *  frames), or null. */
export function findApi(win) {
  for (let w = win; w; w = w.opener) {
    let frame = w;
    for (let depth = 0; frame && depth <= MAX_FRAMES; depth++) {
      try {
        if (frame.API) return frame.API;
      } catch {
        // A frame of another origin: the API cannot be there for this page.
      }
      if (frame.parent === frame) break;
      frame = frame.parent;
    }
    if (w.opener === w) break;
  }
  return null;
}

/** Reports the visualiser `vis`'s progress to the SCORM 1.2 `api`; returns a function that ends
 *  the session (LMSFinish). A call the LMS refuses is reported on the console with its error. */
export function reportTo(api, vis) {
  const call = (name, ...args) => {
    const ok = String(api[name](...args)) === "true";
    if (!ok) console.warn(`SCORM ${name}(${args.join(", ")}) refused: error ${api.LMSGetLastError()}`);
    return ok;
  };
  const set = (element, value) => call("LMSSetValue", element, String(value));
  if (!call("LMSInitialize", "")) return () => {};
  if (["not attempted", ""].includes(api.LMSGetValue("cmi.core.lesson_status"))) {
    set("cmi.core.lesson_status", "incomplete");
    call("LMSCommit", "");
  }
  vis.addEventListener("predict", ({ detail: { score } }) => {
    set("cmi.core.score.min", 0);
    set("cmi.core.score.max", 100);
    set("cmi.core.score.raw", Math.round((100 * score.points) / score.tries));
    call("LMSCommit", "");
  });
  vis.addEventListener("solved", () => {
    set("cmi.core.lesson_status", "completed");
    call("LMSCommit", "");
  });
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    call("LMSFinish", "");
  };
}

const api = findApi(window);
if (api) {
  const finish = reportTo(api, window.pnlab);
  addEventListener("pagehide", finish);
}
