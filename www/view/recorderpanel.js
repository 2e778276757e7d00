// The recording form: iterations a..b of the search shown as a GIF or a WebM (recorder.js),
// drawn through the visualiser at full speed and downloaded.
import { checkRange, recordGif, recordWebm } from "./recorder.js";
import { download } from "./exporter.js";
import { saveView, restoreView } from "./viewstate.js";

export class RecorderPanel {
  /** `vis`: the Visualiser whose DAG is recorded. */
  constructor(vis) {
    this.vis = vis;
    this.form = vis.$(".record-form");
    /** The recording under way (an AbortController), or null. */
    this.recording = null;
    vis.onAct({ record: () => (this.form.hidden = !this.form.hidden) });
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.#recordFromForm();
    });
    this.form.querySelector("[data-rec=cancel]").addEventListener("click", () => (this.recording ? this.recording.abort() : (this.form.hidden = true)));
  }

  /** Records iterations from..to as a GIF, encoded in a worker (see recorder.js); resolves
   *  its bytes. cancel() rejects it at once. */
  gif(options) {
    return this.#record(recordGif, options);
  }

  /** Records iterations from..to as a WebM video with the browser's MediaRecorder, in real
   *  time; rejects with a message where the browser cannot. */
  webm(options) {
    return this.#record(recordWebm, options);
  }

  /** Stops a recording under way; its promise rejects at once. */
  cancel() {
    this.recording?.abort();
  }

  async #record(recorder, options) {
    const vis = this.vis;
    // A range refused on its face leaves everything as it is, the play under way included.
    checkRange(options?.from, options?.to);
    vis.pause();
    const speed = vis.speed;
    vis.speed = 5;
    this.recording = new AbortController();
    const view = saveView(vis);
    try {
      return await recorder(vis, { ...options, signal: this.recording.signal });
    } finally {
      this.recording = null;
      // Recorded, refused or cancelled: the view is the one the recording began from.
      await restoreView(vis, view);
      vis.speed = speed;
    }
  }

  async #recordFromForm() {
    const f = this.form;
    const [width, height] = f.elements.size.value.split("x").map(Number);
    const bar = f.querySelector("progress");
    const webm = f.elements.format.value === "webm";
    this.vis.showError(null);
    // The bar shows while a recording runs: empty before one, it looked stuck.
    bar.value = 0;
    bar.hidden = false;
    try {
      const bytes = await (webm ? this.webm.bind(this) : this.gif.bind(this))({
        from: Number(f.elements.from.value),
        to: Number(f.elements.to.value),
        width,
        height,
        delay: Number(f.elements.delay.value),
        onProgress: ({ frame, frames }) => (bar.value = frame / frames),
      });
      const name = `pn-lab-${this.vis.ctrl.gameName.replace(/[^A-Za-z0-9]+/g, "-")}-${f.elements.from.value}-${f.elements.to.value}`;
      download(`${name}.${webm ? "webm" : "gif"}`, new Blob([bytes], { type: webm ? "video/webm" : "image/gif" }));
    } catch (err) {
      this.vis.showError(err);
    } finally {
      bar.hidden = true;
    }
  }
}
