import { z } from 'zod';
import {
  actedAtField,
  characterCount,
  eventIdField,
  hasUnstorableCharacters,
  idParam,
  positiveInt,
  refuse,
  requestBody,
  requestQuery,
  text,
  withParticle,
} from './fields.js';
import { fromSeoulLocal } from './seoul-time.js';
import { linkSignatureField } from './fields/link-signature.js';
import {
  OTHER_OPTION,
  QUESTION_KINDS,
  SURVEY_AUDIENCES,
  SURVEY_LIMITS,
  type QuestionKind,
  type SurveyAudience,
} from './surveys-values.js';

export const surveyIdParam = idParam('설문 ID');

/** A question as the survey keeps it: `id` is its place in its version ('q1', 'q2', …). */
export const surveyQuestion = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  required: z.boolean(),
  options: z.array(z.string()).meta({ description: '보기 (단일·복수 선택)' }),
  other: z.boolean().meta({ description: "복수 선택의 '기타' (직접 입력)" }),
  ends: z
    .object({ low: z.string(), high: z.string() })
    .nullable()
    .meta({ description: '5점 척도 양 끝의 이름 (없으면 매우 불만족 … 매우 만족)' }),
});
export type SurveyQuestion = z.output<typeof surveyQuestion>;

/** A short text of a question (its wording, an option, an end label): trimmed, storable, at most `max`. */
function shortText(raw: unknown, max: number, what: string, ctx: z.RefinementCtx): string | undefined {
  const value = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (value === '') {
    refuse(ctx, `${withParticle(what, '을/를')} 입력하세요.`);
    return undefined;
  }
  if (characterCount(value) > max) {
    refuse(ctx, `${withParticle(what, '은/는')} ${max}자 이하로 입력하세요.`);
    return undefined;
  }
  if (hasUnstorableCharacters(value)) {
    refuse(ctx, `${what}에 사용할 수 없는 문자가 있습니다.`);
    return undefined;
  }
  return value;
}

const record = (raw: unknown): Record<string, unknown> | undefined =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;

/** One question of a survey being written: refused with its number ('2번 문항: …'). */
function parseQuestion(raw: unknown, n: number, ctx: z.RefinementCtx): SurveyQuestion | undefined {
  const at = `${n}번 문항`;
  const q = record(raw);
  if (!q) return refuse(ctx, `${at}의 형식이 올바르지 않습니다.`);
  const kind = q.kind as QuestionKind;
  if (!QUESTION_KINDS.includes(kind))
    return refuse(ctx, `${at}: 종류는 5점 척도, 단일 선택, 복수 선택, 주관식 중 하나여야 합니다.`);
  const wording = shortText(q.text, SURVEY_LIMITS.questionText, `${at}의 질문`, ctx);
  if (wording === undefined) return undefined;
  if (q.required !== undefined && typeof q.required !== 'boolean')
    return refuse(ctx, `${at}: 필수 여부가 올바르지 않습니다.`);
  const question: SurveyQuestion = {
    id: `q${n}`,
    kind,
    text: wording,
    required: q.required === true,
    options: [],
    other: false,
    ends: null,
  };
  if (kind === 'single' || kind === 'multiple') {
    if (!Array.isArray(q.options) || q.options.length < 2)
      return refuse(ctx, `${at}: 보기를 2개 이상 입력하세요.`);
    if (q.options.length > SURVEY_LIMITS.options)
      return refuse(ctx, `${at}: 보기는 ${SURVEY_LIMITS.options}개까지 정할 수 있습니다.`);
    for (const [i, option] of q.options.entries()) {
      const value = shortText(option, SURVEY_LIMITS.optionText, `${at}의 ${i + 1}번 보기`, ctx);
      if (value === undefined) return undefined;
      if (question.options.includes(value)) return refuse(ctx, `${at}: 같은 보기가 두 번 있습니다: ${value}`);
      question.options.push(value);
    }
    question.other = kind === 'multiple' && q.other === true;
    if (question.other && question.options.includes(OTHER_OPTION))
      return refuse(ctx, `${at}: '${OTHER_OPTION}'는 보기 대신 '기타 (직접 입력)'로 정하세요.`);
  }
  if (kind === 'scale5' && q.ends != null) {
    const ends = record(q.ends);
    if (!ends) return refuse(ctx, `${at}: 척도 양 끝의 이름이 올바르지 않습니다.`);
    const low = shortText(ends.low, SURVEY_LIMITS.scaleLabel, `${at}의 1점 이름`, ctx);
    const high = shortText(ends.high, SURVEY_LIMITS.scaleLabel, `${at}의 5점 이름`, ctx);
    if (low === undefined || high === undefined) return undefined;
    question.ends = { low, high };
  }
  return question;
}

