import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportVersion } from '@sara/domain/lists';
import { ListLoadError } from '../../../components/list-load-error';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { downloadReportPdf } from '../../../api/files/download';
import { useReportVersions } from '../../../api/lists/report-versions';
import { useLoggedError } from '../../../hooks/use-logged-error';
import { useShown } from '../../sample-view/components/view-parts';

/** Several report revisions: the user picks which to print, each saved as {codigoLaudo}.pdf. */
export function ReportVersionsDialog({ idAmostra, onClose }: { idAmostra: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const versions = useReportVersions(idAmostra);
  useLoggedError(versions.error, 'Report versions');
  return (
    <ResponsiveDialog
      open={idAmostra != null}
      onClose={onClose}
      title={t('sara2g.ui.listagem.versoes_titulo')}
      // the form has its own Cancel; loading, a failure or no version has this one (a touch screen has no Escape)
      actions={
        versions.data && versions.data.length > 0 ? undefined : (
          <Button onClick={onClose}>{t('sara2g.ui.txt.cancelar')}</Button>
        )
      }
    >
      {versions.data ? (
        <VersionsForm key={idAmostra} versions={versions.data} onClose={onClose} />
      ) : versions.isError ? (
        // a failed call is not 'no version': say so, offer another try (the failure itself is logged)
        <ListLoadError
          message={t('sara2g.ui.listagem.versoes_erro')}
          error={versions.error}
          onRetry={() => void versions.refetch()}
          stacked
        />
      ) : (
        <CircularProgress aria-label={t('sara2g.ui.txt.carregando')} />
      )}
    </ResponsiveDialog>
  );
}

function VersionsForm({ versions, onClose }: { versions: ReportVersion[]; onClose(): void }) {
  const { t } = useTranslation();
  const shown = useShown();
  const printable = versions.filter((v) => v.idsArquivo.length > 0);
  const [chosen, setChosen] = useState<Set<number>>(
    () => new Set(printable.filter((v) => v.tipoRevisao === 'atual').map((v) => v.idRevisaoLaudo)),
  );
  const [busy, setBusy] = useState(false);

  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const print = async () => {
    setBusy(true);
    for (const v of printable.filter((p) => chosen.has(p.idRevisaoLaudo)))
      await downloadReportPdf(v.idsArquivo[0]!, v.codigoLaudo);
    setBusy(false);
    onClose();
  };

  if (versions.length === 0) return <Typography>{t('sara2g.ui.listagem.sem_versoes')}</Typography>;
  return (
    <>
      <FormGroup>
        {versions.map((v) => (
          <FormControlLabel
            key={v.idRevisaoLaudo}
            disabled={v.idsArquivo.length === 0}
            control={<Checkbox checked={chosen.has(v.idRevisaoLaudo)} onChange={() => toggle(v.idRevisaoLaudo)} />}
            // two lines, broken only between parts: a phone's dialog is 280 px wide
            label={
              <>
                <Typography>
                  {[
                    t('sara2g.ui.listagem.versao_n', { n: v.versao }),
                    v.tipoRevisao === 'atual' ? t('sara2g.ui.listagem.versao_atual') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[v.codigoLaudo, shown.date(v.dataLaudo)].filter(Boolean).map((part, i) => (
                    <Fragment key={i}>
                      {i > 0 && ' · '}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {part}
                      </Box>
                    </Fragment>
                  ))}
                </Typography>
              </>
            }
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiCheckbox-root': { mt: -0.75 } }}
          />
        ))}
      </FormGroup>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onClose}>{t('sara2g.ui.txt.cancelar')}</Button>
        <Button variant="contained" disabled={chosen.size === 0 || busy} onClick={() => void print()}>
          {t('sara2g.ui.listagem.imprimir')}
        </Button>
      </Stack>
    </>
  );
}
