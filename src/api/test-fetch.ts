// Test helper: a stand-in for globalThis.fetch that records each Request and answers JSON.
import { vi } from 'vitest';

export interface FetchStub {
  requests: Request[];
  /** The last request, with its body read as text. */
  last(): Promise<{ method: string; url: URL; body: string; headers: Headers }>;
}

export function stubFetch(answer: (request: Request) => Response | Promise<Response>): FetchStub {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input.clone());
      return answer(input);
    }),
  );
  return {
    requests,
    async last() {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return {
        method: request.method,
        url: new URL(request.url),
        body: await request.text(),
        headers: request.headers,
      };
    },
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
