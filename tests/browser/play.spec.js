// The play page: a person loses Hexapawn 3×3 to the perfect opponent; undo, redo and the link
// round-trip; tic-tac-toe's first moves are all draws and, after X in a corner and O on the edge
// next to it, the winning moves show the distances of a plain minimax written here; an illegal
// move in the link gets a message; Connect-4 5×4's move information appears
// (its 2 s target is npm run bench:play's).
// Screenshots at 1280×800 go to test-results/.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const idle = (page) => page.waitForFunction(() => !document.getElementById("status").classList.contains("busy") && document.querySelectorAll("#moves button, #status").length > 0);
const moveTexts = (page) => page.locator("#moves button").evaluateAll((bs) => bs.map((b) => [b.dataset.move, b.querySelector(".v").textContent]));

/** Tic-tac-toe by plain minimax on labels (a–c left to right, 1–3 bottom to top): the value for
 *  the player to move (1 win, 0 draw, -1 loss) and the plies to the end, fastest win and slowest
 *  loss. Independent of the engine. */
const LABELS = ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"];
const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
function minimax(board, me) {
  let best = null;
  for (let i = 0; i < 9; i++) {
    if (board[i]) continue;
    board[i] = me;
    let v, d;
    if (LINES.some((l) => l.every((c) => board[c] === me))) [v, d] = [1, 1];
    else if (board.every(Boolean)) [v, d] = [0, 1];
    else {
      const [w, e] = minimax(board, 3 - me);
      [v, d] = [-w, e + 1];
    }
    board[i] = 0;
    if (!best || v > best[0] || (v === best[0] && ((v > 0 && d < best[1]) || (v < 0 && d > best[1])))) best = [v, d];
  }
  return best;
}

test("a person playing Hexapawn 3×3 first loses to the perfect opponent", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/play.html?game=hexapawn&cols=3&rows=3&first=person&second=perfect");
  for (let turn = 1; turn <= 10; turn++) {
    // The person's turn: the engine has answered every earlier move (or the game is over).
    await page.waitForFunction(
      (played) => {
        const status = document.getElementById("status").textContent;
        return status.startsWith("Game over") || (status.includes("(you)") && document.querySelectorAll("#history li").length === played);
      },
      2 * (turn - 1),
    );
    if ((await page.locator("#status").textContent()).startsWith("Game over")) break;
    // The person plays the move the page marks best, and still loses.
    await page.locator("#moves button.recommended").click();
  }
  await expect(page.locator("#status")).toHaveText("Game over: the second player wins.");
  await page.screenshot({ path: "test-results/play-hexapawn.png" });
});

test("tic-tac-toe: every first move is a draw; after a1 b1 the winning moves carry minimax's distances", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/play.html?game=tictactoe&first=person&second=person");
  await expect(page.locator("#moves button")).toHaveCount(9);
  await idle(page);
  expect((await moveTexts(page)).map(([, v]) => v)).toEqual(Array(9).fill("draw"));
  await page.locator("#moves button[data-move=a1]").click();
  await expect(page.locator("#moves button")).toHaveCount(8);
  await page.locator("#moves button[data-move=b1]").click();
  await expect(page.locator("#moves button")).toHaveCount(7);
  await idle(page);
  const board = Array(9).fill(0);
  board[LABELS.indexOf("a1")] = 1;
  board[LABELS.indexOf("b1")] = 2;
  const shown = Object.fromEntries(await moveTexts(page));
  let wins = 0;
  for (const [label, text] of Object.entries(shown)) {
    const b = board.slice();
    b[LABELS.indexOf(label)] = 1;
    const [v, d] = minimax(b, 2);
    const want = v < 0 ? `win in ${d + 1}` : v === 0 ? "draw" : `loss in ${d + 1}`;
    expect(text, label).toBe(want);
    wins += v < 0;
  }
  expect(wins).toBeGreaterThan(0);
  await expect(page.locator("#moves button.recommended .v")).toHaveText(/^win in/);
  await page.screenshot({ path: "test-results/play-tictactoe.png" });
  // The levels of solving from the empty board: the strong column sums to 765.
  await page.goto("/play.html?game=tictactoe&first=person&second=person");
  await page.locator("#levels-run").click();
  await expect(page.locator("#moves button")).toHaveCount(9);
  await expect(page.locator(".lv-table tr.total")).toHaveText(/total\s*205\s*323\s*765/);
  await expect(page.locator(".lv-chart rect")).toHaveCount(30);
  await page.locator("#projector").click();
  await expect(page).toHaveURL(/projector=1/);
  await page.screenshot({ path: "test-results/play-tictactoe-projector.png" });
  await page.locator("#projector").click();
  // Values can be hidden for a class that should guess first.
  await page.locator("#show-values").uncheck();
  await expect(page.locator("#moves")).toHaveClass(/hide-values/);
  await expect(page).toHaveURL(/values=0/);
});

