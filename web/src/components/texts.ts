/** Korean copy of the components shared by several features. */
export const sharedTexts = {
  downloadExcel: '엑셀 다운로드',
  downloading: '다운로드 중...',
  downloadFailed: (message: string) => `다운로드 실패: ${message}`,
} as const;
