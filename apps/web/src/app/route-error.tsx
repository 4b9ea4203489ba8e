import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import { ROUTES } from '@sara/domain/menu';

/**
 * The browsers' words for a screen's code file that could not be loaded (Chromium, Safari, Firefox,
 * and Vite's preload of the file's own dependencies).
 */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Whether a screen failed because its code file is gone: a release replaced the app's files. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** When the app last reloaded itself for a new release, so that a file gone for good cannot loop. */
export const RELOADED_AT_KEY = 'sara.reloadedForUpdate';
const RELOAD_GUARD_MS = 60_000;

/** The page's reload, as an object's method so that a test can watch it (jsdom cannot reload). */
export const page = { reload: () => window.location.reload() };

/** Reloads once for a new release; false when it did a moment ago (the file is gone from the new release too). */
export function reloadForUpdate(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  page.reload();
  return true;
}

/**
 * What a screen shows when it could not open, in place of React Router's page for developers.
 *
 * A screen's code is loaded when it is first opened. After a release, a tab still running the old app
 * asks for an old file the server no longer has: the app reloads itself once into the new release (the
 * forms being filled in are kept on the device as they are typed, docs/decisions/0018). Any other error
 * of a screen says so, with a reload and a way home; inside the app the menu and the bar stay.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const stale = isChunkLoadError(error);

  useEffect(() => {
    if (stale && reloadForUpdate()) return;
    console.error('A screen failed:', error);
  }, [error, stale]);

  const Icon = stale ? SystemUpdateIcon : ErrorOutlineIcon;
  return (
    <Stack
      role="alert"
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, sm: 8 }, px: 2 }}
      data-testid="route-error"
    >
      <Icon color={stale ? 'primary' : 'error'} sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        {t(stale ? 'sara2g.ui.falha_tela.nova_versao' : 'sara2g.ui.falha_tela.titulo')}
      </Typography>
      <Typography color="text.secondary">
        {t(stale ? 'sara2g.ui.falha_tela.nova_versao_texto' : 'sara2g.ui.falha_tela.texto')}
      </Typography>
      <Typography color="text.secondary">{t('sara2g.ui.falha_tela.guardados')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
        <Button variant="contained" onClick={() => page.reload()}>
          {t('sara2g.ui.falha_tela.recarregar')}
        </Button>
        {/* a whole page load: the router that failed is left behind with the old release */}
        <Button variant="outlined" href={ROUTES.home}>
          {t('sara2g.ui.indisponivel.inicio')}
        </Button>
      </Stack>
    </Stack>
  );
}
