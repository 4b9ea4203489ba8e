import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { QrScanButton } from './qr-scan-button';
import { cameraFailure } from './qr-scan-dialog';

const scanner = vi.hoisted(() => ({
  hasCamera: vi.fn(async () => true),
  start: vi.fn(async () => undefined),
  hasFlash: vi.fn(async () => true),
  toggleFlash: vi.fn(async () => undefined),
  setCamera: vi.fn(async (_facing: string) => undefined),
  stop: vi.fn(),
  destroy: vi.fn(),
  flashOn: false,
  onDecode: null as ((r: { data: string }) => void) | null,
  options: null as Record<string, unknown> | null,
}));

vi.mock('qr-scanner', () => ({
  default: class {
    static hasCamera = scanner.hasCamera;
    constructor(_video: HTMLVideoElement, onDecode: (r: { data: string }) => void, options: Record<string, unknown>) {
      scanner.onDecode = onDecode;
      scanner.options = options;
    }
    start = scanner.start;
    stop = scanner.stop;
    destroy = scanner.destroy;
    hasFlash = scanner.hasFlash;
    setCamera = scanner.setCamera;
    isFlashOn = () => scanner.flashOn;
    toggleFlash = async () => {
      await scanner.toggleFlash();
      scanner.flashOn = !scanner.flashOn;
    };
  },
}));

beforeEach(() => {
  vi.clearAllMocks();
  scanner.hasCamera.mockResolvedValue(true);
  scanner.start.mockResolvedValue(undefined);
  scanner.hasFlash.mockResolvedValue(true);
  scanner.flashOn = false;
  scanner.onDecode = null;
});
afterEach(() => vi.useRealTimers());

async function openReader(onResult = vi.fn()) {
  renderWithProviders(<QrScanButton onResult={onResult} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Ler QR code' }));
  await waitFor(() => expect(scanner.start).toHaveBeenCalled());
  return onResult;
}

describe('QR code reader', { timeout: 20_000 }, () => {
  it('reads a code with the back camera, shows it for 500 ms, then hands it over and closes', async () => {
    const onResult = await openReader();
    expect(scanner.options).toMatchObject({ preferredCamera: 'environment', returnDetailedScanResult: true });
    vi.useFakeTimers();
    act(() => scanner.onDecode!({ data: 'HF269003' }));
    expect(screen.getByRole('status').textContent).toContain('HF269003');
    expect(scanner.stop).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(499));
    expect(onResult).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onResult).toHaveBeenCalledWith('HF269003');
    // the closing transition runs on the fake clock too
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scanner.destroy).toHaveBeenCalled();
  });

  it('turns the torch on and off and flips between the back and front cameras', async () => {
    await openReader();
    fireEvent.click(await screen.findByRole('button', { name: 'Ligar lanterna' }));
    expect(await screen.findByRole('button', { name: 'Desligar lanterna' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trocar câmera' }));
    await waitFor(() => expect(scanner.setCamera).toHaveBeenCalledWith('user'));
    fireEvent.click(screen.getByRole('button', { name: 'Trocar câmera' }));
    await waitFor(() => expect(scanner.setCamera).toHaveBeenLastCalledWith('environment'));
  });

  it('hides the torch when the camera has none', async () => {
    scanner.hasFlash.mockResolvedValue(false);
    await openReader();
    await waitFor(() => expect(scanner.hasFlash).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Ligar lanterna' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Trocar câmera' })).toBeTruthy();
  });

  it('says so when there is no camera', async () => {
    scanner.hasCamera.mockResolvedValue(false);
    renderWithProviders(<QrScanButton onResult={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ler QR code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nenhuma câmera encontrada neste aparelho.');
    expect(scanner.start).not.toHaveBeenCalled();
  });

  it('says so when the camera permission is refused, and closes', async () => {
    scanner.start.mockRejectedValue(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
    await openReader();
    expect((await screen.findByRole('alert')).textContent).toMatch(/permissão/);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('tells a refused permission from a missing camera', () => {
    expect(cameraFailure('Camera not found.')).toBe('sem_camera');
    expect(cameraFailure(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe('sem_permissao');
    expect(cameraFailure(new Error('Permission denied'))).toBe('sem_permissao');
  });
});
