import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import CameraIcon from '@mui/icons-material/PhotoCamera';
import MoreIcon from '@mui/icons-material/MoreVert';
import { PHOTO } from '@sara/domain/constants';
import { PHOTO_ACCEPT, isPhotoFile } from '@sara/domain/rules/collection';
import { fetchArquivo } from '../../api/samples/upload-arquivo';
import { PhotoFullSize } from './photo-full-size';
import { resizeImage } from './resize-image';
import { useCloseOnBack } from '../../lib/back-closes';
import { useSnackbar } from '../snackbar-provider';

/** A thumbnail button's keyboard focus, which a bare ButtonBase does not show (WCAG 2.4.7). */
export const THUMBNAIL_FOCUS = {
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: '2px' },
} as const;

/** A photo of an item: a new one carries its resized bytes; a saved one only its id. */
export interface Photo {
  idArquivo: string;
  blob?: Blob;
}

/**
 * A change to an item's photos, made on the list as it is when applied: photos are added when their
 * resizing ends, seconds after the pick, and a photo deleted meanwhile must stay deleted.
 */
export type PhotoUpdate = (current: readonly Photo[]) => Photo[];

export interface PhotoAreaProps {
  photos: readonly Photo[];
  onChange(update: PhotoUpdate): void;
  /** Photos being prepared (resized): a save tapped meanwhile waits for them, or they would be left out. */
  onWork?(done: Promise<void>): void;
  /** A (translated) message under the area, e.g. 'image required'. */
  error?: string;
  disabled?: boolean;
  /** Names the inputs for tests and screen readers. */
  label: string;
  /** The id of the visible caption ('Fotos *') that names the area as a group. */
  labelledBy?: string;
}

function usePhotoUrl(photo: Photo): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let revoked = false;
    let current: string | undefined;
    const show = (blob: Blob) => {
      if (revoked) return;
      current = URL.createObjectURL(blob);
      setUrl(current);
    };
    if (photo.blob) show(photo.blob);
    // a failed download leaves the thumbnail empty; logged (part A section 8)
    else
      fetchArquivo(photo.idArquivo).then(show, (error: unknown) =>
        console.error('Unable to download the photo:', error),
      );
    return () => {
      revoked = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [photo]);
  return url;
}

function Thumbnail({
  photo,
  n,
  onDelete,
  disabled,
}: {
  photo: Photo;
  /** Its place in the area, from 1: names it for screen readers. */
  n: number;
  onDelete(): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const url = usePhotoUrl(photo);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [full, setFull] = useState(false);
  const deleting = useRef(false);
  useCloseOnBack(menu != null, () => setMenu(null));
  const alt = t('sara2g.ui.amostra_view.foto', { n });
  return (
    <Box sx={{ position: 'relative', width: PHOTO.thumbnail, height: PHOTO.thumbnail }} data-testid="photo-thumbnail">
      {/* a button, so a keyboard or a screen reader opens it full size as a tap does */}
      <ButtonBase
        onClick={() => setFull(true)}
        aria-label={t('sara2g.ui.amostra_view.ampliar_foto', { foto: alt })}
        sx={{ borderRadius: 1, overflow: 'hidden', ...THUMBNAIL_FOCUS }}
      >
        <Box
          component="img"
          src={url}
          alt={alt}
          sx={{
            width: PHOTO.thumbnail,
            height: PHOTO.thumbnail,
            objectFit: 'cover',
            cursor: 'zoom-in',
            bgcolor: 'grey.200',
          }}
        />
      </ButtonBase>
      {!disabled && (
        <IconButton
          aria-label={`${t('sara2g.ui.coleta.foto_opcoes')} ${n}`}
          onClick={(e) => setMenu(e.currentTarget)}
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            p: 0.75,
            bgcolor: 'rgba(255,255,255,0.8)',
            '&:hover': { bgcolor: 'white' },
          }}
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      )}
      <Menu
        anchorEl={menu}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        // deleted once the menu has closed, so the area can give the focus somewhere (its button is gone)
        slotProps={{ transition: { onExited: () => deleting.current && onDelete() } }}
      >
        <MenuItem
          onClick={() => {
            deleting.current = true;
            setMenu(null);
          }}
        >
          {t('sara2g.ui.coleta.foto_excluir')}
        </MenuItem>
      </Menu>
      <PhotoFullSize open={full} url={url} alt={alt} onClose={() => setFull(false)} />
    </Box>
  );
}

/**
 * The photo area of an item card: pick several images or take one with the camera; each is resized
 * to at most 1024x768 JPEG (quality 0.5) on the device and gets its own id; 80x80 thumbnails with a
 * delete menu and a full-size view.
 */
