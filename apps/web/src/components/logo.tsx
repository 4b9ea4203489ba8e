import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

/** Deep teal of the wordmark on light backgrounds (readable beside the #55C5CC mark). */
const WORDMARK_COLOR = '#1B6F75';

interface LogoMarkProps {
  size?: number;
  /** brand: teal flask on light backgrounds; inverse: white flask on the teal app bar. */
  tone?: 'brand' | 'inverse';
}

/** The SARA mark: a laboratory flask holding a leaf. */
export function LogoMark({ size = 40, tone = 'brand' }: LogoMarkProps) {
  const primary = useTheme().palette.primary.main;
  const flask = tone === 'brand' ? primary : '#FFFFFF';
  const leaf = tone === 'brand' ? '#FFFFFF' : primary;
  return (
    <svg viewBox="8 4 48 54" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill={flask}
        d="M25 6h14a2 2 0 0 1 0 4h-1v13.2l14.6 24.3A6 6 0 0 1 47.5 56h-31a6 6 0 0 1-5.1-9.1L26 23.2V10h-1a2 2 0 0 1 0-4z"
      />
      <path fill={leaf} d="M22.5 50.5c0-10.5 7.5-17 19.5-17 0 11-7.2 17-19.5 17z" />
      <path fill="none" stroke={flask} strokeWidth="1.6" strokeLinecap="round" d="M25 48.5c4-4.6 8.4-8.2 13.5-11" />
    </svg>
  );
}

interface LogoProps {
  size?: 'small' | 'large';
  tone?: LogoMarkProps['tone'];
}

/** The mark with the SARA wordmark. */
export function Logo({ size = 'small', tone = 'brand' }: LogoProps) {
  const { t } = useTranslation();
  const large = size === 'large';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: large ? 1.5 : 1 }}>
      <LogoMark size={large ? 56 : 32} tone={tone} />
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          letterSpacing: '0.14em',
          fontSize: large ? '2.25rem' : '1.35rem',
          lineHeight: 1,
          color: tone === 'brand' ? WORDMARK_COLOR : 'inherit',
        }}
      >
        {t('sara2g.ui.app.nome')}
      </Typography>
    </Box>
  );
}
