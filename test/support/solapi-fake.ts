import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setGlobalDispatcher, type Dispatcher } from 'undici';
import { routeSolapiTo } from './solapi-route.mjs';

/** The module a server process preloads (`--import`) to send its SOLAPI calls to SOLAPI_FAKE_URL. */
/** The settings of a server sending by SMS/LMS through the fake (the SDK signs with these). */
export const SOLAPI_SMS_ENV = {
  SOLAPI_API_KEY: 'NCSTESTKEY',
  SOLAPI_API_SECRET: 'solapi-test-secret',
  SMS_SENDER: '02-1234-5678',
};

/** … and by 카카오 알림톡 first. */
export const SOLAPI_KAKAO_ENV = {
  ...SOLAPI_SMS_ENV,
  KAKAO_PFID: 'KA01PF2611',
  KAKAO_TEMPLATE_ID: 'KA01TP2611QR',
};

export const SOLAPI_ROUTE_MODULE = new URL('./solapi-route.mjs', import.meta.url).href;

/** A message as the provider received it (the SDK's request body, one entry of `messages`). */
export interface ProviderMessage {
  to: string;
  from: string;
  text?: string;
  subject?: string;
  type?: string;
  kakaoOptions?: {
    pfId: string;
    templateId?: string;
    variables?: Record<string, string>;
    disableSms?: boolean;
  };
  customFields?: Record<string, string>;
  messageId: string;
  /** The Authorization header the SDK signed the request with. */
  authorization: string;
}

/** How the fake answers the next requests. */
export type ProviderBehaviour =
  | { kind: 'accept' }
  /** Refuses 알림톡 (ATA) messages at registration, as SOLAPI does for a template that does not match. */
  | { kind: 'refuse-alimtalk'; statusCode: string; statusMessage: string }
  /** Answers every request with this HTTP status and SOLAPI error body. */
  | { kind: 'error'; status: number; errorCode: string; errorMessage: string }
  /** Unreachable: every request's connection is cut before any answer (the SDK's fetch fails). */
  | { kind: 'down' };

const count = (total: number, failed: number) => ({
  total,
  sentTotal: 0,
  sentFailed: 0,
  sentSuccess: 0,
  sentPending: total - failed,
  sentReplacement: 0,
  refund: 0,
  registeredFailed: failed,
  registeredSuccess: total - failed,
});

