import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type AppConfig } from './config.js';

const DEFAULTS: AppConfig = {
  port: 3000,
  databaseUrl: undefined,
  databasePoolSize: 10,
  dataDir: './data',
  jwtSecret: undefined,
  linkSecret: undefined,
  adminUsername: 'admin',
  adminPassword: undefined,
  eventName: '데모 행사',
  publicUrl: 'http://localhost:3000',
  smtpUrl: undefined,
  mailFrom: 'no-reply@localhost',
  solapi: undefined,
  messageRatePerSecond: 20,
  messageReportSeconds: 60,
  messageLeaseSeconds: 120,
  privacyCheckSeconds: 3600,
  tlsCertFile: undefined,
  tlsKeyFile: undefined,
  httpsPort: 8443,
  uploadMaxBytes: 20 * 1024 * 1024,
  uploadMaxRows: 100_000,
  rateLimitLogin: 10,
  rateLimitPublic: 60,
  rateLimitCheckin: 600,
  rateLimitLookup: 600,
  redisUrl: undefined,
  livePushIntervalMs: 150,
  livePollMs: 25,
  logLevel: 'info',
  accessAlertDailyRecords: 1000,
  passwordHashMemoryKib: 65_536,
};

const ALL_VARIABLES = [
  'PORT',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'DATA_DIR',
  'JWT_SECRET',
  'LINK_SECRET',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'EVENT_NAME',
  'PUBLIC_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'SOLAPI_API_KEY',
  'SOLAPI_API_SECRET',
  'SMS_SENDER',
  'KAKAO_PFID',
  'KAKAO_TEMPLATE_ID',
  'KAKAO_SURVEY_TEMPLATE_ID',
  'MESSAGE_RATE_PER_SECOND',
  'MESSAGE_REPORT_SECONDS',
  'MESSAGE_LEASE_SECONDS',
  'PRIVACY_CHECK_SECONDS',
  'TLS_CERT_FILE',
  'TLS_KEY_FILE',
  'HTTPS_PORT',
  'UPLOAD_MAX_BYTES',
  'UPLOAD_MAX_ROWS',
  'RATE_LIMIT_LOGIN',
  'RATE_LIMIT_PUBLIC',
  'RATE_LIMIT_CHECKIN',
  'RATE_LIMIT_LOOKUP',
  'REDIS_URL',
  'LIVE_PUSH_INTERVAL_MS',
  'LIVE_POLL_MS',
  'LOG_LEVEL',
  'ACCESS_ALERT_DAILY_RECORDS',
  'PASSWORD_HASH_MEMORY_KIB',
];

/** The error loadConfig throws for `env` (fails the test when it throws none or another kind). */
function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual(DEFAULTS);
  });

  it('treats empty and whitespace-only values as unset', () => {
    for (const value of ['', '   ', '\t\n']) {
      const env = Object.fromEntries(ALL_VARIABLES.map((name) => [name, value]));
      expect(loadConfig(env)).toEqual(DEFAULTS);
    }
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ HOME: '/root', NODE_ENV: 'production', PORT_X: 'abc' })).toEqual(DEFAULTS);
  });
});

