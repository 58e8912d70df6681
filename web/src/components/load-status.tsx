interface LoadStatusProps {
  /** The failure to announce; null while there is none. */
  errorText: string | null;
  /** Shown until the first answer; null once there is something to show. */
  loadingText: string | null;
}

/** The load failure (announced) and the first-load line of a page that fetches what it shows. */
export function LoadStatus({ errorText, loadingText }: LoadStatusProps) {
  return (
    <>
      {errorText !== null && (
        <p className="message message-error" role="alert">
          {errorText}
        </p>
      )}
      {loadingText !== null && <p className="muted">{loadingText}</p>}
    </>
  );
}
