import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { LAYOUT } from '@sara/domain/constants';
import { municipiosQueryOptions } from '../../../api/reference/get-municipios';
import { GlobalAlerts } from '../../../components/global-alerts';
import { Logo } from '../../../components/logo';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useLogout, useSession } from '../../../lib/auth';
import { OutboxIndicator } from '../../outbox/components/outbox-indicator';
import { useSessionCheck } from '../api/check-session';
import { BottomNav } from './bottom-nav';
import { SideMenu } from './side-menu';

/** Height of MUI's bottom navigation, kept clear below the content. */
const BOTTOM_NAV_HEIGHT = 56;

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

  useSessionCheck(token, online);
  useEffect(() => {
    void queryClient.prefetchQuery(municipiosQueryOptions());
  }, [queryClient]);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
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
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} user={user} features={features} onLogout={logout} />
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
      <BottomNav features={features} onLogout={logout} />
    </Box>
  );
}
