import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@sara/domain/constants';
import { RESPONSAVEL_AMOSTRA_AMBIENTAL } from '@sara/domain/enums';
import {
  collectionPersonInput,
  isMainLab,
  isRama,
  trackingFlagKey,
  trackingKind,
  type CollectionField,
} from '@sara/domain/rules/programs';
import {
  changeCompany,
  changeCollector,
  changeConformity,
  changeLab,
  changeProgram,
  changeRetailer,
  toggleOptionalTracking,
} from '@sara/domain/rules/resets';
import type { SampleGroupForm } from '@sara/domain/rules/sample-form';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { SelectWithAdd } from '../../../components/form/select-with-add';
import { LocationDialog, placeContextMessage } from '../../../components/places/location-dialog';
import { limitMessage } from '../../../components/form/messages';
import type {
  Empresa,
  Laboratorio,
  LocalAmostra,
  NormaAmbiental,
  Orcamento,
  Pessoa,
  ProgramaAmostra,
  Varejo,
} from '../../../types/api';

const P = 'sara2g.ui.coleta.';

/** The reference lists the group's fields choose from, as read (undefined while loading). */
export interface GroupLists {
  labs?: Laboratorio[];
  /** The collecting companies (sample management's company field). */
  companies?: Empresa[];
  /** The chosen company's people (the collector field). */
  people?: Pessoa[];
  /** The collector's programs. */
  programs?: ProgramaAmostra[];
  /** The company's budgets, of every lab. */
  budgets?: Orcamento[];
  retailers?: Varejo[];
  places?: LocalAmostra[];
  norms?: NormaAmbiental[];
  /** Lab people holding the environmental certificate (who may answer for an environmental sampling). */
  labPeople?: Pessoa[];
}

export interface GroupFieldsProps {
  group: SampleGroupForm;
  /** Whether the program, the action and the opening show a field (rules/programs: collectionFields). */
  show(field: CollectionField): boolean;
  readOnly: boolean;
  /** Messages by field path (the rules' and the server's). */
  errors: Record<string, string>;
  lists: GroupLists;
  /** The group's registrant when it has none yet: the user (part A section 6). */
  registrant: string;
  /** The latest collection day allowed (rules/fields: latestDayKeeping). */
  maxDay: string;
  update(next: SampleGroupForm): void;
  /** A change that may clear what the items hold (program, company, collector, optional tracking): asked first. */
  updateAsking(reset: (g: SampleGroupForm) => SampleGroupForm): void;
}

/**
 * The group's own fields of 'Cadastro de coleta' (spec part A section 2), above its item cards: each
 * shown as the program and the action say, each change through the resets of part A section 4.
 */
