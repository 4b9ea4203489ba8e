import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ALL_PLACES_FEATURES, FEATURES, hasFeature } from '@sara/domain/features';
import { isRejected } from '@sara/domain/group-actions';
import { ROUTES } from '@sara/domain/menu';
import { useColetorAtual } from '../../../api/samples/agendadas-coletor';
import { useAgendada } from '../../../api/samples/agendadas';
import { GroupLoadError } from '../../../components/group-load-state';
import { useSession } from '../../../lib/auth';
import { idParam } from '../../../lib/query-params';
import { useSnackbar } from '../../../components/snackbar-provider';
import { hasWaitingChange, type RefusedWrite } from '../../../offline/outbox';
import { reopenedWrite } from '../../outbox/lib/reopen';
import { ReadOnlyRedirect } from '../../sample-view/components/read-only-redirect';
import { emptyValues, fromView, keptValues, presetCollector } from '../form-logic';
import { useUnsavedForm } from '../../../hooks/use-unsaved-form';
import type { UnsavedForm } from '../../../offline/unsaved-forms';
import { SchedulingForm, type KeptSchedule } from './scheduling-form';

/**
 * The scheduling screen (spec part A section 2): /app/coleta/agendada/add/ (new) and
 * /app/coleta/agendada/edit/{idAgrupador}; query idEmpresa and idPessoaColetor preselect the
 * collecting company and person; `outbox` opens a schedule the server refused, as it was kept.
 */
export function SchedulingPage() {
  const { t } = useTranslation();
  const { idAgrupador } = useParams();
  const [search] = useSearchParams();
  const { user, features } = useSession();
  const coletor = useColetorAtual(user.id);
  const existing = useAgendada(idAgrupador);
  const management = hasFeature(features, FEATURES.perfilGerenciamento);
  const { showSnackbar } = useSnackbar();
  // a refused write opened from the outbox (?outbox=): undefined while it is read
  const [reopened, setReopened] = useState<RefusedWrite | null | undefined>(undefined);
  useEffect(() => {
    void reopenedWrite(search).then((refused) => {
      if (refused === 'missing') showSnackbar(t('sara2g.ui.outbox.nao_encontrado'), 'info');
      setReopened(refused === 'missing' ? null : refused);
    });
  }, [search, showSnackbar, t]);
  // what the user left unsaved on this screen (undefined while it is read): it opens over the rest
  const unsaved = useUnsavedForm<KeptSchedule>();
  const [kept, setKept] = useState<UnsavedForm<KeptSchedule> | null | undefined>(undefined);
  useEffect(() => {
    void unsaved.read().then(setKept);
  }, [unsaved]);
  // a change of this schedule still waiting on the device is sent before another is made on it
  const [waiting, setWaiting] = useState<boolean | undefined>(idAgrupador ? undefined : false);
  useEffect(() => {
    if (idAgrupador) void hasWaitingChange(idAgrupador).then(setWaiting, () => setWaiting(false));
  }, [idAgrupador]);

  const defaults = useMemo(() => {
    if (reopened === undefined || kept === undefined || waiting === undefined) return null;
    if (kept) return keptValues(kept.state.values);
    if (reopened) return keptValues(reopened.screen.form);
    if (idAgrupador) return existing.data ? fromView(existing.data) : null;
    if (coletor.isPending) return null;
    const preset = presetCollector(management, coletor.data, {
      idEmpresa: idParam(search.get('idEmpresa')) ?? null,
      idPessoaColetor: idParam(search.get('idPessoaColetor')) ?? null,
    });
    return emptyValues(new Date(), preset.idEmpresa, preset.idPessoaColetor);
  }, [reopened, kept, waiting, idAgrupador, existing.data, coletor.isPending, coletor.data, management, search]);

  if (idAgrupador && waiting && !reopened && !kept) {
    return (
      <ReadOnlyRedirect
        to={ROUTES.agendadaView(idAgrupador)}
        why="sara2g.ui.amostra_view.alteracao_pendente_bloqueia"
      />
    );
  }
  if (idAgrupador && existing.isError && !reopened && !kept) {
    return <GroupLoadError error={existing.error} />;
  }
  // a group the server would not let this user change (company, registrant: spec part A section 6) opens read-only
  if (idAgrupador && existing.data?.acoes?.editAgendada === false && !reopened && !kept) {
    return <ReadOnlyRedirect to={ROUTES.agendadaView(idAgrupador)} />;
  }
  if (!defaults) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('sara2g.ui.agendamento.carregando')} />
      </Box>
    );
  }
  return (
    <SchedulingForm
      key={`${reopened ? `outbox-${reopened.id}` : (idAgrupador ?? 'new')}${kept ? '-kept' : ''}`}
      idAgrupador={idAgrupador}
      reopened={reopened ?? null}
      versao={kept ? kept.state.versao : reopened ? reopened.write.versao : existing.data?.versao}
      restored={kept ? { savedAt: kept.savedAt, discarded: () => setKept(null) } : null}
      defaultValues={defaults}
      coletor={coletor.data ?? null}
      management={management}
      allPlaces={hasFeature(features, ALL_PLACES_FEATURES)}
      rejectedItems={existing.data?.itens.filter(isRejected).length ?? 0}
      newId={kept?.state.novoId}
    />
  );
}
