import { Link as RouterLink, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import { FEATURES as F, hasFeature, type Feature } from '@sara/domain/features';
import { ROUTES } from '@sara/domain/menu';
import { useSession } from '../../../lib/auth';
import { contestLabel } from '../../../lib/contest-label';
import { useBack } from '../../../lib/use-back';

/**
 * Screens of the specification (part B section 2) that the app links to but this version does not
 * have yet, with their feature gate and their name (docs/decisions/0012). Their paths are in the router.
 */
export const UNAVAILABLE_SCREENS = {
  laudoDetalhe: { titleKey: 'sara2g.ui.listagem.detalhes_laudo', features: [F.laudoVisualizar] },
  contestacao: {
    // as the button that opens it names it: contest, answer or view the contestation
    titleKey: contestLabel,
    features: [F.contestar, F.responderContestacao, F.visualizarContestacao],
  },
  laudoAdd: { titleKey: 'sara2g.ui.menu.cadastrar_laudo', features: [F.laudoAdicionar] },
  comunicacao: { titleKey: 'sara2g.ui.menu.comunicacao', features: [F.configuracoesComunicacao] },
  planoAcao: { titleKey: 'sara2g.ui.indisponivel.plano_acao', features: [F.avaliar] },
} as const satisfies Record<
  string,
  { titleKey: string | ((features: readonly string[]) => string); features: readonly Feature[] }
>;

export type UnavailableScreen = keyof typeof UNAVAILABLE_SCREENS;

/**
 * The page of such a screen, inside the app shell: its name, that it is not available yet, and a
 * way back (to the page the user came from, or home). Gated like the screen itself: without the
 * feature the user goes home, as on every gated route.
 */
export function UnavailablePage({ screen }: { screen: UnavailableScreen }) {
  const { t } = useTranslation();
  const { features } = useSession();
  const back = useBack(ROUTES.home);
  const { titleKey, features: required } = UNAVAILABLE_SCREENS[screen];
  if (!hasFeature(features, required)) return <Navigate to={ROUTES.home} replace />;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, sm: 8 }, px: 2 }}>
      <ConstructionIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        {t(typeof titleKey === 'string' ? titleKey : titleKey(features))}
      </Typography>
      <Typography color="text.secondary">{t('sara2g.ui.indisponivel.texto')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={back}>
          {t('sara2g.ui.txt.voltar')}
        </Button>
        <Button variant="contained" component={RouterLink} to={ROUTES.home}>
          {t('sara2g.ui.indisponivel.inicio')}
        </Button>
      </Stack>
    </Stack>
  );
}
