import { afterEach, expect, it, vi } from 'vitest';
import { installAnswers, releaseWaitingCalls, setAnswers } from './sandbox-answers';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('a gallery page starts the sandbox from nothing: what an earlier page let go would answer its previews at once', async () => {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { owner?: string }) : null;
      sent.push(`${init.method} ${path}${body ? ` ${body.owner ?? ''}` : ''}`);
      return new Response('{"data":{}}');
    }),
  );
  installAnswers({});
  await releaseWaitingCalls('about-you/mx/sending');
  await setAnswers({ '*': 'hang' }, 'about-you/mx/sending');
  // The reset goes first, in order with the rest (each control request waits for the one before).
  expect(sent).toEqual([
    'DELETE /sandbox/answers',
    'POST /sandbox/answers ',
    'POST /sandbox/answers/release about-you/mx/sending',
    'POST /sandbox/answers about-you/mx/sending',
  ]);
});
