/**
 * Copies text to the clipboard. The Clipboard API exists only in secure contexts (https or localhost); a
 * self-hosted install reached over plain http on a LAN address falls back to a hidden textarea + copy.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("Copy was refused by the browser");
}
