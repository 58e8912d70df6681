import './surveys.css';

import type { SurveySendForm } from '@expo/contract/messaging';
import type { SurveySendAudience } from '@expo/contract/messaging-values';
import type { SurveyResults } from '@expo/contract/surveys';
import { useCallback, useState } from 'react';

import { BulkSendFormDialog } from '../../../components/bulk-send/bulk-send-form-dialog';
import { previewSurveySend, startSurveySend } from '../api/survey-sends';
import { surveySendTexts as T } from '../survey-send-texts';

type SurveyToSend = Pick<SurveyResults, 'surveyId' | 'title' | 'audience'>;

const toRequest = (audience: SurveySendAudience, resend: boolean): SurveySendForm => ({ audience, resend });

/**
 * '설문 발송': the admin picks who gets the survey's link (everyone who entered, or those who have not answered),
 * sees the server's plan for it, confirms, and follows the send live, as a QR bulk send (`BulkSendFormDialog`).
 */
export function SurveySendDialog({ survey, onClose }: { survey: SurveyToSend; onClose: () => void }) {
  const { surveyId } = survey;
  const previewCall = useCallback(
    (body: SurveySendForm, signal: AbortSignal) => previewSurveySend(surveyId, body, signal),
    [surveyId],
  );
  const labels = survey.audience === 'lecture' ? T.lectureAudiences : T.audiences;
  return (
    <BulkSendFormDialog
      className="bulk-dialog survey-send-dialog"
      testId="survey-send-dialog"
      texts={T}
      intro={<p className="survey-send-subtitle">{T.subtitle(survey.title)}</p>}
      audiences={(['ENTERED', 'UNANSWERED'] as const).map((value) => ({ value, label: labels[value] }))}
      initialAudience="UNANSWERED"
      audienceName="survey-send-audience"
      toRequest={toRequest}
      preview={previewCall}
      start={(request) => startSurveySend(surveyId, request)}
      confirmTestId="survey-send-confirm"
      startErrorTestId="survey-send-error"
      planErrorTestId="survey-send-refused"
      onClose={onClose}
    />
  );
}

/** The results page's '설문 발송' button and its dialog; nothing for a 참가사 survey (booths answer on their phone). */
export function SurveySendButton({ survey }: { survey: SurveyToSend }) {
  const [open, setOpen] = useState(false);
  if (survey.audience === 'exhibitors') return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          setOpen(true);
        }}
      >
        {T.open}
      </button>
      {open && (
        <SurveySendDialog
          survey={survey}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