const questionsField = z
  .unknown()
  .meta({
    type: 'array',
    description: `문항 (1–${SURVEY_LIMITS.questions}개): { kind: scale5 | single | multiple | text, text, options?, other?, ends?: { low, high }, required }`,
  })
  .transform((raw, ctx): SurveyQuestion[] => {
    if (!Array.isArray(raw) || raw.length === 0) return refuse(ctx, '문항을 1개 이상 입력하세요.');
    if (raw.length > SURVEY_LIMITS.questions)
      return refuse(ctx, `문항은 ${SURVEY_LIMITS.questions}개까지 만들 수 있습니다.`);
    const questions: SurveyQuestion[] = [];
    for (const [i, item] of raw.entries()) {
      const question = parseQuestion(item, i + 1, ctx);
      if (!question) return z.NEVER;
      questions.push(question);
    }
    return questions;
  });

/** An ISO time (with a zone, or Seoul local without one), or null/absent for none. */
const timeField = (label: string) =>
  z
    .unknown()
    .optional()
    .meta({ type: ['string', 'null'], format: 'date-time', description: `${label} (ISO 8601, 없으면 null)` })
    .transform((raw, ctx): Date | null => {
      if (raw === undefined || raw === null || raw === '') return null;
      if (typeof raw !== 'string' || raw.length > 40 || !/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(raw))
        return refuse(ctx, `${withParticle(label, '이/가')} 올바르지 않습니다.`);
      const at = /(Z|[+-]\d\d:?\d\d)$/i.test(raw) ? new Date(raw) : fromSeoulLocal(raw);
      return Number.isNaN(at.getTime())
        ? refuse(ctx, `${withParticle(label, '이/가')} 올바르지 않습니다.`)
        : at;
    });

const audienceField = z
  .unknown()
  .meta({
    type: 'string',
    enum: [...SURVEY_AUDIENCES],
    description: '대상: attendees | entered | lecture | exhibitors',
  })
  .transform((raw, ctx): SurveyAudience =>
    SURVEY_AUDIENCES.includes(raw as SurveyAudience)
      ? (raw as SurveyAudience)
      : refuse(
          ctx,
          '대상은 참관객 (attendees, entered), 강연 (lecture), 참가사 (exhibitors) 중 하나여야 합니다.',
        ),
  );

const surveyFields = {
  eventId: eventIdField,
  title: text('제목', { max: SURVEY_LIMITS.title }),
  notice: text('안내문', { max: SURVEY_LIMITS.notice, optional: true }),
  collectsContact: z
    .boolean({ error: '이름·연락처 수집 여부가 올바르지 않습니다.' })
    .optional()
    .meta({ description: '안내문에 알리고 응답자의 이름·연락처를 원본 응답 파일에 담음' }),
  audience: audienceField,
  lectureId: positiveInt('강연 ID').nullish(),
  opensAt: timeField('시작 시각'),
  closesAt: timeField('마감 시각'),
  questions: questionsField,
};

/** POST /api/surveys and PUT /api/surveys/{id}: the whole survey (an edit replaces it). */
export const surveyBody = requestBody(surveyFields).transform((body, ctx) => {
  if (body.audience === 'lecture' && !body.lectureId) return refuse(ctx, '설문할 강연을 고르세요.');
  if (body.opensAt && body.closesAt && body.closesAt <= body.opensAt)
    return refuse(ctx, '마감 시각은 시작 시각보다 뒤여야 합니다.');
  return {
    ...body,
    collectsContact: body.collectsContact ?? false,
    lectureId: body.audience === 'lecture' ? (body.lectureId ?? null) : null,
  };
});
export type SurveyBody = z.output<typeof surveyBody>;

