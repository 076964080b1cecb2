/** Loaded on the first "Copy page" click: fetches the page's Markdown twin and puts it on the clipboard. */
export async function copyTwin(twinUrl: string): Promise<void> {
  const markdown = fetch(twinUrl).then(async (response) => {
    if (!response.ok) throw new Error(`Could not copy the page: ${twinUrl} answered ${response.status}`);
    return new Blob([await response.text()], {type: 'text/plain'});
  });
  // Safari keeps the click's permission only for a write started in the click; ClipboardItem takes the pending text.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': markdown})]);
    return;
  }
  await navigator.clipboard.writeText(await (await markdown).text());
}
