import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visibleSideMenu } from '@sara/domain/menu';
import { LogoMark } from '../../../components/logo';
import { useSession } from '../../../lib/auth';
import { EntryIcon } from './entry-icon';

/** The home route: a welcome and shortcuts to the screens of the side menu the user may open. */
export function HomePage() {
  const { t } = useTranslation();
  const { user, features } = useSession();
  const shortcuts = visibleSideMenu(features)
    .flatMap((section) => section.entries)
    .filter((entry) => entry.route);

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: { xs: 2, sm: 3 } }}>
          <LogoMark size={56} />
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
              {t('sara2g.ui.home.titulo')}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{t('sara2g.ui.home.ola', { nome: user.name })}</Typography>
            <Typography color="text.secondary">{t('sara2g.ui.home.texto')}</Typography>
          </Box>
        </CardContent>
      </Card>
      {shortcuts.length > 0 && (
        <Box component="section" aria-labelledby="home-shortcuts">
          <Typography id="home-shortcuts" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('sara2g.ui.home.atalhos')}
          </Typography>
          <Grid container spacing={2}>
            {shortcuts.map((entry) => (
              <Grid key={entry.id} size={{ xs: 6, sm: 4, md: 3 }}>
                <Card sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={entry.route ?? ''} sx={{ height: '100%' }}>
                    <CardContent
                      sx={{
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'flex-start',
                        gap: 1,
                        minHeight: 104,
                      }}
                    >
                      <EntryIcon id={entry.id} color="primary" fontSize="large" />
                      <Typography sx={{ fontWeight: 500 }}>{t(entry.labelKey)}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </Stack>
  );
}
