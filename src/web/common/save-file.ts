/**
 * Hands a fetched file to the browser as a download. Documents are fetched with the session in a header, never
 * in a URL (record 0052), so they cannot simply be linked.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; a minute's grace covers slow download managers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
