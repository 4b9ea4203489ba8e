import { useParams } from 'react-router';
import { ROUTES } from '@sara/domain/menu';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEnvironmental, isRama } from '@sara/domain/rules/programs';
import { useColetada } from '../../../api/samples/get-group';
import { useQuery } from '@tanstack/react-query';
import { programasAmostraQueryOptions } from '../../../api/reference/get-programas-amostra';
import { reasonToken } from '../../collection/components/reasons-dialog';
import { DeviceCopyNotice, GroupLoadError } from '../../../components/group-load-state';
import { useBack } from '../../../lib/use-back';
import { isWaitingChange } from '../../../offline/outbox';
import { useOutboxItems } from '../../outbox/lib/use-outbox';
import {
  CenteredProgress,
  EnvironmentalFields,
  PhotoThumbnail,
  useShown,
  ViewField,
  ViewTitle,
  ViewGrid,
  ItemCards,
  observationLabel,
  RecollectionField,
} from './view-parts';
import { useProductName } from '../../../lib/product-name';

/** The read-only collected view (/app/amostra/coletada/view/{idAgrupador}). */
export function CollectedViewPage() {
  const { t } = useTranslation();
  const { idAgrupador = '' } = useParams();
  const back = useBack(ROUTES.home);
  const group = useColetada(idAgrupador);
  const shown = useShown();
  const product = useProductName();
  // a change of this group kept on the device and not sent yet (the edit screen waits for it too)
  const pending = useOutboxItems()?.some((item) => isWaitingChange(item, idAgrupador)) ?? false;
  // the labels of the program's own fields (sampling point, temperature...): the collector's program list,
  // asked quietly (without it the view shows the other fields)
  const collector = group.data?.idPessoaColetor;
  const programs = useQuery({
    ...programasAmostraQueryOptions(collector ?? 0, { silent: true }),
    enabled: collector != null,
  });

  if (group.isError) return <GroupLoadError error={group.error} />;
  if (!group.data) return <CenteredProgress />;
  const g = group.data;
  const fieldsOfProgram = programs.data?.find((p) => p.idProgramaAmostra === g.idProgramaAmostra)?.campos ?? [];
  const environmental = isEnvironmental(g.idProgramaAmostra);

  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <ViewTitle title={t('sara2g.ui.amostra_view.titulo_coletada')} onBack={back} />
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
            <ViewField
              label={t('sara2g.ui.agendamento.local')}
              value={shown.text(g.nomeLocalAmostra ?? g.localAmostra)}
            />
            {/* only RAMA samples name a retail chain (part A sections 2 and 5) */}
            {(isRama(g.idProgramaAmostra) || g.nomeVarejo) && (
              <ViewField label={t('sara2g.ui.agendamento.varejo')} value={shown.text(g.nomeVarejo)} />
            )}
            {/* a collection that finalized a schedule keeps the day it was scheduled for (decision 0020) */}
            {g.dataAgendada && (
              <ViewField label={t('sara2g.ui.agendamento.data_agendada')} value={shown.date(g.dataAgendada)} />
            )}
            <ViewField label={t('sara2g.ui.amostra_view.data_coleta')} value={shown.date(g.dataColeta, true)} />
            {/* withheld from another company's user (the collecting company, which every group has, is too) */}
            {g.nomeEmpresaColetora != null && (
              <ViewField
                label={t('sara2g.ui.amostra_view.responsavel')}
                value={shown.text(g.responsavelColeta ?? g.nomePessoaColetora)}
              />
            )}
            {g.pessoaColeta && <ViewField label={t('sara2g.ui.coleta.pessoaColeta')} value={g.pessoaColeta} />}
            <EnvironmentalFields group={g} />
          </ViewGrid>
        </CardContent>
      </Card>
      <ItemCards itens={g.itens}>
        {(item) => (
          <>
            <ViewGrid>
              {/* water and soil samples go by the lab's sample code and an analysis matrix (as in My samples) */}
              {environmental ? (
                <ViewField label={t('sara2g.ui.listagem.codigo_amostra')} value={shown.text(item.codigoAgrosafety)} />
              ) : (
                <ViewField
                  label={t('sara2g.ui.amostra_view.codigo_rastreamento')}
                  value={shown.text(item.codigoRastreamento)}
                />
              )}
              <ViewField
                label={t(environmental ? 'sara2g.ui.listagem.matriz_analise' : 'sara2g.ui.agendamento.produto')}
                value={shown.text(product(item.nomeProduto ?? item.nomeProdutoEmpresa, item.nomeProdutoI18n))}
              />
              {/* a water or soil sample has no supplier */}
              {!environmental && (
                <ViewField label={t('sara2g.ui.agendamento.fornecedor')} value={shown.text(item.nomeDistribuidor)} />
              )}
              <RecollectionField item={item} />
              {!environmental && (
                <ViewField label={t('sara2g.ui.coleta.codigoEAN')} value={shown.text(item.codigoEAN)} />
              )}
              <ViewField label={t('sara2g.ui.amostra_view.lacre')} value={shown.text(item.numeroLacre)} />
              {/* a packaged product's facts: a water or soil sample has none of them */}
              {!environmental && (
                <>
                  <ViewField label={t('sara2g.ui.coleta.dataFabricacao')} value={shown.date(item.dataFabricacao)} />
                  <ViewField label={t('sara2g.ui.coleta.dataValidade')} value={shown.date(item.dataValidade)} />
                  <ViewField label={t('sara2g.ui.amostra_view.lote')} value={shown.text(item.lote)} />
                </>
              )}
              <ViewField
                label={t(
                  observationLabel(
                    item,
                    environmental ? 'sara2g.ui.agendamento.identificacao' : 'sara2g.ui.agendamento.observacao',
                  ),
                )}
                value={shown.text(item.observacao)}
              />
              {item.camposProgramaAmostra.map((campo) => {
                const field = fieldsOfProgram.find((f) => f.idCampoPrograma === campo.idCampoPrograma);
                if (!field) return null;
                return (
                  <ViewField
                    key={campo.idCampoPrograma}
                    label={t(field.token)}
                    value={field.tipo === 'data' ? shown.date(campo.valor) : shown.text(campo.valor)}
                  />
                );
              })}
              {item.motivosColetaNaoRealizada.length > 0 && (
                <ViewField
                  label={t('sara2g.ui.coleta.nao_realizada')}
                  value={item.motivosColetaNaoRealizada.map((m) => t(reasonToken(m))).join('; ')}
                />
              )}
              {/* an item of its own situation (rejected in management, say) says so */}
              {item.situacao !== g.situacao && (
                <ViewField
                  label={t('sara2g.ui.amostra_view.situacao_item')}
                  value={t(`sara2g.ui.historico.situacao.${item.situacao}`)}
                />
              )}
            </ViewGrid>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 2, mb: 0.5 }}>
              {t('sara2g.ui.amostra_view.fotos')}
            </Typography>
            {item.idsArquivo.length === 0 ? (
              <Typography>{t('sara2g.ui.txt.nao_informado')}</Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {item.idsArquivo.map((id, i) => (
                  <PhotoThumbnail key={id} idArquivo={id} alt={t('sara2g.ui.amostra_view.foto', { n: i + 1 })} />
                ))}
              </Stack>
            )}
          </>
        )}
      </ItemCards>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={back}>{t('sara2g.ui.agendamento.voltar')}</Button>
      </Stack>
    </Stack>
  );
}
