import { scanTexts } from './texts';

/** Where the camera failed: listing the cameras (asking the permission) or starting the chosen one. */
export type CameraStage = 'access' | 'start';

type Help = keyof Omit<typeof scanTexts.cameraHelp, 'other'>;

/** The browser's error names (DOMException, and the older Chrome ones) and what each asks of the person. */
const BY_NAME: [RegExp, Help][] = [
  [/secure context|only secure origins|SecurityError.*(https|secure)/i, 'insecure'],
  [/NotAllowedError|PermissionDeniedError|Permission (denied|dismissed)/i, 'denied'],
  [/NotFoundError|DevicesNotFoundError|OverconstrainedError|Requested device not found/i, 'notFound'],
  [/NotReadableError|TrackStartError|Could not start video source|Device in use/i, 'busy'],
];

/** What html5-qrcode or the browser threw, as one line (a string, an Error or a DOMException). */
function describe(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return [error.name, error.message].filter(Boolean).join(': ');
  return String(error);
}

/**
 * The Korean line for a camera that could not be opened, in the spec's wording ('❌ 카메라 접근 실패: …',
 * '❌ 카메라 시작 오류: …') with a {message} that says what to do: an address without HTTPS (the page is not a
 * secure context, or the browser says so), a permission refused, no camera, a camera another app holds. Any
 * other error keeps the browser's words in brackets, for whoever helps.
 */
export function cameraProblemText(
  stage: CameraStage,
  error: unknown,
  secureContext: boolean = typeof window === 'undefined' || window.isSecureContext,
): string {
  const detail = describe(error);
  const help: Help | undefined = !secureContext
    ? 'insecure'
    : BY_NAME.find(([pattern]) => pattern.test(detail))?.[1];
  const message = help ? scanTexts.cameraHelp[help] : scanTexts.cameraHelp.other(detail);
  return stage === 'access' ? scanTexts.cameraAccessFailed(message) : scanTexts.cameraStartError(message);
}
