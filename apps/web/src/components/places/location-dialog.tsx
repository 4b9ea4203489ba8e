import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MuiTextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS } from '@sara/domain/constants';
import {
  canLookupCep,
  cepDigits,
  formatCep,
  locationIssues,
  toggleSemNumero,
  type LocationForm,
  missingPlaceContext,
} from '@sara/domain/rules/location';
import { isRama } from '@sara/domain/rules/programs';
import { toNovaLocalizacao, useCreateLocalizacao, type NovaLocalizacao } from '../../api/places/create-localizacao';
import { useEstadosMunicipios } from '../../api/places/get-estados-municipios';
import { useCepLookup } from '../../api/places/lookup-cep';
import { ApiError } from '../../api/client';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { userErrorText } from '../../lib/error-text';
import type { LocalAmostra, ProgramaAmostra, Varejo } from '../../types/api';
import { AutocompleteSelect } from '../form/autocomplete-select';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { ActionButtons } from '../action-buttons';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadingOverlay } from '../loading-overlay';
import { ResponsiveDialog } from '../responsive-dialog';
import { useSnackbar } from '../snackbar-provider';
import { visuallyHidden } from '../../lib/visually-hidden';

const CONTEXT_MESSAGES = {
  idProgramaAmostra: 'sara2g.ui.local.programa_ausente',
  idVarejo: 'sara2g.ui.local.varejo_ausente',
} as const;

/** The message of what the screen must choose before a place can be registered there, or null. */
export function placeContextMessage(
  idProgramaAmostra: number | null | undefined,
  idVarejo: number | null | undefined,
): string | null {
  const missing = missingPlaceContext(idProgramaAmostra, idVarejo);
  return missing && CONTEXT_MESSAGES[missing];
}

export interface LocationDialogProps {
  open: boolean;
  /** The company the place belongs to (the screen's company). */
  idEmpresa: number | null;
  /** The screen's program: required; RAMA also needs the retail chain. */
  programa: Pick<ProgramaAmostra, 'idProgramaAmostra' | 'nome'> | null | undefined;
  varejo?: Pick<Varejo, 'idVarejo' | 'nome'> | null;
  onClose(): void;
  /** The place the server created; the dialog then closes. */
  onCreated(place: LocalAmostra): void;
}

/** The fields typed in the dialog; company, program and retail chain come from the screen. */
interface LocationValues {
  nome: string;
  codigoPostal: string;
  idUf: number | '';
  idMunicipio: number | null;
  bairro: string;
  logradouro: string;
  numero: string;
  semNumero: boolean;
  complemento: string;
}

interface ScreenContext {
  idEmpresa: number | null;
  idProgramaAmostra: number | null;
  idVarejo: number | null;
}

const DEFAULTS: LocationValues = {
  nome: '',
  codigoPostal: '',
  idUf: '',
  idMunicipio: null,
  bairro: '',
  logradouro: '',
  numero: '',
  semNumero: false,
  complemento: '',
};

function toLocationForm(values: LocationValues, context: ScreenContext): LocationForm {
  return { ...values, idUf: values.idUf === '' ? null : values.idUf, tipo: 'outro', ...context };
}

/**
 * The domain's location rules as a react-hook-form resolver (messages are catalogue tokens); the
 * screen's program and retail chain arrive as the form's context, so their issues block saving too.
 */
const locationResolver: Resolver<LocationValues> = async (values, context) => {
  const issues = locationIssues(toLocationForm(values, context as ScreenContext));
  if (!issues.length) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) errors[issue.path] ??= { type: 'rule', message: issue.message };
  return { values: {}, errors: errors as FieldErrors<LocationValues> };
};

/**
 * 'Cadastro de local' (spec part A sections 2 and 5): name, postal code with lookup, state,
 * municipality, neighbourhood, street, number or 'Sem número', complement; program and retail chain
 * come from the screen. 'Finalizar cadastro' asks a confirmation that only its buttons close. Needs
 * a connection: offline the dialog says so and cannot finish.
 */
export function LocationDialog({ open, ...props }: LocationDialogProps) {
  const { t } = useTranslation();
  // what back and Escape do, set by the form: cancel, or ask first when something was typed
  const backRef = useRef<(() => void) | null>(null);
  return (
    // a tap outside does nothing (the form would be lost by a slip); back and Escape cancel, asking
    // first when something was typed (decision 0021)
    <ResponsiveDialog
      open={open}
      onBack={() => (backRef.current ?? props.onClose)()}
      title={t('sara2g.ui.local.titulo')}
    >
      {/* the form lives inside the dialog's content: it starts empty every time the dialog opens */}
      <LocationFormContent {...props} backRef={backRef} />
    </ResponsiveDialog>
  );
}

