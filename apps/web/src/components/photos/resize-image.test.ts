import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, resizeImage } from './resize-image';
import { stubObjectUrls } from '../../testing/media';

describe('fitWithin', () => {
  it('fits inside 1024x768 keeping the ratio, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 576, height: 768 });
    expect(fitWithin(2048, 512)).toEqual({ width: 1024, height: 256 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('resizeImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the photo on a canvas of at most 1024x768 and encodes JPEG at quality 0.5', async () => {
    class FakeImage {
      naturalWidth = 4032;
      naturalHeight = 3024;
      width = 4032;
      height = 3024;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_: string) {
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('Image', FakeImage);
    stubObjectUrls();
    const drawImage = vi.fn();
    const fillRect = vi.fn();
    const context = { drawImage, fillRect, fillStyle: '' };
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => context,
      toBlob: vi.fn((cb: (b: Blob) => void, type: string) => cb(new Blob(['jpeg'], { type }))),
    };
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) =>
      tag === 'canvas' ? (canvas as unknown as HTMLCanvasElement) : create(tag),
    );

    const out = await resizeImage(new Blob(['raw'], { type: 'image/png' }));
    expect(canvas.width).toBe(1024);
    expect(canvas.height).toBe(768);
    expect(drawImage).toHaveBeenCalledWith(expect.any(FakeImage), 0, 0, 1024, 768);
    // on white first: what a PNG leaves transparent is white in the JPEG, not black
    expect(context.fillStyle).toBe('#fff');
    expect(fillRect).toHaveBeenCalledWith(0, 0, 1024, 768);
    expect(fillRect.mock.invocationCallOrder[0]!).toBeLessThan(drawImage.mock.invocationCallOrder[0]!);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.5);
    expect(out.type).toBe('image/jpeg');
    vi.restoreAllMocks();
  });
});
