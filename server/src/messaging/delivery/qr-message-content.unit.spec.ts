import { describe, expect, it } from 'vitest';
import { qrEmail, qrEmailText } from './qr-message-content.js';

const input = {
  attendeeId: 12,
  name: 'Sam <Carter>',
  eventName: '2026 서울 엑스포',
  link: 'https://expo.example.kr/qr-view/12?sig=abc',
};

describe('the QR e-mail in the attendee’s language', () => {
  it('given a Korean attendee (or one registered before languages), then it is the Korean e-mail as before', () => {
    const korean = qrEmailText(input);
    expect(korean.subject).toBe('[2026 서울 엑스포] Sam <Carter>님의 입장 QR 코드');
    expect(korean.text.split('\n')).toEqual([
      'Sam <Carter>님, 안녕하세요.',
      '2026 서울 엑스포 입장 QR 코드를 보내드립니다.',
      '입장 시 아래 링크의 QR 코드를 보여주세요 (ID: 12).',
      input.link,
      '* 스캔 전 휴대폰 다크모드를 해제 해주세요.',
    ]);
    expect(qrEmailText({ ...input, lang: 'ko' })).toEqual(korean);
  });

  it('given an English walk-in, then the subject, text and HTML are English, names escaped', async () => {
    const english = qrEmailText({ ...input, lang: 'en' });
    expect(english.subject).toBe('[2026 서울 엑스포] Entry QR code for Sam <Carter>');
    expect(english.text).toContain('Hello Sam <Carter>,');
    expect(english.text).toContain('(ID: 12)');
    expect(english.text).toContain('* Please turn off dark mode on your phone before scanning.');
    const mail = await qrEmail({ ...input, lang: 'en', to: 'sam@example.com', cid: 'qr-1@test' });
    expect(mail.html).toContain('<div lang="en">');
    expect(mail.html).toContain('Hello Sam &lt;Carter&gt;,');
    expect(mail.html).toContain('alt="Entry QR code (ID: 12)"');
    expect(mail.html).not.toMatch(/님|입장|다크모드/);
  });
});