describe('loadConfig valid values', () => {
  it('takes every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://user:pw@db.internal:5432/expo',
      DATABASE_POOL_SIZE: '25',
      DATA_DIR: '/var/lib/expo',
      JWT_SECRET: 'jwt-secret',
      LINK_SECRET: 'link-secret',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: ' pass word ',
      EVENT_NAME: '2025 박람회',
      PUBLIC_URL: 'https://expo.example.kr/',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.kr:465',
      MAIL_FROM: '박람회 <expo@example.kr>',
      SOLAPI_API_KEY: 'NCSKEY',
      SOLAPI_API_SECRET: 'solapi-secret',
      SMS_SENDER: '02-1234-5678',
      KAKAO_PFID: 'KA01PF',
      KAKAO_TEMPLATE_ID: 'KA01TP',
      KAKAO_SURVEY_TEMPLATE_ID: ' KA01TPSURVEY ',
      MESSAGE_RATE_PER_SECOND: '50',
      MESSAGE_REPORT_SECONDS: '30',
      MESSAGE_LEASE_SECONDS: '300',
      PRIVACY_CHECK_SECONDS: '600',
      TLS_CERT_FILE: '/etc/tls/cert.pem',
      TLS_KEY_FILE: '/etc/tls/key.pem',
      HTTPS_PORT: '443',
      UPLOAD_MAX_BYTES: '1048576',
      UPLOAD_MAX_ROWS: '500',
      RATE_LIMIT_LOGIN: '5',
      RATE_LIMIT_PUBLIC: '100',
      RATE_LIMIT_CHECKIN: '1000',
      RATE_LIMIT_LOOKUP: '2000',
      REDIS_URL: 'rediss://:pw@redis.internal:6380/0',
      LIVE_PUSH_INTERVAL_MS: '0',
      LIVE_POLL_MS: '50',
      LOG_LEVEL: 'WARN',
      ACCESS_ALERT_DAILY_RECORDS: '250',
      PASSWORD_HASH_MEMORY_KIB: '19456',
    });
    expect(config).toEqual({
      port: 8080,
      databaseUrl: 'postgres://user:pw@db.internal:5432/expo',
      databasePoolSize: 25,
      dataDir: '/var/lib/expo',
      jwtSecret: 'jwt-secret',
      linkSecret: 'link-secret',
      adminUsername: 'root',
      adminPassword: ' pass word ',
      eventName: '2025 박람회',
      publicUrl: 'https://expo.example.kr',
      smtpUrl: 'smtps://mailer:pw@smtp.example.kr:465',
      mailFrom: '박람회 <expo@example.kr>',
      solapi: {
        apiKey: 'NCSKEY',
        apiSecret: 'solapi-secret',
        sender: '0212345678',
        kakao: { pfId: 'KA01PF', templateId: 'KA01TP', surveyTemplateId: 'KA01TPSURVEY' },
      },
      messageRatePerSecond: 50,
      messageReportSeconds: 30,
      messageLeaseSeconds: 300,
      privacyCheckSeconds: 600,
      tlsCertFile: '/etc/tls/cert.pem',
      tlsKeyFile: '/etc/tls/key.pem',
      httpsPort: 443,
      uploadMaxBytes: 1048576,
      uploadMaxRows: 500,
      rateLimitLogin: 5,
      rateLimitPublic: 100,
      rateLimitCheckin: 1000,
      rateLimitLookup: 2000,
      redisUrl: 'rediss://:pw@redis.internal:6380/0',
      livePushIntervalMs: 0,
      livePollMs: 50,
      logLevel: 'warn',
      accessAlertDailyRecords: 250,
      passwordHashMemoryKib: 19_456,
    } satisfies AppConfig);
  });

  it('takes the other URL schemes and trims surrounding spaces of numbers and URLs', () => {
    const config = loadConfig({
      PORT: ' 4000 ',
      DATABASE_URL: ' postgresql://postgres@127.0.0.1/expo ',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: 'http://10.0.0.5:4000',
      MAIL_FROM: 'no-reply@localhost',
    });
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: 'postgresql://postgres@127.0.0.1/expo',
      smtpUrl: 'smtp://127.0.0.1:2525',
      redisUrl: 'redis://127.0.0.1:6379',
      publicUrl: 'http://10.0.0.5:4000',
      mailFrom: 'no-reply@localhost',
    });
  });

  it('derives PUBLIC_URL from PORT when it is unset', () => {
    expect(loadConfig({ PORT: '8081' }).publicUrl).toBe('http://localhost:8081');
  });

  it('takes PORT 0 (the system picks a free port) and the port bounds', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535', HTTPS_PORT: '1' })).toMatchObject({ port: 65535, httpsPort: 1 });
  });

  it('keeps the documented minimums: a pool of at least 2, a poll every 5 ms at most', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '1', LIVE_POLL_MS: '1' })).toMatchObject({
      databasePoolSize: 2,
      livePollMs: 5,
    });
    expect(loadConfig({ DATABASE_POOL_SIZE: '0', LIVE_POLL_MS: '0' })).toMatchObject({
      databasePoolSize: 2,
      livePollMs: 5,
    });
  });
});

