/**
 * A `fetch` for uploads that reports how much of the body has gone: fetch itself cannot (a streamed
 * request body needs HTTP/2 and is not in every browser), XMLHttpRequest's upload events can.
 * `onProgress` gets a fraction from 0 to 1. Only what uploadAttachment uses: method, headers, body,
 * same-origin credentials; a network failure rejects with a TypeError, as fetch does.
 */
export function uploadProgressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      request.withCredentials = init.credentials === 'include';
      for (const [name, value] of new Headers(init.headers)) request.setRequestHeader(name, value);
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      request.addEventListener('load', () =>
        resolve(
          // A null-body status (204, 304) takes no body, even an empty one.
          new Response([204, 205, 304].includes(request.status) ? null : request.responseText, {
            status: request.status,
            headers: { 'content-type': request.getResponseHeader('content-type') ?? 'text/plain' },
          }),
        ),
      );
      request.addEventListener('error', () => reject(new TypeError('Network request failed')));
      request.addEventListener('abort', () =>
        reject(new DOMException('The upload was aborted.', 'AbortError')),
      );
      init.signal?.addEventListener('abort', () => request.abort());
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
