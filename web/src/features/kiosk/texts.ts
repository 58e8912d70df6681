import type { Lang } from '@expo/contract/lang';

/** The kiosk's staff messages (issue 14, docs/DESK.md): Korean, as every desk screen. */
export const kioskTexts = {
  noSession: '키오스크가 시작되지 않았습니다. 데스크 화면에서 ‘키오스크 시작’을 눌러주세요.',
  sessionEnded: '키오스크 세션이 끝났습니다. 데스크 화면에서 ‘키오스크 시작’을 다시 눌러주세요.',
  toDesk: '데스크 화면으로',
} as const;

/** What the kiosk says to the attendee in front of it: the Korean verbatim, and English (issue 50). */
export interface KioskVisitorTexts {
  scanPrompt: string;
  scanHint: string;
  scannerLabel: string;
  looking: string;
  welcome: (name: string) => string;
  print: string;
  printing: string;
  printed: string;
  alreadyPrinted: string;
  unpaid: string;
  backToStart: string;
}

export const KIOSK_TEXTS: Record<Lang, KioskVisitorTexts> = {
  ko: {
    scanPrompt: '명찰 출력을 위해 QR 코드를 스캔해주세요',
    scanHint: '입장 QR 코드를 카메라에 비추거나 스캐너에 대주세요.',
    scannerLabel: 'QR 스캐너 입력',
    looking: '참석자 정보를 확인하는 중...',
    welcome: (name) => `${name}님, 환영합니다`,
    print: '출력',
    printing: '출력 중...',
    printed: '명찰이 출력되었습니다. 명찰을 받아가세요.',
    alreadyPrinted: '이미 명찰을 출력하셨습니다. 데스크에 문의해주세요.',
    unpaid: '결제 확인이 필요합니다. 데스크로 와주세요.',
    backToStart: '처음으로',
  },
  en: {
    scanPrompt: 'Scan your QR code to print your badge',
    scanHint: 'Hold your entry QR code up to the camera or the scanner.',
    scannerLabel: 'QR scanner input',
    looking: 'Looking you up...',
    welcome: (name) => `Welcome, ${name}`,
    print: 'Print',
    printing: 'Printing...',
    printed: 'Your badge is printed. Please take it.',
    alreadyPrinted: 'You have already printed your badge. Please ask at the desk.',
    unpaid: 'Your payment needs to be confirmed. Please come to the desk.',
    backToStart: 'Start over',
  },
};
