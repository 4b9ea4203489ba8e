import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from '../../../components/disabled-reason';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { groupActions, groupFactsOfView, isRejected } from '@sara/domain/group-actions';
import { ROUTES } from '@sara/domain/menu';
import { isEnvironmental, isRama } from '@sara/domain/rules/programs';
import type { SampleGroupView } from '@sara/domain/samples';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isChangedSince, useAgendada, useDeleteAgendada } from '../../../api/samples/agendadas';
import { coletadaQueryOptions } from '../../../api/samples/get-group';
import { ApiError } from '../../../api/client';
import { useColetorAtual } from '../../../api/samples/agendadas-coletor';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useSession } from '../../../lib/auth';
import { isWaitingChange } from '../../../offline/outbox';
import { useOutboxItems } from '../../outbox/lib/use-outbox';
import { DeviceCopyNotice, GroupLoadError } from '../../../components/group-load-state';
import { useBack } from '../../../lib/use-back';
import type { Coletor } from '../../../types/api';
import {
  CenteredProgress,
  EnvironmentalFields,
  useShown,
  ViewField,
  ViewTitle,
  ViewGrid,
  ItemCards,
  observationLabel,
  RecollectionField,
} from './view-parts';
import { useProductName } from '../../../lib/product-name';
import { programasAmostraQueryOptions } from '../../../api/reference/get-programas-amostra';
import { FinalizationGroupFields, FinalizationItemFields, useWaitingFinalization } from './finalization-entries';

/** Edit and delete as the history offers them for the same group (spec part A section 6, part B section 6). */
export function scheduledViewActions(
  group: SampleGroupView,
  features: Iterable<string>,
  me: Coletor | null | undefined,
) {
  return groupActions(groupFactsOfView(group), { features, me: me ?? null });
}

