// Answers set from outside, by operation name (the `op` of each route), for the
// requests of one page: the screen gallery (gallery/) uses them to show a screen
// waiting, failing or answered with its country's data, through the same API the
// app uses in dev, without a copy of the API's paths.
//
//   POST /sandbox/answers          { scope, owner, answers: { [op | '*']: { status, body } | 'hang' } }
//   POST /sandbox/answers/release  { owner?, answer: { status, body } }   ends the waits (all, or one owner's)
//   DELETE /sandbox/answers                                               forgets them, ends every wait
//
// `scope` is the path of the page whose requests they answer (read from the
// Referer), so the app open in another tab, or another test on the same server,
// still gets the sandbox's own answers. `hang` holds the request until it is
// released or the page gives up; `owner` names whose requests they are (the
// gallery's preview being mounted), so one preview's waits can be let go.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody, SandboxError, sendJson } from './http.ts';

export interface FixedAnswer {
  status: number;
  body: unknown;
}
type Answer = FixedAnswer | 'hang';

interface Controls {
  scope: string;
  owner: string;
  answers: Record<string, Answer>;
}

const isAnswer = (a: unknown): a is Answer =>
  a === 'hang' || (typeof a === 'object' && a !== null && typeof (a as FixedAnswer).status === 'number');

export function createAnswers() {
  let controls: Controls | null = null;
  /** Requests held by a `hang`: the function that answers each, and whose it is. */
  const waiting = new Map<(answer: FixedAnswer) => void, string>();
  /** Owners whose waits were let go, with the answer they got: a late request of theirs gets it at once. */
  const letGo = new Map<string, FixedAnswer>();

  function release(owner: string | undefined, answer: FixedAnswer) {
    if (owner !== undefined) letGo.set(owner, answer);
    for (const [end, of] of [...waiting]) if (owner === undefined || of === owner) end(answer);
  }

  const pageOf = (req: IncomingMessage) => {
    try {
      return new URL(req.headers.referer ?? '').pathname;
    } catch {
      return '';
    }
  };

  return {
    /** The control endpoints; false when the request is not one of them. */
    async control(req: IncomingMessage, res: ServerResponse, key: string): Promise<boolean> {
      if (key === 'POST /sandbox/answers') {
        const body = (await readJsonBody(req)) as Partial<Controls>;
        const answers = body.answers ?? {};
        if (typeof body.scope !== 'string' || !Object.values(answers).every(isAnswer))
          throw new SandboxError(400, 'invalid payload: { scope, owner, answers: { op: { status, body } | "hang" } }');
        controls = { scope: body.scope, owner: String(body.owner ?? ''), answers };
      } else if (key === 'POST /sandbox/answers/release') {
        const body = (await readJsonBody(req)) as { owner?: string; answer?: unknown };
        if (!isAnswer(body.answer) || body.answer === 'hang')
          throw new SandboxError(400, 'invalid payload: { owner?, answer: { status, body } }');
        release(body.owner, body.answer);
      } else if (key === 'DELETE /sandbox/answers') {
        controls = null;
        letGo.clear();
        release(undefined, { status: 503, body: { message: 'sandbox answers cleared' } });
      } else return false;
      sendJson(res, 200, { data: {} });
      return true;
    },

    /**
     * The answer set for this request's operation (or '*'), if its page has some; null: the
     * sandbox's own; 'gone': the page gave up waiting, nothing is to be sent.
     */
    async answerFor(req: IncomingMessage, op: string): Promise<FixedAnswer | 'gone' | null> {
      if (!controls || pageOf(req) !== controls.scope) return null;
      const answer = controls.answers[op] ?? controls.answers['*'];
      if (!answer) return null;
      if (answer !== 'hang') return answer;
      const owner = controls.owner;
      const done = letGo.get(owner);
      if (done) return done;
      return new Promise<FixedAnswer | 'gone'>((resolve) => {
        const end = (given: FixedAnswer) => {
          waiting.delete(end);
          resolve(given);
        };
        waiting.set(end, owner);
        // The page gave up (its client's timeout, or it went away): nothing to answer.
        req.on('close', () => {
          if (!waiting.has(end)) return;
          waiting.delete(end);
          resolve('gone');
        });
      });
    },
  };
}
