import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@sara/domain/access';
import { APP_VERSION } from '@sara/domain/constants';
import { visibleSideMenu, type MenuEntry } from '@sara/domain/menu';
import { useSendSamplesToLab } from '../api/send-samples-to-lab';
import { EntryIcon } from './entry-icon';
import { useCloseOnBack } from '../../../lib/back-closes';
import { LanguageSelect } from '../../../components/language-select';

/** Initials of the first and last names: "Gustavo Gestor" → "GG". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toLocaleUpperCase() ?? '').join('');
}

/** The logged-in user: initials, name and username. */
function UserBlock({ user }: { user: SessionUser }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 3,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Avatar sx={{ bgcolor: 'common.white', color: 'primary.dark', fontWeight: 700 }}>{initials(user.name)}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {user.name}
        </Typography>
        <Typography variant="body2" noWrap>
          {user.username}
        </Typography>
      </Box>
    </Box>
  );
}

interface SideMenuProps {
  open: boolean;
  onClose(): void;
  user: SessionUser;
  features: readonly string[];
  onLogout(): void;
}

/** The side menu (spec part B section 2): the user, the entries the user's features allow, the version and logout. */
export function SideMenu({ open, onClose, user, features, onLogout }: SideMenuProps) {
  const { t } = useTranslation();
  useCloseOnBack(open, onClose);
  const { pathname } = useLocation();
  const sendSamples = useSendSamplesToLab();
  const actions: Record<string, () => void> = { enviar_laboratorio: () => sendSamples.mutate() };

  const renderEntry = (entry: MenuEntry) => {
    const content = (
      <>
        <ListItemIcon>
          <EntryIcon id={entry.id} />
        </ListItemIcon>
        <ListItemText primary={t(entry.labelKey)} />
      </>
    );
    if (entry.route) {
      // each entry a list item (a <ul> holds only <li>), its link or button inside
      return (
        <ListItem key={entry.id} disablePadding>
          <ListItemButton component={RouterLink} to={entry.route} selected={pathname === entry.route} onClick={onClose}>
            {content}
          </ListItemButton>
        </ListItem>
      );
    }
    const action = actions[entry.id];
    return action ? (
      <ListItem key={entry.id} disablePadding>
        <ListItemButton
          disabled={sendSamples.isPending}
          onClick={() => {
            action();
            onClose();
          }}
        >
          {content}
        </ListItemButton>
      </ListItem>
    ) : null;
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' }, 'aria-label': t('sara2g.ui.menu.rotulo') } }}
    >
      <Box
        component="nav"
        aria-label={t('sara2g.ui.menu.rotulo')}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <UserBlock user={user} />
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          {visibleSideMenu(features).map((section) => (
            <List
              key={section.id}
              dense
              aria-labelledby={`menu-section-${section.id}`}
              subheader={
                <ListSubheader id={`menu-section-${section.id}`} disableSticky>
                  {t(section.labelKey)}
                </ListSubheader>
              }
            >
              {section.entries.map(renderEntry)}
            </List>
          ))}
        </Box>
        <Divider />
        {/* the interface language can be changed after login too (spec part C) */}
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <LanguageSelect fullWidth />
        </Box>
        <List dense>
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              <ListItemIcon>
                <EntryIcon id="sair" />
              </ListItemIcon>
              <ListItemText primary={t('sara2g.ui.menu.sair')} />
            </ListItemButton>
          </ListItem>
        </List>
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('sara2g.ui.menu.versao', { versao: APP_VERSION })}
        </Typography>
      </Box>
    </Drawer>
  );
}
