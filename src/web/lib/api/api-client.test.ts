import { describe, expect, it } from 'vitest';
import { contentDispositionName } from './api-client';

describe('a downloaded file', () => {
  it('reads the server’s file name, the UTF-8 form first', () => {
    expect(
      contentDispositionName(`attachment; filename="A-101.docx"; filename*=UTF-8''%E1%83%AE-101.docx`),
    ).toBe('ხ-101.docx');
    expect(contentDispositionName('attachment; filename="A-101.pdf"')).toBe('A-101.pdf');
    expect(contentDispositionName(null)).toBeNull();
  });
});
