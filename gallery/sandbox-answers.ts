// The gallery's network is the sandbox the app uses in dev: the gallery tells it
// what to answer each preview (sandbox/answers.ts), by operation name, for the
// requests of this page only (the app in another tab, or a test on the same dev
// server, keeps the sandbox's own answers). The preview being mounted sets its
// country's samples and its state's answers; a call it does not name gets the
// `*` answer, a 503 whose readable message says it is a preview.

import { GALLERY_PATH } from './path';
import { type Answers, PREVIEW_ERROR } from './sample-data';

const CONTROL = '/sandbox/answers';

let idle: Answers = {};

/** The last control request: each waits for the one before, so the sandbox gets them in the order they were made. */
let queue: Promise<void> = Promise.resolve();

function post(path: string, body?: unknown): Promise<void> {
  queue = queue.then(async () => {
    try {
      await fetch(path, {
        method: body === undefined ? 'DELETE' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      // No sandbox (the unit tests' jsdom, a dev server with a real backend): the previews
      // get whatever answers, and the cards say which states they missed.
    }
  });
  return queue;
}

/**
 * The answers, and whose calls they answer, from now on: the preview being mounted
 * sets its own; without arguments, back to the answers given at install (for what
 * people do on the page once every preview is there).
 */
export function setAnswers(next?: Answers, forWhom = ''): Promise<void> {
  return post(CONTROL, { scope: GALLERY_PATH, owner: forWhom, answers: next ?? idle });
}

/**
 * Ends the calls of one preview left waiting (all, without a name), with the
 * preview error: once a loading state is kept as a picture, its call must not
 * stay in flight (a second call of the same operation would be skipped as
 * already running). Other previews' waits, such as the waiting screen's poll, go on.
 */
export function releaseWaitingCalls(whose?: string): Promise<void> {
  return post(`${CONTROL}/release`, { owner: whose, answer: { status: 503, body: PREVIEW_ERROR } });
}

/** Answers `defaults` when no preview is mounting; returns the undo (the sandbox forgets the gallery's answers). */
export function installAnswers(defaults: Answers): () => void {
  idle = defaults;
  // The sandbox outlives the page: an earlier gallery page (a reload, a test's retry) left its
  // answers and the previews it let go, whose names are this page's too. Start from nothing.
  void post(CONTROL);
  void setAnswers();
  return () => {
    void fetch(CONTROL, { method: 'DELETE', keepalive: true }).catch(() => undefined);
  };
}
