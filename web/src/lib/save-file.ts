/**
 * Hands a file the page already holds (e.g. a PDF an API answered with) to the browser's download: an object URL on a
 * temporary `<a download>` link, clicked once. The URL is revoked a minute later, not at once (revoking right after
 * the click can cancel the download in some browsers).
 * @param blob the file's bytes; `fileName` the name it is saved under
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