describe('loadConfig refuses bad values, naming the variable', () => {
  const BAD: [variable: string, value: string, expected: string][] = [
    ['PORT', 'abc', '0~65535 사이의 정수여야 합니다'],
    ['PORT', '65536', '0~65535 사이의 정수여야 합니다'],
    ['PORT', '-1', '0~65535 사이의 정수여야 합니다'],
    ['PORT', '80.5', '0~65535 사이의 정수여야 합니다'],
    ['HTTPS_PORT', '0', '1~65535 사이의 정수여야 합니다'],
    ['HTTPS_PORT', '70000', '1~65535 사이의 정수여야 합니다'],
    ['DATABASE_POOL_SIZE', 'abc', '0 이상의 정수여야 합니다'],
    ['DATABASE_POOL_SIZE', '-3', '0 이상의 정수여야 합니다'],
    ['UPLOAD_MAX_BYTES', '20MB', '1 이상의 정수여야 합니다'],
    ['UPLOAD_MAX_BYTES', '0', '1 이상의 정수여야 합니다'],
    ['UPLOAD_MAX_ROWS', '1e5', '1 이상의 정수여야 합니다'],
    ['RATE_LIMIT_LOGIN', '0', '1 이상의 정수여야 합니다'],
    ['RATE_LIMIT_PUBLIC', 'ten', '1 이상의 정수여야 합니다'],
    ['RATE_LIMIT_CHECKIN', '-600', '1 이상의 정수여야 합니다'],
    ['RATE_LIMIT_LOOKUP', '99999999999999999999', '1 이상의 정수여야 합니다'],
    ['LIVE_PUSH_INTERVAL_MS', '-1', '0 이상의 정수여야 합니다'],
    ['LIVE_POLL_MS', '0x10', '0 이상의 정수여야 합니다'],
    ['ACCESS_ALERT_DAILY_RECORDS', '0', '1 이상의 정수여야 합니다'],
    ['PASSWORD_HASH_MEMORY_KIB', '512', '1024~4194304 사이의 정수여야 합니다'],
    ['PUBLIC_URL', 'expo.example.kr', 'http:// 또는 https://로 시작하는 URL이어야 합니다'],
    ['PUBLIC_URL', 'ftp://expo.example.kr', 'http:// 또는 https://로 시작하는 URL이어야 합니다'],
    ['MAIL_FROM', 'nobody', '메일 주소'],
    ['LOG_LEVEL', 'loud', 'trace, debug, info, warn, error, fatal, silent 중 하나여야 합니다'],
    ['MAIL_FROM', 'a@b\r\nBcc: victim@example.com', '메일 주소'],
  ];

  it.each(BAD)('%s=%j', (variable, value, expected) => {
    const error = refusal({ [variable]: value });
    expect(error.problems).toHaveLength(1);
    expect(error.message).toContain(`환경 변수 ${variable} 값이 올바르지 않습니다: `);
    expect(error.message).toContain(expected);
    expect(error.message).toContain(`(받은 값: ${JSON.stringify(value)})`);
  });

  it('words the message as documented', () => {
    expect(refusal({ PORT: 'abc' }).message).toBe(
      '환경 변수 PORT 값이 올바르지 않습니다: 0~65535 사이의 정수여야 합니다 (받은 값: "abc")',
    );
  });

  it('reports every bad variable at once, in one message', () => {
    const error = refusal({
      PORT: 'abc',
      DATABASE_POOL_SIZE: '-1',
      PUBLIC_URL: 'nope',
      REDIS_URL: 'http://redis',
      LIVE_POLL_MS: '25',
    });
    expect(error.problems).toHaveLength(4);
    for (const name of ['PORT', 'DATABASE_POOL_SIZE', 'PUBLIC_URL', 'REDIS_URL'])
      expect(error.message).toContain(`환경 변수 ${name} 값이`);
    expect(error.message).not.toContain('LIVE_POLL_MS');
    expect(error.message.split('\n')).toHaveLength(4);
  });
});

