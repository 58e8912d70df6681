import { SURVEY_AUDIENCES, QUESTION_KINDS, type SurveyAudience } from '@expo/contract/surveys-values';
import { type SubmitEvent, useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { LoadStatus } from '../../../components/load-status';
import { isApiError } from '../../../lib/api/api-client';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { listEventLectures } from '../api/lectures';
import { createSurvey, getSurvey, updateSurvey } from '../api/surveys';
import type { AnswerDrafts } from '../answer-model';
import {
  draftOf,
  emptyDraft,
  inputOf,
  moveQuestion,
  newQuestion,
  previewQuestions,
  type SurveyDraft,
} from '../editor-model';
import { surveyTexts as T } from '../texts';
import { QuestionEditor } from './question-editor';
import { SurveyQuestions } from './survey-questions';
import './survey-answer.css';
import './surveys.css';

/** /surveys/new and /surveys/{id}/edit: a survey written with its questions, previewed as respondents see it. */
export function SurveyEditorPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const navigate = useNavigate();
  const survey = useAsyncData(
    useCallback((signal: AbortSignal) => (id ? getSurvey(id, signal) : Promise.resolve(null)), [id]),
  );
  const lectures = useAsyncData(useCallback((signal: AbortSignal) => listEventLectures(signal), []));
  // the survey as loaded (or a new one), and the admin's edits of it
  const initial = useMemo(() => (survey.data ? draftOf(survey.data) : emptyDraft()), [survey.data]);
  const [edited, setEdited] = useState<{ from: SurveyDraft; draft: SurveyDraft } | null>(null);
  const draft = edited && edited.from === initial ? edited.draft : initial;
  const setDraft = (change: (d: SurveyDraft) => SurveyDraft) =>
    setEdited({ from: initial, draft: change(draft) });
  const [preview, setPreview] = useState<AnswerDrafts>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const set = <K extends keyof SurveyDraft>(key: K, value: SurveyDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setQuestions = (update: (questions: SurveyDraft['questions']) => SurveyDraft['questions']) =>
    setDraft((d) => ({ ...d, questions: update(d.questions) }));

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const saved = id ? await updateSurvey(id, inputOf(draft)) : await createSurvey(inputOf(draft));
      navigate(`/surveys/${saved.id}/results`);
    } catch (caught) {
      setProblem(isApiError(caught) ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="page survey-editor-page">
      <header className="page-header">
        <h1>{id ? T.editorTitleEdit : T.editorTitleNew}</h1>
      </header>
      <LoadStatus
        errorText={survey.error ? survey.error.message : null}
        loadingText={id && !survey.data ? T.loading : null}
      />
      {survey.data && survey.data.responses > 0 && <p className="notice">{T.newVersionNote}</p>}
      <div className="survey-editor">
        <form className="form" onSubmit={(event) => void save(event)} noValidate>
          <div className="field">
            <label htmlFor="survey-title">{T.title}</label>
            <input
              id="survey-title"
              type="text"
              maxLength={100}
              value={draft.title}
              onChange={(event) => set('title', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="survey-notice">{T.notice}</label>
            <textarea
              id="survey-notice"
              rows={4}
              maxLength={2000}
              aria-describedby="survey-notice-hint"
              value={draft.notice}
              onChange={(event) => set('notice', event.target.value)}
            />
            <p id="survey-notice-hint" className="field-hint">
              {T.noticeHint}
            </p>
          </div>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={draft.collectsContact}
              onChange={(event) => set('collectsContact', event.target.checked)}
            />{' '}
            {T.collectsContact}
          </label>
          <div className="field">
            <label htmlFor="survey-audience">{T.audience}</label>
            <select
              id="survey-audience"
              value={draft.audience}
              onChange={(event) => set('audience', event.target.value as SurveyAudience)}
            >
              {SURVEY_AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {T.audiences[audience]}
                </option>
              ))}
            </select>
          </div>
          {draft.audience === 'lecture' && (
            <div className="field">
              <label htmlFor="survey-lecture">{T.lecture}</label>
              <select
                id="survey-lecture"
                value={draft.lectureId}
                onChange={(event) => set('lectureId', event.target.value)}
              >
                <option value="">{T.chooseLecture}</option>
                {(lectures.data ?? []).map((lecture) => (
                  <option key={lecture.id} value={lecture.id}>
                    {lecture.title}
                  </option>
                ))}
              </select>
            </div>
          )}
          {(['opensAt', 'closesAt'] as const).map((key) => (
            <div key={key} className="field">
              <label htmlFor={`survey-${key}`}>{T[key]}</label>
              <input
                id={`survey-${key}`}
                type="datetime-local"
                value={draft[key]}
                onChange={(event) => set(key, event.target.value)}
              />
            </div>
          ))}
          <h2>{T.questions}</h2>
          <ol className="survey-editor-questions">
            {draft.questions.map((question, index) => (
              <QuestionEditor
                key={question.key}
                question={question}
                index={index}
                count={draft.questions.length}
                onChange={(changed) =>
                  setQuestions((qs) => qs.map((q) => (q.key === changed.key ? changed : q)))
                }
                onMove={(by) => setQuestions((qs) => moveQuestion(qs, index, by))}
                onRemove={() => setQuestions((qs) => qs.filter((q) => q.key !== question.key))}
              />
            ))}
          </ol>
          <div className="survey-editor-add">
            {QUESTION_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className="btn btn-secondary"
                onClick={() => setQuestions((qs) => [...qs, newQuestion(kind)])}
              >
                {T.addQuestion(T.kinds[kind])}
              </button>
            ))}
          </div>
          {problem && (
            <p className="message message-error" role="alert">
              {problem}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? T.saving : T.save}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => navigate('/surveys')}>
              {T.cancel}
            </button>
          </div>
        </form>
        <aside className="survey-preview" aria-label={T.preview}>
          <h2>{T.preview}</h2>
          <p className="survey-title">{draft.title || T.title}</p>
          {draft.notice && <p className="survey-notice-text">{draft.notice}</p>}
          <SurveyQuestions
            questions={previewQuestions(draft)}
            drafts={preview}
            idPrefix="preview"
            onChange={(questionId, answer) => setPreview((p) => ({ ...p, [questionId]: answer }))}
          />
        </aside>
      </div>
    </section>
  );
}
