import { afterAll, describe, expect, it, vi } from 'vitest';

// What the Android app's native bridge sets before the app's scripts run: the platform, the declared
// plugins and the call into Java. Set first, so Capacitor's runtime starts as it does in the app.
const nativePromise = vi.hoisted(() => {
  const call = vi.fn(async (_plugin: string, _method: string, _options: unknown) => ({
    dataUrl: 'data:image/jpeg;base64,/9j/AA==',
    format: 'jpeg',
    saved: false,
  }));
  Object.assign(globalThis, {
    androidBridge: {},
    Capacitor: {
      PluginHeaders: [{ name: 'Camera', methods: [{ name: 'getPhoto', rtype: 'promise' }] }],
      nativePromise: call,
    },
  });
  return call;
});

import { nativeCamera, takeNativePhoto } from './camera';

afterAll(() => {
  const g = globalThis as { androidBridge?: unknown; Capacitor?: unknown };
  delete g.androidBridge;
  delete g.Capacitor;
});

describe('native camera in the Android app', () => {
  it("is Capacitor's Camera plugin, and a photo is taken by the native side", async () => {
    const camera = nativeCamera();
    expect(camera).toBeDefined();
    const file = await takeNativePhoto(camera!);
    expect(nativePromise).toHaveBeenCalledWith(
      'Camera',
      'getPhoto',
      expect.objectContaining({ quality: 50, width: 1024, height: 768, resultType: 'dataUrl', source: 'CAMERA' }),
    );
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toMatch(/\.jpg$/);
  });
});