describe('loadConfig: the phone channel (SOLAPI) settings', () => {
  const SOLAPI = { SOLAPI_API_KEY: 'NCSKEY', SOLAPI_API_SECRET: 'hush-hush-1', SMS_SENDER: '1588-1234' };

  it('gives SMS only without the Kakao settings', () => {
    expect(loadConfig(SOLAPI).solapi).toEqual({
      apiKey: 'NCSKEY',
      apiSecret: 'hush-hush-1',
      sender: '15881234',
      kakao: undefined,
    });
  });

  it('refuses a part of the SOLAPI settings, naming the missing ones', () => {
    const error = refusal({ SOLAPI_API_KEY: 'NCSKEY' });
    expect(error.message).toContain('SOLAPI_API_SECRET');
    expect(error.message).toContain('SMS_SENDER');
    expect(refusal({ ...SOLAPI, KAKAO_PFID: 'KA01PF' }).message).toContain('KAKAO_TEMPLATE_ID');
  });

  it('refuses Kakao settings without SOLAPI and a sender that is not a phone number', () => {
    expect(refusal({ KAKAO_PFID: 'KA01PF', KAKAO_TEMPLATE_ID: 'KA01TP' }).message).toContain(
      '알림톡은 SOLAPI로 보냅니다',
    );
    expect(refusal({ ...SOLAPI, SMS_SENDER: 'expo' }).message).toContain('SMS_SENDER');
  });

  it('takes a survey template only with the Kakao channel, and goes without one', () => {
    expect(refusal({ ...SOLAPI, KAKAO_SURVEY_TEMPLATE_ID: 'KA01TPSV' }).message).toContain(
      'KAKAO_SURVEY_TEMPLATE_ID',
    );
    const kakao = { ...SOLAPI, KAKAO_PFID: 'KA01PF', KAKAO_TEMPLATE_ID: 'KA01TP' };
    expect(loadConfig(kakao).solapi?.kakao).toEqual({ pfId: 'KA01PF', templateId: 'KA01TP' });
    expect(loadConfig({ ...kakao, KAKAO_SURVEY_TEMPLATE_ID: 'KA01TPSV' }).solapi?.kakao).toEqual({
      pfId: 'KA01PF',
      templateId: 'KA01TP',
      surveyTemplateId: 'KA01TPSV',
    });
  });

  it('never shows the API secret', () => {
    const error = refusal({ SOLAPI_API_SECRET: 'hush-hush-1' });
    expect(error.message).not.toContain('hush-hush-1');
  });
});

describe('loadConfig never shows the value of a secret-bearing URL', () => {
  const SECRET = 'S3cr3t-p4ss';
  const BAD_SECRETS: [variable: string, value: string, expected: string][] = [
    [
      'DATABASE_URL',
      `mysql://root:${SECRET}@db:3306/expo`,
      'postgres:// 또는 postgresql://로 시작하는 URL이어야 합니다',
    ],
    [
      'DATABASE_URL',
      `postgres:root:${SECRET}@db/expo`,
      'postgres:// 또는 postgresql://로 시작하는 URL이어야 합니다',
    ],
    ['DATABASE_URL', `postgres://root:${SECRET}@db:notaport/expo`, 'postgres:// 또는 postgresql://'],
    [
      'SMTP_URL',
      `http://mailer:${SECRET}@smtp.example.kr`,
      'smtp:// 또는 smtps://로 시작하는 URL이어야 합니다',
    ],
    ['SMTP_URL', `mailer:${SECRET}@smtp.example.kr`, 'smtp:// 또는 smtps://로 시작하는 URL이어야 합니다'],
    ['REDIS_URL', `tcp://:${SECRET}@redis:6379`, 'redis:// 또는 rediss://로 시작하는 URL이어야 합니다'],
    ['REDIS_URL', `${SECRET}`, 'redis:// 또는 rediss://로 시작하는 URL이어야 합니다'],
  ];

  it.each(BAD_SECRETS)('%s=%j', (variable, value, expected) => {
    const error = refusal({ [variable]: value });
    expect(error.message).toContain(`환경 변수 ${variable} 값이 올바르지 않습니다: `);
    expect(error.message).toContain(expected);
    expect(error.message).toContain('표시하지 않습니다');
    expect(error.message).not.toContain(SECRET);
    expect(error.message).not.toContain('받은 값');
    expect(JSON.stringify(error)).not.toContain(SECRET);
    expect(String(error.stack)).not.toContain(SECRET);
  });

  it('shows the other values next to a hidden secret', () => {
    const error = refusal({ DATABASE_URL: `mysql://root:${SECRET}@db/expo`, PORT: 'abc' });
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain('(받은 값: "abc")');
    expect(error.message).not.toContain(SECRET);
  });
});