function groupInfo(total: number, failed: number) {
  const now = new Date().toISOString();
  return {
    groupId: `G4V${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
    count: count(total, failed),
    balance: { requested: 0, replacement: 0, refund: 0, sum: 0 },
    point: { requested: 0, replacement: 0, refund: 0, sum: 0 },
    app: { profit: {}, appId: null },
    sdkVersion: 'js/6.0.1',
    osPlatform: 'linux',
    log: [],
    status: 'SENDING',
    scheduledDate: null,
    dateSent: now,
    dateCompleted: null,
    isRefunded: false,
    accountId: '26110000000000',
    countForCharge: {},
    dateCreated: now,
    dateUpdated: now,
  };
}

/**
 * A local HTTP server answering as SOLAPI's send API (`POST /messages/v4/send-many/detail`) does, keeping
 * every message it accepted. `routeFetch()` sends Node's fetch for api.solapi.com to it (an undici dispatcher
 * in this process), so the real SDK talks to it.
 */
export async function startSolapiFake() {
  const accepted: ProviderMessage[] = [];
  const refused: ProviderMessage[] = [];
  let behaviour: ProviderBehaviour = { kind: 'accept' };
  let requests = 0;
  /** Send answers are held this long after the messages are kept (a sender killed meanwhile never hears). */
  let answerDelayMs = 0;
  let unanswered = 0;

  /** What the provider reports of accepted messages, by send id (none yet: still being sent). */
  const reported = new Map<string, { statusCode: string; reason?: string }>();
  const list = (url: string) => {
    const query = new URL(url, 'http://fake').searchParams;
    const asked = new Set([...query.entries()].filter(([k]) => k.startsWith('messageIds')).map(([, v]) => v));
    const to = query.get('to');
    const messageList: Record<string, object> = {};
    for (const m of accepted.filter(
      (a) => (asked.size === 0 || asked.has(a.messageId)) && (!to || a.to === to),
    )) {
      const report = reported.get(m.customFields?.sendId ?? '');
      messageList[m.messageId] = {
        messageId: m.messageId,
        type: m.kakaoOptions ? 'ATA' : (m.type ?? 'SMS'),
        to: m.to,
        from: m.from,
        text: m.text ?? null,
        imageId: null,
        subject: m.subject ?? null,
        country: '82',
        status: report ? 'COMPLETE' : 'SENDING',
        statusCode: report?.statusCode ?? '3000',
        reason: report?.reason ?? null,
        networkName: null,
        networkCode: null,
        customFields: m.customFields ?? null,
        dateProcessed: null,
        dateReceived: null,
        dateReported: null,
        clusterKey: null,
      };
    }
    return { startKey: null, nextKey: null, limit: Number(query.get('limit') ?? 20), messageList };
  };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (behaviour.kind === 'down') {
        if (req.method === 'POST') requests++;
        req.socket.destroy();
        return;
      }
      const authorization = String(req.headers.authorization ?? '');
      if (!/^HMAC-SHA256 apiKey=\S+, date=\S+, salt=\S+, signature=[0-9a-f]{64}$/.test(authorization))
        return answer(res, 401, {
          errorCode: 'Unauthorized',
          errorMessage: '인증 정보가 올바르지 않습니다.',
        });
      if (req.method === 'GET' && req.url?.startsWith('/messages/v4/list'))
        return answer(res, 200, list(req.url));
      if (req.method !== 'POST' || req.url !== '/messages/v4/send-many/detail')
        return answer(res, 404, { errorCode: 'NotFound', errorMessage: 'Not Found' });
      requests++;
      if (behaviour.kind === 'error')
        return answer(res, behaviour.status, {
          errorCode: behaviour.errorCode,
          errorMessage: behaviour.errorMessage,
        });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: ProviderMessage[] };
      const failedMessageList: object[] = [];
      const messageList: object[] = [];
      for (const m of body.messages) {
        const message = {
          ...m,
          messageId: `M4V${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
          authorization,
        };
        const refuse = behaviour.kind === 'refuse-alimtalk' && m.kakaoOptions !== undefined;
        if (refuse && behaviour.kind === 'refuse-alimtalk') {
          refused.push(message);
          failedMessageList.push({
            to: m.to,
            from: m.from,
            type: 'ATA',
            statusMessage: behaviour.statusMessage,
            country: '82',
            messageId: message.messageId,
            statusCode: behaviour.statusCode,
            accountId: '26110000000000',
            customFields: m.customFields,
          });
        } else {
          accepted.push(message);
          messageList.push({
            messageId: message.messageId,
            statusCode: '2000',
            statusMessage: '정상 접수(이통사로 접수 예정) ',
            customFields: m.customFields,
          });
        }
      }
      const body200 = {
        failedMessageList,
        groupInfo: groupInfo(body.messages.length, failedMessageList.length),
        messageList,
      };
      if (!answerDelayMs) return answer(res, 200, body200);
      unanswered++;
      setTimeout(() => {
        unanswered--;
        answer(res, 200, body200);
      }, answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let previous: Dispatcher | undefined;

  return {
    url,
    accepted,
    refused,
    /** Holds every send's answer this long from now on (0: at once). */
    delayAnswers(ms: number) {
      answerDelayMs = ms;
    },
    /** Sends whose messages are kept and whose answer is still held. */
    get unanswered() {
      return unanswered;
    },
    /** Send requests received (whatever their answer). */
    get requests() {
      return requests;
    },
    behave(next: ProviderBehaviour) {
      behaviour = next;
    },
    /** From now on reports the message of `sendId` with this status code (4000: received by the phone). */
    report(sendId: string, statusCode: string, reason?: string) {
      reported.set(sendId, { statusCode, reason });
    },
    /** Answers with `next` while `work` runs, then accepts again. */
    async during<T>(next: ProviderBehaviour, work: () => Promise<T>): Promise<T> {
      behaviour = next;
      try {
        return await work();
      } finally {
        behaviour = { kind: 'accept' };
      }
    },
    /** Routes this process's fetch for api.solapi.com to the fake (other origins go where they went). */
    routeFetch() {
      previous = routeSolapiTo(url);
    },
    async close() {
      if (previous) setGlobalDispatcher(previous);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
