// A game's own parameters as form fields, from the engine's schema: a number input for a whole
// number, a select for a choice, a text input for a text, a textarea for a JSON document (a
// positional game's definition, pasted). Shared by the settings form and the comparison page.
import { opt } from "./template.js";

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The fields' markup for `game` (a schema entry), filled with `values` or the defaults. */
export function gameFields(game, values = {}) {
  return game.params
    .map((p) => {
      const v = values[p.name] ?? p.default;
      const note = p.note ? ` title="${esc(p.note)}"` : "";
      const name = `g.${p.name}`;
      if (p.type === "int") {
        return `<label${note}>${p.label}<input name="${name}" type="number" value="${v}" min="${p.min}" max="${p.max}" inputmode="numeric"></label>`;
      }
      if (p.type === "choice") return `<label${note}>${p.label}<select name="${name}">${opt(p.values.map((x) => [x, x]), v)}</select></label>`;
      if (p.type === "document") {
        const text = typeof v === "string" ? v : JSON.stringify(v);
        return `<label class="document"${note}>${p.label} <small>(JSON: paste a definition)</small><textarea name="${name}" rows="3" spellcheck="false">${esc(text)}</textarea></label>`;
      }
      const max = p.maxLen;
      const pattern = p.alphabet ? ` pattern="[${p.alphabet.replace(/[\]\\^-]/g, "\\$&")}]*"` : "";
      return `<label${note}>${p.label}<input name="${name}" type="text" value="${esc(v)}"${max ? ` maxlength="${max}"` : ""}${pattern} spellcheck="false"></label>`;
    })
    .join("");
}

/** Reads the fields back: {param: value}; an empty number field (a number input also reads
 *  empty when what was typed is not a number) and a document that is not JSON throw, naming
 *  the field and what it needs. */
export function readGameFields(form, game) {
  const out = {};
  for (const p of game.params) {
    const text = form.elements[`g.${p.name}`]?.value ?? "";
    if (p.type === "int" && text.trim() === "") {
      throw new Error(`${p.label} is empty or not a number: a whole number from ${p.min} to ${p.max} is required`);
    }
    if (p.type === "int") out[p.name] = Number(text);
    else if (p.type === "document") {
      try {
        out[p.name] = JSON.parse(text);
      } catch (err) {
        throw new Error(`${p.name}: not JSON (${err.message})`);
      }
    } else out[p.name] = text;
  }
  return out;
}
