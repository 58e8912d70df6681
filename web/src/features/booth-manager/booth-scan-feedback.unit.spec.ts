import { describe, expect, it } from 'vitest';

import { boothScanFeedback } from './booth-scan-feedback';
import { failedOutcome } from './scan-outcome';
import type { BoothScanResult } from './send-booth-scan';

const visit = {
  boothId: 3,
  userId: 12,
  userName: '김민수',
  affiliation: '한빛전자',
  phoneNumber: '010-7000-0001',
  visitedAt: '2026-11-25T10:00:00',
};

function refused(status: number, message: string, kept: boolean): BoothScanResult {
  return { ok: false, outcome: failedOutcome({ status, message }), status, kept };
}

describe('boothScanFeedback', () => {
  it('given a recorded visit, then green with the name and the affiliation', () => {
    expect(boothScanFeedback({ ok: true, visit }, 12)).toEqual({
      kind: 'success',
      title: '김민수',
      detail: '한빛전자',
      attendeeId: 12,
    });
  });

  it('given a visitor without affiliation, then no detail line', () => {
    expect(boothScanFeedback({ ok: true, visit: { ...visit, affiliation: '' } }, 12).detail).toBeUndefined();
  });

  it('given the 409 duplicate, then amber with the name and affiliation this phone knows', () => {
    const feedback = boothScanFeedback(
      refused(409, '중복 방문입니다: 이미 이 부스에 방문이 등록된 참석자입니다.', false),
      12,
      { userName: '김민수', affiliation: '한빛전자' },
    );
    expect(feedback).toEqual({
      kind: 'duplicate',
      title: '이미 등록된 방문입니다.',
      detail: '김민수 · 한빛전자',
      attendeeId: 12,
    });
  });

  it('given the 409 duplicate of a visitor without affiliation, then the name alone; of one unknown, no detail', () => {
    const duplicate = refused(409, '중복 방문입니다.', false);
    expect(boothScanFeedback(duplicate, 12, { userName: '김민수', affiliation: '' }).detail).toBe('김민수');
    expect(boothScanFeedback(duplicate, 12).detail).toBeUndefined();
  });

  it('given an unknown attendee (404), then red with the reason', () => {
    const feedback = boothScanFeedback(
      refused(404, '참석자를 찾을 수 없습니다. ID를 확인해주세요.', false),
      99,
    );
    expect(feedback.kind).toBe('failure');
    expect(feedback.title).toBe('❌ 방문 등록 실패: 참석자를 찾을 수 없습니다. ID를 확인해주세요.');
  });

  it('given no connection and the scan kept, then blue: saved, sent later', () => {
    const feedback = boothScanFeedback(refused(0, 'offline', true), 12);
    expect(feedback).toMatchObject({
      kind: 'queued',
      title: '📥 스캔이 저장되었습니다. 연결되면 자동으로 전송됩니다.',
    });
    expect(feedback.detail).toBe('❌ 네트워크 오류: 다시 시도해주세요.');
  });

  it('given a refused booth token with the scan kept, then it says the login expired and the scan waits for it', () => {
    expect(boothScanFeedback(refused(401, 'expired', true), 12)).toEqual({
      kind: 'queued',
      title: '부스 로그인이 만료되었습니다. 다시 로그인해주세요.',
      detail: '📥 스캔이 저장되었습니다. 다시 로그인하면 자동으로 전송됩니다.',
      attendeeId: 12,
    });
  });

  it('given a 500 the phone could not keep, then red', () => {
    expect(boothScanFeedback(refused(500, '서버 오류', false), 12).kind).toBe('failure');
  });
});
