import { z } from 'zod';
import { eventScopeQuery } from '../fields.js';
import { boothStat, lectureStat, stats, statsTotals, timelineBucket } from '../stats.js';
import { routeGroup, XLSX_MEDIA_TYPE } from './route.js';

const query = eventScopeQuery;

/** The event's statistics (docs/LIVE.md): what the dashboard shows, also as parts and as an Excel report. */
export const statsRoutes = routeGroup('stats', {
  all: {
    method: 'GET',
    path: '/stats',
    access: 'admin',
    summary: '행사 통계 전체: totals, booths (부스별 방문), lectures (강연별 출석), timeline (10분 단위)',
    query,
    answer: stats,
  },
  totals: {
    method: 'GET',
    path: '/stats/totals',
    access: 'admin',
    summary: '합계: 등록·결제·출력·사전/현장 등록 참석자, 부스 방문, 부스 순방문자, 강연 출석',
    query,
    answer: statsTotals,
  },
  booths: {
    method: 'GET',
    path: '/stats/booths',
    access: 'admin',
    summary: '부스별 방문 수 (부스 ID 순)',
    query,
    answer: z.array(boothStat),
  },
  lectures: {
    method: 'GET',
    path: '/stats/lectures',
    access: 'admin',
    summary: '강연별 출석 수 (일정 순)',
    query,
    answer: z.array(lectureStat),
  },
  timeline: {
    method: 'GET',
    path: '/stats/timeline',
    access: 'admin',
    summary: '10분 단위 부스 방문·강연 출석 수 (한국 시간, 오래된 순)',
    query,
    answer: z.array(timelineBucket),
  },
  download: {
    method: 'GET',
    path: '/stats/download',
    access: 'admin',
    summary: '행사 통계 엑셀 보고서 (요약, 부스별 방문, 강연별 출석, 시간대별 방문)',
    query,
    answer: { mediaType: XLSX_MEDIA_TYPE, description: '통계 엑셀 보고서 (.xlsx)', personalData: false },
  },
});
