import { memo, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { LIMITS, PHOTO } from '@sara/domain/constants';
import { coletaRealizada, identificationRequired, originName } from '@sara/domain/rules/collection';
import type { SampleItemForm } from '@sara/domain/rules/sample-form';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { SelectWithAdd } from '../../../components/form/select-with-add';
import { ProductDialog } from '../../../components/places/product-dialog';
import { PhotoArea, type Photo, type PhotoUpdate } from '../../../components/photos/photo-area';
import { QrScanButton } from '../../../components/qr-scan/qr-scan-button';
import { limitMessage, oneLine } from '../../../components/form/messages';
import { useSnackbar } from '../../../components/snackbar-provider';
import { getRastreamento } from '../../../api/samples/get-rastreamento';
import { ApiError } from '../../../api/client';
import type { Produto, ProdutoEmpresa } from '../../../types/api';
import { isCancelled, nativeCamera, takeNativePhoto } from '../lib/camera';
import { applyTracking } from '../lib/tracking';
import { ReasonsDialog, reasonToken } from './reasons-dialog';
import { RecollectionChoice } from './recollection-choice';

export interface ItemCardProps {
  item: SampleItemForm;
  index: number;
  traceable: boolean;
  idEmpresa: number | null;
  products: readonly Produto[];
  companyProducts: readonly ProdutoEmpresa[];
  photos: readonly Photo[];
  /** The translated messages by path under this item ('numeroLacre', 'idsArquivo'...). */
  errors?: Readonly<Record<string, string>>;
  canDelete: boolean;
  /** View mode: every field read-only. */
  readOnly?: boolean;
  /** Finalize mode: the scheduled product stays; the server compares the code's product with it. */
  lockProduct?: boolean;
  /** RAMA programs offer 'Recoleta'. */
  rama?: boolean;
  /**
   * Water and soil programs: no EAN, manufacture or expiry date, or batch, which a packaged product
   * has and a water or soil sample does not (docs/decisions/0019).
   */
  environmental?: boolean;
  /** The retail chain asks every item's EAN (spec part A section 5). */
  eanRequired?: boolean;
  /** Merges fields into this item (the latest copy, so answers arriving late keep other edits). */
  onChange(patch: Partial<SampleItemForm>): void;
  onPhotos(update: PhotoUpdate): void;
  onDelete(): void;
  /** The errors under the tracking-code field as the card opens (a form brought back from the device). */
  trackingErrors?: string[];
  /** The errors under the tracking-code field now (none once the code changes): they block registering. */
  onTrackingErrors?(errors: string[]): void;
  /**
   * Work under way that the save must wait for: a tracking-code check (its errors block registering), or
   * photos being prepared (they would be left out of the save).
   */
  onWork?(done: Promise<void>): void;
}

/**
 * A card renders again only when what it shows changes: a key typed in another card or in the group's
 * fields rendered every card (each with two date pickers), about 600 ms a key with 10 items on a slow
 * phone. Lists and objects count as the same when their entries are; handlers are not compared, so the
 * page's must act on the latest state (state updaters, refs, the item's key), never on a rendered value.
 */
function sameCard(before: ItemCardProps, after: ItemCardProps): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof ItemCardProps)[]);
  for (const key of keys) {
    const [a, b] = [before[key], after[key]];
    if (typeof a === 'function' && typeof b === 'function') continue;
    if (!Object.is(a, b) && !sameEntries(a, b)) return false;
  }
  return true;
}

/** Two arrays, or two plain objects, with the same entries (compared by identity). */
function sameEntries(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || Array.isArray(b)) return false;
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => k in y && Object.is(x[k], y[k]));
}

/** One sample of the group: identification, seal, dates, batch, observation, program fields, photos. */
export const ItemCard = memo(ItemCardView, sameCard);

