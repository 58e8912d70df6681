import { QUESTION_KINDS, type QuestionKind } from '@expo/contract/surveys-values';

import type { QuestionDraft } from '../editor-model';
import { surveyTexts as T } from '../texts';

interface Props {
  question: QuestionDraft;
  index: number;
  count: number;
  onChange: (question: QuestionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One question of the survey being written: its kind, wording, options or scale ends, and whether required. */
export function QuestionEditor({ question: q, index, count, onChange, onMove, onRemove }: Props) {
  const id = `survey-question-${q.key}`;
  const n = index + 1;
  return (
    <li className="survey-editor-question">
      <div className="survey-editor-question-head">
        <label htmlFor={`${id}-kind`}>
          {n}. {T.kind}{' '}
          <select
            id={`${id}-kind`}
            value={q.kind}
            onChange={(event) => onChange({ ...q, kind: event.target.value as QuestionKind })}
          >
            {QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {T.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <span className="row-actions">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={`${n}번 ${T.moveUp}`}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`${n}번 ${T.moveDown}`}
          >
            ↓
          </button>
          <button
            type="button"
            className="btn btn-small btn-danger"
            disabled={count === 1}
            onClick={onRemove}
            aria-label={`${n}번 ${T.removeQuestion}`}
          >
            ✕
          </button>
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>{T.questionText(n)}</label>
        <input
          id={`${id}-text`}
          type="text"
          maxLength={200}
          value={q.text}
          onChange={(event) => onChange({ ...q, text: event.target.value })}
        />
      </div>
      {(q.kind === 'single' || q.kind === 'multiple') && (
        <div className="field">
          <label htmlFor={`${id}-options`}>{T.options}</label>
          <textarea
            id={`${id}-options`}
            rows={4}
            value={q.optionsText}
            onChange={(event) => onChange({ ...q, optionsText: event.target.value })}
          />
        </div>
      )}
      {q.kind === 'multiple' && (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={q.other}
            onChange={(event) => onChange({ ...q, other: event.target.checked })}
          />{' '}
          {T.other}
        </label>
      )}
      {q.kind === 'scale5' && (
        <fieldset className="field survey-editor-ends">
          <legend>{T.ends}</legend>
          <label>
            {T.low}{' '}
            <input
              type="text"
              maxLength={20}
              placeholder="매우 불만족"
              value={q.low}
              onChange={(event) => onChange({ ...q, low: event.target.value })}
            />
          </label>{' '}
          <label>
            {T.high}{' '}
            <input
              type="text"
              maxLength={20}
              placeholder="매우 만족"
              value={q.high}
              onChange={(event) => onChange({ ...q, high: event.target.value })}
            />
          </label>
        </fieldset>
      )}
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={q.required}
          onChange={(event) => onChange({ ...q, required: event.target.checked })}
        />{' '}
        {T.required}
      </label>
    </li>
  );
}
