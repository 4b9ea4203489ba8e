import path from 'node:path';
import { z } from 'zod';

/** Every setting the server reads, parsed once at start. Nothing else reads process.env. */
const configSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'expected a whole number from 0 to 65535')
    .default('3000')
    .transform(Number)
    .pipe(z.number().max(65535, 'expected a whole number from 0 to 65535')),
  HOST: z.string().default('0.0.0.0'),
  /** Folder of the embedded database (PGlite) and other local state. */
  DATA_DIR: z.string().default('./data'),
  /** A real PostgreSQL server; when absent the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' }).optional(),
  /** SMTP server for e-mail (smtp://user:pass@host:port); without it mail is kept in the dev mailbox table. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('SARA <nao-responda@sara.local>'),
  /** Address users reach the product on, used in e-mailed links. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .default('http://localhost:3000'),
  /**
   * Address service for street and neighbourhood of a postal code, `{cep}` standing for its 8
   * digits, e.g. https://viacep.com.br/ws/{cep}/json/ (ViaCEP's JSON). Unset: state and
   * municipality only, from the offline ranges.
   */
  CEP_SERVICE_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .refine((v) => v.includes('{cep}'), 'expected {cep} where the postal code goes')
    .optional(),
  /**
   * Other origins whose pages may call the API (CORS), comma-separated: the Android app's, https://localhost,
   * when it talks to this server. Unset: none; the web app served here is the same origin.
   */
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every((o) => /^(https?|capacitor):\/\/[^/\s]+$/.test(o)),
      'expected origins such as https://localhost, comma-separated',
    )
    .default([]),
  /**
   * The proxies in front of the server whose X-Forwarded-For is believed, for the client address
   * (sessions, login limits): a number of hops (1 behind one reverse proxy) or a comma-separated list
   * of addresses and CIDR ranges. Unset: none; the address is the connection's.
   */
  TRUST_PROXY: z
    .string()
    .transform((v): number | string[] =>
      /^\d+$/.test(v.trim())
        ? Number(v)
        : v
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
    )
    .optional(),
  /** Login attempts a minute for one username from one address; more are answered 429 (RATE_LIMITED). */
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Login attempts a minute from one address, whatever the usernames (guesses spread over accounts). */
  LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Minutes an account stays blocked after MAX_FAILED_LOGINS wrong passwords in a row. */
  LOGIN_BLOCK_MINUTES: z.coerce.number().int().positive().default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo data set on a first start (empty database). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Built web app served at /; defaults to apps/web/dist beside this server. */
  WEB_DIST: z.string().optional(),
  /** Hours a session lives; "keep me connected" uses the long one. */
  SESSION_HOURS: z.coerce.number().positive().default(12),
  SESSION_LONG_DAYS: z.coerce.number().positive().default(30),
  /**
   * Days an uploaded file nothing links to is kept (a photo whose group was never sent, or that an
   * edit removed); older ones are deleted every 6 hours. 0 keeps every file.
   */
  FILE_UNLINKED_DAYS: z.coerce.number().int().min(0).default(30),
  /** Largest accepted JSON body, in bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
});

export type Config = z.infer<typeof configSchema> & { WEB_DIST: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // a variable set to nothing (PORT= in a compose file) means unset, not 0 or the current folder
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const config = parsed.data;
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    WEB_DIST: config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
