import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-errors';
import { loadWithReason, type ReportRequest } from './reason-flow';

const reasonRequired = new ApiError(400, 'PRIVACY.REASON_REQUIRED', '다운로드 사유를 입력해주세요.');

/** A server that wants a reason for the visitor list when `asksReason`; records every request. */
function fakeServer(asksReason: boolean) {
  const requests: ReportRequest[] = [];
  const load = (request: ReportRequest) => {
    requests.push(request);
    if (asksReason && request.visitors && request.reason === undefined) return Promise.reject(reasonRequired);
    return Promise.resolve(`report ${request.visitors ? 'with' : 'without'} visitors`);
  };
  return { requests, load };
}

const never = () => Promise.reject(new Error('the reason was asked'));

describe('loadWithReason', () => {
  it('asks nothing when the event asks no reason', async () => {
    const server = fakeServer(false);
    await expect(loadWithReason(server.load, never, { visitors: true })).resolves.toEqual({
      answer: 'report with visitors',
      reason: undefined,
      declined: false,
    });
    expect(server.requests).toEqual([{ visitors: true, reason: undefined }]);
  });

  it('asks the reason when the server wants one, and repeats the request with it', async () => {
    const server = fakeServer(true);
    const loaded = await loadWithReason(server.load, () => Promise.resolve('정산·보고'), { visitors: true });
    expect(loaded).toEqual({ answer: 'report with visitors', reason: '정산·보고', declined: false });
    expect(server.requests).toEqual([
      { visitors: true, reason: undefined },
      { visitors: true, reason: '정산·보고' },
    ]);
  });

  it('loads without the visitor list when the reason is cancelled', async () => {
    const server = fakeServer(true);
    const loaded = await loadWithReason(server.load, () => Promise.resolve(null), { visitors: true });
    expect(loaded).toEqual({ answer: 'report without visitors', declined: true });
    expect(server.requests.at(-1)).toEqual({ visitors: false });
  });

  it('sends a reason already given without asking again', async () => {
    const server = fakeServer(true);
    const loaded = await loadWithReason(server.load, never, { visitors: true, reason: '행사 운영' });
    expect(loaded.reason).toBe('행사 운영');
    expect(server.requests).toEqual([{ visitors: true, reason: '행사 운영' }]);
  });

  it('never asks for a report without visitors, and passes other failures on', async () => {
    const server = fakeServer(true);
    await expect(loadWithReason(server.load, never, { visitors: false })).resolves.toMatchObject({
      answer: 'report without visitors',
    });
    const failing = () => Promise.reject(new ApiError(404, 'BOOTH.NOT_FOUND', '부스를 찾을 수 없습니다.'));
    await expect(loadWithReason(failing, never, { visitors: true })).rejects.toMatchObject({
      code: 'BOOTH.NOT_FOUND',
    });
  });
});