export const surveyState = z.enum(['scheduled', 'open', 'closed']).meta({
  description: 'scheduled: 시작 전, open: 응답 받는 중, closed: 마감',
});
export type SurveyState = z.output<typeof surveyState>;

/** A survey as admins read it. */
export const survey = z.object({
  id: z.int(),
  eventId: z.int(),
  title: z.string(),
  notice: z.string(),
  collectsContact: z.boolean(),
  audience: z.enum(SURVEY_AUDIENCES),
  lectureId: z.int().nullable(),
  lectureTitle: z.string().nullable(),
  opensAt: z.string().nullable().meta({ description: '한국 시간 YYYY-MM-DDTHH:mm:ss (없으면 null)' }),
  closesAt: z.string().nullable().meta({ description: '한국 시간 YYYY-MM-DDTHH:mm:ss (없으면 null)' }),
  state: surveyState,
  version: z.int().meta({ description: '문항 버전: 응답이 있는 설문을 고치면 1 올라감' }),
  noticeVersion: z.int().meta({ description: '안내문 버전: 안내문이나 수집 여부를 고치면 1 올라감' }),
  questions: z.array(surveyQuestion),
  responses: z.int(),
  createdAt: z.string(),
});
export type Survey = z.output<typeof survey>;

export const surveyList = z.object({ surveys: z.array(survey) });
export type SurveyList = z.output<typeof surveyList>;

export const surveyCreated = z.object({ id: z.int() });

/** GET /api/surveys?eventId= */
export const surveyListQuery = requestQuery({ eventId: eventIdField });

/** One answer: a score 1–5, an option, several options (with '기타' text), or a text. */
export const surveyAnswerItem = z.object({
  questionId: z.string(),
  value: z.union([z.number(), z.string(), z.array(z.string())]),
  other: z.string().optional().meta({ description: "복수 선택에서 '기타'를 고른 경우의 직접 입력" }),
});
export type SurveyAnswerItem = z.output<typeof surveyAnswerItem>;

/** Who answers: an attendee's signed link, a lecture check-in's ticket, or the booth token (no field). */
const respondentFields = {
  userId: positiveInt('참석자 ID').optional(),
  sig: linkSignatureField('참석자의 서명된 링크 또는 강연 체크인의 서명'),
};

/** PUT /api/surveys/{id}/answer */
export const surveyAnswerBody = requestBody({
  ...respondentFields,
  version: positiveInt('설문 버전'),
  answers: z
    .array(z.unknown(), { error: '응답이 올바르지 않습니다.' })
    .max(SURVEY_LIMITS.questions, '응답이 올바르지 않습니다.')
    .meta({ description: '문항별 응답 [{ questionId, value, other? }]' })
    .transform((items, ctx): SurveyAnswerItem[] => {
      const parsed: SurveyAnswerItem[] = [];
      for (const item of items) {
        const result = surveyAnswerItem.safeParse(item);
        if (!result.success) return refuse(ctx, '응답이 올바르지 않습니다.');
        parsed.push(result.data);
      }
      return parsed;
    }),
  answeredAt: actedAtField,
});
export type SurveyAnswerBody = z.output<typeof surveyAnswerBody>;

/** GET /api/surveys/{id}/form: the respondent's signed link, or none with a booth token. */
export const surveyFormQuery = requestQuery(respondentFields);
export type SurveyFormQuery = z.output<typeof surveyFormQuery>;

/** What the answering page shows: the survey, and the respondent's answer when they gave one. */
export const surveyForm = z.object({
  id: z.int(),
  title: z.string(),
  notice: z.string(),
  collectsContact: z.boolean(),
  audience: z.enum(SURVEY_AUDIENCES),
  lectureTitle: z.string().nullable(),
  state: surveyState,
  closesAt: z.string().nullable(),
  version: z.int(),
  questions: z.array(surveyQuestion),
  answer: z
    .object({ version: z.int(), answers: z.array(surveyAnswerItem), answeredAt: z.string() })
    .nullable(),
});
export type SurveyForm = z.output<typeof surveyForm>;

