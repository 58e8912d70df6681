import type { RouteShape } from '@expo/contract/routes/route';
import { authHeaders, handleUnauthorized, routeUrl, type AnswerOf, type CallInput } from './api-client';
import { errorFromBody, networkError, parseBody } from './api-errors';

export type UploadOptions<R extends RouteShape> = Pick<CallInput<R>, 'params' | 'query' | 'signal'> & {
  /** Called with the uploaded share of the body, 0 to 100. */
  onProgress?: (percent: number) => void;
};

/** POSTs a multipart form with the admin token, reporting upload progress (XMLHttpRequest: fetch has none). */
export function uploadWithProgress<R extends RouteShape>(
  route: R,
  form: FormData,
  options: UploadOptions<R>,
): Promise<AnswerOf<R>> {
  const { onProgress, signal } = options;
  return new Promise<AnswerOf<R>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = authHeaders();
    xhr.open(route.method, routeUrl(route, options));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    // a small body may be sent without a progress event: its end is 100 % all the same
    xhr.upload.onload = () => {
      onProgress?.(100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(parseBody(xhr.responseText) as AnswerOf<R>);
        return;
      }
      const error = errorFromBody(xhr.status, xhr.responseText);
      if (xhr.status === 401 && 'Authorization' in headers) handleUnauthorized();
      reject(error);
    };
    xhr.onerror = () => {
      reject(networkError());
    };
    xhr.onabort = () => {
      reject(new DOMException('업로드가 취소되었습니다.', 'AbortError'));
    };
    signal?.addEventListener(
      'abort',
      () => {
        xhr.abort();
      },
      { once: true },
    );

    xhr.send(form);
  });
}
