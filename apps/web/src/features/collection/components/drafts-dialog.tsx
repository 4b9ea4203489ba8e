import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@sara/domain/rules/fields';
import type { SampleGroupView } from '@sara/domain/samples';
import { ResponsiveDialog } from '../../../components/responsive-dialog';

const P = 'sara2g.ui.coleta.';

export interface DraftsDialogProps {
  /** The user's drafts, newest first (two or more: one is offered by the confirmation alone). */
  drafts: readonly SampleGroupView[];
  /** Said under the question: what continuing one does to what the form holds now. */
  note?: string;
  onContinue(draft: SampleGroupView): void;
  onNew(): void;
}

/** Several collections saved for later: the user picks the one to continue, or starts a new one. */
export function DraftsDialog({ drafts, note, onContinue, onNew }: DraftsDialogProps) {
  const { t } = useTranslation();
  const when = (g: SampleGroupView) => {
    const d = formatDisplayDate(g.dataColeta, true);
    return 'text' in d ? d.text : t(`${P}rascunho_sem_data`);
  };
  return (
    <ResponsiveDialog open title={t(`${P}rascunho_titulo`)} actions={<Button onClick={onNew}>{t(`${P}novo`)}</Button>}>
      <Typography variant="body2" color="text.secondary">
        {t(`${P}rascunhos_varios`, { n: drafts.length })}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
      <List aria-label={t(`${P}rascunho_titulo`)}>
        {drafts.map((g) => (
          <ListItemButton key={g.idAgrupador} onClick={() => onContinue(g)} divider>
            <ListItemText
              primary={t(`${P}rascunho_item`, { n: g.numero })}
              secondary={[g.nomeProgramaAmostra, g.nomeLocalAmostra ?? g.localAmostra, when(g)]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        ))}
      </List>
    </ResponsiveDialog>
  );
}