function ItemCardView(props: ItemCardProps) {
  const { item, index, traceable, idEmpresa, products, companyProducts, photos, canDelete, readOnly } = props;
  const error = (field: string): string | undefined => props.errors?.[field];
  const { t, i18n } = useTranslation();
  const { showSnackbar } = useSnackbar();
  // the code of the sample chosen here (a group read names it in codigoRecoletado)
  const [recollectedCode, setRecollectedCode] = useState<string | null>(null);
  const [reasonsOpen, setReasonsOpen] = useState(false);
  // offline: the code could not be looked up (the server fills its product and supplier on arrival)
  // productOf: the code whose answer named the product, which then stays the code's while the code does
  // origin: the code's origin link (part A section 3: its name before the first semicolon), shown with the supplier
  type Tracking = { errors: string[]; offline?: boolean; productOf?: string; origin?: { code: string; name: string } };
  const [kept, setTrackingState] = useState<Tracking>(() => ({ errors: props.trackingErrors ?? [] }));
  // a reset that empties the code (another program, tracking unticked) takes its errors with it: they
  // were the old code's, and under a field no longer shown they would hold 'Cadastrar' unexplained
  const tracking: Tracking = item.codigoRastreamento?.trim() ? kept : { errors: [] };
  const setTracking = (next: Tracking) => {
    setTrackingState(next);
    props.onTrackingErrors?.(next.errors);
  };
  const set = props.onChange;
  const label = (k: string) => t(`sara2g.ui.coleta.${k}`);
  // a water or soil sample's product is its analysis matrix and its observation identifies it, as the
  // scheduling screen, the views and My samples call them (spec part A section 4, part B section 2)
  const productLabel = props.environmental ? t('sara2g.ui.listagem.matriz_analise') : label('produto');
  const observationLabel = props.environmental ? t('sara2g.ui.agendamento.identificacao') : label('observacao');
  // the identification the rules then require (part A section 5, decision 0023) is marked required
  const identification = identificationRequired(item) && !readOnly;

  const text = (field: 'numeroLacre' | 'lote' | 'observacao' | 'codigoEAN', max: number, required = false) => (
    <TextField
      fullWidth
      size="small"
      label={field === 'observacao' ? observationLabel : label(field)}
      required={required && !readOnly}
      value={item[field] ?? ''}
      disabled={readOnly}
      onChange={(e) => set({ [field]: field === 'observacao' ? e.target.value : oneLine(e.target.value) })}
      error={Boolean(error(field))}
      helperText={error(field) ?? (readOnly ? undefined : limitMessage(t, item[field], max))}
      slotProps={{ htmlInput: { maxLength: max, 'data-testid': `item-${index}-${field}` } }}
      multiline={field === 'observacao'}
    />
  );

  const date = (field: 'dataFabricacao' | 'dataValidade') => (
    <WireDatePicker
      label={label(field)}
      value={item[field]}
      disabled={readOnly}
      onChange={(wire) => set({ [field]: wire })}
      error={error(field)}
      minDay={field === 'dataValidade' ? item.dataFabricacao : undefined}
    />
  );

  // What the item held before any tracking code filled it (the schedule's supplier, say): each code's
  // answer applies on top of it, and clearing the code brings it back, so the supplier shown is
  // always the one saved, never one left behind by a code since changed or removed.
  const beforeCodes = useRef<Partial<SampleItemForm> | null>(null);
  const filledByCode = (): Partial<SampleItemForm> => ({
    idDistribuidor: item.idDistribuidor,
    nomeDistribuidor: item.nomeDistribuidor ?? null,
    usuarioPlataforma: item.usuarioPlataforma,
    idTipoProduto: item.idTipoProduto,
    idProdutoProcessado: item.idProdutoProcessado,
    ...(props.lockProduct ? {} : { idProduto: item.idProduto, nomeProduto: item.nomeProduto }),
  });

  /**
   * Validated on blur (or after a QR read): the code's product, supplier and field errors. `opening`:
   * the check of a code the item opened with (a draft, an edit), which changes the item only where the
   * code names another product or supplier than it holds; otherwise it only locks the product to the
   * code again, as when the code was typed (the form is not changed by being opened).
   */
  const lookup = async (raw = item.codigoRastreamento, opening = false) => {
    const code = raw?.trim();
    if (!code) {
      setTracking({ errors: [] });
      if (beforeCodes.current) set(beforeCodes.current);
      beforeCodes.current = null;
      return;
    }
    try {
      const info = await getRastreamento(code, props.lockProduct ? item.idProduto : null);
      beforeCodes.current ??= filledByCode();
      const base = beforeCodes.current;
      const outcome = applyTracking({ ...item, ...base }, info, t, props.lockProduct);
      const origin = originName(info);
      setTracking({
        errors: outcome.errors,
        ...(!props.lockProduct && info.produto?.idProduto != null ? { productOf: code } : {}),
        ...(origin ? { origin: { code, name: origin } } : {}),
      });
      const differs = (['idProduto', 'idDistribuidor'] as const).some(
        (k) => k in outcome.patch && outcome.patch[k] !== item[k],
      );
      if (!opening || differs) set({ ...base, ...outcome.patch });
    } catch (e) {
      const refused = e instanceof ApiError && e.status !== 0;
      // opening without an answer: what the form was kept with stands
      if (opening && !refused) return;
      setTracking(refused ? { errors: [e.message] } : { errors: [], offline: true });
    }
  };

  /** Runs the check and tells the page, whose save waits for it. */
  const check = (raw?: string, opening = false) => {
    const running = lookup(raw, opening); // undefined: the code typed
    props.onWork?.(running);
  };

  // a code the item opens with is checked as a typed one is: its product stays the code's, and a code
  // now refused says so before a save (offline it waits for the blur, as a code typed offline does)
  useEffect(() => {
    // after the render that mounted it (the check's state lands when its answer does)
    if (!readOnly && item.codigoRastreamento?.trim() && navigator.onLine) queueMicrotask(() => check(undefined, true));
    // once, when the card opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // In the Android app the native camera replaces the browser's capture input (quality 50, 1024x768 JPEG).
  const camera = readOnly ? undefined : nativeCamera();
  const captureNatively = (e: MouseEvent) => {
    const target = e.target as HTMLElement;
    if (!camera || !(target instanceof HTMLInputElement) || !target.hasAttribute('capture')) return;
    e.preventDefault();
    if (photos.length >= PHOTO.maxPerItem) {
      showSnackbar(t('sara2g.ui.coleta.foto_limite', { n: PHOTO.maxPerItem }), 'warning');
      return;
    }
    takeNativePhoto(camera).then(
      (file) => props.onPhotos((current) => [...current, { idArquivo: crypto.randomUUID(), blob: file }]),
      (err: unknown) => {
        if (!isCancelled(err)) showSnackbar(t('sara2g.ui.coleta.falha_camera'), 'error');
      },
    );
  };
  const supplier = item.nomeDistribuidor;
  // the origin the code's answer named, while the code stays
  const origin =
    tracking.origin && tracking.origin.code === item.codigoRastreamento?.trim() ? tracking.origin.name : undefined;

  const done = coletaRealizada(item);
  const uid = useId();
  const product = products.find((p) => p.id === item.idProduto) ?? null;
  // a traceable item's product is the one its tracking code names (part A section 5 "Tracking code")
  const productByCode = tracking.productOf != null && tracking.productOf === item.codigoRastreamento?.trim();
  const productLocked = readOnly || props.lockProduct || productByCode;
  const productName = (p: Produto) => p.nomeI18n?.[i18n.language] ?? p.nome;
  const productHelp = error('nomeProduto') ?? (productByCode ? t('sara2g.ui.coleta.produto_pelo_codigo') : undefined);

  return (
    <Card variant="outlined" data-testid={`item-card-${index}`} data-item-key={item.key}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
            {t('sara2g.ui.coleta.amostra_n', { n: index + 1 })}
          </Typography>
          {canDelete && !readOnly && (
            <IconButton aria-label={t('sara2g.ui.coleta.excluir_amostra', { n: index + 1 })} onClick={props.onDelete}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
        <Grid container spacing={2}>
          {traceable ? (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={label('codigoRastreamento')}
                    required={identification}
                    value={item.codigoRastreamento ?? ''}
                    disabled={readOnly}
                    onChange={(e) => {
                      set({ codigoRastreamento: e.target.value });
                      // the errors were the previous code's: the new one is judged on blur
                      if (kept.errors.length > 0 || kept.offline) setTracking({ ...kept, errors: [], offline: false });
                    }}
                    onBlur={() => check()}
                    error={Boolean(error('codigoRastreamento')) || tracking.errors.length > 0}
                    helperText={
                      error('codigoRastreamento') ??
                      (tracking.errors.join(' ') ||
                        (tracking.offline ? t('sara2g.ui.coleta.rastreamento_sem_conexao') : null) ||
                        limitMessage(t, item.codigoRastreamento, LIMITS.codigoRastreamento))
                    }
                    slotProps={{
                      htmlInput: {
                        maxLength: LIMITS.codigoRastreamento,
                        'data-testid': `item-${index}-codigoRastreamento`,
                      },
                    }}
                  />
                  {!readOnly && (
                    <QrScanButton
                      onResult={(code) => {
                        set({ codigoRastreamento: code });
                        check(code);
                      }}
                    />
                  )}
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {productLocked ? (
                  // the whole name, over lines: a locked product cannot be opened to read it (on a phone
                  // the one-line field cut it), and two products may differ only at the end
                  <TextField
                    fullWidth
                    size="small"
                    multiline
                    // read-only, not disabled, where the item can still be edited: read in full contrast and
                    // reached by the keyboard, with its note ('O produto vem do código de rastreamento.')
                    disabled={readOnly}
                    slotProps={{ input: { readOnly: true } }}
                    label={productLabel}
                    value={product ? productName(product) : (item.nomeProduto ?? '')}
                    required={identification}
                    error={Boolean(error('nomeProduto'))}
                    helperText={productHelp}
                  />
                ) : (
                  <Autocomplete
                    options={products as Produto[]}
                    value={product}
                    getOptionLabel={productName}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    onChange={(_, p) => set({ idProduto: p?.id ?? null, nomeProduto: p?.nome ?? null })}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        size="small"
                        label={productLabel}
                        required={identification}
                        error={Boolean(error('nomeProduto'))}
                        helperText={productHelp}
                      />
                    )}
                  />
                )}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={label('fornecedor')}
                  value={supplier ?? ''}
                  disabled={readOnly}
                  // required as the rules require it; it is not typed: the tracking code names it
                  required={identification && !props.environmental}
                  placeholder={t('sara2g.ui.coleta.fornecedor_nao_informado')}
                  error={Boolean(error('idDistribuidor'))}
                  helperText={
                    error('idDistribuidor') && !supplier
                      ? `${error('idDistribuidor')} ${t('sara2g.ui.coleta.fornecedor_pelo_codigo')}`
                      : (error('idDistribuidor') ?? (origin && `${label('origem')}: ${origin}`))
                  }
                  slotProps={{
                    input: { readOnly: true },
                    inputLabel: { shrink: true },
                    htmlInput: { 'data-testid': `item-${index}-fornecedor` },
                  }}
                />
              </Grid>
            </>
          ) : (
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectWithAdd
                addLabel={t('sara2g.ui.coleta.adicionar_produto')}
                disabled={
                  readOnly || props.lockProduct || (idEmpresa == null && t('sara2g.ui.local.produto_empresa_ausente'))
                }
                renderDialog={(d) =>
                  idEmpresa != null && (
                    <ProductDialog
                      {...d}
                      idEmpresa={idEmpresa}
                      onCreated={(p) => {
                        set({ idProdutoEmpresa: p.idProdutoEmpresa, nomeProduto: p.nome });
                        d.onClose();
                      }}
                    />
                  )
                }
              >
                <TextField
                  select
                  fullWidth
                  size="small"
                  label={props.environmental ? productLabel : label('produto_empresa')}
                  required={identification}
                  value={item.idProdutoEmpresa ?? ''}
                  disabled={readOnly || props.lockProduct}
                  // the whole name, over lines: a locked select cannot be opened to read it, and two
                  // products may differ only at the end ('… bandeja 250 g', '… bandeja 500 g')
                  sx={{ '& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
                  onChange={(e) => {
                    const p = companyProducts.find((c) => c.idProdutoEmpresa === Number(e.target.value));
                    set({ idProdutoEmpresa: p?.idProdutoEmpresa ?? null, nomeProduto: p?.nome ?? null });
                  }}
                  error={Boolean(error('idProdutoEmpresa'))}
                  helperText={error('idProdutoEmpresa')}
                >
                  {companyProducts.map((p) => (
                    <MenuItem key={p.idProdutoEmpresa} value={p.idProdutoEmpresa}>
                      {p.nome}
                    </MenuItem>
                  ))}
                  {/* an empty list says so, not an empty menu (a company with no products yet) */}
                  {companyProducts.length === 0 && <MenuItem disabled>{t('sara2g.ui.txt.sem_opcoes')}</MenuItem>}
                </TextField>
              </SelectWithAdd>
            </Grid>
          )}
          {!props.environmental && (
            <Grid size={{ xs: 12, sm: 6 }}>{text('codigoEAN', LIMITS.codigoEAN, props.eanRequired)}</Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>{text('numeroLacre', LIMITS.numeroLacre, true)}</Grid>
          {!props.environmental && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>{date('dataFabricacao')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{date('dataValidade')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('lote', LIMITS.lote)}</Grid>
            </>
          )}
          <Grid size={12}>{text('observacao', LIMITS.observacao)}</Grid>
          {item.camposProgramaAmostra.map((campo, j) => (
            <Grid key={campo.idCampoPrograma} size={{ xs: 12, sm: 6 }}>
              {campo.tipo === 'data' ? (
                <WireDatePicker
                  label={t(campo.token)}
                  value={campo.valor}
                  disabled={readOnly}
                  onChange={(valor) => {
                    const campos = [...item.camposProgramaAmostra];
                    campos[j] = { ...campo, valor };
                    set({ camposProgramaAmostra: campos });
                  }}
                  required={!readOnly}
                  error={error(`camposProgramaAmostra.${j}.valor`)}
                />
              ) : (
                <TextField
                  fullWidth
                  size="small"
                  label={t(campo.token)}
                  value={campo.valor ?? ''}
                  disabled={readOnly}
                  onChange={(e) => {
                    const campos = [...item.camposProgramaAmostra];
                    campos[j] = { ...campo, valor: e.target.value };
                    set({ camposProgramaAmostra: campos });
                  }}
                  // the default text limit (part A section 9), as the server checks it
                  error={Boolean(error(`camposProgramaAmostra.${j}.valor`))}
                  helperText={
                    error(`camposProgramaAmostra.${j}.valor`) ??
                    (readOnly ? undefined : limitMessage(t, campo.valor, LIMITS.defaultText))
                  }
                  slotProps={{ htmlInput: { maxLength: LIMITS.defaultText } }}
                />
              )}
            </Grid>
          ))}
          <Grid size={12}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={!done}
                  disabled={readOnly}
                  onChange={(e) => (e.target.checked ? setReasonsOpen(true) : set({ motivosColetaNaoRealizada: [] }))}
                />
              }
              label={label('nao_realizada')}
            />
            {!done && (
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                {item.motivosColetaNaoRealizada.map((m) => t(reasonToken(m))).join('; ')}
                {!readOnly && (
                  <Button size="small" sx={{ ml: 1 }} onClick={() => setReasonsOpen(true)}>
                    {t('sara2g.ui.coleta.motivo.alterar')}
                  </Button>
                )}
              </Typography>
            )}
          </Grid>
          {props.rama && (
            <Grid size={12}>
              <RecollectionChoice
                checked={item.isRecoleta}
                idAmostraRecoletada={item.idAmostraRecoletada}
                codigo={recollectedCode ?? item.codigoRecoletado}
                error={error('idAmostraRecoletada')}
                errorId={`${uid}-recoleta-erro`}
                testId={`item-${index}-recoleta`}
                disabled={readOnly}
                onChange={(chosen) => {
                  setRecollectedCode(chosen?.codigo ?? null);
                  set({ isRecoleta: chosen !== null, idAmostraRecoletada: chosen?.idAmostraRecoletada ?? null });
                }}
              />
            </Grid>
          )}
          <Grid size={12}>
            <Typography variant="body2" sx={{ mb: 0.5 }} id={`${uid}-fotos`}>
              {label('fotos')}
              {!readOnly && ' *'}
            </Typography>
            <Box onClickCapture={captureNatively}>
              <PhotoArea
                label={t('sara2g.ui.coleta.fotos_amostra_n', { n: index + 1 })}
                labelledBy={`${uid}-fotos`}
                photos={photos}
                onChange={props.onPhotos}
                onWork={props.onWork}
                error={error('idsArquivo')}
                disabled={readOnly}
              />
            </Box>
          </Grid>
        </Grid>
      </CardContent>
      {reasonsOpen && (
        <ReasonsDialog
          open
          value={item.motivosColetaNaoRealizada}
          traceable={traceable}
          onClose={() => setReasonsOpen(false)}
          onConfirm={(m) => {
            setReasonsOpen(false);
            set({ motivosColetaNaoRealizada: m });
          }}
          onDelete={() => {
            setReasonsOpen(false);
            set({ motivosColetaNaoRealizada: [] });
          }}
        />
      )}
    </Card>
  );
}
