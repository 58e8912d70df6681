import { z } from 'zod';
import { withParticle } from '@expo/contract/fields';

/** The one place that reads the environment. */
export interface AppConfig {
  port: number;
  databaseUrl: string | undefined;
  /** Connections per node to DATABASE_URL (the embedded database has one). */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string | undefined;
  linkSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  eventName: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SOLAPI (카카오 알림톡 and SMS/LMS to attendees' phones); unset: no phone channel. */
  solapi: SolapiConfig | undefined;
  /** Messages handed to the provider per second by one node, at most. */
  messageRatePerSecond: number;
  /** How often the provider is asked whether sent phone messages were delivered. */
  messageReportSeconds: number;
  /** How long a node's claim on a QR message lasts: a node that died holding it is waited for this long. */
  messageLeaseSeconds: number;
  /** How often the server checks whether an event's personal data is due for destruction (파기). */
  privacyCheckSeconds: number;
  tlsCertFile: string | undefined;
  tlsKeyFile: string | undefined;
  httpsPort: number;
  uploadMaxBytes: number;
  uploadMaxRows: number;
  rateLimitLogin: number;
  rateLimitPublic: number;
  /** Lecture check-ins per minute per IP: a whole hall may share the venue Wi-Fi's one address. */
  rateLimitCheckin: number;
  /** Open lookups per minute per IP (the attendee's QR page, a lecture's check-in page). */
  rateLimitLookup: number;
  /** Redis for cross-node live pushes instead of PostgreSQL LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  /** At most one live push per room per this many milliseconds. */
  livePushIntervalMs: number;
  /** How often the live leader reads the log for new events. */
  livePollMs: number;
  /** The least severe log lines written (`info` includes one access-log line per request). */
  logLevel: LogLevelName;
  /** 이상 접근: an account reading or downloading more attendees' records than this in a day is flagged. */
  accessAlertDailyRecords: number;
  /** Memory each argon2 password hash takes (KiB): argon2's own 64 MiB unless lowered (the tests do). */
  passwordHashMemoryKib: number;
}

export interface SolapiConfig {
  apiKey: string;
  apiSecret: string;
  /** The registered 발신번호, digits only. */
  sender: string;
  /**
   * 카카오 알림톡's channel (pfId) and the QR's template; unset: SMS/LMS only. `surveyTemplateId`: a template
   * registered for the survey invitation's text ('설문 발송'); unset: survey invitations go by SMS/LMS.
   */
  kakao: { pfId: string; templateId: string; surveyTemplateId?: string } | undefined;
}

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** One or more environment variables with a value the server cannot run with; the message names each of them. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Variables whose value may hold a password: a refusal names them but never shows their value. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'SOLAPI_API_SECRET',
]);

/** Unset, empty and whitespace-only values all mean "use the default". */
const blank = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A decimal integer in [min, max]; `fallback` when unset or blank. */
function integer(fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) {
  const expected =
    max === Number.MAX_SAFE_INTEGER
      ? `${min} 이상의 정수여야 합니다`
      : `${min}~${max} 사이의 정수여야 합니다`;
  return z.preprocess(
    blank,
    z
      .string({ error: expected })
      .trim()
      .regex(/^\d+$/, expected)
      .transform(Number)
      .refine((n) => Number.isSafeInteger(n) && n >= min && n <= max, expected)
      .default(fallback),
  );
}

/** A URL with one of `protocols` (each as `scheme:`); unset when unset or blank. */
function url(protocols: readonly string[]) {
  const expected = `${protocols.map((p) => `${p}//`).join(' 또는 ')}로 시작하는 URL이어야 합니다`;
  return z.preprocess(
    blank,
    z
      .string({ error: expected })
      .trim()
      .refine((value) => {
        try {
          const parsed = new URL(value);
          return (
            protocols.includes(parsed.protocol) && value.toLowerCase().startsWith(`${parsed.protocol}//`)
          );
        } catch {
          return false;
        }
      }, expected)
      .optional(),
  );
}

