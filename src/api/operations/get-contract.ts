import type { Contract } from '../../domain/answers';
import { webUrl } from '../../domain/web-url';
import { type ApiError, UNEXPECTED_MESSAGE } from '../api-error';
import { dataOf, defineOperation } from '../define-operation';

/** How long the document itself stays at hand once opened: the window has loaded it long before. */
const DOCUMENT_KEPT_MS = 60_000;

/**
 * Where the contract document is; the screen opens it in a new window. The service answers
 * either JSON with `data.url`, or the PDF itself, which the page then holds at an address of its
 * own (a blob: URL, freed a minute later). Only a PDF: a blob: URL runs in this page's origin,
 * and an HTML document held there could run scripts with the person's session.
 *
 * A url that is no web address we may follow (webUrl: `javascript:`, plain http to another
 * site in production) is a failure the person is told of, never a window sent there.
 */
export const getContract = defineOperation({
  name: 'getContract',
  call: async ({ user_type_id, user_id }: { user_type_id: string; user_id: string }, send): Promise<Contract> => {
    const response = send({ user_type_id, user_id });
    const answer = await response;
    if (isPdf(answer.headers.get('content-type'))) return { url: held(await answer.arrayBuffer()) };
    const { url } = await dataOf<Contract>(response);
    const safe = typeof url === 'string' ? webUrl(url) : null;
    if (safe) return { url: safe };
    const error: ApiError = { status: answer.status, message: UNEXPECTED_MESSAGE };
    throw error;
  },
});

const isPdf = (type: string | null) => /^application\/pdf\b/i.test(type ?? '');

function held(document: ArrayBuffer): string {
  if (document.byteLength === 0) {
    const error: ApiError = { status: 200, message: UNEXPECTED_MESSAGE };
    throw error;
  }
  const url = URL.createObjectURL(new Blob([document], { type: 'application/pdf' }));
  setTimeout(() => URL.revokeObjectURL(url), DOCUMENT_KEPT_MS);
  return url;
}
