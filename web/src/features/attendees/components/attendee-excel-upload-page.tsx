import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { isApiError } from '../../../lib/api/api-client';
import { isAbortError } from '../../../lib/api/api-errors';
import { getStoredEventId } from '../../../lib/session/admin';
import { downloadExcelTemplate } from '../api/download-excel-template';
import { uploadAttendeesExcel } from '../api/upload-attendees-excel';
import { attendeeTexts } from '../texts';
import type { AttendeeImportReport as Result } from '@expo/contract/attendees';
import { FormPage } from '../../../components/form-page';
import { DownloadButton } from '../../../components/download-button';
import { ExcelUploadResult } from './excel-upload-result';
import { UploadProgressBar } from './upload-progress-bar';

const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/** /users/register2: bulk registration from an .xlsx file, with upload progress and the per-row report. */
export function AttendeeExcelUploadPage() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState('');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const submit = async () => {
    setError('');
    if (!file || !isXlsx(file)) {
      setError(file ? attendeeTexts.xlsxOnly : attendeeTexts.chooseFile);
      return;
    }
    const eventId = getStoredEventId();
    if (eventId === null) {
      window.alert(attendeeTexts.missingEventId);
      return;
    }

    setResult(null);
    setProgress(0);
    controller.current = new AbortController();
    try {
      // each share is drawn at once: the end of a small upload and the server's answer may come in
      // back-to-back tasks, and the bar should still show 100 % before the result replaces it
      const showProgress = (percent: number) => flushSync(() => setProgress(percent));
      setResult(await uploadAttendeesExcel(file, eventId, showProgress, controller.current.signal));
    } catch (caught) {
      if (isAbortError(caught)) return;
      setError(attendeeTexts.uploadFailed(isApiError(caught) ? caught.message : String(caught)));
    } finally {
      setProgress(null);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <FormPage
      title={attendeeTexts.uploadTitle}
      backTo="/users"
      actions={
        <DownloadButton
          label={attendeeTexts.downloadTemplate}
          download={downloadExcelTemplate}
          testId="download-template"
        />
      }
    >
      <form className="form" onSubmit={handleSubmit}>
        <p className="muted">{attendeeTexts.uploadHelp}</p>
        <div className="field">
          <label htmlFor="excel-file">{attendeeTexts.fileLabel}</label>
          <input
            id="excel-file"
            name="file"
            type="file"
            accept=".xlsx"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError('');
            }}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={progress !== null}>
            {progress !== null ? attendeeTexts.uploading : attendeeTexts.uploadSubmit}
          </button>
        </div>
      </form>
      {progress !== null && <UploadProgressBar percent={progress} />}
      {error && (
        <p className="message message-error" role="alert">
          {error}
        </p>
      )}
      {result && <ExcelUploadResult result={result} />}
    </FormPage>
  );
}
