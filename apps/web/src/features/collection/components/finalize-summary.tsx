import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { summaryRows, type FinalizeSummary as Summary } from '../lib/finalize';

/** The read-only scheduling details at the top of the finalize screen. */
export function FinalizeSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }} data-testid="finalize-summary">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('sara2g.ui.coleta.resumo')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {summaryRows(summary).map(({ field, value }) => (
          <Box key={field} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`sara2g.ui.coleta.${field}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {'text' in value ? value.text : t(value.token)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