test("undo, redo and the link round-trip; an illegal move in the link is named", async ({ page }) => {
  await page.goto("/play.html?game=tictactoe&first=person&second=person");
  await page.locator("#moves button[data-move=b2]").click();
  await expect(page).toHaveURL(/moves=b2&/);
  await page.locator("#moves button[data-move=a1]").click();
  await expect(page).toHaveURL(/moves=b2%2Ca1&/);
  await page.locator("#undo").click();
  await expect(page).toHaveURL(/moves=b2&/);
  await expect(page.locator("#history li")).toHaveCount(1);
  await page.locator("#redo").click();
  await expect(page).toHaveURL(/moves=b2%2Ca1&/);
  await expect(page.locator("#history li")).toHaveCount(2);
  const url = page.url();
  await page.goto(url);
  await expect(page.locator("#history li")).toHaveCount(2);
  await expect(page.locator("#moves button")).toHaveCount(7);
  await expect(page.locator("#status")).toHaveText(/First player to move/);
  // The link's second move is taken: the game stops before it, with a message naming it.
  await page.goto("/play.html?game=tictactoe&moves=b2,b2,a1&first=person&second=person");
  await expect(page.locator("#message")).toContainText('move 2 "b2" is not legal');
  await expect(page.locator("#history li")).toHaveCount(1);
  await expect(page.locator("#moves button")).toHaveCount(8);
  // "Search this position" opens the visualiser on it.
  await page.locator("#search-here").click();
  await expect(page).toHaveURL(/index\.html\?game=tictactoe.*start=b2/);
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  expect(await page.evaluate(() => window.pnlab.ctrl.config.start)).toBe("b2");
  // The search's root is the position after b2: one move played.
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level[0])).toBe(1);
});

test("Connect-4 5×4: every start move's information appears: losses in 20 at the edges, draws in the middle", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/play.html?game=connect4&cols=5&rows=4&first=person&second=person");
  await expect(page.locator("#moves button")).toHaveCount(5, { timeout: 10_000 });
  await idle(page);
  // From creating the game in the worker to the report drawn: the move information itself.
  const ms = await page.evaluate(() => globalThis.pnlabPlay.millis);
  const texts = (await moveTexts(page)).map(([, v]) => v);
  expect(texts).toEqual(["loss in 20", "draw", "draw", "draw", "loss in 20"]);
  // The 2 s target is a benchmark's (npm run bench:play, paired with native), not this test's:
  // a timed assertion here fails on a loaded machine (it measured 1.0–2.9 s under load).
  console.log(`connect4 5x4 move information after ${Math.round(ms)} ms`);
  await page.screenshot({ path: "test-results/play-connect4.png" });
});

test("<pn-search start-moves> searches the position after the start moves", async ({ page }) => {
  await page.goto("examples/course-notes.html");
  const config = await page.evaluate(async () => {
    await customElements.whenDefined("pn-search");
    const d = document.createElement("pn-search");
    d.id = "started";
    d.setAttribute("game", "tictactoe");
    d.setAttribute("start-moves", "a1 b1");
    const ready = new Promise((r) => {
      d.addEventListener("pn-ready", () => r(null), { once: true });
      d.addEventListener("pn-error", (e) => r(String(e.detail?.message ?? e.detail)), { once: true });
    });
    document.body.append(d);
    const error = await ready;
    return { error, ...d.config };
  });
  expect(config.error).toBeNull();
  expect(config.game).toBe("tictactoe");
  expect(config.start).toBe("a1 b1");
  await expect(page.locator("#started .st-search")).toContainText("tictactoe");
});

