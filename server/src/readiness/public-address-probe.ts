import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';

export type ProbeAnswer = { answered: true } | { answered: false; reason: string };

/**
 * Asks the server's own `/api/health` through the public address, the way a phone would reach it: a short
 * timeout, the certificate checked, and no redirect followed (a 3xx elsewhere is not this server answering).
 */
export function probePublicAddress(publicUrl: string, timeoutMs = 3000): Promise<ProbeAnswer> {
  const url = new URL('/api/health', publicUrl);
  const get = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const req = get(url, { timeout: timeoutMs, headers: { accept: 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode === 200 && /"status"\s*:\s*"ok"/.test(body)) resolve({ answered: true });
        else if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400)
          resolve({ answered: false, reason: `다른 주소로 넘겨짐 (${res.statusCode})` });
        else resolve({ answered: false, reason: `응답 코드 ${res.statusCode ?? '없음'}` });
      });
      res.on('error', () => resolve({ answered: false, reason: '응답이 끊어짐' }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ answered: false, reason: probeReason(error) }),
    );
  });
}

function probeReason(error: NodeJS.ErrnoException): string {
  if (error.message === 'timeout') return '응답 시간 초과';
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return '주소를 찾을 수 없음';
  if (error.code === 'ECONNREFUSED') return '연결 거부';
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(error.code ?? '')) return '신뢰할 수 없는 인증서';
  return '연결 실패';
}
