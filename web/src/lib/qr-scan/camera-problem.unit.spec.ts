import { describe, expect, it } from 'vitest';
import { cameraProblemText } from './camera-problem';

const INSECURE =
  '❌ 카메라 접근 실패: 카메라는 HTTPS 주소에서만 켜집니다. 관리자에게 https:// 주소를 받아 다시 여세요.';
/** html5-qrcode's own words where the page has no navigator.mediaDevices (plain http). */
const HTML5_QRCODE_INSECURE = 'Camera access is only supported in secure context like https or localhost.';

describe('the camera problem texts', () => {
  it('tells a page opened without HTTPS to use the https:// address, from the page or the error alike', () => {
    expect(cameraProblemText('access', HTML5_QRCODE_INSECURE, true)).toBe(INSECURE);
    expect(cameraProblemText('access', new Error('anything at all'), false)).toBe(INSECURE);
    expect(cameraProblemText('start', 'Camera streaming not supported by the browser.', false)).toBe(
      '❌ 카메라 시작 오류: 카메라는 HTTPS 주소에서만 켜집니다. 관리자에게 https:// 주소를 받아 다시 여세요.',
    );
  });

  it('says to allow the camera in the browser settings when the permission is refused', () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    expect(cameraProblemText('access', denied, true)).toBe(
      '❌ 카메라 접근 실패: 카메라 사용이 허용되지 않았습니다. 브라우저 설정(주소창의 자물쇠 아이콘)에서 카메라를 허용한 뒤 페이지를 새로 고치세요.',
    );
    // html5-qrcode wraps a start's error in a string
    expect(
      cameraProblemText('start', 'Error getting userMedia, error = NotAllowedError: Permission denied', true),
    ).toMatch(/^❌ 카메라 시작 오류: 카메라 사용이 허용되지 않았습니다\. /);
  });

  it('says there is no camera, or that another app holds it', () => {
    expect(
      cameraProblemText('access', new DOMException('Requested device not found', 'NotFoundError'), true),
    ).toBe(
      '❌ 카메라 접근 실패: 카메라를 찾지 못했습니다. 카메라가 연결된 기기에서 열거나, 참석자 ID를 직접 입력하세요.',
    );
    const busy = 'Error getting userMedia, error = NotReadableError: Could not start video source';
    expect(cameraProblemText('start', busy, true)).toBe(
      '❌ 카메라 시작 오류: 카메라를 다른 앱이 쓰고 있습니다. 카메라를 쓰는 다른 앱이나 탭을 닫은 뒤 페이지를 새로 고치세요.',
    );
    expect(cameraProblemText('start', new DOMException('', 'TrackStartError'), true)).toMatch(
      /카메라를 다른 앱이 쓰고 있습니다/,
    );
  });

  it('keeps the browser’s words of any other error in brackets, after what to try', () => {
    expect(cameraProblemText('start', new TypeError('boom'), true)).toBe(
      '❌ 카메라 시작 오류: 카메라를 켜지 못했습니다 (TypeError: boom). 페이지를 새로 고치거나 다른 브라우저로 다시 여세요.',
    );
    expect(cameraProblemText('access', 42, true)).toMatch(
      /^❌ 카메라 접근 실패: 카메라를 켜지 못했습니다 \(42\)/,
    );
  });
});
