import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import { RESULTADO_LAUDO, STATUS_LAUDO, statusesOfSituacao, type TipoEmpresa } from '@sara/domain/enums';
import { AutocompleteSelect } from '../../../components/form/autocomplete-select';
import { rangeIssues } from '@sara/domain/rules/followup';
import { DatePickerField } from '../../../components/form/date-picker-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { empresasQueryOptions } from '../../../api/reference/get-empresas';
import { laboratoriosQueryOptions } from '../../../api/reference/get-laboratorios';
import { pessoasQueryOptions } from '../../../api/reference/get-pessoas';
import { varejosQueryOptions } from '../../../api/reference/get-varejos';
import { produtosEmpresaQueryOptions } from '../../../api/places/get-produtos-empresa';
import type { Empresa, Pessoa, ProdutoEmpresa, Produto, ProgramaAmostra } from '../../../types/api';
import { useProdutosBas } from '../../../api/reference/get-produtos-bas';
import { productsForProgram } from '@sara/domain/rules/programs';
import { useLoggedError } from '../../../hooks/use-logged-error';
import { useProductName } from '../../../lib/product-name';
import {
  DATE_FILTERS,
  SITUATIONS,
  activeFilterCount,
  afterChange,
  dateToIso,
  defaultFilters,
  isoToDate,
  productVariant,
  showsCollectionDates,
  showsLabSystemCode,
  showsRetailChain,
  showsReportFilters,
  type DateFilter,
  type ManagementFilters,
} from '../lib/filters';
import { reportStatusToken, resultToken, situationToken, statusToken } from '../lib/rows';

/** The filters' grid: one column on phones, two on tablets, three wider. */
const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
  '& > *': { minWidth: 0 },
} as const;
const G = 'sara2g.ui.gerenciamento';

/** The form holds Dates for the pickers; '' comes from a select's 'Todos'. */
type FilterForm = {
  [K in keyof ManagementFilters]: K extends DateFilter
    ? Date | null
    : ManagementFilters[K] extends number | null
      ? number | '' | null
      : ManagementFilters[K];
};

/** The from-until pairs of the date filters. */
const PERIODS = [
  ['dataColetaInicio', 'dataColetaFim'],
  ['dataAgendadaInicio', 'dataAgendadaFim'],
  ['dataLaudoInicio', 'dataLaudoFim'],
] as const satisfies readonly (readonly [DateFilter, DateFilter])[];

/** Changes that may invalidate other filters. */
const DEPENDENCY_FIELDS = new Set<string>(['situacao', 'idProgramaAmostra', 'idLaboratorio', 'idEmpresa']);

function toForm(filters: ManagementFilters): FilterForm {
  const form = { ...filters } as unknown as FilterForm;
  for (const key of DATE_FILTERS) form[key] = isoToDate(filters[key]);
  return form;
}

function fromForm(form: FilterForm): ManagementFilters {
  const filters = { ...form } as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(form)) if (value === '' && key.startsWith('id')) filters[key] = null;
  for (const key of DATE_FILTERS) filters[key] = dateToIso(form[key]);
  return filters as unknown as ManagementFilters;
}

export interface FilterPanelProps {
  filters: ManagementFilters;
  programs: readonly ProgramaAmostra[];
  onApply(filters: ManagementFilters): void;
}

/** The collapsible filters of the management table (part B section 2); apply and clear hand them up. */
export function FilterPanel({ filters, programs, onApply }: FilterPanelProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const count = activeFilterCount(filters);
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
      // the fields and their reference lists load when the panel opens; the summary's heading is the
      // page's second level (under the title's h1), not an h3 around an h2
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="filtros-gerenciamento" ref={summary}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FilterListIcon color="primary" fontSize="small" />
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {t(`${G}.filtros`)}
          </Typography>
          {count > 0 && <Chip size="small" color="primary" label={t(`${G}.filtros_ativos`, { count })} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {/* mounted again on each apply so the form starts from the applied filters */}
        <FilterFields
          key={JSON.stringify(filters)}
          filters={filters}
          programs={programs}
          onApply={(next, { keepOpen } = {}) => {
            onApply(next);
            // applied filters close the panel; cleared ones leave it open for the next choice. The focus,
            // in the form that goes, is given to the panel's heading button, not dropped to the page
            if (!keepOpen) {
              setExpanded(false);
              summary.current?.focus();
            }
          }}
        />
      </AccordionDetails>
    </Accordion>
  );
}

