import { boothIdParam } from '../booths.js';
import { eventReportQuery } from '../report-comparison.js';
import {
  adminBoothReport,
  adminBoothReportQuery,
  boothReport,
  boothReportQuery,
  boothReports,
  eventReport,
} from '../reports.js';
import { routeGroup, XLSX_MEDIA_TYPE } from './route.js';

const boothId = boothIdParam;

/** The 결과보고서 (docs/REPORTS.md): the event's (figures and an Excel workbook) and any booth's, for print. */
export const reportRoutes = routeGroup('reports', {
  event: {
    method: 'GET',
    path: '/reports/event',
    access: 'admin',
    summary:
      '행사 결과보고서: 행사 개요, 참가 현황, 시간대별 추이, 참관객 분석, 부스 현황, 강연 현황, QR 발송 현황, 만족도 조사; compareTo가 있으면 전년 대비 (주최자만)',
    query: eventReportQuery,
    answer: eventReport,
  },
  eventDownload: {
    method: 'GET',
    path: '/reports/event/download',
    access: 'admin',
    summary:
      '행사 결과보고서 엑셀 (항목마다 시트 하나, 설문마다 시트 하나, 화면과 같은 수치; compareTo가 있으면 전년 대비 시트)',
    query: eventReportQuery,
    answer: { mediaType: XLSX_MEDIA_TYPE, description: '결과보고서 엑셀 (.xlsx)', personalData: false },
  },
  booths: {
    method: 'GET',
    path: '/reports/booths',
    access: 'admin',
    summary:
      '모든 부스의 성과 보고서 (부스 ID 순, 한 번에 인쇄, 부스마다 참가사 만족도): visitors=false면 방문자 명단 없이 (개인정보 없음); compareTo가 있으면 같은 이름 부스의 순방문자 (주최자만)',
    query: adminBoothReportQuery,
    answer: boothReports,
  },
  booth: {
    method: 'GET',
    path: '/reports/booths/:boothId',
    params: { boothId },
    access: 'admin',
    summary: '부스 성과 보고서 (관리자 인쇄용): 방문 추이, 순위, 리드, 동의한 방문자 명단, 참가사 만족도',
    query: adminBoothReportQuery,
    answer: adminBoothReport,
  },
  ownBooth: {
    method: 'GET',
    path: '/booth-login/:boothId/report',
    params: { boothId },
    access: 'booth',
    summary:
      '내 부스 성과 보고서 (부스 토큰): 방문 추이, 순위와 행사 중앙값, 리드, 동의한 방문자 명단, 같은 이름 부스가 있는 바로 전 행사의 순방문자 (전년 대비)',
    query: boothReportQuery,
    answer: boothReport,
  },
});
