import type { EventReport } from '@expo/contract/reports';

/**
 * The figures /report owes (data-figure keys, web/src/components/report/figure.tsx), read from the API's
 * report (GET /api/reports/event) independently of the page's code: each key's text, and the keys every item of
 * the report must have.
 */

export const count = (value: number) => value.toLocaleString('ko-KR');
/** A share as the page writes it: a percent with at most one decimal, or '-'. */
export const percentText = (share: number | null) =>
  share === null
    ? '-'
    : (Math.round(share * 1000) / 10).toLocaleString('ko-KR', { maximumFractionDigits: 1 });

function found<T>(items: readonly T[], where: (item: T) => boolean, what: string): T {
  const item = items.find(where);
  if (item === undefined) throw new Error(`the API's report has no ${what}`);
  return item;
}

const HOURLY_KEY = '(entries|boothVisits|lectureCheckIns)';
const DAY = '(\\d{4}-\\d\\d-\\d\\d)';
const CHANNEL = '(ALIMTALK|SMS|EMAIL|KEPT|NONE)';
const STATUS = '(PENDING|SENT|DELIVERED|FAILED|KEPT|UNREACHABLE)';

/** The hours of one day the page shows: every hour from the first to the last one the API has. */
function hourOfDay(report: EventReport, day: string, hour: number) {
  const hours = report.hourly.filter((h) => h.day === day).map((h) => h.hour);
  if (hours.length === 0 || hour < Math.min(...hours) || hour > Math.max(...hours))
    throw new Error(`the page shows ${day} ${String(hour)}시, outside the API's hours of that day`);
  return (
    report.hourly.find((h) => h.day === day && h.hour === hour) ?? {
      entries: 0,
      boothVisits: 0,
      lectureCheckIns: 0,
    }
  );
}

function messageCount(report: EventReport, channel: string | null, status: string | null): number {
  return report.messages.byChannel
    .filter(
      (m) =>
        (channel === null || (m.channel ?? 'NONE') === channel) && (status === null || m.status === status),
    )
    .reduce((sum, m) => sum + m.count, 0);
}

/** A percent the survey results give (one decimal) as the page writes it. */
const surveyPercentText = (value: number | null) =>
  value === null ? '-' : value.toLocaleString('ko-KR', { maximumFractionDigits: 1 });

function surveyOf(report: EventReport, id: string) {
  return found(report.surveys, (s) => s.surveyId === Number(id), `survey ${id}`);
}

function questionOf(report: EventReport, surveyId: string, questionId: string) {
  return found(surveyOf(report, surveyId).questions, (q) => q.id === questionId, `question ${questionId}`);
}

/** The text a data-figure must hold, from the API's report; throws on a key it does not know. */
export function apiFigure(report: EventReport, key: string): string {
  const a = report.attendance;
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    [
      /^attendance\.(registered|preRegistered|onSite|paid|badgesPrinted|walkIns|entered)$/,
      (m) => count(a[m[1] as 'registered']),
    ],
    [/^attendance\.entryRate$/, () => percentText(a.entryRate)],
    [
      new RegExp(`^attendance\\.byDay\\.${DAY}$`),
      (m) => count(found(a.byDay, (d) => d.day === m[1], `day ${m[1]}`).entries),
    ],
    [
      new RegExp(`^hourly\\.${DAY}\\.(\\d+)\\.${HOURLY_KEY}$`),
      (m) => count(hourOfDay(report, m[1], Number(m[2]))[m[3] as 'entries']),
    ],
    [
      new RegExp(`^hourly\\.${DAY}\\.total\\.${HOURLY_KEY}$`),
      (m) =>
        count(report.hourly.filter((h) => h.day === m[1]).reduce((sum, h) => sum + h[m[2] as 'entries'], 0)),
    ],
    [
      /^audience\.(countries|affiliations)\.(\d+)$/,
      (m) => {
        const row = report.audience[m[1] as 'countries'][Number(m[2])];
        if (!row) throw new Error(`the API's report has no ${key}`);
        return count(row.count);
      },
    ],
    [
      /^audience\.registrationTypes\.(PRE|ONSITE)(\.share)?$/,
      (m) => {
        const types = report.audience.registrationTypes;
        const type = found(types, (t) => t.type === m[1], `registration type ${m[1]}`);
        if (!m[2]) return count(type.count);
        const total = types.reduce((sum, t) => sum + t.count, 0);
        return percentText(total === 0 ? null : type.count / total);
      },
    ],
    [
      /^booth\.(\d+)\.(rank|uniqueVisitors|visits|revisitRate|peakHour\.visits|leads\.(high|medium|low|unrated))$/,
      (m) => {
        const b = found(report.booths, (x) => x.boothId === Number(m[1]), `booth ${m[1]}`);
        if (m[2] === 'revisitRate') return percentText(b.revisitRate);
        if (m[2] === 'peakHour.visits') {
          if (!b.peakHour) throw new Error(`booth ${m[1]} has no peak hour in the API`);
          return count(b.peakHour.visits);
        }
        if (m[3]) return count(b.leads[m[3] as 'high']);
        return count(b[m[2] as 'rank']);
      },
    ],
    [
      /^lecture\.(\d+)\.(checkIns|capacity|fillRate)$/,
      (m) => {
        const l = found(report.lectures, (x) => x.lectureId === Number(m[1]), `lecture ${m[1]}`);
        if (m[2] === 'fillRate') return percentText(l.fillRate);
        if (m[2] === 'capacity' && l.capacity === null) throw new Error(`lecture ${m[1]} has no 정원`);
        return count(l[m[2] as 'checkIns'] as number);
      },
    ],
    [
      /^lecture\.(\d+)\.satisfaction$/,
      (m) => {
        const l = found(report.lectures, (x) => x.lectureId === Number(m[1]), `lecture ${m[1]}`);
        if (l.satisfaction === null) throw new Error(`lecture ${m[1]} has no 만족도`);
        return l.satisfaction.toFixed(2);
      },
    ],
    [
      /^survey\.(\d+)\.(responses|audienceSize|responseRate)$/,
      (m) => {
        const survey = surveyOf(report, m[1]);
        return m[2] === 'responseRate'
          ? surveyPercentText(survey.responseRate)
          : count(survey[m[2] as 'responses']);
      },
    ],
    [
      /^survey\.(\d+)\.q\.(\w+)\.(answered|textCount|mean|hundredPoint)$/,
      (m) => {
        const q = questionOf(report, m[1], m[2]);
        if (m[3] === 'mean' || m[3] === 'hundredPoint') {
          const value = q[m[3]];
          if (value === null) throw new Error(`${key}: the API has none`);
          return value.toFixed(m[3] === 'mean' ? 2 : 1);
        }
        return count(q[m[3] as 'answered']);
      },
    ],
    [
      /^survey\.(\d+)\.q\.(\w+)\.(\d+)\.(count|percent)$/,
      (m) => {
        const row = questionOf(report, m[1], m[2]).distribution[Number(m[3])];
        if (!row) throw new Error(`the API's report has no ${key}`);
        return m[4] === 'count' ? count(row.count) : surveyPercentText(row.percent);
      },
    ],
    [new RegExp(`^messages\\.${CHANNEL}\\.${STATUS}$`), (m) => count(messageCount(report, m[1], m[2]))],
    [new RegExp(`^messages\\.${CHANNEL}\\.total$`), (m) => count(messageCount(report, m[1], null))],
    [new RegExp(`^messages\\.status\\.${STATUS}$`), (m) => count(messageCount(report, null, m[1]))],
    [/^messages\.total$/, () => count(report.messages.total)],
  ];
  for (const [pattern, value] of rules) {
    const match = pattern.exec(key);
    if (match) return value(match);
  }
  throw new Error(`data-figure="${key}" is no figure this test knows: map it to the API's report`);
}