export function PhotoArea({ photos, onChange, onWork, error, disabled, label, labelledBy }: PhotoAreaProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  const { showSnackbar } = useSnackbar();
  const pickRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // a camera is the phone's (part A section 1): with a mouse (a desktop), 'Tirar foto' would only open
  // the same file picker as 'Adicionar fotos'. The Android app's WebView and phone browsers are touch.
  const withMouse = useMediaQuery('(pointer: fine)', { noSsr: true });

  const add = async (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    const images = picked.filter(isPhotoFile);
    // what a pick leaves out, said in one message: a toast replaces the one before it
    const notes: string[] = [];
    // only images are taken (part A section 2): the others are left out, and the user told which
    const others = picked.filter((f) => !isPhotoFile(f)).map((f) => f.name);
    if (others.length > 0) notes.push(t('sara2g.ui.coleta.foto_nao_imagem', { arquivos: others.join(', ') }));
    // an item takes PHOTO.maxPerItem photos (the server's limit): the first that fit, and the user told
    const room = Math.max(0, PHOTO.maxPerItem - photos.length);
    if (images.length > room) {
      notes.push(t('sara2g.ui.coleta.foto_limite', { n: PHOTO.maxPerItem }));
      images.splice(room);
    }
    if (images.length === 0) {
      if (notes.length > 0) showSnackbar(notes.join(' '), 'warning');
      return;
    }
    setBusy(true);
    const work = (async () => {
      const added: Photo[] = [];
      const unreadable: string[] = [];
      for (const file of images) {
        try {
          added.push({ idArquivo: crypto.randomUUID(), blob: await resizeImage(file) });
        } catch (error) {
          // a format this browser cannot decode (HEIC, say), a broken capture: the others still go in
          console.error('Reading a photo failed:', file.name, error);
          unreadable.push(file.name);
        }
      }
      // on the list as it is now: a photo deleted while these were resized stays deleted
      if (added.length > 0) onChange((current) => [...current, ...added].slice(0, PHOTO.maxPerItem));
      if (unreadable.length > 0)
        notes.push(t('sara2g.ui.coleta.foto_ilegivel', { arquivos: unreadable.join(', '), count: unreadable.length }));
      if (notes.length > 0) showSnackbar(notes.join(' '), unreadable.length > 0 ? 'error' : 'warning');
    })();
    onWork?.(work);
    try {
      await work;
    } finally {
      setBusy(false);
      if (pickRef.current) pickRef.current.value = '';
      if (cameraRef.current) cameraRef.current.value = '';
    }
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <Box
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          p: 1.5,
        }}
      >
        {/* gap, not spacing: spacing's margins shift every wrapped row but the first */}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {photos.map((photo, i) => (
            <Thumbnail
              key={photo.idArquivo}
              photo={photo}
              n={i + 1}
              disabled={disabled}
              onDelete={() => {
                onChange((current) => current.filter((p) => p.idArquivo !== photo.idArquivo));
                // its thumbnail is gone: the focus goes on to 'Adicionar fotos', not to the top of the page
                addRef.current?.focus();
              }}
            />
          ))}
          {!disabled && (
            <>
              <Button
                variant="outlined"
                size="small"
                startIcon={<AddPhotoIcon />}
                ref={addRef}
                // busy: not disabled, which would drop the keyboard's focus to the page; a click waits
                onClick={() => !busy && pickRef.current?.click()}
                aria-disabled={busy || undefined}
                aria-describedby={describedBy}
              >
                {t('sara2g.ui.coleta.adicionar_fotos')}
              </Button>
              {!withMouse && (
                <IconButton
                  color="primary"
                  aria-label={t('sara2g.ui.coleta.tirar_foto')}
                  onClick={() => !busy && cameraRef.current?.click()}
                  aria-disabled={busy || undefined}
                  aria-describedby={describedBy}
                >
                  <CameraIcon />
                </IconButton>
              )}
            </>
          )}
          {photos.length === 0 && disabled && (
            <Typography variant="body2" color="text.secondary">
              {t('sara2g.ui.coleta.sem_fotos')}
            </Typography>
          )}
        </Stack>
        {/* a live region that is there before it speaks: resizing takes seconds a photo on a slow phone */}
        <Box role="status">
          {busy && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <CircularProgress size={18} aria-hidden />
              <Typography variant="body2" color="text.secondary">
                {t('sara2g.ui.coleta.processando_fotos')}
              </Typography>
            </Stack>
          )}
        </Box>
        <input
          ref={pickRef}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          aria-label={label}
          onChange={(e) => void add(e.target.files)}
        />
        <input
          ref={cameraRef}
          type="file"
          accept={PHOTO_ACCEPT}
          capture="environment"
          hidden
          aria-label={t('sara2g.ui.coleta.tirar_foto')}
          onChange={(e) => void add(e.target.files)}
        />
      </Box>
      {error && (
        <FormHelperText error id={errorId}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
