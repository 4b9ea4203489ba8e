import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@sara/domain/menu';
import { LogoMark } from '../../../components/logo';
import { REDIRECT_PARAM, safeRedirect, useLogout, useSession } from '../../../lib/auth';
import { pushError } from '../../../stores/alerts';
import { useRegisterColetor } from '../api/register-coletor';
import { prepareInitialData } from '../api/load-initial-data';

/**
 * Runs right after login (spec part B section 2): registers the collector, prepares the
 * reference data, then opens the page the user asked for or the home route. A failure of the
 * collector call logs the user out (spec part B section 8).
 */
export function LoadInitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { idScaUsuario } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const logout = useLogout();
  const { mutate } = useRegisterColetor();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const target = safeRedirect(params.get(REDIRECT_PARAM)) ?? ROUTES.home;
    mutate(Number(idScaUsuario), {
      onSuccess: async (coletor) => {
        await prepareInitialData(session.user.id, coletor, session.features, queryClient);
        void navigate(target, { replace: true });
      },
      onError: (error) => {
        console.error('Collector bootstrap failed', error);
        pushError(t('sara2g.erro.carga_inicial'));
        logout();
      },
    });
  }, [idScaUsuario, logout, mutate, navigate, params, queryClient, session, t]);

  return (
    <Box
      role="status"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
      }}
    >
      <LogoMark size={72} />
      <CircularProgress aria-hidden />
      <Typography>{t('sara2g.ui.load_init.carregando')}</Typography>
    </Box>
  );
}
