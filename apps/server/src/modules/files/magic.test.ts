import { describe, expect, it } from 'vitest';
import { sniff } from './magic.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('file type from magic bytes', () => {
  it('recognises PDF, JPEG, PNG and WebP', () => {
    expect(sniff(bytes('%PDF-1.7\n'))?.contentType).toBe('application/pdf');
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xdb]))).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(sniff(bytes([0x89], 'PNG\r\n\x1a\n'))?.contentType).toBe('image/png');
    expect(sniff(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('recognises nothing else, truncated signatures included', () => {
    for (const b of [
      bytes('%PDF'),
      bytes([0xff, 0xd8]),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      bytes('GIF89a'),
      bytes(''),
    ]) {
      expect(sniff(b)).toBeUndefined();
    }
  });
});
