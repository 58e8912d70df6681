import { withParticle } from './fields/korean-particle.js';
/**
 * 준비 점검 (readiness): the Korean copy of the checklist, verbatim, in one place. zod-free: the server builds
 * each item's explanation from it, the web shows its headings and buttons from it.
 */
export const READINESS_TEXTS = {
  heading: '준비 점검',
  intro: '행사 전에 아래 항목을 모두 마치면 현장에서 문제없이 운영할 수 있습니다.',
  allDone: '모든 준비 항목을 마쳤습니다.',
  remaining: (n: number) => `남은 항목 ${n}개`,
  show: '펼치기',
  hide: '접기',
  fix: '바로 가기',
  openPage: '준비 점검 전체 보기',
  states: { done: '완료', todo: '미완료', warning: '확인 필요' },
  details: {
    title: '행사 정보',
    done: (name: string) => `행사명 '${name}', 기간과 장소가 입력되어 있습니다.`,
    defaultName: (name: string) =>
      `행사명이 기본값 '${name}'입니다. QR 페이지, 명찰, 현장 등록 포스터에 그대로 나오므로 실제 행사명으로 바꾸세요.`,
    missing: (what: string) =>
      `${withParticle(what, '이/가')} 비어 있습니다. 결과보고서의 행사 개요에서 '편집'으로 입력하세요.`,
    period: '기간',
    venue: '장소',
    fixLabel: '행사 개요 편집',
  },
  publicAddress: {
    title: '공개 주소 (HTTPS)',
    done: (url: string) =>
      `공개 주소 ${url}에서 HTTPS로 응답합니다. 부스 휴대폰과 데스크 카메라를 쓸 수 있습니다.`,
    localhost: (url: string) =>
      `공개 주소가 ${url} 입니다. localhost는 서버 자신만 가리키므로 참석자와 부스 담당자의 휴대폰은 이 주소(현장 등록 포스터, 부스·데스크 로그인 링크, QR 링크)를 열 수 없습니다. PUBLIC_URL을 휴대폰이 접속할 수 있는 HTTPS 주소로 설정하세요.`,
    http: (url: string) =>
      `공개 주소가 ${url} (HTTP)입니다. 휴대폰과 노트북 브라우저는 HTTPS 주소에서만 카메라를 허용하므로 부스 휴대폰의 QR 스캔과 데스크 카메라가 동작하지 않습니다. HTTPS 주소를 PUBLIC_URL로 설정하세요.`,
    unreachable: (url: string, reason: string) =>
      `${url} 에서 서버의 /api/health 가 응답하지 않습니다 (${reason}). 인증서, 프록시와 PUBLIC_URL을 확인하세요.`,
    howTo: '설정 방법: docs/OPERATIONS.md의 "현장 HTTPS" 항목 (nginx 프록시 또는 TLS_CERT_FILE)',
    fixLabel: '설정 방법 보기',
    pageWarning: (url: string) =>
      `주의: 공개 주소가 ${url} 입니다. 휴대폰은 localhost나 HTTP 주소에서 이 링크를 열거나 카메라를 쓸 수 없습니다. 행사 전에 PUBLIC_URL을 HTTPS 주소로 설정하세요.`,
  },
  messaging: {
    title: '메시지 발송 시험',
    noChannel:
      '발송 채널(SMTP 또는 SOLAPI)이 설정되어 있지 않아 QR 메시지가 발송되지 않고 보관됩니다. SMTP_URL 또는 SOLAPI 설정을 하고 시험 발송하세요.',
    notTested:
      '발송 채널이 설정되어 있습니다. 내 이메일이나 휴대폰 번호로 시험 발송해 실제로 받는지 확인하세요.',
    sent: (to: string, at: string) => `${at}에 ${to}(으)로 시험 메시지를 발송했습니다.`,
    kept: (to: string) => `${to}(으)로 보낼 채널이 없어 시험 메시지가 발송되지 않고 보관되었습니다.`,
    failed: (to: string, reason: string) => `${to}(으)로 시험 발송이 실패했습니다: ${reason}`,
    fixLabel: '발송 설정',
    formLabel: '받을 이메일 또는 휴대폰 번호',
    send: '시험 발송',
    sending: '발송 중…',
    subject: '[준비 점검] 시험 메시지',
    body: (eventName: string) =>
      `${eventName} 준비 점검 시험 메시지입니다. 이 메시지를 받았다면 참석자에게 QR 메시지를 보낼 수 있습니다.`,
    resultSent: '발송됨: 받은 편지함이나 문자함을 확인하세요.',
    resultKept: '보관됨: 설정된 발송 채널이 없어 보내지 않았습니다.',
    resultFailed: (reason: string) => `실패: ${reason}`,
    badAddress: '이메일 주소 또는 휴대폰 번호를 입력하세요.',
  },
  privacy: {
    title: '개인정보 안내문 검토',
    done: (at: string) => `${at}에 안내문 검토를 마쳤습니다.`,
    todo: '현장 등록 화면과 부스 제공에 쓰이는 개인정보 수집·이용 안내문을 읽고 검토 완료를 누르세요.',
    changed: '검토 후 안내문이 바뀌었습니다. 바뀐 안내문을 다시 검토하세요.',
    fixLabel: '개인정보 설정',
    review: '검토 완료',
  },
  catalog: {
    title: '부스·데스크·강연 등록',
    done: (booths: number, desks: number, lectures: number) =>
      `부스 ${booths}개, 데스크 ${desks}개, 강연 ${lectures}개가 등록되어 있습니다.`,
    todo: '부스, 데스크 또는 강연이 하나도 없습니다. 현장에서 쓸 부스나 데스크 계정을 등록하세요.',
    fixLabel: '부스 등록',
  },
  badge: {
    title: '명찰 시험 인쇄',
    done: (size: string, at: string) => `${at}에 ${size} 명찰을 시험 인쇄했습니다.`,
    todo: (size: string) =>
      `명찰 크기(${size})로 시험 인쇄를 한 번 하세요. 프린터 용지와 여백을 확인할 수 있습니다.`,
    changed: (size: string) => `시험 인쇄 후 명찰 크기가 ${size}(으)로 바뀌었습니다. 다시 시험 인쇄하세요.`,
    fixLabel: '명찰 설정',
    print: '시험 인쇄',
    sampleName: '홍길동',
    sampleAffiliation: '시험 인쇄',
  },
} as const;
