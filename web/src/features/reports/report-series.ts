import { SERIES } from '../../components/chart/chart-series';
import { HOURLY_KEYS } from './hourly-series';
import { reportTexts } from './texts';

/** The report's bars: the dashboard's colours and names for 입장, 부스 방문 and 강연 출석, so both read alike. */
export const HOURLY_SERIES = HOURLY_KEYS.map((key) => ({ dataKey: key, ...SERIES[key] }));

export const ENTRIES_SERIES = { dataKey: 'entries', ...SERIES.entries };

export const UNIQUE_VISITORS_SERIES = {
  dataKey: 'uniqueVisitors',
  name: reportTexts.booths.columns.uniqueVisitors,
  color: SERIES.boothVisits.color,
};

export const CHECK_INS_SERIES = { dataKey: 'checkIns', ...SERIES.lectureCheckIns };

/** A lecture's 정원: a light shade of the check-ins' colour. */
export const CAPACITY_SERIES = {
  dataKey: 'capacity',
  name: reportTexts.lectures.columns.capacity,
  color: '#a9dbd4',
};

/** Attendees by country or affiliation: a neutral slate, no traffic colour. */
export const ATTENDEES_SERIES = { dataKey: 'count', name: reportTexts.audience.attendees, color: '#55617a' };

/** 전년 대비: this event in the booth visits' blue, the event compared with in a light slate (named on the page). */
export const CURRENT_SERIES = { dataKey: 'current', color: SERIES.boothVisits.color };
export const COMPARED_SERIES = { dataKey: 'previous', color: '#9aa5b8' };

/** A survey question's answers by point or option: a violet no traffic chart uses. */
export const SURVEY_ANSWERS_SERIES = {
  dataKey: 'count',
  name: reportTexts.surveys.series,
  color: '#6d4fc2',
};
