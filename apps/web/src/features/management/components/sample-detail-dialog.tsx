import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SampleDetail } from '@sara/domain/lists';
import { displayValue, formatDisplayDate } from '@sara/domain/rules/fields';
import { useSampleDetail } from '../../../api/lists/sample-detail';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { PhotoThumbnail } from '../../sample-view/components/view-parts';
import { reportStatusToken, resultToken, situationToken, statusToken } from '../lib/rows';
import { useProductName } from '../../../lib/product-name';

const G = 'sara2g.ui.gerenciamento.detalhe';

export interface SampleDetailDialogProps {
  idAmostra: number | null;
  onClose(): void;
}

/** 'Dados da amostra': every field of GET /api/v1/amostras/{idAmostra}, 'Não informado' when empty. */
export function SampleDetailDialog({ idAmostra, onClose }: SampleDetailDialogProps) {
  const { t } = useTranslation();
  const detail = useSampleDetail(idAmostra);
  return (
    <ResponsiveDialog
      open={idAmostra != null}
      onClose={onClose}
      scrollableContent
      title={t('sara2g.ui.gerenciamento.dados_amostra')}
      actions={<Button onClick={onClose}>{t('sara2g.ui.txt.fechar')}</Button>}
    >
      {detail.isError ? (
        <Alert severity="error">{t(`${G}.erro`)}</Alert>
      ) : !detail.data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('sara2g.ui.gerenciamento.carregando')} />
        </Box>
      ) : (
        <DetailFields detail={detail.data} />
      )}
    </ResponsiveDialog>
  );
}

function DetailFields({ detail: d }: { detail: SampleDetail }) {
  const { t } = useTranslation();
  const product = useProductName();
  const shown = (v: ReturnType<typeof displayValue>) => ('text' in v ? v.text : t(v.token));
  const text = (v: string | number | null | undefined) => shown(displayValue(v));
  const date = (v: string | null) => shown(formatDisplayDate(v));
  const dateTime = (v: string | null) => shown(formatDisplayDate(v, true));
  const coded = (v: string | null, token: (v: never) => string) => (v ? t(token(v as never)) : text(null));

  // [catalogue key under G, the value, a label of its own]
  const fields: [string, ReactNode, string?][] = [
    ['id_amostra', String(d.idAmostra)],
    ['programa', text(d.nomeProgramaAmostra)],
    ['laboratorio', text(d.laboratorio)],
    ['situacao', t(situationToken(d.situacao))],
    ['status', coded(d.statusSistema, statusToken)],
    ['codigo_rastreamento', text(d.codigoRastreamento)],
    ['codigo_amostra', text(d.codigoAmostra)],
    ['codigo_mylims', text(d.codigoMylims)],
    ['produto', text(product(d.produto, d.produtoI18n))],
    ['fornecedor', text(d.fornecedor)],
    ['documento', text(d.documento)],
    ['inscricao_rural', text(d.inscricaoRural)],
    ['varejo', text(d.varejoRama)],
    ['local', text(d.localAmostra)],
    ['empresa', text(d.nomeEmpresa)],
    ['coletor', text(d.nomePessoaColetor)],
    ['responsavel', text(d.responsavelColeta)],
    ['data_agendada', date(d.dataAgendada)],
    ['data_coleta', dateTime(d.dataColeta)],
    ['lacre', text(d.numeroLacre)],
    ['lote', text(d.lote)],
    ['ean', text(d.codigoEAN)],
    ['data_fabricacao', date(d.dataFabricacao)],
    ['data_validade', date(d.dataValidade)],
    // a rejected sample's observation is the reason it was rejected, as the views call it (decision 0013)
    [
      'observacao',
      text(d.observacao),
      d.situacao === 'rejeitada' ? t('sara2g.ui.amostra_view.motivo_rejeicao') : undefined,
    ],
    [
      'fotos',
      d.idsArquivo.length ? (
        // the photos themselves: an analysed sample has no edit to reach them from this table
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {d.idsArquivo.map((id, i) => (
            <PhotoThumbnail key={id} idArquivo={id} alt={t('sara2g.ui.amostra_view.foto', { n: i + 1 })} />
          ))}
        </Stack>
      ) : (
        text(null)
      ),
    ],
    ['numero_laudo', text(d.numeroLaudo)],
    ['data_laudo', date(d.dataLaudo)],
    ['status_laudo', coded(d.statusLaudo, reportStatusToken)],
    ['resultado_laudo', coded(d.resultadoLaudo, resultToken)],
  ];
  const previous = d.coletasAnteriores.map((c) =>
    t(`${G}.coleta_n`, { numero: c.numero, codigo: text(c.codigoRastreamento), data: date(c.dataColeta) }),
  );

  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 40%) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
      }}
    >
      {fields.map(([key, value, label]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <dt>{label ?? t(`${G}.${key}`)}</dt>
          <dd data-field={key}>{value}</dd>
        </Box>
      ))}
      <dt>{t(`${G}.coletas_anteriores`)}</dt>
      <dd>
        {previous.length === 0
          ? text(null)
          : previous.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
      </dd>
    </Box>
  );
}