/** A mail address, bare (`a@b`) or with a display name (`행사 <a@b>`), on one line. */
const MAIL_ADDRESS = /^(?:[^\s@<>]+@[^\s@<>]+|[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>)$/;
const mailFrom = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .regex(MAIL_ADDRESS, '메일 주소(예: no-reply@example.com 또는 "행사 <no-reply@example.com>")여야 합니다')
    .default('no-reply@localhost'),
);

/** Any text; unset when unset or blank (kept as given, spaces and all). */
const text = z.preprocess(blank, z.string().optional());

/** A Korean telephone number (the 발신번호 registered with the provider), kept as digits. */
const senderNumber = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(
      (digits) => /^0\d{7,10}$|^1\d{7}$/.test(digits),
      '국내 전화번호(예: 02-1234-5678, 1588-1234)여야 합니다',
    )
    .optional(),
);

/** Settings that only work together: every one set, or none. */
function together(env: Record<string, unknown>, names: readonly string[], ctx: z.RefinementCtx): void {
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === names.length) return;
  for (const name of names.filter((n) => env[n] === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `${withParticle(set.join(', '), '과/와')} 함께 설정해야 합니다 (${names.join(', ')} 모두 또는 모두 비움)`,
    });
}

const SOLAPI_VARIABLES = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER'] as const;
const KAKAO_VARIABLES = ['KAKAO_PFID', 'KAKAO_TEMPLATE_ID'] as const;

const PORT_MAX = 65535;

