import type { SurveyQuestion } from '@expo/contract/surveys';
import { OTHER_OPTION, scaleLabels } from '@expo/contract/surveys-values';

import type { AnswerDraft, AnswerDrafts } from '../answer-model';
import { SURVEY_ANSWER_TEXTS, type SurveyAnswerTexts } from '../answer-texts';

interface Props {
  questions: SurveyQuestion[];
  drafts: AnswerDrafts;
  onChange: (questionId: string, draft: AnswerDraft) => void;
  disabled?: boolean;
  /** The question to point at (a required one left empty). */
  problemId?: string;
  /** Prefix of the controls' ids (a preview beside the editor has its own). */
  idPrefix?: string;
  /** The page's own words (Korean unless the respondent reads English); the questions are shown as written. */
  texts?: SurveyAnswerTexts;
}

/**
 * The questions as the respondent answers them, with native labelled controls: a radio button or checkbox is
 * named by its option's text ('매우 만족'), so a screen reader (and a test) finds it by name.
 */
export function SurveyQuestions({
  questions,
  drafts,
  onChange,
  disabled,
  problemId,
  idPrefix = 'survey',
  texts = SURVEY_ANSWER_TEXTS.ko,
}: Props) {
  return (
    <ol className="survey-questions">
      {questions.map((q, i) => {
        const d = drafts[q.id] ?? {};
        const name = `${idPrefix}-${q.id}`;
        const legend = (
          <legend className="survey-question-text">
            <span className="survey-question-number">{i + 1}.</span> {q.text}
            {q.required && <span className="survey-required"> ({texts.requiredMark})</span>}
          </legend>
        );
        return (
          <li key={q.id} className="survey-question" data-invalid={problemId === q.id || undefined}>
            <fieldset disabled={disabled} aria-invalid={problemId === q.id || undefined}>
              {legend}
              {q.kind === 'scale5' && (
                <div className="survey-scale">
                  {scaleLabels(q.ends, texts.scale).map((label, point) => (
                    <label key={label} className="survey-choice">
                      <input
                        type="radio"
                        name={name}
                        checked={d.score === point + 1}
                        onChange={() => onChange(q.id, { score: point + 1 })}
                      />
                      <span>
                        <span className="survey-point">{point + 1}</span> {label}
                      </span>
                    </label>
                  ))}
                </div>
              )}
              {q.kind === 'single' &&
                q.options.map((option) => (
                  <label key={option} className="survey-choice">
                    <input
                      type="radio"
                      name={name}
                      checked={d.choice === option}
                      onChange={() => onChange(q.id, { choice: option })}
                    />
                    <span>{option}</span>
                  </label>
                ))}
              {q.kind === 'multiple' &&
                [...q.options, ...(q.other ? [OTHER_OPTION] : [])].map((option) => {
                  const chosen = d.choices ?? [];
                  return (
                    <label key={option} className="survey-choice">
                      <input
                        type="checkbox"
                        checked={chosen.includes(option)}
                        onChange={(event) =>
                          onChange(q.id, {
                            ...d,
                            choices: event.target.checked
                              ? [...chosen, option]
                              : chosen.filter((c) => c !== option),
                          })
                        }
                      />
                      <span>{option === OTHER_OPTION && q.other ? texts.other : option}</span>
                    </label>
                  );
                })}
              {q.kind === 'multiple' && q.other && (d.choices ?? []).includes(OTHER_OPTION) && (
                <input
                  type="text"
                  className="survey-other"
                  aria-label={texts.otherLabel(i + 1)}
                  placeholder={texts.otherPlaceholder}
                  maxLength={200}
                  value={d.other ?? ''}
                  onChange={(event) => onChange(q.id, { ...d, other: event.target.value })}
                />
              )}
              {q.kind === 'text' && (
                <textarea
                  className="survey-text"
                  aria-label={q.text}
                  rows={4}
                  maxLength={1000}
                  value={d.text ?? ''}
                  onChange={(event) => onChange(q.id, { text: event.target.value })}
                />
              )}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
