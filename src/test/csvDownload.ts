import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';

export interface CsvDownload {
  fileName: string;
  /** The file's text as Excel reads it: the byte order mark kept. */
  text: string;
  /** The lines without the byte order mark. */
  lines: string[];
}

/**
 * Catches the files the page downloads (react-admin's downloadCSV makes a blob and clicks a link to it):
 * `download()` waits for the next one.
 */
export function catchDownloads() {
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:download');
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  // A spy of an earlier test may still be in place, with its calls.
  created.mockClear();
  click.mockClear();
  let seen = 0;
  const download = async (): Promise<CsvDownload> => {
    await waitFor(() => expect(created.mock.calls.length).toBeGreaterThan(seen));
    const blob = created.mock.calls[seen][0] as Blob;
    const link = click.mock.contexts[seen] as HTMLAnchorElement;
    seen += 1;
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    return { fileName: link.download, text, lines: text.replace(/^\uFEFF/, '').split('\r\n') };
  };
  return { download };
}
