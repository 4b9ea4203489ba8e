import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import { ROUTES, visibleBottomNav } from '@sara/domain/menu';
import { EntryIcon } from './entry-icon';
import { useTypingOnTouch } from '../../../hooks/use-typing-on-touch';

interface BottomNavProps {
  features: readonly string[];
  onLogout(): void;
}

/**
 * MUI's actions are at least 80 px wide: five (a manager's) took 400 px of a 390 px phone, the first
 * and last partly off the screen. They share the width instead, labels kept on one line.
 */
/** The navigation's height (56 px), the phone's safe area under it and a margin. */
const NAV_ROOM = 'calc(72px + env(safe-area-inset-bottom))';

const ACTION_SX = { minWidth: 0, px: 0.5, '& .MuiBottomNavigationAction-label': { whiteSpace: 'nowrap' } };

/** The bottom navigation (spec part A section 2): items lacking a feature are absent; Sair logs out. */
export function BottomNav({ features, onLogout }: BottomNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = visibleBottomNav(features);
  const current = entries.find((entry) => entry.id !== 'sair' && entry.route === pathname)?.id ?? null;
  // out of the way of the field being typed in, above the phone's keyboard
  const typing = useTypingOnTouch();

  return (
    <>
      {/* a control reached by Tab scrolls into view above the navigation, not behind it (a screen with a
          sticky action bar sets more room while the bar is there: useStickyActionBar) */}
      <GlobalStyles styles={{ html: { scrollPaddingBottom: NAV_ROOM } }} />
      <Paper
        elevation={3}
        square
        data-testid="bottom-nav"
        sx={{
          display: typing ? 'none' : undefined,
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <BottomNavigation component="nav" aria-label={t('sara2g.ui.nav.rotulo')} showLabels value={current}>
          {entries.map((entry) =>
            entry.id === 'sair' ? (
              <BottomNavigationAction
                key={entry.id}
                value={entry.id}
                label={t(entry.labelKey)}
                icon={<EntryIcon id={entry.id} />}
                onClick={onLogout}
                sx={ACTION_SX}
              />
            ) : (
              <BottomNavigationAction
                key={entry.id}
                value={entry.id}
                label={t(entry.labelKey)}
                icon={<EntryIcon id={entry.id} />}
                sx={ACTION_SX}
                component={RouterLink}
                to={entry.route ?? ROUTES.home}
              />
            ),
          )}
        </BottomNavigation>
      </Paper>
    </>
  );
}