/** The keys the page must show for the API's report (each item of each section). */
export function requiredFigures(report: EventReport): string[] {
  const keys = [
    ...[
      'registered',
      'preRegistered',
      'onSite',
      'paid',
      'badgesPrinted',
      'walkIns',
      'entered',
      'entryRate',
    ].map((k) => `attendance.${k}`),
    ...report.attendance.byDay.map((d) => `attendance.byDay.${d.day}`),
    ...report.hourly.flatMap((h) =>
      ['entries', 'boothVisits', 'lectureCheckIns'].flatMap((k) => [
        `hourly.${h.day}.${String(h.hour)}.${k}`,
        `hourly.${h.day}.total.${k}`,
      ]),
    ),
    ...report.audience.countries.map((_, i) => `audience.countries.${String(i)}`),
    ...report.audience.affiliations.map((_, i) => `audience.affiliations.${String(i)}`),
    ...report.audience.registrationTypes.map((t) => `audience.registrationTypes.${t.type}`),
    ...report.booths.flatMap((b) => {
      const id = `booth.${String(b.boothId)}`;
      return [
        ...[
          'rank',
          'uniqueVisitors',
          'visits',
          'revisitRate',
          'leads.high',
          'leads.medium',
          'leads.low',
          'leads.unrated',
        ].map((k) => `${id}.${k}`),
        ...(b.peakHour ? [`${id}.peakHour.visits`] : []),
      ];
    }),
    ...report.lectures.flatMap((l) => {
      const id = `lecture.${String(l.lectureId)}`;
      return [
        `${id}.checkIns`,
        `${id}.fillRate`,
        ...(l.capacity === null ? [] : [`${id}.capacity`]),
        ...(l.satisfaction === null ? [] : [`${id}.satisfaction`]),
      ];
    }),
    ...report.surveys.flatMap((survey) => {
      const id = `survey.${String(survey.surveyId)}`;
      return [
        ...['responses', 'audienceSize', 'responseRate'].map((k) => `${id}.${k}`),
        ...survey.questions.flatMap((q) => {
          const qid = `${id}.q.${q.id}`;
          return [
            `${qid}.answered`,
            ...(q.mean === null ? [] : [`${qid}.mean`]),
            ...(q.hundredPoint === null ? [] : [`${qid}.hundredPoint`]),
            ...(q.kind === 'text' || q.answered === 0
              ? []
              : q.distribution.flatMap((_, i) => [
                  `${qid}.${String(i)}.count`,
                  `${qid}.${String(i)}.percent`,
                ])),
            ...(q.kind === 'text' || q.textCount > 0 ? [`${qid}.textCount`] : []),
          ];
        }),
      ];
    }),
    ...report.messages.byChannel.map((m) => `messages.${m.channel ?? 'NONE'}.${m.status}`),
    'messages.total',
  ];
  return [...new Set(keys)];
}
