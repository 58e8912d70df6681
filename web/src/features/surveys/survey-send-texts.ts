import type { SurveySendAudience } from '@expo/contract/messaging-values';

const n = (count: number) => count.toLocaleString('ko-KR');

/** Korean copy of '설문 발송' on the results page (the plan and the progress speak as the QR bulk send's). */
export const surveySendTexts = {
  open: '설문 발송',
  title: '설문 발송',
  subtitle: (title: string) => `'${title}' 응답 링크를 알림톡·문자·이메일로 보냅니다.`,
  audienceLegend: '보낼 대상',
  audiences: {
    ENTERED: '입장한 전원',
    UNANSWERED: '아직 응답하지 않은 분',
  } satisfies Record<SurveySendAudience, string>,
  lectureAudiences: {
    ENTERED: '강연에 체크인한 전원',
    UNANSWERED: '체크인한 분 중 아직 응답하지 않은 분',
  } satisfies Record<SurveySendAudience, string>,
  resend: '이미 받은 분에게도 다시 보내기',
  resendNote: '체크하지 않으면 이 설문을 이미 받았거나 발송 대기 중인 분은 건너뜁니다.',
  planTitle: '발송 계획',
  planLoading: '발송 대상을 계산하는 중...',
  planFailed: (message: string) => `발송할 수 없습니다: ${message}`,
  /** The button: what it does, truthfully (kept messages are not sent). */
  confirm: (total: number, kept: number) =>
    total > 0 && kept === total ? `${n(total)}건 보관하기` : `${n(total)}명에게 발송`,
  starting: '발송 요청 중...',
  startFailed: (message: string) => `발송하지 못했습니다: ${message}`,
  cancel: '취소',
  close: '닫기',
} as const;