test("a new game of another game and size from the form", async ({ page }) => {
  await page.goto("/play.html?game=tictactoe&first=person&second=person");
  await expect(page.locator("#moves button")).toHaveCount(9);
  await page.locator("#game").selectOption("hexapawn");
  await page.locator("[name='g.cols']").fill("4");
  await page.locator("[name='g.rows']").fill("4");
  await page.locator("#new-game").click();
  await expect(page).toHaveURL(/game=hexapawn&cols=4&rows=4/);
  await expect(page.locator("#moves button")).toHaveCount(4);
  await expect(page.locator("#status")).toHaveText("First player to move (you): win in 11");
  // A size out of range is refused with the engine's message; the page keeps the old game.
  // (Past the form's own range check, which would stop it first.)
  await page.evaluate(() => (document.getElementById("settings").noValidate = true));
  await page.locator("[name='g.cols']").fill("99");
  await page.locator("#new-game").click();
  await expect(page.locator("#message")).toContainText("cols = 99 is out of range");
  await expect(page).toHaveURL(/game=hexapawn&cols=4&rows=4/);
  await expect(page.locator("#moves button")).toHaveCount(4);
});

test("a long solve shows its progress, the page stays responsive, and Cancel answers at once", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The exact solve of Connect-4 5×4's start, its progress posted slice by slice.
  await page.goto("/play.html?game=connect4&cols=5&rows=4&first=person&second=person");
  await expect(page.locator("#moves button")).toHaveCount(5, { timeout: 10_000 });
  await idle(page);
  const exact = await page.evaluate(() => globalThis.pnlabPlay.progressLog);
  // A slice is a bounded number of searched positions: a move may take several.
  expect([...new Set(exact.map((p) => `${p.method} ${p.done}/${p.total}`))]).toEqual(["exact 0/5", "exact 1/5", "exact 2/5", "exact 3/5", "exact 4/5"]);
  await expect(page.locator("#progress")).toBeHidden();
  await expect(page.locator("#cancel")).toBeHidden();

  // Connect-4 7×6 after a, past the opening book: each reply is an exact search of minutes,
  // worked in slices of positions.
  await page.goto("/play.html?game=connect4&cols=7&rows=6&first=person&second=person&moves=a&projector=1");
  await expect(page.locator("#progress-text")).toContainText(/Solving: \d of 7 moves/, { timeout: 10_000 });
  await expect(page.locator("#cancel")).toBeVisible();
  await page.waitForFunction(() => globalThis.pnlabPlay.progressLog.some((p) => p.nodes > 0));
  // The position and its moves are drawn while the values come; no move can be played yet.
  await expect(page.locator("#moves button")).toHaveCount(7);
  await expect(page.locator("#moves button").first()).toBeDisabled();
  await page.screenshot({ path: "test-results/play-progress-projector.png" });
  // The page stays responsive: timers fire on time while the worker works.
  const lag = await page.evaluate(async () => {
    let worst = 0;
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await new Promise((r) => setTimeout(r, 20));
      worst = Math.max(worst, performance.now() - t - 20);
    }
    return worst;
  });
  expect(lag).toBeLessThan(100);
  // Cancel answers at once: the status says so in the same task as the click.
  const answer = await page.evaluate(async () => {
    const t = performance.now();
    document.getElementById("cancel").click();
    await new Promise((r) => setTimeout(r, 0));
    return { ms: performance.now() - t, status: document.getElementById("status").textContent };
  });
  console.log(`cancel answered after ${answer.ms.toFixed(1)} ms`);
  expect(answer.status).toMatch(/^Cancelled/);
  expect(answer.ms).toBeLessThan(200);
  // The page stays usable: a move can be played (its report starts again) and undone.
  await expect(page.locator("#moves button[data-move=c]")).toBeEnabled();
  await page.locator("#moves button[data-move=c]").click();
  await expect(page.locator("#history li")).toHaveCount(2);
  await expect(page).toHaveURL(/moves=a%2Cc&/);
  // The page itself clicks Cancel in the task that first shows its progress.
  const second = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const $ = (id) => document.getElementById(id);
        const busy = () =>
          !$("progress").hidden && !$("cancel").hidden && $("progress-text").textContent.includes("Solving:");
        const cancel = () => {
          $("cancel").click();
          setTimeout(() => resolve($("status").textContent), 0);
        };
        if (busy()) return cancel();
        const watch = new MutationObserver(() => {
          if (!busy()) return;
          watch.disconnect();
          cancel();
        });
        watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        setTimeout(() => {
          watch.disconnect();
          reject(new Error("the report after a c showed no progress within 10 s"));
        }, 10_000);
      }),
  );
  expect(second).toMatch(/^Cancelled/);
  await page.locator("#undo").click();
  await expect(page.locator("#history li")).toHaveCount(1);
  await expect(page).toHaveURL(/moves=a&/);
});

