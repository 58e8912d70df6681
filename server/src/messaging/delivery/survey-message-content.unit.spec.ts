import { describe, expect, it } from 'vitest';
import { verifyQrLinkSignature } from '../../attendees/qr-link.js';
import { phoneTextType } from './qr-message-content.js';
import {
  surveyAlimtalkVariables,
  surveyAnswerLink,
  surveyEmail,
  surveyEmailText,
  surveyPhoneText,
} from './survey-message-content.js';

const SECRET = 'link-secret-for-tests';
const link = surveyAnswerLink('https://expo.example.kr', SECRET, 12, 345);
const input = { name: '김민수', eventName: '2026 스마트 박람회', surveyTitle: '관람객 만족도 조사', link };

describe("a survey's invitation", () => {
  it("links the survey's answer page, signed with the attendee's QR link signature", () => {
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://expo.example.kr/surveys/12/answer');
    expect(url.searchParams.get('userId')).toBe('345');
    expect(verifyQrLinkSignature(SECRET, 345, url.searchParams.get('sig'))).toBe(true);
    expect(verifyQrLinkSignature(SECRET, 346, url.searchParams.get('sig'))).toBe(false);
  });

  it('texts the invitation, the title and the link, each on its own line', () => {
    const { text, subject } = surveyPhoneText(input);
    expect(text.split('\n')).toEqual([
      '[2026 스마트 박람회] 만족도 조사에 참여해주세요',
      '관람객 만족도 조사',
      link,
    ]);
    expect(subject).toBe('[2026 스마트 박람회] 만족도 조사');
    // the link alone passes SMS's 90 bytes: the text goes as LMS
    expect(phoneTextType(text)).toBe('LMS');
  });

  it('mails a subject, a text part and an HTML part with the link and no image', () => {
    const mail = surveyEmail({ ...input, to: 'kim@example.com', surveyTitle: '<만족도> & "조사"' });
    expect(mail.subject).toBe('[2026 스마트 박람회] 만족도 조사에 참여해주세요');
    expect(mail.text).toContain('김민수님, 안녕하세요.');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('&lt;만족도&gt; &amp; &quot;조사&quot;');
    expect(mail.html).not.toContain('<img');
    expect(mail).not.toHaveProperty('attachments');
    expect(surveyEmailText(input).text.split('\n')).toContain('관람객 만족도 조사');
  });

  it("gives a Kakao template the survey's variables", () => {
    expect(surveyAlimtalkVariables(input)).toEqual({
      '#{이름}': '김민수',
      '#{행사명}': '2026 스마트 박람회',
      '#{설문명}': '관람객 만족도 조사',
      '#{링크}': link,
      '#{설문경로}': link.replace('https://expo.example.kr/', ''),
    });
  });
});
