/** How long the blob stays readable: the browser may start reading it after the click returns (FileSaver's delay). */
const REVOKE_AFTER_MS = 40_000;

/** Saves text as a file through a link to a blob this page made (no server address involved). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.setAttribute('href', url);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
