import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionData } from '@sara/domain/access';
import { GlobalAlerts } from '../../../components/global-alerts';
import { Logo } from '../../../components/logo';
import { REDIRECT_PARAM, loadInitPath } from '../../../lib/auth';
import { otherUsersSession, startSession, userOfTab, useSessionState } from '../../../lib/session';
import { clearErrors, dismissInfo } from '../../../stores/alerts';
import { useResumeSession } from '../api/resume-session';
import { LanguageSelect } from '../../../components/language-select';
import { LoginForm } from './login-form';
import { countKeptWrites } from '../../../offline/outbox';

/** The query parameter of a login link (spec part A section 2). */
const TOKEN_PARAM = 'token';

/**
 * The login route: a login link's token or a stored session enters directly; otherwise the form.
 * Entering goes to the collector bootstrap, which then returns to the page the user asked for.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get(REDIRECT_PARAM);
  const linkToken = params.get(TOKEN_PARAM);
  // another user's session kept on the device than this tab's: entered only when chosen ('kept'); the
  // tab's user may log in again instead ('form')
  const [otherUser] = useState(() => (linkToken ? null : otherUsersSession()));
  const [choice, setChoice] = useState<'ask' | 'kept' | 'form'>(otherUser ? 'ask' : 'kept');
  // the other user logged out in another tab while the question showed: only this tab's user is left
  useEffect(() => {
    if (choice !== 'ask') return;
    const onStorage = () => {
      if (!otherUsersSession()) setChoice('form');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [choice]);
  const resume = useResumeSession(linkToken, { skipStored: choice !== 'kept' });
  // the server refused this tab's session (expired, revoked, outside its hours): said, and its user's
  // name filled in; what the user was filling in is kept on the device (decision 0018)
  const { endedBy, endedWhy } = useSessionState();
  const refused = endedBy === 'unauthorized' && !linkToken;
  const tabUser = choice === 'form' ? otherUser?.tabUser : refused ? userOfTab() : null;

  const enter = useCallback(
    (session: SessionData) => {
      clearErrors();
      dismissInfo();
      void navigate(loadInitPath(session.user.id, redirectTo), { replace: true });
    },
    [navigate, redirectTo],
  );

  const resumed = resume.data && 'session' in resume.data ? resume.data.session : null;
  const otherAccount = resume.data && 'otherAccount' in resume.data ? resume.data.otherAccount : null;
  useEffect(() => {
    if (resumed) enter(resumed);
  }, [resumed, enter]);
  // the link's account, once the user chose it over the one signed in
  const enterLinked = () => {
    startSession(otherAccount!.linked);
    enter(otherAccount!.linked);
  };
  // the account signed in, the link left unused (its address without the token)
  const keepCurrent = () => {
    const rest = new URLSearchParams(params);
    rest.delete(TOKEN_PARAM);
    void navigate({ search: rest.toString() }, { replace: true });
  };

  const resuming = resume.isFetching || resumed !== null;
  // writes kept on the device wait for a login (a session that ended, or a logout with writes waiting)
  const [kept, setKept] = useState(0);
  useEffect(() => {
    countKeptWrites().then(setKept, () => setKept(0));
  }, []);

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'flex-start', sm: 'center' },
        px: 2,
        py: { xs: 4, sm: 6 },
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `linear-gradient(180deg, ${theme.palette.primary.main} 0, ${theme.palette.primary.main} 38vh, transparent 38vh)`,
      }}
    >
      <Card component="main" elevation={4} variant="elevation" sx={{ width: '100%', maxWidth: 420, borderRadius: 3 }}>
        <Box component="header" sx={{ px: 3, pt: 4, pb: 1, textAlign: 'center' }}>
          <Logo size="large" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('sara2g.ui.app.descricao')}
          </Typography>
        </Box>
        <CardContent sx={{ px: 3, pb: 3 }}>
          <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
            {t('acesso.ui.login.titulo')}
          </Typography>
          {/* nothing done here is kept to send later: the notice says a login needs a connection */}
          <GlobalAlerts offlineText="sara2g.ui.offline.aviso_login" />
          {refused && !(otherUser && choice === 'ask') && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="session-refused">
              {endedWhy ?? t('acesso.erro.sessao_invalida')} {t('sara2g.ui.login.preenchido_guardado')}
            </Alert>
          )}
          {kept > 0 && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="kept-writes">
              {t('sara2g.ui.login.envios_guardados', { count: kept })}
            </Alert>
          )}
          {otherAccount && !resume.isFetching ? (
            <Stack spacing={2} data-testid="link-other-account">
              <Alert severity="warning">
                {t('sara2g.ui.login.link_outra_conta', {
                  atual: otherAccount.current.user.name,
                  link: otherAccount.linked.user.name,
                })}
              </Alert>
              <Button variant="contained" onClick={keepCurrent}>
                {t('sara2g.ui.login.continuar_como', { nome: otherAccount.current.user.name })}
              </Button>
              <Button variant="outlined" onClick={enterLinked}>
                {t('sara2g.ui.login.entrar_como', { nome: otherAccount.linked.user.name })}
              </Button>
            </Stack>
          ) : otherUser && choice === 'ask' ? (
            <Stack spacing={2} data-testid="session-other-user">
              <Alert severity="warning">
                {t('sara2g.ui.login.sessao_outra_conta', {
                  anterior: otherUser.tabUser.name,
                  atual: otherUser.kept.user.name,
                })}
              </Alert>
              <Button variant="contained" onClick={() => setChoice('form')}>
                {t('sara2g.ui.login.entrar_como', { nome: otherUser.tabUser.name })}
              </Button>
              <Button variant="outlined" onClick={() => setChoice('kept')}>
                {t('sara2g.ui.login.continuar_como', { nome: otherUser.kept.user.name })}
              </Button>
            </Stack>
          ) : resuming ? (
            <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
              <CircularProgress aria-hidden />
              <Typography>{t('acesso.ui.login.verificando')}</Typography>
            </Stack>
          ) : (
            <LoginForm
              onLoggedIn={enter}
              initialError={linkToken ? resume.error?.message : undefined}
              initialUsername={tabUser?.username || undefined}
            />
          )}
          <Box sx={{ mt: 3 }}>
            <LanguageSelect />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