test("the visualiser keeps a link's start moves through the form while the game stays, and says when a new game drops them", async ({ page }) => {
  await page.goto("/index.html?game=tictactoe&start=b2+a1");
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  const form = page.locator(".settings");
  await expect(form.locator("[name=start]")).toHaveValue("b2 a1");
  // Another preset from the form: the start stays, and so does the root two moves deep.
  await form.locator("[name=preset]").selectOption("BASIC");
  await form.locator("button[type=submit]").click();
  await page.waitForFunction(() => window.pnlab.ctrl.config.preset === "BASIC");
  expect(await page.evaluate(() => window.pnlab.ctrl.config.start)).toBe("b2 a1");
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level[0])).toBe(2);
  await expect(page).toHaveURL(/start=b2\+a1/);
  await expect(form.locator("[name=start]")).toHaveValue("b2 a1");
  // A new search folds the settings into the status line; its search opens them again.
  await expect(form).toBeHidden();
  await page.locator(".settings-toggle").click();
  // Edited in the form, the start is searched as written.
  await form.locator("[name=start]").fill("c3");
  await form.locator("button[type=submit]").click();
  await page.waitForFunction(() => window.pnlab.ctrl.config.start === "c3");
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level[0])).toBe(1);
  await expect(form).toBeHidden();
  await page.locator(".settings-toggle").click();
  // Another game: the start goes, with a word on the page.
  await form.locator("[name=game]").selectOption("hexapawn");
  await expect(form.locator("[name=start]")).toHaveValue("");
  await expect(form.locator(".start-note")).toBeVisible();
  await expect(form.locator(".start-note")).toContainText('The start moves "c3" were for');
  await form.locator("button[type=submit]").click();
  await page.waitForFunction(() => window.pnlab.ctrl.config.game === "hexapawn");
  expect(await page.evaluate(() => window.pnlab.ctrl.config.start)).toBeUndefined();
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level[0])).toBe(0);
  await expect(page).not.toHaveURL(/start=/);
});

test("the levels of solving belong to the game shown: a new game of another game clears them and counts its own", async ({ page }) => {
  await page.goto("/play.html?game=tictactoe&first=person&second=person");
  await expect(page.locator("#moves button")).toHaveCount(9);
  await page.locator("#levels-run").click();
  await expect(page.locator(".lv-table tr.total")).toHaveText(/total\s*205\s*323\s*765/);
  // Hexapawn's start is also the empty move list: tic-tac-toe's table must not stay.
  await page.locator("#game").selectOption("hexapawn");
  await page.locator("#new-game").click();
  await expect(page).toHaveURL(/game=hexapawn/);
  await expect(page.locator("#moves button")).toHaveCount(3);
  await idle(page);
  await expect(page.locator("#levels")).toBeEmpty();
  await expect(page.locator(".lv-chart")).toHaveCount(0);
  await page.locator("#levels-run").click();
  await expect(page.locator(".lv-table tr.total")).toBeVisible();
  await expect(page.locator(".lv-table tr.total")).not.toHaveText(/765/);
  // The same game started anew also starts without the old table.
  await page.locator("#new-game").click();
  await idle(page);
  await expect(page.locator("#levels")).toBeEmpty();
});