function LocationFormContent({
  idEmpresa,
  programa,
  varejo,
  onClose,
  onCreated,
  backRef,
}: Omit<LocationDialogProps, 'open'> & { backRef: RefObject<(() => void) | null> }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const { showSnackbar } = useSnackbar();
  const places = useEstadosMunicipios();
  const lookup = useCepLookup();
  const create = useCreateLocalizacao();
  const [cepMessage, setCepMessage] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<NovaLocalizacao | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);

  const context: ScreenContext = {
    idEmpresa,
    idProgramaAmostra: programa?.idProgramaAmostra ?? null,
    idVarejo: varejo?.idVarejo ?? null,
  };
  const { control, handleSubmit, setValue, getValues, setError, formState } = useForm<LocationValues>({
    defaultValues: DEFAULTS,
    resolver: locationResolver,
    context,
  });
  const [idUf, semNumero] = useWatch({ control, name: ['idUf', 'semNumero'] });
  // read while rendering: react-hook-form updates only the formState fields a render subscribed to
  const { isSubmitted } = formState;
  // back or Escape on a form with something in it asks before it is thrown away (Cancelar does not:
  // it is not a slip). The values as they are, not react-hook-form's isDirty, which a lookup's fields
  // and 'Sem número' (set, not typed) leave behind
  useEffect(() => {
    const filled = () => (Object.keys(DEFAULTS) as (keyof LocationValues)[]).some((k) => getValues(k) !== DEFAULTS[k]);
    backRef.current = () => (filled() ? setAskDiscard(true) : onClose());
    return () => {
      backRef.current = null;
    };
  }, [backRef, getValues, onClose]);

  const estados = useMemo(
    () => [...(places.data?.estados ?? [])].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    [places.data],
  );
  const municipios = useMemo(
    () =>
      (places.data?.municipios ?? [])
        .filter((m) => m.idUf === idUf)
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    [places.data, idUf],
  );

  const cep = useController({ control, name: 'codigoPostal' });
  const cepValue = cep.field.value;

  const clearMunicipioOutsideState = () => {
    const chosen = places.data?.municipios.find((m) => m.id === getValues('idMunicipio'));
    if (chosen && chosen.idUf !== getValues('idUf')) setValue('idMunicipio', null);
  };

  // what the last lookup filled in, for its code: a code changed afterwards takes that address away
  const lookedUp = useRef<{ cep: string; values: Partial<LocationValues> } | null>(null);
  const changeCep = (next: string) => {
    setCepMessage(undefined);
    cep.field.onChange(next);
    const filled = lookedUp.current;
    if (!filled || cepDigits(next) === filled.cep) return;
    lookedUp.current = null;
    // only the fields the lookup filled and the user left as they were
    for (const [name, value] of Object.entries(filled.values) as [keyof LocationValues, unknown][]) {
      if (getValues(name) === value) setValue(name, (name === 'idMunicipio' ? null : '') as never);
    }
  };

  const runLookup = () => {
    setCepMessage(undefined);
    const looked = cepValue;
    // the code may change while its lookup runs: an answer for a code no longer in the field is dropped
    const stale = () => getValues('codigoPostal') !== looked;
    lookup.mutate(looked, {
      onSuccess: (address) => {
        if (stale()) return;
        lookedUp.current = {
          cep: cepDigits(looked),
          values: {
            idUf: address.idUf,
            idMunicipio: address.idMunicipio,
            ...(address.bairro && { bairro: address.bairro }),
            ...(address.rua && { logradouro: address.rua }),
          },
        };
        // after a save attempt, the filled state and municipality drop their 'Campo obrigatório'
        const validate = { shouldValidate: isSubmitted };
        setValue('idUf', address.idUf, validate);
        setValue('idMunicipio', address.idMunicipio, validate);
        if (address.bairro) setValue('bairro', address.bairro);
        if (address.rua) setValue('logradouro', address.rua);
      },
      onError: (error) => {
        // spec part A section 7: the municipality is re-enabled and left empty
        console.warn('Postal code lookup failed', error);
        if (stale()) return;
        setValue('idMunicipio', null);
        // a malformed code is said as the server says it ('CEP inválido. Informe 8 dígitos'), an unknown one
        // as not found, and a lookup that failed (no connection, the server's error) as failed, not unknown
        const status = error instanceof ApiError ? error.status : undefined;
        setCepMessage(
          status === 400
            ? (error as ApiError).message
            : status === 404
              ? t('sara2g.ui.local.cep_falhou')
              : t('sara2g.ui.local.cep_indisponivel', { erro: userErrorText(error) }),
        );
      },
    });
  };

  const finish = handleSubmit((values) => setPending(toNovaLocalizacao(toLocationForm(values, context))));

  const confirm = () => {
    const body = pending;
    setPending(null);
    if (!body) return;
    setFailure(null);
    create.mutate(body, {
      onSuccess: (place) => {
        showSnackbar(t('sara2g.ui.local.sucesso'));
        onCreated(place);
        onClose();
      },
      // spec part A section 8 only logs a location insert failure; the dialog also says why (a refused
      // value, no connection) rather than seem to ignore OK (decision 0008). The data stays in it.
      onError: (error) => {
        console.error('Location registration failed', error);
        setFailure(userErrorText(error));
        // a value the server refused says so under its field too ('Formato inválido.' under the name)
        if (error instanceof ApiError) {
          const fields = error.fieldErrors.filter((e): e is { path: keyof LocationValues; message: string } =>
            Object.hasOwn(DEFAULTS, e.path),
          );
          fields.forEach((e, i) => setError(e.path, { type: 'server', message: e.message }, { shouldFocus: i === 0 }));
        }
      },
    });
  };

  const missing = missingPlaceContext(context.idProgramaAmostra, context.idVarejo);
  const busy = lookup.isPending || create.isPending;

  return (
    <form noValidate onSubmit={finish}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {!online && <Alert severity="warning">{t('sara2g.ui.local.sem_conexao')}</Alert>}
        {failure && (
          // a refusal of several values says each on its own line
          <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ whiteSpace: 'pre-line' }}>
            {failure}
          </Alert>
        )}
        {places.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void places.refetch()}>
                {t('sara2g.ui.txt.tentar_novamente')}
              </Button>
            }
          >
            {t('sara2g.ui.local.municipios_erro', { erro: userErrorText(places.error) })}
          </Alert>
        )}
        <MuiTextField
          label={t('sara2g.ui.local.programa')}
          value={programa?.nome ?? ''}
          // read-only: a long program name wraps instead of being cut (there is no cursor to scroll it)
          multiline
          required
          error={missing === 'idProgramaAmostra'}
          helperText={missing === 'idProgramaAmostra' ? t(CONTEXT_MESSAGES.idProgramaAmostra) : undefined}
          slotProps={{ input: { readOnly: true } }}
        />
        {(isRama(context.idProgramaAmostra) || varejo) && (
          <MuiTextField
            label={t('sara2g.ui.local.varejo')}
            value={varejo?.nome ?? ''}
            multiline
            required={isRama(context.idProgramaAmostra)}
            error={missing === 'idVarejo'}
            helperText={missing === 'idVarejo' ? t(CONTEXT_MESSAGES.idVarejo) : undefined}
            slotProps={{ input: { readOnly: true } }}
          />
        )}
        <TextField name="nome" control={control} label={t('sara2g.ui.local.nome')} required fullWidth autoFocus />
        <MuiTextField
          label={t('sara2g.ui.local.cep')}
          name={cep.field.name}
          value={cepValue}
          onChange={(event) => changeCep(formatCep(event.target.value))}
          // Enter (a phone keyboard's Go) looks the code up, rather than submitting the unfinished form
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (canLookupCep(cepValue) && online && !lookup.isPending) runLookup();
          }}
          // a pasted whole code is read whole ('CEP 01310-100'): the field's length limit would cut it
          // first; a pasted part goes where the cursor is, keeping what was typed
          onPaste={(event) => {
            event.preventDefault();
            const pasted = event.clipboardData.getData('text');
            if (cepDigits(pasted).length >= 8) {
              changeCep(formatCep(pasted));
              return;
            }
            const input = event.target as HTMLInputElement;
            const value = cepValue ?? '';
            const start = input.selectionStart ?? value.length;
            const end = input.selectionEnd ?? start;
            changeCep(formatCep(value.slice(0, start) + pasted + value.slice(end)));
          }}
          onBlur={cep.field.onBlur}
          inputRef={cep.field.ref}
          error={Boolean(cep.fieldState.error)}
          helperText={
            cep.fieldState.error ? t(cep.fieldState.error.message ?? '', { n: LIMITS.codigoPostal }) : cepMessage
          }
          slotProps={{
            htmlInput: { maxLength: LIMITS.codigoPostal, inputMode: 'numeric' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  {/* the button stays while its lookup runs (busy, not disabled): a disabled or removed
                      button would drop the keyboard's focus to the dialog's start */}
                  <IconButton
                    edge="end"
                    aria-label={t('sara2g.ui.local.buscar_cep')}
                    aria-busy={lookup.isPending}
                    onClick={() => {
                      if (!lookup.isPending) runLookup();
                    }}
                    disabled={!lookup.isPending && (!canLookupCep(cepValue) || !online)}
                  >
                    {lookup.isPending ? (
                      <CircularProgress size={24} aria-label={t('sara2g.ui.txt.carregando')} />
                    ) : (
                      <SearchIcon />
                    )}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {/* the lookup's answer read out as it comes (the helper text under the field appears with it, too
            late to be a live region itself) */}
        <Box role="status" sx={visuallyHidden}>
          {lookup.isPending ? '' : (cepMessage ?? '')}
        </Box>
        <SelectField
          name="idUf"
          control={control}
          label={t('sara2g.ui.local.estado')}
          options={estados.map((uf) => ({ value: uf.idUf, label: uf.nome }))}
          rules={{ onChange: clearMunicipioOutsideState }}
          required
          disabled={lookup.isPending || places.isPending}
        />
        <AutocompleteSelect
          name="idMunicipio"
          control={control}
          label={t('sara2g.ui.local.municipio')}
          options={municipios}
          getOptionValue={(m) => m.id}
          getOptionLabel={(m) => m.nome}
          required
          disabled={lookup.isPending || places.isPending}
          loading={places.isPending}
        />
        <TextField name="bairro" control={control} label={t('sara2g.ui.local.bairro')} fullWidth />
        <TextField name="logradouro" control={control} label={t('sara2g.ui.local.logradouro')} fullWidth />
        {/* on a phone the checkbox goes under the number, which keeps its width */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: 'flex-start' }}>
          <TextField
            name="numero"
            control={control}
            label={t('sara2g.ui.local.numero')}
            disabled={semNumero}
            fullWidth
            sx={{ flex: 1 }}
          />
          <FormControlLabel
            sx={{ mt: { xs: 0, sm: 1 }, whiteSpace: 'nowrap' }}
            control={
              <Checkbox
                checked={semNumero}
                onChange={(_event, checked) => {
                  const next = toggleSemNumero({ numero: getValues('numero'), semNumero }, checked);
                  setValue('numero', next.numero ?? '');
                  setValue('semNumero', Boolean(next.semNumero));
                }}
              />
            }
            label={t('sara2g.ui.local.sem_numero')}
          />
        </Stack>
        <TextField name="complemento" control={control} label={t('sara2g.ui.local.complemento')} fullWidth />
        {/* from the sm breakpoint up the buttons stay in view while the form scrolls under them (a
            1440x900 window had them below the fold); a phone keeps them last, its keyboard takes the room */}
        <Box sx={{ position: { sm: 'sticky' }, bottom: 0, zIndex: 1, bgcolor: 'background.paper', py: { sm: 1 } }}>
          <ActionButtons>
            <Button onClick={onClose} disabled={create.isPending}>
              {t('sara2g.ui.txt.cancelar')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy || !online}>
              {t('sara2g.ui.local.finalizar')}
            </Button>
          </ActionButtons>
        </Box>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={t('sara2g.ui.local.finalizar')}
        lines={[t('sara2g.ui.local.confirmar', { nome: pending?.nome ?? '' })]}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        dismissible={false}
      />
      <ConfirmDialog
        open={askDiscard}
        title={t('sara2g.ui.local.descartar_titulo')}
        lines={[t('sara2g.ui.local.descartar_texto')]}
        confirmLabel={t('sara2g.ui.formulario.descartar')}
        cancelLabel={t('sara2g.ui.local.continuar')}
        destructive
        onConfirm={() => {
          setAskDiscard(false);
          onClose();
        }}
        onCancel={() => setAskDiscard(false)}
      />
      <LoadingOverlay open={create.isPending} message={t('sara2g.ui.txt.salvando')} />
    </form>
  );
}