export function GroupFields({
  group,
  show,
  readOnly,
  errors,
  lists,
  registrant,
  maxDay,
  update,
  updateAsking,
}: GroupFieldsProps) {
  const { t } = useTranslation();
  const err = (path: string) => errors[path];
  const tracking = trackingKind(group.tipoRastreamento);
  const labsList = lists.labs ?? [];
  // the group's own program, which its collector's list may no longer name, stays selectable
  const own = group.programaAmostra;
  const programList = [
    ...(lists.programs ?? []),
    ...(own && 'campos' in own && !(lists.programs ?? []).some((p) => p.idProgramaAmostra === own.idProgramaAmostra)
      ? [own as ProgramaAmostra]
      : []),
  ];
  const budgetList = (lists.budgets ?? []).filter((b) => b.idLaboratorio === group.laboratorio?.idLaboratorio);
  const retailerList = (lists.retailers ?? []).filter((r) => r.rama);
  const placeList = (lists.places ?? []).filter(
    (p) =>
      (p.idProgramaAmostra == null || p.idProgramaAmostra === group.programaAmostra?.idProgramaAmostra) &&
      (!isRama(group.programaAmostra) || p.idVarejo == null || p.idVarejo === group.varejo?.idVarejo),
  );
  const place = typeof group.localAmostra === 'object' ? group.localAmostra : null;
  const placeNeeds = placeContextMessage(group.programaAmostra?.idProgramaAmostra, group.varejo?.idVarejo);

  const select = <V extends string | number>(
    name: string,
    value: V | null | undefined,
    options: { value: V; label: string }[],
    onChange: (v: V | null) => void,
    opts: { required?: boolean; disabled?: boolean } = {},
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={t(`${P}${name}`)}
      // nothing is asked of a group only viewed: no required marks
      required={!readOnly && opts.required}
      disabled={readOnly || opts.disabled}
      value={value ?? ''}
      onChange={(e) => {
        const raw = e.target.value;
        onChange((options.find((o) => String(o.value) === String(raw))?.value ?? null) as V | null);
      }}
      error={Boolean(err(name))}
      helperText={err(name)}
      slotProps={{ htmlInput: { 'data-testid': `field-${name}` } }}
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
      {/* an empty list says so, not an empty menu (a lab without budgets) */}
      {options.length === 0 && <MenuItem disabled>{t('sara2g.ui.txt.sem_opcoes')}</MenuItem>}
    </TextField>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Grid container spacing={2}>
        {show('laboratorio') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'laboratorio',
              group.laboratorio?.idLaboratorio,
              labsList.map((l) => ({ value: l.idLaboratorio, label: l.nome })),
              (id) => {
                const lab = labsList.find((l) => l.idLaboratorio === id);
                update(changeLab(group, lab ? { idLaboratorio: lab.idLaboratorio, nome: lab.nome } : null));
              },
              { required: true },
            )}
          </Grid>
        )}
        {show('empresaColetor') && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              {select(
                'empresaColetor',
                group.idEmpresa,
                (lists.companies ?? []).map((c) => ({ value: c.idEmpresa, label: c.razaoSocial })),
                (id) =>
                  updateAsking((g) =>
                    changeCompany(g, id, (lists.companies ?? []).find((c) => c.idEmpresa === id)?.razaoSocial),
                  ),
                { required: true },
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {select(
                'coletor',
                group.idPessoaColetor,
                (lists.people ?? []).map((p) => ({ value: p.idPessoa, label: p.nome })),
                (id) =>
                  updateAsking((g) =>
                    changeCollector(g, id, (lists.people ?? []).find((p) => p.idPessoa === id)?.nome),
                  ),
                { required: true },
              )}
            </Grid>
          </>
        )}
        {show('programaAmostra') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'programaAmostra',
              group.programaAmostra?.idProgramaAmostra,
              programList.map((p) => ({ value: p.idProgramaAmostra, label: p.nome })),
              (id) =>
                updateAsking((g) => changeProgram(g, programList.find((p) => p.idProgramaAmostra === id) ?? null)),
              { required: true },
            )}
          </Grid>
        )}
        {show('orcamento') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'orcamento',
              group.orcamento?.idOrcamento,
              budgetList.map((b) => ({
                value: b.idOrcamento,
                label: `${b.codigoOrcamento} - ${b.objetoOrcamento}`,
              })),
              (id) => {
                const b = budgetList.find((o) => o.idOrcamento === id);
                update({
                  ...group,
                  orcamento: b ? { idOrcamento: b.idOrcamento, codigoOrcamento: b.codigoOrcamento } : null,
                });
              },
              {
                required: isMainLab(group.laboratorio) && isRama(group.programaAmostra),
                disabled: !group.laboratorio,
              },
            )}
          </Grid>
        )}
        {show('varejo') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'varejo',
              group.varejo?.idVarejo,
              retailerList.map((r) => ({ value: r.idVarejo, label: r.nome })),
              (id) => {
                const r = retailerList.find((v) => v.idVarejo === id);
                update(changeRetailer(group, r ? { idVarejo: r.idVarejo, nome: r.nome } : null));
              },
              { required: true },
            )}
          </Grid>
        )}
        {show('localAmostra') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectWithAdd
              addLabel={t('sara2g.ui.local.adicionar')}
              // a place belongs to the collecting company (from management, it is chosen first), to the
              // program and, on RAMA, to the retail chain: the dialog cannot finish without them
              disabled={
                readOnly ||
                (show('empresaColetor') && group.idEmpresa == null
                  ? t('sara2g.ui.local.empresa_ausente')
                  : placeNeeds
                    ? t(placeNeeds)
                    : false)
              }
              renderDialog={(d) => (
                <LocationDialog
                  {...d}
                  idEmpresa={group.idEmpresa}
                  programa={
                    group.programaAmostra
                      ? {
                          idProgramaAmostra: group.programaAmostra.idProgramaAmostra,
                          nome: group.programaAmostra.nome ?? '',
                        }
                      : null
                  }
                  varejo={group.varejo ? { idVarejo: group.varejo.idVarejo, nome: group.varejo.nome ?? '' } : null}
                  onCreated={(p) => update({ ...group, localAmostra: p })}
                />
              )}
            >
              {select(
                'localAmostra',
                place?.idLocalAmostra,
                placeList.map((p) => ({ value: p.idLocalAmostra, label: p.nome })),
                (id) => update({ ...group, localAmostra: placeList.find((p) => p.idLocalAmostra === id) ?? null }),
                { required: true },
              )}
            </SelectWithAdd>
          </Grid>
        )}
        {show('localAmostraTexto') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={t(`${P}localAmostraTexto`)}
              value={typeof group.localAmostra === 'string' ? group.localAmostra : ''}
              disabled={readOnly}
              onChange={(e) => update({ ...group, localAmostra: e.target.value })}
              error={Boolean(err('localAmostra'))}
              helperText={
                err('localAmostra') ??
                limitMessage(t, typeof group.localAmostra === 'string' ? group.localAmostra : null, LIMITS.localAmostra)
              }
              slotProps={{ htmlInput: { maxLength: LIMITS.localAmostra } }}
            />
          </Grid>
        )}
        {show('cadastradoPor') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={t(`${P}cadastradoPor`)}
              // a saved group's registrant; the user on a new one (part A section 6)
              value={group.nomePessoaCadastrante ?? registrant}
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
        )}
        {show('dataColeta') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <WireDatePicker
              withTime
              label={t(`${P}dataColeta`)}
              value={group.dataColeta}
              disabled={readOnly}
              onChange={(dataColeta) => update({ ...group, dataColeta })}
              maxDay={maxDay}
              required={!readOnly}
              error={err('dataColeta')}
            />
          </Grid>
        )}
        {show('responsavelColeta') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={t(`${P}responsavelColeta`)}
              value={group.responsavelColeta ?? ''}
              disabled={readOnly}
              onChange={(e) => update({ ...group, responsavelColeta: e.target.value })}
              error={Boolean(err('responsavelColeta'))}
              helperText={
                err('responsavelColeta') ?? limitMessage(t, group.responsavelColeta, LIMITS.responsavelColeta)
              }
              slotProps={{ htmlInput: { maxLength: LIMITS.responsavelColeta } }}
            />
          </Grid>
        )}
        {show('responsavelAmostraAmbiental') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'responsavelAmostraAmbiental',
              group.responsavelAmostraAmbiental,
              RESPONSAVEL_AMOSTRA_AMBIENTAL.map((r) => ({ value: r, label: t(`${P}responsavel.${r}`) })),
              (v) => update({ ...group, responsavelAmostraAmbiental: v, pessoaColeta: null }),
            )}
          </Grid>
        )}
        {show('pessoaColeta') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {collectionPersonInput(group.responsavelAmostraAmbiental) === 'list' ? (
              select(
                'pessoaColeta',
                group.pessoaColeta,
                (lists.labPeople ?? []).map((p) => ({ value: p.nome, label: p.nome })),
                (v) => update({ ...group, pessoaColeta: v }),
              )
            ) : (
              <TextField
                fullWidth
                size="small"
                label={t(`${P}pessoaColeta`)}
                value={group.pessoaColeta ?? ''}
                disabled={readOnly}
                onChange={(e) => update({ ...group, pessoaColeta: e.target.value })}
                error={Boolean(err('pessoaColeta'))}
                helperText={err('pessoaColeta') ?? limitMessage(t, group.pessoaColeta, LIMITS.pessoaColeta)}
                slotProps={{ htmlInput: { maxLength: LIMITS.pessoaColeta } }}
              />
            )}
          </Grid>
        )}
        {show('relatoConformidade') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'relatoConformidade',
              group.relatoConformidade == null ? null : group.relatoConformidade ? 'sim' : 'nao',
              [
                { value: 'sim', label: t(`${P}sim`) },
                { value: 'nao', label: t(`${P}nao`) },
              ],
              (v) => update(changeConformity(group, v == null ? null : v === 'sim')),
            )}
          </Grid>
        )}
        {show('normaAmbiental') && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'normaAmbiental',
              group.idNormaAmbiental,
              (lists.norms ?? []).map((n) => ({ value: n.idNormaAmbiental, label: n.nome })),
              (id) =>
                update({
                  ...group,
                  idNormaAmbiental: id,
                  normaAmbiental: (lists.norms ?? []).find((n) => n.idNormaAmbiental === id)?.nome ?? null,
                }),
            )}
          </Grid>
        )}
        {show('rastreamentoOpcional') && tracking.product && (
          <Grid size={12}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={group[trackingFlagKey(tracking.product)] === true}
                  disabled={readOnly}
                  onChange={(e) => {
                    const checked = e.target.checked;
                    updateAsking((g) => toggleOptionalTracking(g, checked));
                  }}
                />
              }
              label={t(`${P}rastreamentoOpcional`)}
            />
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}
