// The "Copy link" button of the page and the comparison page: the address bar is the state.

/** Copies the current address when `button` is clicked, and says so on the button; `before`
 *  brings the address up to date first (the page writes it at most every 250 ms). */
export function copyLinkButton(button, { before = () => {} } = {}) {
  const text = button.textContent;
  button.addEventListener("click", async () => {
    try {
      before();
      await navigator.clipboard.writeText(location.href);
      button.textContent = "Link copied";
    } catch {
      button.textContent = "Copy the address bar";
    }
    setTimeout(() => (button.textContent = text), 1500);
  });
}
