import { describe, expect, it } from 'vitest';

import { pickCamera, scanBox } from '../../lib/qr-scan/camera-choice';
import { failedOutcome, registeredOutcome } from './scan-outcome';
import { readScannedAttendeeId } from '../../lib/qr-scan/scanned-attendee-id';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

const cameras = [
  { id: 'front', label: 'camera2 1, facing front' },
  { id: 'back', label: 'camera2 0, facing BACK' },
  { id: 'wide', label: 'Ultra Wide' },
];

describe('pickCamera', () => {
  it('takes the last camera on an iPhone or iPad', () => {
    expect(pickCamera(cameras, IPHONE)?.id).toBe('wide');
    expect(pickCamera(cameras, IPAD)?.id).toBe('wide');
  });

  it('elsewhere takes the first camera labelled back or rear (any case), else the first', () => {
    expect(pickCamera(cameras, ANDROID)?.id).toBe('back');
    expect(
      pickCamera(
        [
          { id: 'a', label: 'USB' },
          { id: 'b', label: 'Rear Camera' },
        ],
        ANDROID,
      )?.id,
    ).toBe('b');
    expect(
      pickCamera(
        [
          { id: 'a', label: 'fake_device_0' },
          { id: 'b', label: 'x' },
        ],
        ANDROID,
      )?.id,
    ).toBe('a');
  });

  it('has no camera to pick from an empty list', () => {
    expect(pickCamera([], ANDROID)).toBeUndefined();
    expect(pickCamera([], IPHONE)).toBeUndefined();
  });
});

describe('scanBox', () => {
  it('is 400x400 when the viewfinder is large enough', () => {
    expect(scanBox(640, 480)).toEqual({ width: 400, height: 400 });
  });

  it('shrinks to the viewfinder of a phone (300 px wide at 1.333)', () => {
    expect(scanBox(300, 225)).toEqual({ width: 225, height: 225 });
    expect(scanBox(260.5, 195.4)).toEqual({ width: 195, height: 195 });
  });

  it('never goes under 50 px', () => {
    expect(scanBox(40, 30)).toEqual({ width: 50, height: 50 });
  });
});

describe('scan outcomes', () => {
  it('keeps the done flag after success and after a duplicate', () => {
    expect(registeredOutcome).toEqual({ message: '✅ 방문이 등록되었습니다.', keepDone: true, queue: false });
    expect(failedOutcome({ status: 409, message: '중복 방문입니다.' })).toEqual({
      message: '이미 등록된 방문입니다.',
      keepDone: true,
      queue: false,
    });
  });

  it('shows the server text of another failure and lets scanning repeat', () => {
    expect(failedOutcome({ status: 404, message: '참석자를 찾을 수 없습니다.' })).toEqual({
      message: '❌ 방문 등록 실패: 참석자를 찾을 수 없습니다.',
      keepDone: false,
      queue: false,
    });
  });

  it('queues the scan on a network error, a server error, a timeout or too many requests', () => {
    expect(failedOutcome({ status: 0, message: '서버에 연결할 수 없습니다.' })).toEqual({
      message: '❌ 네트워크 오류: 다시 시도해주세요.',
      keepDone: false,
      queue: true,
    });
    for (const status of [500, 503, 408, 429]) {
      const outcome = failedOutcome({ status, message: '잠시 후 다시 시도해주세요.' });
      expect(outcome.queue, String(status)).toBe(true);
      expect(outcome.message).toBe('❌ 방문 등록 실패: 잠시 후 다시 시도해주세요.');
    }
  });

  it('keeps the scan for after the next login when the booth token is refused (401), and says so', () => {
    expect(failedOutcome({ status: 401, message: '로그인이 필요합니다.' })).toEqual({
      message: '부스 로그인이 만료되었습니다. 다시 로그인해주세요.',
      keepDone: false,
      queue: true,
    });
  });
});

describe('readScannedAttendeeId', () => {
  it('takes the digits of an attendee QR as the id (white space around them aside)', () => {
    expect(readScannedAttendeeId('12')).toEqual({ ok: true, id: 12 });
    expect(readScannedAttendeeId(' 7\n')).toEqual({ ok: true, id: 7 });
    expect(readScannedAttendeeId('2147483647')).toEqual({ ok: true, id: 2147483647 });
  });

  it.each([
    'https://evil.example/attendee/12',
    'ABC',
    '99999999999999999999',
    '2147483648',
    '-5',
    '12.5',
    '12.0',
    '0',
    '0x1F',
    '1e3',
    '+12',
    '１２', // full-width digits
    'javascript:alert(1)',
  ])('refuses %j with a Korean message that shows what was read', (text) => {
    const scanned = readScannedAttendeeId(text);
    expect(scanned).toEqual({ ok: false, message: expect.stringMatching(/^❌ 참석자 QR 코드가 아닙니다/) });
    if (!scanned.ok) expect(scanned.message).toContain(text);
  });

  it('says what a lecture check-in QR is, and what an empty one is', () => {
    for (const text of ['https://expo.example/visit-lecture?lectureId=3', '/visit-lecture?lectureId=3'])
      expect(readScannedAttendeeId(text)).toEqual({
        ok: false,
        message: '❌ 강연 출석용 QR 코드입니다. 참석자의 입장 QR 코드를 스캔하세요.',
      });
    expect(readScannedAttendeeId('  ')).toEqual({
      ok: false,
      message: '❌ 내용이 없는 QR 코드입니다. 참석자의 입장 QR 코드를 스캔하세요.',
    });
  });

  it('shortens a long text in the message', () => {
    const scanned = readScannedAttendeeId('가'.repeat(500));
    expect(scanned.ok).toBe(false);
    if (!scanned.ok) expect(scanned.message).toContain(`${'가'.repeat(40)}…)`);
  });
});
