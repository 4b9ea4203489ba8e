import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QrScanner from 'qr-scanner';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CameraswitchIcon from '@mui/icons-material/Cameraswitch';
import CloseIcon from '@mui/icons-material/Close';
import FlashlightOffIcon from '@mui/icons-material/FlashlightOff';
import FlashlightOnIcon from '@mui/icons-material/FlashlightOn';
import { TIMINGS } from '@sara/domain/constants';
import { useCloseOnBack } from '../../lib/back-closes';

const P = 'sara2g.ui.qr.';

type Facing = 'environment' | 'user';
type Failure = 'sem_camera' | 'sem_permissao';

/** qr-scanner rejects with an Error or a plain string; a refused permission is a NotAllowedError. */
export function cameraFailure(error: unknown): Failure {
  const name = error instanceof Error ? error.name : '';
  const text = String(error instanceof Error ? error.message : error);
  return name === 'NotAllowedError' || name === 'SecurityError' || /permission|denied|not allowed/i.test(text)
    ? 'sem_permissao'
    : 'sem_camera';
}

export interface QrScanDialogProps {
  open: boolean;
  onClose(): void;
  /** Called with the read value once it was shown for TIMINGS.qrResultMs. */
  onResult(value: string): void;
}

/**
 * Full-screen QR code reader (spec part A section 2 "Shared widgets"): QR codes only, portrait,
 * a torch button when the camera has one and a flip button between the back and front cameras.
 * The read value shows for 500 ms before it is handed over.
 */
export function QrScanDialog({ open, onClose, onResult }: QrScanDialogProps) {
  const { t } = useTranslation();
  useCloseOnBack(open, onClose);
  // the dialog mounts its content after opening: the effect waits for the video element
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const scannerRef = useRef<QrScanner | null>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const [hasFlash, setHasFlash] = useState(false);
  const [flashOn, setFlashOn] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const handedOver = useRef(onResult);
  useEffect(() => {
    handedOver.current = onResult;
  }, [onResult]);

  useEffect(() => {
    if (!open || !video) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        if (!(await QrScanner.hasCamera())) {
          if (!cancelled) setFailure('sem_camera');
          return;
        }
        if (cancelled) return;
        const scanner = new QrScanner(
          video,
          (scan) => {
            if (cancelled || timer) return;
            scanner.stop();
            setResult(scan.data);
            timer = setTimeout(() => handedOver.current(scan.data), TIMINGS.qrResultMs);
          },
          { preferredCamera: 'environment', returnDetailedScanResult: true },
        );
        scannerRef.current = scanner;
        await scanner.start();
        if (!cancelled) setHasFlash(await scanner.hasFlash());
      } catch (error) {
        if (!cancelled) setFailure(cameraFailure(error));
      }
    })();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      scannerRef.current?.destroy();
      scannerRef.current = null;
      // the next opening starts afresh
      setFacing('environment');
      setResult(null);
      setFailure(null);
      setHasFlash(false);
      setFlashOn(false);
    };
  }, [open, video]);

  const toggleFlash = async () => {
    const scanner = scannerRef.current;
    if (!scanner) return;
    await scanner.toggleFlash();
    setFlashOn(scanner.isFlashOn());
  };

  const flip = async () => {
    const scanner = scannerRef.current;
    if (!scanner) return;
    const next: Facing = facing === 'environment' ? 'user' : 'environment';
    setFacing(next);
    try {
      await scanner.setCamera(next);
      setFlashOn(false);
      setHasFlash(await scanner.hasFlash());
    } catch (error) {
      setFailure(cameraFailure(error));
    }
  };

  const titleId = useId();
  const control = { color: 'common.white', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.6)' } };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'common.black', color: 'common.white' } } }}
    >
      {/* portrait: the camera fills a column as wide as a phone, centred on wider screens */}
      <Box sx={{ position: 'relative', height: '100%', width: '100%', maxWidth: 480, mx: 'auto' }}>
        <Box
          component="video"
          ref={setVideo}
          muted
          playsInline
          data-testid="qr-video"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: failure ? 'none' : 'block' }}
        />
        {!failure && result == null && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              width: '65%',
              aspectRatio: '1',
              transform: 'translate(-50%, -50%)',
              border: '3px solid rgba(255,255,255,0.85)',
              borderRadius: 2,
              boxShadow: '0 0 0 100vmax rgba(0,0,0,0.35)',
            }}
          />
        )}
        <Stack
          direction="row"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, p: 1, alignItems: 'center', gap: 1 }}
        >
          <Typography id={titleId} sx={{ flex: 1, pl: 1, fontWeight: 600, textShadow: '0 1px 2px #000' }}>
            {t(`${P}titulo`)}
          </Typography>
          <IconButton aria-label={t(`${P}fechar`)} onClick={onClose} sx={control}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {failure && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 3 }}>
            <Typography role="alert" sx={{ textAlign: 'center' }}>
              {t(`${P}${failure}`)}
            </Typography>
          </Box>
        )}
        {result != null && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              left: 16,
              right: 16,
              top: '45%',
              p: 2,
              borderRadius: 1,
              bgcolor: 'rgba(0,0,0,0.75)',
              textAlign: 'center',
              overflowWrap: 'anywhere',
            }}
          >
            <Typography variant="caption" component="div">
              {t(`${P}lido`)}
            </Typography>
            <Typography variant="h6" component="div">
              {result}
            </Typography>
          </Box>
        )}
        {!failure && (
          <Stack
            direction="row"
            sx={{
              position: 'absolute',
              bottom: 'calc(24px + env(safe-area-inset-bottom))',
              left: 0,
              right: 0,
              justifyContent: 'center',
              gap: 3,
            }}
          >
            {hasFlash && (
              <IconButton
                aria-label={t(flashOn ? `${P}lanterna_desligar` : `${P}lanterna_ligar`)}
                aria-pressed={flashOn}
                onClick={() => void toggleFlash()}
                size="large"
                sx={control}
              >
                {flashOn ? <FlashlightOffIcon /> : <FlashlightOnIcon />}
              </IconButton>
            )}
            <IconButton aria-label={t(`${P}trocar_camera`)} onClick={() => void flip()} size="large" sx={control}>
              <CameraswitchIcon />
            </IconButton>
          </Stack>
        )}
      </Box>
    </Dialog>
  );
}