/** The read-only scheduled view (/app/amostra/agendada/view/{idAgrupador}) with edit and delete. */
export function ScheduledViewPage() {
  const { t } = useTranslation();
  const { idAgrupador = '' } = useParams();
  // back to where the user came from (the history keeps its place); home when opened here
  const back = useBack(ROUTES.home);
  const { showSnackbar } = useSnackbar();
  const { user, features } = useSession();
  const coletor = useColetorAtual(user.id);
  const group = useAgendada(idAgrupador);
  const remove = useDeleteAgendada();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const shown = useShown();
  const product = useProductName();
  const online = useOnlineStatus();
  // a change of this group kept on the device and not sent yet: no other change until it is (one the
  // server refused does not wait: the edit screen offers to correct it, or drops it on a new save)
  const pending = useOutboxItems()?.some((item) => isWaitingChange(item, idAgrupador)) ?? false;
  // a finalization of it kept on the device: what the collector entered shows with the schedule
  const finalization = useWaitingFinalization(idAgrupador);
  // the program's fields name the values a waiting finalization entered (a water sample's last rain)
  const collector = group.data?.idPessoaColetor;
  const programs = useQuery({
    ...programasAmostraQueryOptions(collector ?? 0, { silent: true }),
    enabled: finalization != null && collector != null,
  });

  // a schedule finalized since its address was kept (a link, the browser's history): its collected view
  const finalized = useQuery({
    ...coletadaQueryOptions(idAgrupador),
    enabled: group.error instanceof ApiError && group.error.status === 404,
    retry: false,
  });

  if (finalized.data) return <Navigate to={ROUTES.coletadaView(idAgrupador)} replace />;
  if (group.isError && finalized.isFetching) return <CenteredProgress />;
  if (group.isError) return <GroupLoadError error={group.error} />;
  if (!group.data) return <CenteredProgress />;
  const g = group.data;
  const environmental = isEnvironmental(g.idProgramaAmostra);
  // the server's answer for this user; computed here for a copy read before it carried one
  const actions = g.acoes ?? scheduledViewActions(g, features, coletor.data);
  const canEdit = actions.editAgendada && !pending;
  const canDelete = actions.deleteAmostra && !pending;
  // a rejected item's observation is the rejection's reason, shown on its own card as such; with more
  // than one, each says whose it is ('Item 2: …', the cards' numbers), one a line
  const observacoes = g.itens
    .map((item, index) => ({ item, n: index + 1 }))
    .filter(({ item }) => !isRejected(item) && Boolean(item.observacao?.trim()));
  const observacoesText =
    observacoes.length > 1
      ? observacoes
          .map(({ item, n }) => `${t('sara2g.ui.agendamento.item', { n })}: ${item.observacao!.trim()}`)
          .join('\n')
      : (observacoes[0]?.item.observacao ?? null);

  const onDelete = async () => {
    setConfirmDelete(false);
    try {
      await remove.mutateAsync({ idAgrupador, versao: g.versao });
      showSnackbar(t('sara2g.ui.amostra_view.excluido'), 'success');
      back();
    } catch (error) {
      // only logged (part B section 8): the delete hook logs it. One changed since it was read shows
      // again as it is now, and the user is told why it is still there.
      if (isChangedSince(error)) showSnackbar(error.message, 'warning');
    }
  };

  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <ViewTitle title={t('sara2g.ui.amostra_view.titulo_agendada')} onBack={back} />
      <DeviceCopyNotice view={g} />
      {pending && (
        <Alert severity="warning" data-testid="view-pending-change">
          {t('sara2g.ui.amostra_view.alteracao_pendente')}
        </Alert>
      )}
      <Card>
        <CardContent>
          <ViewGrid>
            <ViewField label={t('sara2g.ui.agendamento.laboratorio')} value={shown.text(g.nomeLaboratorio)} />
            <ViewField label={t('sara2g.ui.agendamento.orcamento')} value={shown.text(g.nomeOrcamento)} />
            <ViewField label={t('sara2g.ui.agendamento.programa')} value={shown.text(g.nomeProgramaAmostra)} />
            {/* where the visit goes: beyond part B's list, as the collected view and the finalize summary (decision 0019) */}
            <ViewField
              label={t('sara2g.ui.agendamento.local')}
              value={shown.text(g.nomeLocalAmostra ?? g.localAmostra)}
            />
            {(isRama(g.idProgramaAmostra) || g.nomeVarejo) && (
              <ViewField label={t('sara2g.ui.agendamento.varejo')} value={shown.text(g.nomeVarejo)} />
            )}
            <ViewField label={t('sara2g.ui.amostra_view.data_agendamento')} value={shown.date(g.dataAgendada)} />
            {finalization && (
              <FinalizationGroupFields
                finalization={finalization}
                placeScheduled={Boolean(g.nomeLocalAmostra ?? g.localAmostra)}
              />
            )}
            <EnvironmentalFields group={g} />
            {/* the server sends company and collector names only to the group's own company (spec part A
                section 6): withheld, they are left out rather than called 'Não informado' (every group has both) */}
            {g.nomeEmpresaColetora != null && (
              <ViewField label={t('sara2g.ui.agendamento.empresa_coletora')} value={g.nomeEmpresaColetora} />
            )}
            {g.nomePessoaColetora != null && (
              <ViewField label={t('sara2g.ui.agendamento.pessoa_coletora')} value={g.nomePessoaColetora} />
            )}
            <ViewField label={t('sara2g.ui.amostra_view.observacoes')} value={shown.text(observacoesText)} />
          </ViewGrid>
        </CardContent>
      </Card>
      <ItemCards itens={g.itens}>
        {(item) => (
          <>
            <ViewGrid>
              <ViewField
                label={t(environmental ? 'sara2g.ui.listagem.matriz_analise' : 'sara2g.ui.agendamento.produto')}
                value={shown.text(product(item.nomeProduto ?? item.nomeProdutoEmpresa, item.nomeProdutoI18n))}
              />
              <ViewField label={t('sara2g.ui.agendamento.fornecedor')} value={shown.text(item.nomeDistribuidor)} />
              <RecollectionField item={item} />
              <ViewField
                label={t(
                  observationLabel(
                    item,
                    environmental ? 'sara2g.ui.agendamento.identificacao' : 'sara2g.ui.agendamento.observacao',
                  ),
                )}
                value={shown.text(item.observacao)}
              />
            </ViewGrid>
            {finalization && (
              <FinalizationItemFields
                finalization={finalization}
                idAmostra={item.idAmostra}
                environmental={environmental}
                programFields={programs.data?.find((p) => p.idProgramaAmostra === g.idProgramaAmostra)?.campos ?? []}
              />
            )}
          </>
        )}
      </ItemCards>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button onClick={back}>{t('sara2g.ui.agendamento.voltar')}</Button>
        {canEdit && (
          <Button
            variant="contained"
            startIcon={<EditOutlinedIcon />}
            component={RouterLink}
            to={ROUTES.agendadaEdit(idAgrupador)}
          >
            {t('sara2g.ui.amostra_view.editar')}
          </Button>
        )}
        {/* on phones the column puts delete below edit */}
        {canDelete && (
          // deleting is not kept for later: it needs the server
          <DisabledReason
            reason={online ? null : t('sara2g.ui.amostra_view.excluir_sem_conexao')}
            sx={{ display: 'flex', flexDirection: 'column' }}
          >
            <Button
              variant="outlined"
              color="error"
              disabled={!online}
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setConfirmDelete(true)}
            >
              {t('sara2g.ui.amostra_view.excluir')}
            </Button>
          </DisabledReason>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={t('sara2g.ui.amostra_view.excluir_titulo')}
        lines={[t('sara2g.ui.amostra_view.excluir_confirmar')]}
        confirmLabel={t('sara2g.ui.amostra_view.excluir')}
        destructive
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
      <LoadingOverlay open={remove.isPending} />
    </Stack>
  );
}
