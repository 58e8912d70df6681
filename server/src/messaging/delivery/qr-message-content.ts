export interface QrMessageContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The message an attendee receives: their signed link to the entry QR. */
export function composeQrMessage(input: {
  email: string;
  name: string;
  eventName: string;
  link: string;
}): QrMessageContent {
  const subject = `[${input.eventName}] ${input.name}님의 입장 QR 코드`;
  const text = [
    `${input.name}님, 안녕하세요.`,
    `${input.eventName} 입장 QR 코드를 보내드립니다.`,
    `아래 링크를 열어 입장 시 QR 코드를 보여주세요.`,
    input.link,
    '* 스캔 전 휴대폰 다크모드를 해제 해주세요.',
  ].join('\n');
  const html = `<p>${escapeHtml(input.name)}님, 안녕하세요.</p>
<p>${escapeHtml(input.eventName)} 입장 QR 코드를 보내드립니다.</p>
<p><a href="${escapeHtml(input.link)}">입장 QR 코드 열기</a></p>
<p style="color:red;font-weight:bold">* 스캔 전 휴대폰 다크모드를 해제 해주세요.</p>`;
  return { to: input.email, subject, text, html };
}

/** Error texts are kept in the log: no e-mail address may remain in them. */
export const redactEmails = (s: string) => s.replace(/[^\s<>@"']+@[^\s<>@"']+/g, '<이메일>').slice(0, 500);
