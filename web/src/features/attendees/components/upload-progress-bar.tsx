import { attendeeTexts } from '../texts';

/** The upload's progress in percent; at 100 % the server is still importing the rows. */
export function UploadProgressBar({ percent }: { percent: number }) {
  return (
    <div className="upload-progress" data-testid="upload-progress">
      <div
        className="progress-track"
        role="progressbar"
        aria-label={attendeeTexts.uploadProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-fill" style={{ width: `${String(percent)}%` }} />
      </div>
      <span className="progress-text" data-testid="upload-percent">
        {percent}%{percent >= 100 && ` · ${attendeeTexts.processing}`}
      </span>
    </div>
  );
}
