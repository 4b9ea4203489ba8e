import { useEffect, useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { loginBodySchema, type SessionData } from '@sara/domain/access';
import { SYSTEM_ID } from '@sara/domain/constants';
import { TextField } from '../../../components/form/text-field';
import { useLogin } from '../api/login';

const loginFormSchema = loginBodySchema.pick({ username: true, password: true, keepConnected: true });
/** The longest username and password the login accepts. */
const CREDENTIAL_MAX = loginBodySchema.shape.username.maxLength ?? 200;

interface LoginFormProps {
  onLoggedIn(session: SessionData): void;
  /** A refusal from before the form was shown (an expired login link). */
  initialError?: string;
  /** The user whose session ended in this tab, to log in again: the password field takes the focus. */
  initialUsername?: string;
}

/**
 * Username, password and keep-me-connected; a refusal shows the server's message. Both fields are
 * required by the schema; like most login forms, they carry no asterisk.
 */
export function LoginForm({ onLoggedIn, initialError, initialUsername = '' }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: initialUsername, password: '', keepConnected: false },
  });
  const login = useLogin({ onSuccess: onLoggedIn });
  // the server's refusal came in the language of then: another language chosen, it goes (not left
  // in English under Spanish labels); the next attempt says it in the new one
  const { reset } = login;
  useEffect(() => reset(), [i18n.language, reset]);
  const error = login.error?.message ?? (login.isIdle ? initialError : undefined);

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate({ ...values, systemId: SYSTEM_ID }))}>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        <TextField
          name="username"
          control={control}
          label={t('acesso.ui.login.usuario')}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={CREDENTIAL_MAX}
          hideLimitMessage
        />
        <TextField
          name="password"
          control={control}
          label={t('acesso.ui.login.senha')}
          type={showPassword ? 'text' : 'password'}
          // the username is filled in: the password is what is left to type (a choice's button is gone)
          autoFocus={initialUsername !== ''}
          autoComplete="current-password"
          maxLength={CREDENTIAL_MAX}
          hideLimitMessage
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={t(showPassword ? 'acesso.ui.login.ocultar_senha' : 'acesso.ui.login.mostrar_senha')}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Controller
          name="keepConnected"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={t('acesso.ui.login.manter_conectado')}
              control={
                <Checkbox
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={login.isPending} loadingPosition="start">
          {t(login.isPending ? 'acesso.ui.login.entrando' : 'acesso.ui.login.entrar')}
        </Button>
      </Stack>
    </form>
  );
}
