import { PHOTO } from '@sara/domain/constants';

/** The size that fits (w, h) inside max width x max height, keeping the ratio and never enlarging. */
export function fitWithin(w: number, h: number, maxW: number = PHOTO.width, maxH: number = PHOTO.height) {
  const scale = Math.min(1, maxW / w, maxH / h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('image could not be read'));
    };
    img.src = url;
  });
}

/**
 * Resizes a photo to at most 1024x768 and encodes it as JPEG quality 0.5 (spec part A section 7
 * "Files"), on a canvas, before it is uploaded or kept offline.
 */
export async function resizeImage(file: Blob): Promise<Blob> {
  const img = await loadImage(file);
  const { width, height } = fitWithin(img.naturalWidth || img.width, img.naturalHeight || img.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  // a JPEG has no transparency: what a PNG leaves transparent is white, as on paper (the canvas's black otherwise)
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('image could not be encoded'))),
      PHOTO.mime,
      PHOTO.quality / 100,
    );
  });
}
