import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { AUTO_PROCESSES_MAX, readConfig } from './config.ts';

const DAY = 24 * 3600_000;

describe('CAIRN_PARTIAL_TTL_DAYS', () => {
  it('keeps partial responses 30 days unless told otherwise', () => {
    expect(readConfig({}).partialTtlMs).toBe(30 * DAY);
    expect(readConfig({ CAIRN_PARTIAL_TTL_DAYS: '' }).partialTtlMs).toBe(30 * DAY);
    expect(readConfig({ CAIRN_PARTIAL_TTL_DAYS: '7' }).partialTtlMs).toBe(7 * DAY);
    expect(readConfig({ CAIRN_PARTIAL_TTL_DAYS: '0.5' }).partialTtlMs).toBe(DAY / 2);
  });

  it.each(['0', '-3', 'thirty', 'Infinity'])('refuses %s at start', (value) => {
    expect(() => readConfig({ CAIRN_PARTIAL_TTL_DAYS: value })).toThrow(/CAIRN_PARTIAL_TTL_DAYS/);
  });
});

describe('CAIRN_DOWNLOAD_TTL_DAYS', () => {
  it('keeps download-centre files 14 days unless told otherwise', () => {
    expect(readConfig({}).downloadTtlMs).toBe(14 * DAY);
    expect(readConfig({ CAIRN_DOWNLOAD_TTL_DAYS: '3' }).downloadTtlMs).toBe(3 * DAY);
  });

  it.each(['0', '-1', 'two weeks'])('refuses %s at start', (value) => {
    expect(() => readConfig({ CAIRN_DOWNLOAD_TTL_DAYS: value })).toThrow(/CAIRN_DOWNLOAD_TTL_DAYS/);
  });
});

describe('TRUST_PROXY', () => {
  it('believes no forwarded address unless told which proxies to believe', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes true, a hop count, or addresses and CIDR ranges', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['yes', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129', '1.2.3'])(
    'refuses %s at start, saying what it takes',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
    },
  );
});

describe('CAIRN_PROCESSES', () => {
  const pg = { DATABASE_URL: 'postgres://db/cairn' };

  it('is one process on the embedded database, and one per core (at most 4) on PostgreSQL', () => {
    const perCore = Math.min(availableParallelism(), AUTO_PROCESSES_MAX);
    expect(readConfig({}).processes).toBe(1);
    expect(readConfig({ CAIRN_PROCESSES: 'auto' }).processes).toBe(1);
    expect(readConfig(pg).processes).toBe(perCore);
    expect(readConfig({ ...pg, CAIRN_PROCESSES: 'auto' }).processes).toBe(perCore);
    expect(readConfig({ ...pg, CAIRN_PROCESSES: '1' }).processes).toBe(1);
    expect(readConfig({ ...pg, CAIRN_PROCESSES: '3' }).processes).toBe(3);
  });

  it('refuses more than one process on the embedded database, saying why', () => {
    expect(() => readConfig({ CAIRN_PROCESSES: '2' })).toThrow(/needs DATABASE_URL/);
    expect(readConfig({ CAIRN_PROCESSES: '1' }).processes).toBe(1);
  });

  it.each(['0', '-1', '1.5', 'many', '65'])('refuses %s at start', (value) => {
    expect(() => readConfig({ ...pg, CAIRN_PROCESSES: value })).toThrow(/CAIRN_PROCESSES must be/);
  });
});

describe('CAIRN_DB_*_TIMEOUT_MS', () => {
  it('bounds every wait on PostgreSQL by default', () => {
    expect(readConfig({}).dbTimeouts).toEqual({ connectMs: 5_000, statementMs: 30_000, acquireMs: 10_000 });
  });

  it('takes each from its variable', () => {
    const config = readConfig({
      CAIRN_DB_CONNECT_TIMEOUT_MS: '1500',
      CAIRN_DB_STATEMENT_TIMEOUT_MS: '60000',
      CAIRN_DB_ACQUIRE_TIMEOUT_MS: '',
    });
    expect(config.dbTimeouts).toEqual({ connectMs: 1_500, statementMs: 60_000, acquireMs: 10_000 });
  });

  it.each(['0', '50', '-1', '1.5', 'soon', '3600001'])('refuses %s', (value) => {
    expect(() => readConfig({ CAIRN_DB_STATEMENT_TIMEOUT_MS: value })).toThrow(
      /CAIRN_DB_STATEMENT_TIMEOUT_MS/,
    );
  });
});

describe('SSO_ISSUER and MESSAGING_APP', () => {
  it('offers neither unless chosen', () => {
    const config = readConfig({});
    expect(config.sso).toBeUndefined();
    expect(config.messagingApp).toBeUndefined();
  });

  it('takes the local providers, or an issuer URL with its client', () => {
    expect(readConfig({ SSO_ISSUER: 'local', MESSAGING_APP: 'local' })).toMatchObject({
      sso: { issuer: 'local' },
      messagingApp: 'local',
    });
    expect(
      readConfig({ SSO_ISSUER: 'https://id.example.com', SSO_CLIENT_ID: 'c', SSO_CLIENT_SECRET: 's' }).sso,
    ).toEqual({ issuer: 'https://id.example.com', clientId: 'c', clientSecret: 's' });
  });

  it('refuses an issuer without its client, a non-URL issuer and an unknown app', () => {
    expect(() => readConfig({ SSO_ISSUER: 'https://id.example.com' })).toThrow(/SSO_CLIENT_ID/);
    expect(() => readConfig({ SSO_ISSUER: 'id.example.com' })).toThrow(/SSO_ISSUER/);
    expect(() => readConfig({ MESSAGING_APP: 'line' })).toThrow(/MESSAGING_APP/);
  });

  it('takes WeChat with its account, and refuses it without', () => {
    const account = { WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', WECHAT_TOKEN: 'tok123' };
    expect(readConfig({ MESSAGING_APP: 'wechat', ...account })).toMatchObject({
      messagingApp: 'wechat',
      wechat: { appId: 'wx1', appSecret: 's', token: 'tok123', apiBase: 'https://api.weixin.qq.com' },
    });
    expect(
      readConfig({ MESSAGING_APP: 'wechat', ...account, WECHAT_API_BASE: 'http://127.0.0.1:9' }).wechat,
    ).toMatchObject({ apiBase: 'http://127.0.0.1:9' });
    expect(() => readConfig({ MESSAGING_APP: 'wechat' })).toThrow(/WECHAT_APP_ID/);
    expect(() => readConfig({ MESSAGING_APP: 'wechat', ...account, WECHAT_TOKEN: 'a b' })).toThrow(
      /WECHAT_TOKEN/,
    );
    expect(readConfig({ MESSAGING_APP: 'local', ...account }).wechat).toBeUndefined();
  });
});