const QUIET = { silent: true } as const;
/** The companies that register samples (collecting and managing ones): a sample's company. */
const SAMPLE_OWNERS = new Set<TipoEmpresa>(['coletora', 'gerenciadora']);

interface FilterFieldsProps extends Omit<FilterPanelProps, 'onApply'> {
  onApply(filters: ManagementFilters, options?: { keepOpen?: boolean }): void;
}

function FilterFields({ filters, programs, onApply }: FilterFieldsProps) {
  const { t, i18n } = useTranslation();
  const form = useForm<FilterForm>({ defaultValues: toForm(filters) });
  const { control, getValues, setValue, handleSubmit, reset, subscribe } = form;
  const [situacao, idProgramaAmostra, idLaboratorio, idEmpresa] = useWatch({
    control,
    name: ['situacao', 'idProgramaAmostra', 'idLaboratorio', 'idEmpresa'],
  });
  const program = idProgramaAmostra === '' ? null : idProgramaAmostra;
  const lab = idLaboratorio === '' ? null : idLaboratorio;
  const company = idEmpresa === '' ? null : idEmpresa;
  const variant = productVariant(program, situacao, programs);

  // the filters' lists: a failure is only logged (part B section 8), never put in the shared error list
  const labs = useQuery(laboratoriosQueryOptions(QUIET));
  const empresas = useQuery(empresasQueryOptions({}, QUIET));
  const fornecedoras = useQuery(empresasQueryOptions({ tipoEmpresa: 'fornecedora' }, QUIET));
  // the company a sample belongs to is the one that collected it (a collecting or a managing company); a
  // supplier, retailer or laboratory owns none (a supplier's samples are found by 'Distribuidor')
  const sampleCompanies = (empresas.data ?? []).filter((e) => SAMPLE_OWNERS.has(e.tipoEmpresa));
  const varejos = useQuery(varejosQueryOptions(QUIET));
  // the collectors of the chosen company, or of every collecting company
  const pessoas = useQuery(
    pessoasQueryOptions(company != null ? { idEmpresa: company } : { tipoEmpresa: 'coletora' }, QUIET),
  );
  const produtos = useProdutosBas(variant === 'bas');
  // the food products a traceable program's items name, not the environmental matrices (as its screens offer),
  // by their names in the user's language (decision 0026), in that language's order
  const productLabel = useProductName();
  const nameOf = (p: Produto) => productLabel(p.nome, p.nomeI18n) ?? p.nome;
  const programProducts = productsForProgram(produtos.data ?? [], program).sort((a, b) =>
    nameOf(a).localeCompare(nameOf(b), i18n.language),
  );
  const produtosEmpresa = useQuery({ ...produtosEmpresaQueryOptions(company, QUIET), enabled: variant === 'empresa' });
  useLoggedError(
    [labs, empresas, fornecedoras, varejos, pessoas, produtos, produtosEmpresa].find((q) => q.error)?.error,
    'Management filter list',
  );

  // a change of situation, program, lab or company clears the filters it makes meaningless
  const programsRef = useRef(programs);
  useEffect(() => {
    programsRef.current = programs;
  }, [programs]);
  const previous = useRef<ManagementFilters | null>(null);
  useEffect(() => {
    previous.current = fromForm(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        const current = fromForm(getValues());
        if (type === 'change' && name && DEPENDENCY_FIELDS.has(name) && previous.current) {
          const next = toForm(
            afterChange(name as keyof ManagementFilters, previous.current, current, programsRef.current),
          );
          const now = getValues();
          for (const key of Object.keys(next) as (keyof FilterForm)[]) {
            const before = now[key] instanceof Date ? dateToIso(now[key]) : now[key];
            const after = next[key] instanceof Date ? dateToIso(next[key]) : next[key];
            if (before !== after && !(before === '' && after === null)) setValue(key, next[key]);
          }
        }
        previous.current = fromForm(getValues());
      },
    });
  }, [subscribe, getValues, setValue]);

  const all: SelectOption = { value: '', label: t(`${G}.todos`) };
  // 'Todas' beside a feminine field in Portuguese and Spanish
  const allFeminine: SelectOption = { value: '', label: t(`${G}.todas`) };
  const options = {
    situacao: [allFeminine, ...SITUATIONS.map((s) => ({ value: s, label: t(situationToken(s)) }))],
    statusSistema: [all, ...statusesOfSituacao(situacao).map((s) => ({ value: s, label: t(statusToken(s)) }))],
    statusLaudo: [all, ...STATUS_LAUDO.map((s) => ({ value: s, label: t(reportStatusToken(s)) }))],
    resultadoLaudo: [all, ...RESULTADO_LAUDO.map((r) => ({ value: r, label: t(resultToken(r)) }))],
    programa: [all, ...programs.map((p) => ({ value: p.idProgramaAmostra, label: p.nome }))],
    laboratorio: [all, ...(labs.data ?? []).map((l) => ({ value: l.idLaboratorio, label: l.nome }))],
    varejo: [allFeminine, ...(varejos.data ?? []).map((v) => ({ value: v.idVarejo, label: v.nome }))],
  };
  /** Says under its end each period that ends before it starts; answers whether there was one. */
  const markReversed = (values: FilterForm) => {
    const reversed = rangeIssues(values, PERIODS);
    for (const i of reversed) form.setError(i.path as DateFilter, { message: i.message });
    return reversed.length > 0;
  };
  /** Applies the filters, unless a period ends before it starts. */
  const apply = (values: FilterForm) => {
    if (!markReversed(values)) onApply(fromForm(values));
  };

  const date = (name: DateFilter, token: string) => (
    <DatePickerField name={name} control={control} label={t(`${G}.${token}`)} allowPast />
  );
  /** A date range: its two pickers side by side, in one cell of the grid. */
  const range = (from: ReactNode, until: ReactNode) => (
    // side by side where both fit a whole date ('DD/MM/AAAA' beside the calendar button), stacked otherwise
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))',
        '& > *': { minWidth: 0 },
      }}
    >
      {from}
      {until}
    </Box>
  );
  const clear = () => {
    reset(toForm(defaultFilters()));
    onApply(defaultFilters(), { keepOpen: true });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t(`${G}.filtros`)}
      onSubmit={(e) =>
        // with an invalid date elsewhere the reversed periods are said too (the check had cleared them)
        void handleSubmit(apply, () => markReversed(getValues()))(e)
      }
    >
      <Box sx={GRID}>
        <SelectField name="situacao" control={control} label={t(`${G}.situacao`)} options={options.situacao} />
        <SelectField
          name="statusSistema"
          control={control}
          label={t(`${G}.status_sistema`)}
          options={options.statusSistema}
        />
        {showsReportFilters(situacao) && (
          <SelectField
            name="statusLaudo"
            control={control}
            label={t(`${G}.status_laudo`)}
            options={options.statusLaudo}
          />
        )}
        <SelectField name="idProgramaAmostra" control={control} label={t(`${G}.programa`)} options={options.programa} />
        <SelectField
          name="idLaboratorio"
          control={control}
          label={t(`${G}.laboratorio`)}
          options={options.laboratorio}
        />
        {showsLabSystemCode(lab) && (
          <TextField name="codigoMylims" control={control} label={t(`${G}.codigo_mylims`)} maxLength={60} />
        )}
        <AutocompleteSelect<FilterForm, Empresa>
          name="idEmpresa"
          control={control}
          label={t(`${G}.empresa`)}
          options={sampleCompanies}
          getOptionValue={(e) => e.idEmpresa}
          getOptionLabel={(e) => e.razaoSocial}
          loading={empresas.isPending}
        />
        <AutocompleteSelect<FilterForm, Pessoa>
          name="idPessoaColetor"
          control={control}
          label={t(`${G}.coletor`)}
          options={pessoas.data ?? []}
          getOptionValue={(p) => p.idPessoa}
          getOptionLabel={(p) => p.nome}
          loading={pessoas.isPending}
        />
        {variant === 'bas' && (
          <AutocompleteSelect<FilterForm, Produto>
            name="idProduto"
            control={control}
            label={t(`${G}.produto`)}
            options={programProducts}
            getOptionValue={(p) => p.id}
            getOptionLabel={nameOf}
            loading={produtos.isPending}
          />
        )}
        {variant === 'empresa' && (
          <AutocompleteSelect<FilterForm, ProdutoEmpresa>
            name="idProdutoEmpresa"
            control={control}
            label={t(`${G}.produto`)}
            options={produtosEmpresa.data ?? []}
            getOptionValue={(p) => p.idProdutoEmpresa}
            getOptionLabel={(p) => p.nome}
            loading={produtosEmpresa.isPending}
          />
        )}
        {(variant === 'matriz' || variant === 'nome') && (
          <TextField
            name="produto"
            control={control}
            label={t(variant === 'matriz' ? `${G}.matriz` : `${G}.produto`)}
            maxLength={100}
          />
        )}
        <AutocompleteSelect<FilterForm, Empresa>
          name="idDistribuidor"
          control={control}
          label={t(`${G}.distribuidor`)}
          options={fornecedoras.data ?? []}
          getOptionValue={(e) => e.idEmpresa}
          getOptionLabel={(e) => e.razaoSocial}
          loading={fornecedoras.isPending}
        />
        <TextField name="codigoAmostra" control={control} label={t(`${G}.codigo_amostra`)} maxLength={60} />
        <TextField name="numeroLacre" control={control} label={t(`${G}.lacre`)} maxLength={200} />
        <TextField name="observacao" control={control} label={t(`${G}.observacao`)} maxLength={300} />
        {showsRetailChain(program) && (
          <SelectField name="idVarejo" control={control} label={t(`${G}.varejo`)} options={options.varejo} />
        )}
        <TextField name="codigoRastreamento" control={control} label={t(`${G}.codigo_rastreamento`)} maxLength={60} />
        {showsReportFilters(situacao) && (
          <SelectField
            name="resultadoLaudo"
            control={control}
            label={t(`${G}.resultado_laudo`)}
            options={options.resultadoLaudo}
          />
        )}
        {/* the periods in a row of their own: a period two fields tall beside single fields left holes */}
        <Box sx={{ ...GRID, gridColumn: '1 / -1' }}>
          {showsCollectionDates(situacao) &&
            range(date('dataColetaInicio', 'data_coleta_inicio'), date('dataColetaFim', 'data_coleta_fim'))}
          {range(date('dataAgendadaInicio', 'data_agendada_inicio'), date('dataAgendadaFim', 'data_agendada_fim'))}
          {showsReportFilters(situacao) &&
            range(date('dataLaudoInicio', 'data_laudo_inicio'), date('dataLaudoFim', 'data_laudo_fim'))}
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={clear}>{t(`${G}.limpar`)}</Button>
        <Button type="submit" variant="contained">
          {t(`${G}.aplicar`)}
        </Button>
      </Stack>
    </Box>
  );
}