export const surveyAnswered = z.object({
  surveyId: z.int(),
  version: z.int(),
  answeredAt: z.string(),
  changed: z.boolean().meta({ description: '이전 응답을 바꿨으면 true' }),
});
export type SurveyAnswered = z.output<typeof surveyAnswered>;

/** The surveys open to one respondent now (the QR page's and the booth page's '만족도 조사' button). */
export const openSurveys = z.object({
  surveys: z.array(z.object({ id: z.int(), title: z.string(), answered: z.boolean() })),
});
export type OpenSurveys = z.output<typeof openSurveys>;

/** GET /api/surveys/{id}/results?version= (default: the current version) */
export const surveyResultsQuery = requestQuery({
  eventId: eventIdField,
  version: positiveInt('설문 버전').optional(),
});
export type SurveyResultsQuery = z.output<typeof surveyResultsQuery>;

const share = z.object({
  label: z.string(),
  count: z.int(),
  percent: z.number().meta({ description: '응답자 중 비율 (%, 소수 첫째 자리)' }),
});

export const questionResult = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  answered: z.int().meta({ description: '이 문항에 답한 사람 수' }),
  mean: z.number().nullable().meta({ description: '5점 척도 평균 (소수 둘째 자리)' }),
  hundredPoint: z.number().nullable().meta({ description: '100점 환산 ((평균 − 1) × 25, 소수 첫째 자리)' }),
  distribution: z
    .array(share)
    .meta({ description: '점수별 또는 보기별 응답 수와 비율 (복수 선택: 응답자 대비)' }),
  texts: z
    .array(z.object({ text: z.string(), answeredAt: z.string() }))
    .meta({ description: '주관식 응답과 기타 입력, 최신순 (최대 500개)' }),
  textCount: z.int().meta({ description: '주관식 응답과 기타 입력의 수' }),
});
export type QuestionResult = z.output<typeof questionResult>;

const breakdownRow = z.object({
  label: z.string(),
  responses: z.int(),
  mean: z.number().nullable().meta({ description: '5점 척도 문항 전체의 평균' }),
});
export type SurveyBreakdownRow = z.output<typeof breakdownRow>;

export const surveyResults = z.object({
  surveyId: z.int(),
  title: z.string(),
  audience: z.enum(SURVEY_AUDIENCES),
  lectureTitle: z.string().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  state: surveyState,
  version: z.int().meta({ description: '이 결과의 문항 버전' }),
  versions: z.array(z.object({ version: z.int(), responses: z.int() })),
  responses: z.int().meta({ description: '모든 버전의 응답 수' }),
  audienceSize: z.int().meta({ description: '대상 수: 참관객, 입장한 분, 강연 체크인, 부스' }),
  responseRate: z.number().nullable().meta({ description: '응답률 (%, 소수 첫째 자리; 대상이 없으면 null)' }),
  questions: z.array(questionResult),
  breakdown: z.object({
    registrationType: z.array(breakdownRow),
    country: z.array(breakdownRow),
    affiliation: z.array(breakdownRow).meta({ description: '응답이 많은 소속 10곳' }),
  }),
});
export type SurveyResults = z.output<typeof surveyResults>;

/** GET /api/surveys/open: the respondent's signed link (or a booth token). */
export const openSurveysQuery = surveyFormQuery;

/** GET /api/lectures/{id}/surveys?userId=: after a check-in, the lecture's open surveys and the signature to answer them. */
export const lectureSurveysQuery = requestQuery({ userId: positiveInt('참석자 ID') });
export const lectureSurveys = openSurveys.extend({
  sig: z.string().meta({ description: '이 강연의 설문에 이 참석자로 답하는 서명 (sig)' }),
});
export type LectureSurveys = z.output<typeof lectureSurveys>;
