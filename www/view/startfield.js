// The start position in the visualiser's settings form: the moves the search starts after
// (`config.start`, `start=` in the link, set by the play page's "Search this position"), shown
// and editable. It stays while the game stays, whatever else the form changes; choosing another
// game drops it, with a word saying so, since one game's moves mean nothing in another.
// A start that the game's new parameters make illegal is refused by the engine, naming the move.

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The field and its note, for the settings form. */
export function startField() {
  return `<label class="start-field" title="Moves played before the search starts, in the game's labels (e.g. from the play page)">Start moves<input name="start" type="text" placeholder="none" spellcheck="false" autocomplete="off" style="width: 8rem"></label><span class="start-note" role="status" hidden></span>`;
}

/** The start of a configuration as the field shows it: moves separated by spaces. */
export function startText(start) {
  if (start == null) return "";
  return (Array.isArray(start) ? start.join(" ") : String(start)).trim();
}

/** Shows a configuration's start in `form`. */
export function fillStart(form, config) {
  form.elements.start.value = startText(config.start);
  note(form, "");
}

/** The start the form describes, or undefined for none. */
export function readStart(form) {
  const text = startText(form.elements.start.value.replace(/,/g, " ").replace(/\s+/g, " "));
  return text || undefined;
}

/** The game was changed from `from` (its title) to another: the start goes, and the page says so. */
export function dropStart(form, from) {
  const text = startText(form.elements.start.value);
  if (!text) return;
  form.elements.start.value = "";
  note(form, `The start moves "${esc(text)}" were for ${esc(from)}: dropped with the change of game.`);
}

function note(form, html) {
  const el = form.querySelector(".start-note");
  el.hidden = !html;
  el.innerHTML = html;
}