test("a count asked for while the page still loads its game waits for it and counts that game", async ({ page }) => {
  // The worker's copy of the engine (the second fetch of the module; the page's own reads the
  // schema) arrives late, so the click lands before the game is set up.
  let fetches = 0;
  await page.route("**/pkg/pnlab_bg.wasm", async (route) => {
    if (++fetches > 1) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto("/play.html?game=tictactoe&first=person&second=person");
  await page.locator("#levels-run").click();
  await expect(page.locator("#moves button")).toHaveCount(9);
  await expect(page.locator(".lv-table tr.total")).toHaveText(/total\s*205\s*323\s*765/);
});

test("the board names its cells as the moves do and plays the move clicked", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/play.html?game=tictactoe&first=person&second=person");
  await expect(page.locator("#moves button")).toHaveCount(9);
  await expect(page.locator("#board .coord")).toHaveText(["a", "b", "c", "3", "2", "1"]);
  await page.locator("#board [data-cell='4']").click();
  await expect(page.locator("#history li")).toHaveCount(1);
  await expect(page.locator("#history li").first()).toContainText("b2");
  await expect(page.locator("#moves button")).toHaveCount(8);
  // A taken cell names no move, and says where the moves are.
  await page.locator("#board [data-cell='4']").click();
  await expect(page.locator("#board-hint")).toHaveText("No legal move on b2: the legal moves are in the list.");
  await expect(page.locator("#history li")).toHaveCount(1);

  // Hexapawn: the pawn, then where it goes.
  await page.goto("/play.html?game=hexapawn&cols=3&rows=3&first=person&second=person");
  await expect(page.locator("#moves button")).toHaveCount(3);
  await page.locator("#board [data-cell='6']").click();
  await expect(page.locator("#board-hint")).toContainText("a1: click where it goes (a1-a2)");
  await expect(page.locator("#board [data-selected]")).toHaveAttribute("data-cell", "6");
  await page.locator("#board [data-cell='3']").click();
  await expect(page).toHaveURL(/moves=a1-a2/);
  await page.screenshot({ path: "test-results/play-board-click.png" });
});

test("an empty size field says it is required; the history keeps a move and its reply on one row; the notes link nothing of the repository", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/play.html?game=hexapawn&cols=3&rows=3&first=person&second=person");
  await expect(page.locator("#moves button")).toHaveCount(3);
  await page.evaluate(() => (document.getElementById("settings").noValidate = true));
  await page.locator("[name='g.cols']").fill("");
  await page.locator("#new-game").click();
  await expect(page.locator("#message")).toHaveText("columns is empty or not a number: a whole number from 3 to 8 is required");
  await expect(page.locator("#message")).not.toContainText("= 0");
  // Four moves played: 1 and 2 side by side, 3 and 4 side by side.
  await page.goto("/play.html?game=tictactoe&first=person&second=person&moves=a1,b2,c3,a3");
  await expect(page.locator("#history li")).toHaveCount(4);
  const boxes = await page.locator("#history li").evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().toJSON()));
  expect(Math.abs(boxes[0].top - boxes[1].top)).toBeLessThan(2);
  expect(boxes[1].left).toBeGreaterThan(boxes[0].left);
  expect(Math.abs(boxes[2].top - boxes[3].top)).toBeLessThan(2);
  expect(boxes[2].top).toBeGreaterThan(boxes[0].top);
  await expect(page.locator("main")).not.toContainText("docs/");
});

test("projector mode scales every text of the play page", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("/play.html?game=tictactoe&first=person&second=person&moves=b2");
  await expect(page.locator("#moves button")).toHaveCount(8);
  const sizes = () =>
    page.evaluate(() =>
      ["#play .play-settings label", "#status", "#method", "#moves button b", "#moves button .v", "#history li", ".play-side h2", ".play-side .play-note", "#levels-run", "#game"].map((sel) =>
        parseFloat(getComputedStyle(document.querySelector(sel)).fontSize),
      ),
    );
  const before = await sizes();
  await page.locator("#projector").click();
  const after = await sizes();
  after.forEach((size, i) => expect(size, `text ${i}`).toBeGreaterThan(before[i] * 1.2));
  await page.screenshot({ path: "test-results/play-projector-1920.png" });
});

test("1D Clobber's colour to move (`first`) and the sides (`side1`, `side2`) share a link", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // `first` is Clobber's parameter here, not a side: before the sides had names of their own,
  // this link fell back to tic-tac-toe.
  await page.goto("/play.html?game=clobber&row=BWBW&first=white&side1=person&side2=perfect");
  await expect(page.locator("#moves button").first()).toBeVisible();
  await expect(page.locator("#message")).toBeHidden();
  await expect(page.locator("#game")).toHaveValue("clobber");
  await expect(page.locator("[name='g.first']")).toHaveValue("white");
  await expect(page.locator("#side-first")).toHaveValue("person");
  await expect(page.locator("#side-second")).toHaveValue("perfect");
  // The page's own link keeps both.
  await expect(page).toHaveURL(/[?&]first=white(&|$)/);
  await expect(page).toHaveURL(/[?&]side1=person(&|$)/);
  await expect(page).toHaveURL(/[?&]side2=perfect(&|$)/);
  // Older links' `first`/`second` still name the sides where the game has no such parameter.
  await page.goto("/play.html?game=tictactoe&first=perfect&second=person");
  await expect(page.locator("#side-first")).toHaveValue("perfect");
  await expect(page.locator("#side-second")).toHaveValue("person");
});
