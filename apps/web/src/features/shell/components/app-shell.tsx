import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import GlobalStyles from '@mui/material/GlobalStyles';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { LAYOUT } from '@sara/domain/constants';
import { municipiosQueryOptions } from '../../../api/reference/get-municipios';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GlobalAlerts } from '../../../components/global-alerts';
import { Logo } from '../../../components/logo';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useLogout, useSession } from '../../../lib/auth';
import { countWaiting } from '../../../offline/outbox';
import { clearAlertsOlderThan } from '../../../stores/alerts';
import { OutboxIndicator } from '../../outbox/components/outbox-indicator';
import { useSessionCheck } from '../api/check-session';
import { BottomNav } from './bottom-nav';
import { SideMenu } from './side-menu';

/** Height of MUI's bottom navigation, kept clear below the content. */
const BOTTOM_NAV_HEIGHT = 56;

/** An error shown this recently stays when the screen changes: it says why the screen changed. */
const ERRORS_KEPT_ON_MOVE_MS = 1_000;

/** The app bar's height (64 px, 56 on a phone) and a margin. */
const APP_BAR_ROOM = '72px';

/**
 * The app shell: app bar (with the outbox status, which also sends it), side menu, alerts, the page,
 * bottom navigation. At start it checks the session with the server and loads the cities list.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { token, user, features } = useSession();
  const online = useOnlineStatus();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  // logging out first says what it leaves: the user's writes still on the device (kept, sent at the next
  // login), and offline, that logging in again needs a connection (a sampler in the field would be locked out)
  const [logoutNotice, setLogoutNotice] = useState<{ waiting: number; offline: boolean } | null>(null);
  const askLogout = async () => {
    const waiting = await countWaiting().catch(() => 0);
    if (waiting > 0 || !online) setLogoutNotice({ waiting, offline: !online });
    else logout();
  };

  useSessionCheck(token, online);
  // another screen does not keep the errors of the one the user left; one shown as it led here stays
  const { pathname } = useLocation();
  useEffect(() => clearAlertsOlderThan(ERRORS_KEPT_ON_MOVE_MS), [pathname]);
  useEffect(() => {
    void queryClient.prefetchQuery(municipiosQueryOptions());
  }, [queryClient]);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {/* a control reached by Shift+Tab scrolls into view below the sticky bar, not behind it */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: APP_BAR_ROOM } }} />
      <AppBar position="sticky">
        <Toolbar>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('sara2g.ui.menu.abrir')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Logo tone="inverse" />
          <Box sx={{ flex: 1 }} />
          <OutboxIndicator />
        </Toolbar>
      </AppBar>
      <SideMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        user={user}
        features={features}
        onLogout={() => void askLogout()}
      />
      <Box
        component="main"
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: LAYOUT.contentMaxWidth,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          pt: { xs: 2, sm: 3 },
          pb: `calc(${BOTTOM_NAV_HEIGHT + 24}px + env(safe-area-inset-bottom))`,
        }}
      >
        <GlobalAlerts />
        <Outlet />
      </Box>
      <BottomNav features={features} onLogout={() => void askLogout()} />
      <ConfirmDialog
        open={logoutNotice != null}
        title={t('sara2g.ui.nav.sair')}
        lines={[
          ...(logoutNotice?.offline ? [t('sara2g.ui.outbox.sair_sem_conexao')] : []),
          ...(logoutNotice?.waiting
            ? [
                t('sara2g.ui.outbox.sair_com_pendentes', { count: logoutNotice.waiting }),
                t('sara2g.ui.outbox.sair_guardados'),
              ]
            : []),
        ]}
        confirmLabel={t('sara2g.ui.nav.sair')}
        onCancel={() => setLogoutNotice(null)}
        onConfirm={() => {
          setLogoutNotice(null);
          logout();
        }}
      />
    </Box>
  );
}