const envSchema = z
  .object({
    // 0 lets the system pick a free port (the tests' servers do)
    PORT: integer(3000, 0, PORT_MAX),
    DATABASE_URL: url(['postgres:', 'postgresql:']),
    // fewer than 2 is raised to 2, as documented
    DATABASE_POOL_SIZE: integer(10, 0).transform((n) => Math.max(2, n)),
    DATA_DIR: text,
    JWT_SECRET: text,
    LINK_SECRET: text,
    ADMIN_USERNAME: text,
    ADMIN_PASSWORD: text,
    EVENT_NAME: text,
    PUBLIC_URL: url(['http:', 'https:']),
    SMTP_URL: url(['smtp:', 'smtps:']),
    MAIL_FROM: mailFrom,
    SOLAPI_API_KEY: text,
    SOLAPI_API_SECRET: text,
    SMS_SENDER: senderNumber,
    KAKAO_PFID: text,
    KAKAO_TEMPLATE_ID: text,
    KAKAO_SURVEY_TEMPLATE_ID: text,
    MESSAGE_RATE_PER_SECOND: integer(20, 1, 1000),
    MESSAGE_REPORT_SECONDS: integer(60, 1, 86_400),
    MESSAGE_LEASE_SECONDS: integer(120, 15, 3600),
    PRIVACY_CHECK_SECONDS: integer(3600, 1, 86_400),
    TLS_CERT_FILE: text,
    TLS_KEY_FILE: text,
    HTTPS_PORT: integer(8443, 1, PORT_MAX),
    UPLOAD_MAX_BYTES: integer(20 * 1024 * 1024, 1),
    UPLOAD_MAX_ROWS: integer(100_000, 1),
    RATE_LIMIT_LOGIN: integer(10, 1),
    RATE_LIMIT_PUBLIC: integer(60, 1),
    RATE_LIMIT_CHECKIN: integer(600, 1),
    RATE_LIMIT_LOOKUP: integer(600, 1),
    REDIS_URL: url(['redis:', 'rediss:']),
    // 0: every change is pushed at once
    LIVE_PUSH_INTERVAL_MS: integer(150, 0),
    // faster than every 5 ms is raised to 5, as before
    LIVE_POLL_MS: integer(25, 0).transform((n) => Math.max(5, n)),
    ACCESS_ALERT_DAILY_RECORDS: integer(1000, 1),
    PASSWORD_HASH_MEMORY_KIB: integer(65_536, 1024, 4 * 1024 * 1024),
    LOG_LEVEL: z.preprocess(
      (value) => (typeof blank(value) === 'string' ? String(value).trim().toLowerCase() : undefined),
      z.enum(LOG_LEVELS, { error: `${LOG_LEVELS.join(', ')} 중 하나여야 합니다` }).default('info'),
    ),
  })
  .superRefine((env, ctx) => {
    together(env, SOLAPI_VARIABLES, ctx);
    together(env, KAKAO_VARIABLES, ctx);
    if (env.KAKAO_PFID !== undefined && env.SOLAPI_API_KEY === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['KAKAO_PFID'],
        message:
          '알림톡은 SOLAPI로 보냅니다: SOLAPI_API_KEY, SOLAPI_API_SECRET, SMS_SENDER도 설정해야 합니다',
      });
    if (env.KAKAO_SURVEY_TEMPLATE_ID !== undefined && env.KAKAO_PFID === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['KAKAO_SURVEY_TEMPLATE_ID'],
        message:
          '설문 알림톡 템플릿은 알림톡 채널로 보냅니다: KAKAO_PFID와 KAKAO_TEMPLATE_ID도 설정해야 합니다',
      });
  })
  .transform((env): AppConfig => ({
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR ?? './data',
    jwtSecret: env.JWT_SECRET,
    linkSecret: env.LINK_SECRET,
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD,
    eventName: env.EVENT_NAME ?? '데모 행사',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    solapi:
      env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET && env.SMS_SENDER
        ? {
            apiKey: env.SOLAPI_API_KEY.trim(),
            apiSecret: env.SOLAPI_API_SECRET.trim(),
            sender: env.SMS_SENDER,
            kakao:
              env.KAKAO_PFID && env.KAKAO_TEMPLATE_ID
                ? {
                    pfId: env.KAKAO_PFID.trim(),
                    templateId: env.KAKAO_TEMPLATE_ID.trim(),
                    ...(env.KAKAO_SURVEY_TEMPLATE_ID
                      ? { surveyTemplateId: env.KAKAO_SURVEY_TEMPLATE_ID.trim() }
                      : {}),
                  }
                : undefined,
          }
        : undefined,
    messageRatePerSecond: env.MESSAGE_RATE_PER_SECOND,
    messageReportSeconds: env.MESSAGE_REPORT_SECONDS,
    messageLeaseSeconds: env.MESSAGE_LEASE_SECONDS,
    privacyCheckSeconds: env.PRIVACY_CHECK_SECONDS,
    tlsCertFile: env.TLS_CERT_FILE,
    tlsKeyFile: env.TLS_KEY_FILE,
    httpsPort: env.HTTPS_PORT,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    uploadMaxRows: env.UPLOAD_MAX_ROWS,
    rateLimitLogin: env.RATE_LIMIT_LOGIN,
    rateLimitPublic: env.RATE_LIMIT_PUBLIC,
    rateLimitCheckin: env.RATE_LIMIT_CHECKIN,
    rateLimitLookup: env.RATE_LIMIT_LOOKUP,
    redisUrl: env.REDIS_URL,
    livePushIntervalMs: env.LIVE_PUSH_INTERVAL_MS,
    livePollMs: env.LIVE_POLL_MS,
    logLevel: env.LOG_LEVEL,
    accessAlertDailyRecords: env.ACCESS_ALERT_DAILY_RECORDS,
    passwordHashMemoryKib: env.PASSWORD_HASH_MEMORY_KIB,
  }));

/**
 * The configuration from `env`. Unset or blank variables take their defaults; any other value must be valid,
 * or a ConfigError names every bad variable at once (with the value, except for the secret-bearing URLs).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (problems.has(name)) continue;
    const shown = SECRET_VARIABLES.has(name)
      ? '값은 비밀번호가 담길 수 있어 표시하지 않습니다'
      : `받은 값: ${JSON.stringify(env[name])}`;
    problems.set(name, `환경 변수 ${name} 값이 올바르지 않습니다: ${issue.message} (${shown})`);
  }
  throw new ConfigError([...problems.values()]);
}

export const APP_CONFIG = Symbol('APP_CONFIG');
