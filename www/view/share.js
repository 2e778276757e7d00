// The "Copy link" button of the page and the comparison page: the address bar is the state.

/** Copies the current address when `button` is clicked, and says so on the button. */
export function copyLinkButton(button) {
  const text = button.textContent;
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      button.textContent = "Link copied";
    } catch {
      button.textContent = "Copy the address bar";
    }
    setTimeout(() => (button.textContent = text), 1500);
  });
}
