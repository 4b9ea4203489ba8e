import { Camera, CameraResultType, CameraSource, type CameraPlugin } from '@capacitor/camera';
import { Capacitor } from '@capacitor/core';
import { PHOTO } from '@sara/domain/constants';

/** The part of Capacitor's Camera plugin the app uses. */
export type NativeCamera = Pick<CameraPlugin, 'getPhoto'>;

/**
 * The Android app's camera: Capacitor's Camera plugin, when the native bridge declares it (the app
 * built with it, DESIGN.md section 5); undefined in a browser, which keeps its file input.
 */
export const nativeCamera = (): NativeCamera | undefined =>
  Capacitor.isNativePlatform() && Capacitor.isPluginAvailable('Camera') ? Camera : undefined;

/** A data URL (or bare base64 JPEG) as a File. */
export function dataUrlToFile(data: string, name: string): File {
  const [head, body = ''] = data.startsWith('data:') ? data.split(',', 2) : ['data:image/jpeg;base64', data];
  const mime = /^data:([^;]+)/.exec(head!)?.[1] ?? PHOTO.mime;
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: mime });
}

/** The user closing the camera without a photo is not a failure. */
export const isCancelled = (error: unknown): boolean =>
  /cancel/i.test(error instanceof Error ? error.message : String(error));

/** Takes a photo with the native camera (spec part A section 7: quality 50, 1024x768, JPEG) as a .jpg File. */
export async function takeNativePhoto(camera: NativeCamera): Promise<File> {
  const photo = await camera.getPhoto({
    quality: PHOTO.quality,
    width: PHOTO.width,
    height: PHOTO.height,
    resultType: CameraResultType.DataUrl,
    source: CameraSource.Camera,
    correctOrientation: true,
    saveToGallery: false,
  });
  const data = photo.dataUrl ?? photo.base64String;
  if (!data) throw new Error('camera returned no image');
  return dataUrlToFile(data, `${crypto.randomUUID()}${PHOTO.extension}`);
}
