import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/** The message loadConfig throws for one bad variable, or undefined when the value passes. */
function refusal(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('configuration', () => {
  it('falls back to the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve('./data'),
      MAIL_FROM: 'SARA <nao-responda@sara.local>',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      SESSION_HOURS: 12,
      SESSION_LONG_DAYS: 30,
      BODY_LIMIT: 1_048_576,
      CORS_ORIGINS: [],
      LOGIN_ATTEMPTS_PER_MINUTE: 20,
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: 60,
      LOGIN_BLOCK_MINUTES: 15,
    });
    expect(config.TRUST_PROXY).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.WEB_DIST).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('parses every variable it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'tmp/sara-data',
      DATABASE_URL: 'postgres://sara:s%40fe@db.example.com:5432/sara?sslmode=require',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Lab <lab@example.com>',
      PUBLIC_URL: 'https://sara.example.com',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST: 'some/dist',
      SESSION_HOURS: '0.5',
      SESSION_LONG_DAYS: '7',
      BODY_LIMIT: '2048',
      CORS_ORIGINS: 'https://localhost, capacitor://localhost/',
      TRUST_PROXY: '1',
      LOGIN_ATTEMPTS_PER_MINUTE: '5',
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '30',
      LOGIN_BLOCK_MINUTES: '60',
      FILE_UNLINKED_DAYS: '0',
    });
    expect(config).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve('tmp/sara-data'),
      DATABASE_URL: 'postgres://sara:s%40fe@db.example.com:5432/sara?sslmode=require',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Lab <lab@example.com>',
      PUBLIC_URL: 'https://sara.example.com',
      LOG_LEVEL: 'warn',
      SEED_DEMO: false,
      WEB_DIST: path.resolve('some/dist'),
      SESSION_HOURS: 0.5,
      SESSION_LONG_DAYS: 7,
      BODY_LIMIT: 2048,
      CORS_ORIGINS: ['https://localhost', 'capacitor://localhost'],
      TRUST_PROXY: 1,
      LOGIN_ATTEMPTS_PER_MINUTE: 5,
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: 30,
      LOGIN_BLOCK_MINUTES: 60,
      FILE_UNLINKED_DAYS: 0,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  it('accepts both spellings of a PostgreSQL URL, a socket URL, plain smtp and port 0 (any free port)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@localhost/sara' }).DATABASE_URL).toBe(
      'postgresql://u@localhost/sara',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres:///sara?host=/var/run/postgresql' }).DATABASE_URL).toBeDefined();
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' }).SMTP_URL).toBe('smtp://mail:25');
    expect(loadConfig({ PORT: '0' }).PORT).toBe(0);
    expect(loadConfig({ PORT: '65535' }).PORT).toBe(65535);
  });

  it('takes a variable set to nothing as unset', () => {
    const config = loadConfig({ PORT: '', HOST: ' ', DATA_DIR: '', DATABASE_URL: '', SEED_DEMO: '', PUBLIC_URL: '' });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve('./data'),
      SEED_DEMO: true,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ PATH: '/usr/bin', NODE_ENV: 'production' })).not.toHaveProperty('PATH');
  });

  const invalid: [variable: string, value: string, reason: RegExp][] = [
    ['PORT', 'abc', /whole number from 0 to 65535/],
    ['PORT', '70000', /whole number from 0 to 65535/],
    ['PORT', '-1', /whole number from 0 to 65535/],
    ['PORT', '80.5', /whole number from 0 to 65535/],
    ['PORT', '0x50', /whole number from 0 to 65535/],
    ['PORT', '1e3', /whole number from 0 to 65535/],
    ['DATABASE_URL', 'not a url', /postgres:\/\/ or postgresql:\/\//],
    ['DATABASE_URL', 'localhost:5432/sara', /postgres:\/\/ or postgresql:\/\//],
    ['DATABASE_URL', 'mysql://root@localhost/sara', /postgres:\/\/ or postgresql:\/\//],
    ['DATABASE_URL', 'http://db.example.com', /postgres:\/\/ or postgresql:\/\//],
    ['SMTP_URL', 'mail.example.com:25', /smtp:\/\/ or smtps:\/\//],
    ['CEP_SERVICE_URL', 'https://viacep.com.br/ws/json/', /\{cep\}/],
    ['CEP_SERVICE_URL', 'ftp://viacep.com.br/ws/{cep}/json/', /http:\/\/ or https:\/\//],
    ['SMTP_URL', 'mailto:admin@example.com', /smtp:\/\/ or smtps:\/\//],
    ['PUBLIC_URL', 'sara.example.com', /http:\/\/ or https:\/\//],
    ['PUBLIC_URL', 'javascript:alert(1)', /http:\/\/ or https:\/\//],
    ['PUBLIC_URL', 'ftp://sara.example.com', /http:\/\/ or https:\/\//],
    ['LOG_LEVEL', 'verbose', /expected one of/],
    ['SEED_DEMO', 'yes', /expected one of "true"\|"false"/],
    ['SESSION_HOURS', '-1', /too small/i],
    ['SESSION_HOURS', '0', /too small/i],
    ['SESSION_HOURS', 'twelve', /expected number/],
    ['SESSION_HOURS', 'Infinity', /expected number/],
    ['SESSION_LONG_DAYS', '-30', /too small/i],
    ['BODY_LIMIT', '0', /too small/i],
    ['BODY_LIMIT', '1.5', /expected int/],
    ['BODY_LIMIT', '1mb', /expected number/],
    ['CORS_ORIGINS', 'localhost', /origins such as https:\/\/localhost/],
    ['CORS_ORIGINS', 'https://localhost/app', /origins such as https:\/\/localhost/],
    ['CORS_ORIGINS', '*', /origins such as https:\/\/localhost/],
  ];
  it.each(invalid)('refuses %s=%s with a message naming the variable', (variable, value, reason) => {
    const message = refusal({ [variable]: value });
    expect(message, `${variable}=${value} was accepted`).toBeDefined();
    expect(message).toMatch(/^Invalid configuration:\n/);
    const line = message!.split('\n').find((l) => l.trim().startsWith(`${variable}:`));
    expect(line, message).toBeDefined();
    expect(line).toMatch(reason);
  });

  it('names every bad variable at once', () => {
    const message = refusal({ PORT: 'abc', DATABASE_URL: 'nope', SESSION_HOURS: '-2' })!;
    expect(message.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^ {2}PORT: /),
      expect.stringMatching(/^ {2}DATABASE_URL: /),
      expect.stringMatching(/^ {2}SESSION_HOURS: /),
    ]);
  });
});
