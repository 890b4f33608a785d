// A flow's last step (`"endsFlow": true` in its JSON: rejected, downloaded,
// signed…) forgets what the flow kept in this tab: the token, the phone, the
// answers and drafts, the link's credentials, the answers held in memory. On a
// phone a family shares, the next person finds nothing of the last one's. A
// failed save is no ending: its draft stays, so nothing typed is lost.
import { spendLinkCredentials } from '../adapters/link-credentials';
import { forgetSession } from '../adapters/session';
import { resetAllCalls } from '../calls/call-state';

export function forgetFlow(): void {
  forgetSession();
  spendLinkCredentials();
  resetAllCalls();
  // A draft still waiting to be written (typed just before the last call) must not come back.
  // Only a form step's module can hold one, and then it is loaded: no request is made for it.
  void import('../screens/form-step/draft').then((m) => m.dropUnsavedDrafts()).catch(() => undefined);
}
